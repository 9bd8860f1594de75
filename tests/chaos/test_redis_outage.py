"""Fault: the service's Redis stopped (then started again, empty), then frozen (SIGSTOP: a slow Redis).

Load: bots playing over HTTP and a spectator reading games, views and the
lobby, with the projector in its worker process. Invariants counted: 0
answers with a 5xx from game reads, views, lobby and commands (they are
served from PostgreSQL); ``/health`` answers 200
``degraded`` and ``/health/ready`` 200 ``degraded`` while Redis is away;
afterwards the models catch up and equal a fresh fold of the store.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Iterator

import httpx
import pytest
from redis.asyncio import Redis

from ops.local_services import RestartableRedis, create_database, restartable_redis
from tests.chaos.fixtures_faults import Bot, clowder, model_mismatches, play_games, total, wait_caught_up

pytestmark = pytest.mark.chaos

BOTS = 6


@pytest.fixture
def own_redis() -> Iterator[RestartableRedis]:
    with restartable_redis() as redis:
        yield redis


async def spectate(http: httpx.AsyncClient, bots: list[Bot], stop: asyncio.Event, tally: Counter[str]) -> None:
    """Read random games' summaries and views and the lobby, counting answers by status class."""
    rng = random.Random(4)
    while not stop.is_set():
        acked = [ack.game_id for bot in bots for ack in bot.acks[-3:]]
        paths = ["/games", "/games?status=running", "/games?status=open"]
        if acked:
            game_id = rng.choice(acked)
            paths += [f"/games/{game_id}", f"/games/{game_id}/view"]
        for path in paths:
            try:
                response = await http.get(path)
                tally[f"read.{response.status_code // 100}xx"] += 1
            except httpx.TransportError:
                tally["read.transport-error"] += 1
        await asyncio.sleep(0.02)


async def health_while_away(http: httpx.AsyncClient, tally: Counter[str], seconds: float) -> None:
    loop = asyncio.get_running_loop()
    until = loop.time() + seconds
    while loop.time() < until:
        health = await http.get("/health")
        ready = await http.get("/health/ready")
        live = await http.get("/health/live")
        tally[f"health.{health.status_code}.{health.json()['status']}"] += 1
        tally[f"ready.{ready.status_code}.{ready.json()['status']}"] += 1
        tally[f"live.{live.status_code}"] += 1
        await asyncio.sleep(0.25)


async def test_a_redis_down_or_frozen_under_load_costs_no_5xx(postgres_url: str, own_redis: RestartableRedis) -> None:
    database_url = await asyncio.to_thread(create_database, postgres_url)
    rng = random.Random(14)
    reads: Counter[str] = Counter()
    away: Counter[str] = Counter()
    async with (
        clowder(database_url, own_redis.url) as service,
        httpx.AsyncClient(base_url=service.url, timeout=60) as http,
    ):
        bots = [Bot(http, random.Random(rng.random())) for _ in range(BOTS)]
        stop = asyncio.Event()
        playing = asyncio.create_task(play_games(bots, "feed-the-kitten", 2, stop))
        reading = asyncio.create_task(spectate(http, bots, stop, reads))
        await asyncio.sleep(1.5)
        before = sum(len(bot.acks) for bot in bots)
        own_redis.stop()
        await health_while_away(http, away, 3.0)
        during_stop = sum(len(bot.acks) for bot in bots) - before
        own_redis.start()
        await asyncio.sleep(1.0)
        own_redis.pause()
        await health_while_away(http, away, 2.0)
        own_redis.resume()
        await asyncio.sleep(1.5)
        stop.set()
        await asyncio.gather(playing, reading)
        redis = Redis.from_url(own_redis.url)
        catch_up = await wait_caught_up(redis, service.settings.redis_prefix, database_url)
        mismatches, compared = await model_mismatches(redis, service.settings.redis_prefix, database_url)
        await redis.aclose()
    counts = total(bots) + reads
    commands = sum(len(bot.acks) for bot in bots)
    five_xx = sum(n for key, n in counts.items() if "5xx" in key or "503" in key)
    print(
        f"\nredis outage: {commands} commands ({during_stop} while Redis was stopped); "
        f"{sum(reads.values())} spectator reads; 5xx {five_xx}; views gone back {counts['view.went-back']}; "
        f"caught up {catch_up:.1f} s after; {mismatches} of {compared} models differ from a fresh fold; "
        f"health while away {dict(sorted(away.items()))}; answers {dict(sorted(counts.items()))}"
    )
    assert five_xx == 0 and counts["read.transport-error"] == 0 and counts["view.went-back"] == 0
    assert during_stop > 0, "commands must go on while Redis is down"
    assert set(away) == {"health.200.degraded", "ready.200.degraded", "live.200"}
    assert mismatches == 0
