"""``clowder tournament``: a tournament of built-in bots, run unattended, with progress."""

from __future__ import annotations

import asyncio
import sys
import time
from typing import Any

import httpx

from api.client import ApiError, ClowderClient
from api.logging import quiet_logs
from api.play import _service


async def run_tournament(
    kind: str,
    format: str,
    entrants: int,
    rounds: int | None,
    url: str | None,
    seats: int,
    games_per_match: int,
    options: dict[str, Any],
    bots: str,
    timeout: float,
    as_json: bool,
) -> int:
    """0 when the tournament finished and its standings were printed, 1 otherwise."""
    quiet_logs()
    async with _service(url) as base_url, httpx.AsyncClient(base_url=base_url, timeout=60) as http:
        client = ClowderClient(http)
        try:
            tournament = await _set_up(client, kind, format, entrants, rounds, seats, games_per_match, options, bots)
        except ApiError as error:
            print(f"clowder tournament: {error}", file=sys.stderr)
            return 1
        tournament_id = tournament["tournament_id"]
        print(f"tournament {tournament_id}: {entrants} {bots} bots, {format}, {kind}", file=sys.stderr)
        final = await _follow(client, tournament_id, timeout)
        if final is None:
            print(f"clowder tournament: {tournament_id} did not finish within {timeout:.0f}s", file=sys.stderr)
            return 1
        if as_json:
            csv_or_json = await http.get(f"/tournaments/{tournament_id}/standings")
            print(csv_or_json.text)
        else:
            print_standings(final["standings"])
        return 0


async def _set_up(
    client: ClowderClient, kind: str, format: str, entrants: int, rounds: int | None, seats: int,
    games_per_match: int, options: dict[str, Any], bots: str,
) -> dict[str, Any]:
    organizer = client.as_player((await client.register("organizer"))["token"])
    body = {
        "kind": kind, "format": format, "seats_per_game": seats, "rounds": rounds,
        "games_per_match": games_per_match, "game_options": options,
    }
    tournament = await organizer.request("POST", "/tournaments", json=body)
    for number in range(entrants):
        bot = bots if bots != "mixed" else ("heuristic" if number % 2 == 0 else "random")
        player = await client.request("POST", "/players", json={"name": f"{bot}-{number + 1}", "bot": bot})
        await organizer.request(
            "POST", f"/tournaments/{tournament['tournament_id']}/entrants", json={"player_id": player["player_id"]}
        )
    return await organizer.request("POST", f"/tournaments/{tournament['tournament_id']}/start")


async def _follow(client: ClowderClient, tournament_id: str, timeout: float) -> dict[str, Any] | None:
    deadline = time.monotonic() + timeout
    shown = ""
    while time.monotonic() < deadline:
        tournament = await client.request("GET", f"/tournaments/{tournament_id}")
        state = tournament["state"]
        line = _progress(state)
        if line != shown:
            print(line, file=sys.stderr, flush=True)
            shown = line
        if state["phase"] == "finished":
            return tournament
        await asyncio.sleep(0.5)
    return None


def _progress(state: dict[str, Any]) -> str:
    current = [m for m in state["matches"] if m["round"] == state["round"]]
    done = sum(1 for m in current if m["finished"])
    if state["phase"] == "finished":
        return f"finished after {state['completed_rounds']} round(s)"
    return f"round {state['round']}/{state['rounds']}: {done}/{len(current)} matches finished"


def print_standings(standings: list[dict[str, Any]]) -> None:
    print(f"{'rank':>4}  {'entrant':<16} {'points':>6} {'buchholz':>8} {'s-b':>6}  {'W-D-L':<9} {'byes':>4}")
    for row in standings:
        record = f"{row['wins']}-{row['draws']}-{row['losses']}"
        withdrawn = "  (withdrawn)" if row["withdrawn"] else ""
        print(
            f"{row['rank']:>4}  {row['name']:<16} {row['points']:>6g} {row['buchholz']:>8g} "
            f"{row['sonneborn_berger']:>6g}  {record:<9} {row['byes']:>4}{withdrawn}"
        )
