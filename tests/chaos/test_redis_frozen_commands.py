"""Fault: Redis frozen (SIGSTOP) while bots play: the command path's head-and-wake-up write.

Load: bots playing over HTTP against one API process. Invariant counted: the
round trips the command path tries on the frozen Redis. Each costs a
command ``CLOWDER_REDIS_TIMEOUT_SECONDS``; after one fails the path skips
Redis for ``CLOWDER_REDIS_RETRY_SECONDS``, so a freeze of F seconds costs at
most F / retry + 1 of them per process, however many commands go through
meanwhile (before the guard: one per batch of commands, 4 a second per
process). Also: every command answered 2xx, none lost.
"""

from __future__ import annotations

import asyncio
import math
import random
from collections.abc import Iterator

import httpx
import pytest

from ops.local_services import RestartableRedis, restartable_redis
from services.heads import HeadsNotifier
from tests.chaos.conftest import running_service
from tests.chaos.fixtures_faults import Bot, lost_acknowledgements, play_games, total

pytestmark = pytest.mark.chaos

BOTS = 6
FREEZE_SECONDS = 4.0


@pytest.fixture
def own_redis() -> Iterator[RestartableRedis]:
    with restartable_redis() as redis:
        yield redis


async def test_a_frozen_redis_costs_commands_one_timeout_per_retry_period(
    postgres_url: str, own_redis: RestartableRedis
) -> None:
    async with (
        running_service(postgres_url, own_redis.url) as service,
        httpx.AsyncClient(base_url=service.url, timeout=60) as http,
    ):
        notifier = service.components.service.notifier
        assert isinstance(notifier, HeadsNotifier)
        pipelines = notifier.pipelines
        rng = random.Random(23)
        bots = [Bot(http, random.Random(rng.random())) for _ in range(BOTS)]
        stop = asyncio.Event()
        playing = asyncio.create_task(play_games(bots, "feed-the-kitten", 2, stop))
        while sum(len(bot.acks) for bot in bots) < 30:
            await asyncio.sleep(0.05)
        failed_before, skipped_before = pipelines.failed_round_trips, pipelines.skipped_batches
        acked_before = sum(len(bot.acks) for bot in bots)
        own_redis.pause()
        try:
            await asyncio.sleep(FREEZE_SECONDS)
        finally:
            own_redis.resume()
        tried = pipelines.failed_round_trips - failed_before
        skipped = pipelines.skipped_batches - skipped_before
        during = sum(len(bot.acks) for bot in bots) - acked_before
        await asyncio.sleep(1.0)
        stop.set()
        await asyncio.gather(playing)
        acks = [ack for bot in bots for ack in bot.acks]
        lost = len(await lost_acknowledgements(service.settings.database_url or "", acks))
    counts = total(bots)
    bound = math.ceil(FREEZE_SECONDS / service.settings.redis_retry_seconds) + 1
    wrong = sum(n for key, n in counts.items() if "5xx" in key or "503" in key or "transport" in key)
    print(
        f"\nredis frozen {FREEZE_SECONDS} s: {during} commands acknowledged meanwhile; {tried} round trips tried on "
        f"the frozen Redis (bound {bound}), {skipped} batches skipped it; {lost} of {len(acks)} lost; "
        f"{wrong} 5xx or transport errors; answers {dict(sorted(counts.items()))}"
    )
    assert during > 0, "commands must go on while Redis is frozen"
    assert tried <= bound
    assert lost == 0 and wrong == 0
