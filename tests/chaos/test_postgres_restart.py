"""Fault: the service's PostgreSQL stopped (fast shutdown, every session cut) and started again.

Load: bots playing over HTTP, each command with an idempotency key resent on
a 503, and a spectator reading projected games; the projector runs in its
worker process. Invariants counted: commands answer 2xx
or a 503 problem with ``Retry-After``, nothing else; 0 acknowledged commands
missing from the store; reads of projected games answer 2xx during the
outage; commands succeed again after the restart with no restart of Clowder.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Iterator

import httpx
import pytest

from ops.local_services import RestartablePostgres, create_database, restartable_postgres
from tests.chaos.fixtures_faults import Bot, clowder, lost_acknowledgements, play_games, total

pytestmark = pytest.mark.chaos

BOTS = 6
OUTAGE_SECONDS = 3.0


@pytest.fixture
def own_postgres() -> Iterator[RestartablePostgres]:
    with restartable_postgres() as server:
        yield server


async def spectate(
    http: httpx.AsyncClient,
    bots: list[Bot],
    stop: asyncio.Event,
    phase: list[str],
    tally: Counter[str],
    slowest: dict[str, float],
) -> None:
    rng = random.Random(5)
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        acked = [ack.game_id for bot in bots for ack in bot.acks[-2:]]
        if acked:
            game_id = rng.choice(acked)
            for name, path in (
                ("summary", f"/games/{game_id}"),
                ("view", f"/games/{game_id}/view"),
                ("lobby", "/games"),
            ):
                began = loop.time()
                try:
                    response = await http.get(path)
                    tally[f"{phase[0]}.read.{response.status_code}"] += 1
                except httpx.TransportError:
                    tally[f"{phase[0]}.read.transport-error"] += 1
                key = f"{phase[0]}.{name}"
                slowest[key] = round(max(slowest.get(key, 0.0), loop.time() - began), 3)
        await asyncio.sleep(0.02)


async def test_postgres_restarted_under_load_loses_no_acknowledged_command(
    own_postgres: RestartablePostgres, redis_url: str
) -> None:
    database_url = await asyncio.to_thread(create_database, own_postgres.url)
    rng = random.Random(19)
    reads: Counter[str] = Counter()
    slowest: dict[str, float] = {}
    phase = ["before"]
    async with (
        clowder(database_url, redis_url, pool_timeout_seconds=1.0) as service,
        httpx.AsyncClient(base_url=service.url, timeout=60) as http,
    ):
        bots = [Bot(http, random.Random(rng.random())) for _ in range(BOTS)]
        stop = asyncio.Event()
        playing = asyncio.create_task(play_games(bots, "feed-the-kitten", 2, stop))
        reading = asyncio.create_task(spectate(http, bots, stop, phase, reads, slowest))
        while sum(len(bot.acks) for bot in bots) < 150:  # the games are under way and projected
            await asyncio.sleep(0.1)
        await asyncio.sleep(0.5)
        await asyncio.to_thread(own_postgres.stop)
        phase[0] = "outage"
        health = (await http.get("/health")).status_code, (await http.get("/health/ready")).status_code
        await asyncio.sleep(OUTAGE_SECONDS)
        await asyncio.to_thread(own_postgres.start)
        phase[0] = "after"
        restarted = sum(len(bot.acks) for bot in bots)
        loop = asyncio.get_running_loop()
        back_at = loop.time()
        while sum(len(bot.acks) for bot in bots) == restarted and loop.time() - back_at < 30:
            await asyncio.sleep(0.05)
        recovery = loop.time() - back_at
        await asyncio.sleep(2.0)
        stop.set()
        await asyncio.gather(playing, reading)
        ready_after = (await http.get("/health/ready")).status_code
    counts = total(bots)
    acks = [ack for bot in bots for ack in bot.acks]
    lost = len(await lost_acknowledgements(database_url, acks))
    commands = {key: n for key, n in counts.items() if key.startswith("command.")}
    wrong = sum(n for key, n in commands.items() if key not in ("command.2xx", "command.503"))
    outage_reads = {key: n for key, n in reads.items() if key.startswith("outage.")}
    print(
        f"\npostgres restart: {len(acks)} commands acknowledged, {lost} lost; command answers {commands}; "
        f"{wrong} neither 2xx nor 503+Retry-After; reads during the outage {outage_reads}; slowest reads {slowest}; "
        f"first command {recovery:.1f} s after PostgreSQL was back; health/ready during {health}, ready after {ready_after}; "
        f"all answers {dict(sorted(counts.items()))}"
    )
    assert lost == 0 and wrong == 0
    assert counts["command.503"] > 0, "the outage must have been felt by commands"
    assert outage_reads.get("outage.read.200", 0) > 0
    assert set(outage_reads) == {"outage.read.200"}
    assert recovery < 15 and sum(len(bot.acks) for bot in bots) > restarted
    assert health == (503, 503) and ready_after == 200
