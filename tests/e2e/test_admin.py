"""An operator's actions: an admin token made on the server, abort, withdraw, revoke, export."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.cli.bots import play_one_game
from api.client.session import ClowderClient
from tests.e2e.harness import seat_players
from tests.e2e.operators_site import Site, operators_site, run_cli

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
async def site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    async with operators_site(postgres_url, redis_url) as opened:
        yield opened


@pytest.fixture(scope="module")
async def admin_token(site: Site) -> str:
    code, out, err = await run_cli(
        "admin", "create-token", "--name", "ops", "--json", env={"DATABASE_URL": site.settings.database_url or ""}
    )
    assert code == 0, err
    made = json.loads(out)
    assert made["player"]["handle"].startswith("ops")
    return str(made["token"])


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def until(probe: Any, seconds: float = 30) -> Any:
    for _ in range(int(seconds / 0.1)):
        value = await probe()
        if value:
            return value
        await asyncio.sleep(0.1)
    raise AssertionError("the condition did not hold in time")


async def test_create_token_needs_the_database_and_the_admin_scope_is_not_for_players(
    site: Site, admin_token: str
) -> None:
    code, _, err = await run_cli("admin", "create-token")
    assert code == 2 and "DATABASE_URL" in err
    # A name with an invisible character is refused in words, not with a traceback.
    code, out, err = await run_cli(
        "admin", "create-token", "--name", "op\u202es", env={"DATABASE_URL": site.settings.database_url or ""}
    )
    assert code == 2 and out == "" and "U+202E" in err and "Traceback" not in err
    async with httpx.AsyncClient(base_url=site.url) as http:
        player = (await http.post("/players", json={"name": "mallory"})).json()
        refused = await http.post("/admin/games/x/abort", json={"reason": "r"}, headers=bearer(player["token"]))
        assert refused.status_code == 403 and refused.json()["type"].endswith("insufficient-scope")
        # an admin token plays no games: it holds only `admin`
        play = await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=bearer(admin_token))
        assert play.status_code == 403


async def test_an_aborted_game_ends_with_no_winner_and_no_rating_change(site: Site, admin_token: str) -> None:
    async with httpx.AsyncClient(base_url=site.url, timeout=30) as http:
        recorded = await seat_players(ClowderClient(http), "feed-the-kitten", 2)
        game_id = recorded.game_id
        seated = [(await client.request("GET", "/players/me"))["player_id"] for client in recorded.clients]
        views = [await client.view(game_id, recorded.started_version) for client in recorded.clients]
        mover, before = next((c, v) for c, v in zip(recorded.clients, views, strict=True) if v["your_turn"])
        env = {"CLOWDER_URL": site.url, "CLOWDER_TOKEN": admin_token}
        code, out, err = await run_cli("admin", "abort", game_id, "--reason", "table talk", "--json", env=env)
        assert code == 0, err
        summary = json.loads(out)
        assert summary["status"] == "finished" and summary["aborted"] == "table talk" and summary["outcome"] is None
        again, _, err = await run_cli("admin", "abort", game_id, "--reason", "twice", env=env)
        assert again == 4 and "409" in err
        refused = await http.post(
            f"/games/{game_id}/commands",
            json={"command": before["legal_commands"][0]},
            headers=bearer(mover.token or ""),
        )
        assert refused.status_code == 409 and refused.json()["type"].endswith("game-not-running"), refused.text
        assert (await mover.view(game_id))["legal_commands"] == []
        history = (await http.get(f"/games/{game_id}/events")).json()
        assert history["events"][-1]["event"]["type"] == "lobby.game_aborted"
        audit = (await http.get(f"/games/{game_id}/audit")).json()
        assert audit["ok"] and audit["mismatches"] == [], audit  # an aborted game still audits
        # A game finished after the abort is rated: once it is, the reactor is past the abort.
        finished = await play_one_game(http, "feed-the-kitten", 2, None, 7)
        winner = finished.winner_names[0]
        assert finished.finished

        async def rated() -> bool:
            board = (await http.get("/kinds/feed-the-kitten/leaderboard")).json()
            assert len({row["handle"] for row in board}) == len(board)  # names repeat ("bot-1"), handles do not
            return any(row["name"] == winner for row in board)

        await until(rated)
        for player_id in seated:
            assert (await http.get(f"/players/{player_id}/ratings")).json() == []
        summary = await until(lambda: _finished_summary(http, game_id))
        assert summary["aborted"] == "table talk" and summary["outcome"] is None


async def _finished_summary(http: httpx.AsyncClient, game_id: str) -> dict[str, Any] | None:
    summary = (await http.get(f"/games/{game_id}")).json()
    return summary if summary["status"] == "finished" else None


async def test_an_aborted_tournament_game_is_a_no_result_and_the_tournament_ends(site: Site, admin_token: str) -> None:
    async with httpx.AsyncClient(base_url=site.url, timeout=30) as http:
        organizer = (await http.post("/players", json={"name": "organizer"})).json()
        tournament = (
            await http.post(
                "/tournaments",
                json={"kind": "feed-the-kitten", "format": "round-robin"},
                headers=bearer(organizer["token"]),
            )
        ).json()
        tid = tournament["tournament_id"]
        entrants = [(await http.post("/players", json={"name": "idle"})).json() for _ in range(2)]
        for entrant in entrants:  # humans who enter themselves and never move: the game waits until aborted
            await http.post(f"/tournaments/{tid}/entrants", headers=bearer(entrant["token"]))
        await http.post(f"/tournaments/{tid}/start", headers=bearer(organizer["token"]))
        game_id = f"{tid}.{tournament_match(await http.get(f'/tournaments/{tid}'))}.1"

        async def running() -> bool:
            answer = await http.get(f"/games/{game_id}")
            return answer.status_code == 200 and answer.json()["status"] == "running"

        await until(running)
        aborted = await http.post(
            f"/admin/games/{game_id}/abort", json={"reason": "no-show"}, headers=bearer(admin_token)
        )
        assert aborted.status_code == 200, aborted.text

        async def over() -> dict[str, Any] | None:
            state = (await http.get(f"/tournaments/{tid}")).json()
            return state if state["state"]["phase"] == "finished" else None

        final = await until(over)
        rows = final["standings"]
        assert [row["draws"] for row in rows] == [1, 1] and all(row["wins"] == 0 for row in rows)
        assert set(final["handles"]) == {entrant["player_id"] for entrant in entrants}


def tournament_match(response: httpx.Response) -> str:
    matches = response.json()["state"]["matches"]
    return str(matches[0]["match_id"])


async def test_an_operator_withdraws_an_entrant_and_revokes_any_token(site: Site, admin_token: str) -> None:
    env = {"CLOWDER_URL": site.url, "CLOWDER_TOKEN": admin_token}
    async with httpx.AsyncClient(base_url=site.url, timeout=30) as http:
        organizer = (await http.post("/players", json={"name": "organizer"})).json()
        tid = (
            await http.post(
                "/tournaments", json={"kind": "feed-the-kitten", "format": "swiss"}, headers=bearer(organizer["token"])
            )
        ).json()["tournament_id"]
        cheat = (await http.post("/players", json={"name": "cheat"})).json()
        await http.post(f"/tournaments/{tid}/entrants", headers=bearer(cheat["token"]))
        code, out, err = await run_cli("admin", "withdraw", tid, cheat["player_id"], "--json", env=env)
        assert code == 0, err
        assert json.loads(out)["state"]["entrants"] == [] or all(
            e.get("withdrawn", True) for e in json.loads(out)["state"]["entrants"]
        )
        code, out, err = await run_cli("admin", "tokens", cheat["player_id"], "--json", env=env)
        assert code == 0, err
        (token,) = json.loads(out)
        code, _, err = await run_cli("admin", "revoke", token["token_id"], env=env)
        assert code == 0, err
        assert (await http.get("/players/me", headers=bearer(cheat["token"]))).status_code == 401
        code, _, err = await run_cli("admin", "revoke", "no-such-token", env=env)
        assert code == 4


async def test_export_writes_every_finished_game_as_ndjson(site: Site, admin_token: str, tmp_path: Path) -> None:
    async with httpx.AsyncClient(base_url=site.url, timeout=30) as http:
        finished = await play_one_game(http, "feed-the-kitten", 2, None, 11)
        running = await seat_players(ClowderClient(http), "feed-the-kitten", 2)
        downloaded = (await http.get(f"/games/{finished.game_id}/export")).json()
    env = {"DATABASE_URL": site.settings.database_url or ""}
    code, out, err = await run_cli("admin", "export", env=env)
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    by_id = {line["game_id"]: line for line in lines}
    assert finished.game_id in by_id and running.game_id not in by_id
    exported = by_id[finished.game_id]
    # One export format: a backup's line is what GET /games/{id}/export answers.
    assert exported["format"] == "clowder-export-v1" and exported["status"] == "finished" and exported["complete"]
    # The same but for the transparency log's proof, which follows the log: a batch is logged
    # within seconds of its commit, so the later export may prove a later batch of the game.
    moving = ("keys", "log")
    assert {key: value for key, value in exported.items() if key not in moving} == {
        key: value for key, value in downloaded.items() if key not in moving
    }
    if downloaded.get("log") is not None:
        assert exported["log"]["leaf"]["game_id"] == finished.game_id
        assert exported["log"]["leaf"]["last_version"] >= downloaded["log"]["leaf"]["last_version"]
    assert [e["version"] for e in exported["events"]] == list(range(1, len(exported["events"]) + 1))
    assert exported["events"][0]["type"] == "lobby.game_created" and len(exported["server_seed"]) == 64
    assert all(line["status"] == "finished" for line in lines)
    # ... and clowder verify reads it as it is: one game's backup is a file it verifies.
    code, one, err = await run_cli("admin", "export", "--game", finished.game_id, env=env)
    assert code == 0, err
    assert len(one.splitlines()) == 1
    (tmp_path / "game.json").write_text(one)
    # Its signatures are believed only against the service's published keys.
    code, verified, err = await run_cli("verify", str(tmp_path / "game.json"))
    assert code == 5, verified + err
    code, verified, err = await run_cli("verify", str(tmp_path / "game.json"), "--url", site.url)
    assert code == 0, verified + err
    assert "verified: everything holds" in verified
    print(f"exported {len(lines)} finished games; the running one left out")
