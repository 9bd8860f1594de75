"""``clowder play``: complete games between random-legal-move bots, with progress."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import msgspec

from api.bots import GameResult, play_one_game
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
    began = time.perf_counter()
    async with _service(url) as base_url:
        if not as_json:
            print(f"playing {games} game(s) of {kind} with {players} bots each against {base_url}", file=sys.stderr)
        async with httpx.AsyncClient(base_url=base_url, timeout=httpx.Timeout(30.0, connect=5.0)) as http:
            results = await _play_all(http, kind, players, games, options, concurrency, seed, as_json)
    failed = [result for result in results if not result.finished]
    elapsed = time.perf_counter() - began
    if not as_json:
        print(
            f"{len(results) - len(failed)}/{len(results)} games finished in {elapsed:.1f}s",
            file=sys.stderr,
        )
    return 1 if failed else 0


async def _play_all(
    http: httpx.AsyncClient,
    kind: str,
    players: int,
    games: int,
    options: dict[str, Any],
    concurrency: int,
    seed: int | None,
    as_json: bool,
) -> list[GameResult]:
    gate = asyncio.Semaphore(concurrency)
    results: list[GameResult] = []

    async def one(index: int) -> None:
        async with gate:
            game_seed = None if seed is None else seed + index
            try:
                result = await play_one_game(http, kind, players, options, game_seed)
            except Exception as error:  # report, count as unfinished, keep playing the rest
                result = GameResult("-", kind, players, False, (), (), 0, 0, 0.0, f"{type(error).__name__}: {error}")
            results.append(result)
            _report(result, len(results), games, as_json)

    await asyncio.gather(*(one(index) for index in range(games)))
    return results


def _report(result: GameResult, done: int, total: int, as_json: bool) -> None:
    if as_json:
        print(msgspec.json.encode(result).decode(), flush=True)
        return
    if result.finished:
        winners = ", ".join(f"seat {s} ({n})" for s, n in zip(result.winners, result.winner_names, strict=False)) or "none"
        line = f"[{done}/{total}] game {result.game_id}: winner {winners}; {result.events} events, {result.commands} commands, {result.seconds:.1f}s"
    else:
        line = f"[{done}/{total}] game {result.game_id}: DID NOT FINISH: {result.error}"
    print(line, flush=True)


@contextlib.asynccontextmanager
async def _service(url: str | None) -> AsyncIterator[str]:
    if url is not None:
        yield url.rstrip("/")
        return
    from api.embedded import embedded_service

    print("starting an embedded Clowder (PostgreSQL, Redis, API)...", file=sys.stderr)
    async with embedded_service(Settings.from_env()) as base_url:
        yield base_url
