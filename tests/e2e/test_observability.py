"""What an operator sees of a running API process: access lines, request ids, /metrics."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator

import httpx
import pytest

from api.cli.embedded import free_port
from api.client.session import ClowderClient
from tests.e2e.api_process import ApiProcess, api_process
from tests.e2e.harness import seat_players
from tests.e2e.operators_site import Site, operators_site

pytestmark = pytest.mark.e2e

COMMANDS = "/games/{game_id}/commands"


@pytest.fixture(scope="module")
async def site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    async with operators_site(postgres_url, redis_url) as opened:
        yield opened


@pytest.fixture(scope="module")
async def process(site: Site) -> AsyncIterator[ApiProcess]:
    async with api_process(site.settings) as opened:
        yield opened


def sample(text: str, name: str, **labels: str) -> float:
    """One sample's value from a Prometheus text page (0 when absent)."""
    for line in text.splitlines():
        if not line.startswith(name + "{") and line.split(" ")[0] != name:
            continue
        if all(f'{key}="{value}"' in line for key, value in labels.items()):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


async def test_every_request_gets_an_access_line_and_its_id_reaches_the_command_path(process: ApiProcess) -> None:
    async with httpx.AsyncClient(base_url=process.url, timeout=30) as http:
        game = await seat_players(ClowderClient(http), "feed-the-kitten", 2)
        views = [await client.view(game.game_id, game.started_version) for client in game.clients]
        mover, view = next((c, v) for c, v in zip(game.clients, views, strict=True) if v["your_turn"])
        sent = await http.post(
            f"/games/{game.game_id}/commands",
            json={"command": view["legal_commands"][0]},
            headers={"Authorization": f"Bearer {mover.token}", "X-Request-ID": "trace-7f3a"},
        )
        assert sent.status_code == 200 and sent.headers["x-request-id"] == "trace-7f3a"
        made = await http.get(f"/games/{game.game_id}")
        generated = made.headers["x-request-id"]
        assert re.fullmatch(r"[0-9a-f]{32}", generated)
        hostile = await http.get("/kinds", headers={"X-Request-ID": "x" * 500 + " <script>"})
        assert re.fullmatch(r"[0-9a-f]{32}", hostile.headers["x-request-id"])  # replaced, not echoed
        missing = await http.get("/no-such-route", headers={"X-Request-ID": "lost-1"})
        assert missing.status_code == 404 and missing.headers["x-request-id"] == "lost-1"
        async with http.stream("GET", f"/games/{game.game_id}/stream", params={"token": mover.token}) as stream:
            assert stream.status_code == 200  # ?token= is for the streams
            async for line in stream.aiter_lines():
                if line.startswith("data:"):
                    break
    await asyncio.sleep(0.5)
    lines = process.log_lines()
    traced = [line for line in lines if line.get("request_id") == "trace-7f3a"]
    events = {line["event"] for line in traced}
    assert {"command.accepted", "http.request"} <= events, traced
    (access,) = [line for line in traced if line["event"] == "http.request"]
    assert access["route"] == COMMANDS and access["status"] == 200 and access["method"] == "POST"
    assert access["player_id"] and float(str(access["duration_ms"])) > 0
    assert any(line.get("request_id") == generated and line["event"] == "http.request" for line in lines)
    (lost,) = [line for line in lines if line.get("request_id") == "lost-1"]
    assert lost["route"] == "unmatched" and lost["status"] == 404
    tokens = [client.token for client in game.clients]
    leaked = [token for token in tokens if token and token in process.raw_log()]
    access_lines = [line for line in lines if line["event"] == "http.request"]
    print(
        f"access lines: {len(access_lines)}; lines of the traced command: {len(traced)}; tokens in the log: {len(leaked)}"
    )
    assert not leaked
    assert all("?" not in str(line["route"]) for line in access_lines)


async def test_metrics_count_commands_requests_appends_and_streams(process: ApiProcess) -> None:
    async with httpx.AsyncClient(base_url=process.url, timeout=30) as http:
        before = (await http.get("/metrics")).text
        game = await seat_players(ClowderClient(http), "feed-the-kitten", 2)
        views = [await client.view(game.game_id, game.started_version) for client in game.clients]
        (mover, view), (waiter, _) = sorted(
            zip(game.clients, views, strict=True), key=lambda cv: not cv[1]["your_turn"]
        )
        await mover.command(game.game_id, view["legal_commands"][0])
        bad = await http.post(
            f"/games/{game.game_id}/commands",
            json={"command": {"type": "no-such"}},
            headers={"Authorization": f"Bearer {mover.token}"},
        )
        assert bad.status_code == 400  # not a command of the kind: the body does not match its schema
        async with http.stream(
            "GET", "/players/me/decisions", headers={"Authorization": f"Bearer {waiter.token}"}
        ) as stream:
            assert stream.status_code == 200
            during = (await http.get("/metrics")).text
        await asyncio.sleep(0.2)
        after = (await http.get("/metrics")).text
    assert during.startswith("# HELP") or "clowder_" in during
    kind = {"kind": "feed-the-kitten"}
    accepted = sample(after, "clowder_commands_total", outcome="accepted", **kind) - sample(
        before, "clowder_commands_total", outcome="accepted", **kind
    )
    rejected = sample(after, "clowder_commands_total", outcome="rejected", reason="malformed-request", **kind)
    assert accepted == 1 and rejected == 1
    assert sample(after, "clowder_http_requests_total", route=COMMANDS, status="200") >= 1
    assert sample(after, "clowder_http_requests_total", route=COMMANDS, status="400") >= 1
    assert sample(after, "clowder_http_request_duration_seconds_count", route=COMMANDS) >= 2
    assert sample(after, "clowder_append_duration_seconds_count") >= 4  # create, 2 seats, start, command
    assert sample(during, "clowder_open_streams", route="/players/me/decisions") == 1
    assert sample(after, "clowder_open_streams", route="/players/me/decisions") == 0
    assert "clowder_projection_lag_events" in after
    print(f"commands accepted {accepted:g}, rejected {rejected:g}; open streams during/after 1/0")


async def test_the_worker_serves_its_own_metrics_when_given_a_port(site: Site) -> None:
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": site.settings.database_url or "",
        "REDIS_URL": site.settings.redis_url or "",
        "CLOWDER_REDIS_PREFIX": site.settings.redis_prefix,
        "CLOWDER_WORKER_METRICS_PORT": str(port),
        "CLOWDER_LOG_LEVEL": "warning",
    }
    worker = subprocess.Popen([sys.executable, "-m", "api.cli", "worker"], env=env, stdout=subprocess.DEVNULL)
    try:
        async with httpx.AsyncClient(timeout=2) as http:
            for _ in range(300):
                try:
                    page = (await http.get(f"http://127.0.0.1:{port}/metrics")).text
                    break
                except httpx.TransportError:
                    assert worker.poll() is None, "the worker exited"
                    await asyncio.sleep(0.1)
            else:
                raise AssertionError("the worker's metrics never answered")
    finally:
        worker.terminate()
        worker.wait(timeout=10)
    assert "clowder_append_duration_seconds" in page and "clowder_append_conflicts_total" in page
