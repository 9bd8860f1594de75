"""Fault: FLUSHALL at random moments. Load: bots playing over HTTP, projector in its worker process.

Invariant counted: once the flushing stops, every read model (each game's
summary and views, the lobby lists, the owed-decision sets, the checkpoint)
equals a fresh fold of the store: 0 mismatches. Before the generation
marker, a batch written just after a flush put the checkpoint back and the
rebuild never started. Also counted: 5xx answers and
views older than one already shown, both 0.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator

import httpx
import pytest
from redis.asyncio import Redis

from ops.local_services import RestartableRedis, create_database, restartable_redis
from tests.chaos.fixtures_faults import Bot, clowder, model_mismatches, play_games, total, wait_caught_up

pytestmark = pytest.mark.chaos

FLUSHES = 25
BOTS = 8
#: Commands acknowledged before the flushing may stop: the flushes must fall among this many.
COMMANDS = 100
#: The whole run's bound: it stops by count, and only a hung service takes this long.
OVERALL_SECONDS = 120.0


@pytest.fixture
def own_redis() -> Iterator[RestartableRedis]:
    """A Redis of this test's own: FLUSHALL must not hit the other tests' models."""
    with restartable_redis() as redis:
        yield redis


async def test_flushall_at_any_moment_under_load_is_repaired_completely(
    postgres_url: str, own_redis: RestartableRedis
) -> None:
    database_url = await asyncio.to_thread(create_database, postgres_url)
    rng = random.Random(9)
    redis = Redis.from_url(own_redis.url)
    async with (
        clowder(database_url, own_redis.url) as service,
        httpx.AsyncClient(base_url=service.url, timeout=60) as http,
    ):
        bots = [Bot(http, random.Random(rng.random())) for _ in range(BOTS)]
        stop = asyncio.Event()
        playing = asyncio.create_task(play_games(bots, "feed-the-kitten", 2, stop))
        loop = asyncio.get_running_loop()
        began, flushes = loop.time(), 0
        # Flush at random moments until both counts are reached: however slow the machine, the
        # flushes fall among at least COMMANDS commands.
        while flushes < FLUSHES or sum(len(bot.acks) for bot in bots) < COMMANDS:
            assert loop.time() - began < OVERALL_SECONDS, f"{flushes} flushes, {total(bots)} after {OVERALL_SECONDS} s"
            await asyncio.sleep(rng.uniform(0.02, 0.4))
            await redis.flushall()
            flushes += 1
        await asyncio.sleep(rng.uniform(0.0, 0.3))
        stop.set()
        games = await playing
        catch_up = await wait_caught_up(redis, service.settings.redis_prefix, database_url)
        mismatches, compared = await model_mismatches(redis, service.settings.redis_prefix, database_url)
        lobby = (await http.get("/games", params={"limit": 200})).json()["games"]
    await redis.aclose()
    counts = total(bots)
    commands = sum(len(bot.acks) for bot in bots)
    five_xx = sum(n for key, n in counts.items() if key.endswith("5xx") or "503" in key)
    print(
        f"\nflushall: {flushes} flushes, {len(games)} games, {commands} commands; "
        f"caught up {catch_up:.1f} s after; {mismatches} of {compared} models differ from a fresh fold; "
        f"5xx {five_xx}; views gone back {counts['view.went-back']}; answers {dict(sorted(counts.items()))}"
    )
    assert commands >= COMMANDS and flushes >= FLUSHES
    assert mismatches == 0
    assert five_xx == 0 and counts["view.went-back"] == 0
    assert {game["game_id"] for game in lobby} >= set(games[-len(lobby) :]) and len(lobby) == min(200, len(games))
