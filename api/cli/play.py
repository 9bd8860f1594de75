"""``clowder play``: complete games between random-legal-move bots, with progress."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from typing import Any

import httpx

from api.cli.bots import GameResult, Registered, play_one_game, register_bots
from api.cli.output import PlayOutput
from api.client.pacing import PacedTransport
from api.client.session import ClowderClient
from api.logging import quiet_logs
from api.settings import Settings


async def play(
    kind: str,
    players: int,
    games: int,
    url: str | None,
    options: dict[str, Any],
    concurrency: int,
    seed: int | None,
    as_json: bool,
) -> int:
    """Play ``games`` games; 0 if every one finished, 1 otherwise."""
    quiet_logs()
    async with _service(url) as base_url:
        output = PlayOutput(games, as_json)
        output.note(f"playing {games} game(s) of {kind} with {players} bots each against {base_url}")
        with output:
            # Paced: the bots share one address's budgets and keep inside them (api/client/pacing.py).
            async with httpx.AsyncClient(
                base_url=base_url, timeout=httpx.Timeout(30.0, connect=5.0), transport=PacedTransport()
            ) as http:
                results = await _play_all(http, kind, players, games, options, concurrency, seed, output)
    failed = [result for result in results if not result.finished]
    output.summary(results)
    return 1 if failed else 0


async def _play_all(
    http: httpx.AsyncClient,
    kind: str,
    players: int,
    games: int,
    options: dict[str, Any],
    concurrency: int,
    seed: int | None,
    output: PlayOutput,
) -> list[GameResult]:
    results: list[GameResult] = []
    # A lane's bots are registered once and play its games one after another: a thousand games
    # make ``concurrency`` x ``players`` players, not two thousand (registrations are rate-limited).
    lanes: asyncio.Queue[list[Registered]] = asyncio.Queue()
    anonymous = ClowderClient(http)
    for _ in range(max(1, min(concurrency, games))):
        lanes.put_nowait(await register_bots(anonymous, players))

    async def one(index: int) -> None:
        seats = await lanes.get()
        game_seed = None if seed is None else seed + index
        try:
            result = await play_one_game(http, kind, players, options, game_seed, seats=seats)
        except Exception as error:  # report, count as unfinished, keep playing the rest
            result = GameResult("-", kind, players, False, (), (), 0, 0, 0.0, f"{type(error).__name__}: {error}")
        finally:
            lanes.put_nowait(seats)
        results.append(result)
        output.game_done(result, sum(1 for r in results if not r.finished))

    await asyncio.gather(*(one(index) for index in range(games)))
    return results


@contextlib.asynccontextmanager
async def _service(url: str | None) -> AsyncIterator[str]:
    if url is not None:
        yield url.rstrip("/")
        return
    from api.cli.embedded import embedded_service

    print("starting an embedded Clowder (PostgreSQL, Redis, API)...", file=sys.stderr)
    async with embedded_service(Settings.from_env()) as base_url:
        yield base_url
