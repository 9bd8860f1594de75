"""``clowder tournament``: a tournament of built-in bots, run unattended, with progress."""

from __future__ import annotations

import asyncio
import sys
import time
from typing import Any

import httpx
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from api.cli.output import is_terminal, plain_standings, standings_table
from api.cli.play import _service
from api.client.pacing import PacedTransport
from api.client.session import ApiError, ClowderClient
from api.logging import quiet_logs


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
    paced = PacedTransport()  # inside the service's announced budgets (api/client/pacing.py)
    async with _service(url) as base_url, httpx.AsyncClient(base_url=base_url, timeout=60, transport=paced) as http:
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
            print_standings(final["standings"], final.get("handles", {}))
        return 0


async def _set_up(
    client: ClowderClient,
    kind: str,
    format: str,
    entrants: int,
    rounds: int | None,
    seats: int,
    games_per_match: int,
    options: dict[str, Any],
    bots: str,
) -> dict[str, Any]:
    organizer = client.as_player((await client.register("organizer"))["token"])
    body = {
        "kind": kind,
        "format": format,
        "seats_per_game": seats,
        "rounds": rounds,
        "games_per_match": games_per_match,
        "game_options": options,
    }
    tournament = await organizer.request("POST", "/tournaments", json=body)
    for number in range(entrants):
        bot = bots if bots != "mixed" else ("heuristic" if number % 2 == 0 else "random")
        # Registered with the organizer's token, so the organizer may enter them (docs/tournaments.md).
        player = await organizer.request("POST", "/players", json={"name": f"{bot}-{number + 1}", "bot": bot})
        await organizer.request(
            "POST", f"/tournaments/{tournament['tournament_id']}/entrants", json={"player_id": player["player_id"]}
        )
    return await organizer.request("POST", f"/tournaments/{tournament['tournament_id']}/start")


async def _follow(client: ClowderClient, tournament_id: str, timeout: float) -> dict[str, Any] | None:
    """Poll until the tournament finishes: a progress bar per round on a terminal, a line per change in a pipe."""
    deadline = time.monotonic() + timeout
    shown = ""
    reported_rounds = 0
    progress = _round_progress() if is_terminal(sys.stderr) else None
    task: Any = None
    try:
        while time.monotonic() < deadline:
            tournament = await client.request("GET", f"/tournaments/{tournament_id}")
            state = tournament["state"]
            if progress is not None:
                done, total = _round_counts(state)
                label = f"round {state['round']}/{state['rounds']}"
                if task is None:
                    task = progress.add_task(label, total=total)
                progress.update(task, description=label, completed=done, total=total)
            else:
                # Every completed round gets its line, even one that began and ended between two polls.
                for line in _completed_round_lines(state, after=reported_rounds):
                    print(line, file=sys.stderr, flush=True)
                    shown = line
                reported_rounds = max(reported_rounds, int(state.get("completed_rounds", 0)))
                line = _progress(state)
                if line != shown:
                    print(line, file=sys.stderr, flush=True)
                    shown = line
            if state["phase"] == "finished":
                return tournament
            await asyncio.sleep(0.5)
        return None
    finally:
        if progress is not None:
            progress.stop()


def _round_progress() -> Progress:
    progress = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("matches"),
        TimeElapsedColumn(),
        console=Console(file=sys.stderr),
        transient=True,
    )
    progress.start()
    return progress


def _round_counts(state: dict[str, Any]) -> tuple[int, int]:
    current = [m for m in state["matches"] if m["round"] == state["round"]]
    return sum(1 for m in current if m["finished"]), len(current)


def _completed_round_lines(state: dict[str, Any], after: int) -> list[str]:
    """One line per round completed since round ``after``, with its match count."""
    lines = []
    for number in range(after + 1, int(state.get("completed_rounds", 0)) + 1):
        matches = sum(1 for m in state["matches"] if m["round"] == number)
        lines.append(f"round {number}/{state['rounds']}: {matches}/{matches} matches finished")
    return lines


def _progress(state: dict[str, Any]) -> str:
    done, total = _round_counts(state)
    if state["phase"] == "finished":
        return f"finished after {state['completed_rounds']} round(s)"
    return f"round {state['round']}/{state['rounds']}: {done}/{total} matches finished"


def print_standings(standings: list[dict[str, Any]], handles: dict[str, str] | None = None) -> None:
    """A coloured table on a terminal, aligned plain lines in a pipe; entrants by their unique handle."""
    handles = handles or {}
    if is_terminal(sys.stdout):
        Console().print(standings_table(standings, handles))
        return
    for line in plain_standings(standings, handles):
        print(line)
