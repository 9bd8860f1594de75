"""The command line, the OpenAPI document, health and the live stream, as a user meets them."""

from __future__ import annotations

import asyncio
import json
import sys

import httpx
import pytest

from api.client.session import ClowderClient
from tests.e2e.harness import seat_players

pytestmark = pytest.mark.e2e


async def run_cli(*args: str) -> tuple[int, str, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "api.cli", *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(process.communicate(), timeout=300)
    return process.returncode or 0, out.decode(), err.decode()


@pytest.mark.parametrize("players", [2, 5])
async def test_clowder_play_plays_complete_games_against_a_running_service(service_url: str, players: int) -> None:
    code, out, err = await run_cli(
        "play", "--game", "feed-the-kitten", "--players", str(players), "--games", "2", "--url", service_url, "--json"
    )
    assert code == 0, err
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 2
    assert all(result["finished"] and len(result["winners"]) == 1 and result["events"] > 0 for result in results)


async def test_clowder_help_explains_the_commands() -> None:
    code, out, _ = await run_cli("--help")
    assert code == 0
    for command in ("serve", "play", "projector", "migrate"):
        assert command in out
    code, out, _ = await run_cli("play", "--help")
    assert "--players" in out and "--games" in out and "--url" in out


async def test_clowder_play_refuses_bad_options(service_url: str) -> None:
    code, _, err = await run_cli(
        "play", "--game", "feed-the-kitten", "--players", "2", "--options", "{oops", "--url", service_url
    )
    assert code == 2 and "--options" in err


async def test_every_operation_is_documented_with_an_id_and_a_summary(http: httpx.AsyncClient) -> None:
    schema = (await http.get("/schema/openapi.json")).json()
    operations = [op for path in schema["paths"].values() for op in path.values() if isinstance(op, dict)]
    assert len(operations) >= 15
    for operation in operations:
        assert operation.get("operationId") and operation.get("summary"), operation
    docs = await http.get("/schema/swagger")
    assert docs.status_code == 200 and "swagger" in docs.text.lower()


async def test_health_reports_postgres_and_redis(http: httpx.AsyncClient) -> None:
    health = (await http.get("/health")).json()
    assert health["postgres"] == "ok" and health["redis"] == "ok" and health["status"] == "ok"


async def test_the_live_stream_shows_a_seat_its_own_cards_only(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    recorded = await seat_players(anonymous, "feed-the-kitten", 2)
    game_id = recorded.game_id
    watcher, mover = recorded.clients[1], recorded.clients[0]
    seen: list[dict] = []

    async def listen() -> None:
        headers = {"Authorization": f"Bearer {watcher.token}"}
        async with http.stream(
            "GET", f"/games/{game_id}/stream", params={"from_version": 1}, headers=headers
        ) as response:
            assert response.headers["content-type"].startswith("text/event-stream")
            async for line in response.aiter_lines():
                if line.startswith("data: "):
                    seen.append(json.loads(line[6:]))
                    if len(seen) >= 12:
                        return

    listener = asyncio.create_task(listen())
    view = await mover.view(game_id, min_version=recorded.started_version)
    for _ in range(6):
        acting = recorded.clients[view["pending_seats"][0]]
        view = (await acting.command(game_id, {"type": "draw_card"}))["view"]
    await asyncio.wait_for(listener, timeout=10)
    events = [message["event"] for message in seen[1:]]
    dealt = next(event for event in events if event["type"] == "round_dealt_hidden")
    assert dealt["hand"] is not None and "hands" not in dealt
    for event in events:
        if event["type"].startswith("card_drawn"):
            assert ("card" in event) == (event["seat"] == 1), event
