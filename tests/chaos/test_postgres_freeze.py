"""Fault: the service's PostgreSQL frozen (SIGSTOP of the postmaster and every backend), then thawed.

A frozen server keeps its sockets open and never answers, so without a
client-side deadline every statement waited for the whole freeze (a 10 s
freeze: every in-flight command hung 10 s, then 200; ``/health/ready`` hung
too). Load: bots playing over HTTP, each command with an idempotency key
resent on a 503, and a prober polling ``/health/ready``; the projector runs
in its worker process. Invariants counted: answers that arrive *while* the
server is frozen (every bot gets some, 503 problems with ``Retry-After`` for commands; a 503
``not-ready`` readiness), nothing but 2xx and 503 answered, 0 acknowledged
commands missing from the store and 0 stored twice, and commands succeed
again after the thaw with no restart of Clowder. And the bound on every
answer in flight during the freeze: a request waits at most the pool's wait
for a connection, then its statement at most the statement deadline, so no
answer takes longer than their sum, plus :data:`MARGIN` for a loaded machine.
The freeze lasts longer than that bound, so a request held for the whole
freeze breaks it.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Iterator

import httpx
import psycopg
import pytest

from ops.local_services import RestartablePostgres, create_database, restartable_postgres
from tests.chaos.fixtures_faults import Bot, clowder, lost_acknowledgements, play_games, total

pytestmark = pytest.mark.chaos

BOTS = 6
#: What a loaded 2-core machine may add to the bound; the slowest answer measured was 3.0 s of a 5 s bound.
MARGIN = 4.0
#: Longer than the bound (pool wait 2 s + statement deadline 3 s + the margin), so that a held request shows.
FREEZE_SECONDS = 12.0
#: ``/health/ready`` answers after this long whatever its probe does (api/http/routes/health.py).
READINESS_PROBE_SECONDS = 1.0


@pytest.fixture
def own_postgres() -> Iterator[RestartablePostgres]:
    with restartable_postgres() as server:
        yield server


async def probe_readiness(
    http: httpx.AsyncClient, frozen: asyncio.Event, stop: asyncio.Event, tally: Counter[str]
) -> list[float]:
    """Poll ``/health/ready``; count the answers that arrive while frozen; the slowest of those."""
    loop = asyncio.get_running_loop()
    slowest: list[float] = []
    while not stop.is_set():
        was_frozen = frozen.is_set()
        began = loop.time()
        response = await http.get("/health/ready")
        if was_frozen and frozen.is_set():
            tally[f"frozen.ready.{response.status_code}.{response.json()['status']}"] += 1
            slowest.append(loop.time() - began)
        await asyncio.sleep(0.25)
    return slowest


async def stored_twice(database_url: str) -> int:
    """Idempotency keys whose command was recorded in more than one batch (rows at non-consecutive places)."""
    async with await psycopg.AsyncConnection.connect(database_url) as conn:
        cursor = await conn.execute(
            "SELECT count(*) FROM (SELECT stream_id, idempotency_key FROM events WHERE idempotency_key IS NOT NULL"
            " GROUP BY stream_id, idempotency_key HAVING max(version) - min(version) + 1 <> count(*)"
            " OR count(DISTINCT transaction_id) > 1) AS doubled"
        )
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def test_a_frozen_postgres_answers_503_meanwhile_and_loses_nothing(
    own_postgres: RestartablePostgres, redis_url: str
) -> None:
    database_url = await asyncio.to_thread(create_database, own_postgres.url)
    rng = random.Random(29)
    ready: Counter[str] = Counter()
    async with (
        clowder(database_url, redis_url) as service,
        httpx.AsyncClient(base_url=service.url, timeout=60) as http,
    ):
        deadline = service.settings.statement_deadline_seconds
        bound = service.settings.pool_timeout_seconds + deadline + MARGIN
        assert FREEZE_SECONDS > bound
        answered_while_frozen: list[httpx.Response] = []
        #: (arrival, seconds taken) of every answer but readiness's, to find those in flight during the freeze.
        timings: list[tuple[float, float]] = []

        async def note(response: httpx.Response) -> None:
            if response.request.url.path == "/health/ready":
                return
            await response.aread()
            timings.append((asyncio.get_running_loop().time(), response.elapsed.total_seconds()))
            if frozen.is_set():
                answered_while_frozen.append(response)

        http.event_hooks["response"] = [note]
        bots = [Bot(http, random.Random(rng.random())) for _ in range(BOTS)]
        stop, frozen, probes_stop = asyncio.Event(), asyncio.Event(), asyncio.Event()
        playing = asyncio.create_task(play_games(bots, "feed-the-kitten", 2, stop))
        probing = asyncio.create_task(probe_readiness(http, frozen, probes_stop, ready))
        while sum(len(bot.acks) for bot in bots) < 100:
            await asyncio.sleep(0.1)
        before = total(bots)
        answered_before = [sum(bot.tally.values()) for bot in bots]
        loop = asyncio.get_running_loop()
        own_postgres.pause()
        frozen.set()
        frozen_at = loop.time()
        try:
            await asyncio.sleep(FREEZE_SECONDS)
        finally:
            frozen.clear()
            own_postgres.resume()
            thawed_at = loop.time()
        during = total(bots) - before
        # A bot held by a statement for the whole freeze got no answer meanwhile.
        silent = sum(sum(bot.tally.values()) == n for bot, n in zip(bots, answered_before, strict=True))
        thawed = sum(len(bot.acks) for bot in bots)
        back_at = loop.time()
        while sum(len(bot.acks) for bot in bots) == thawed and loop.time() - back_at < 30:
            await asyncio.sleep(0.05)
        recovery = loop.time() - back_at
        await asyncio.sleep(2.0)
        stop.set()
        probes_stop.set()
        await playing
        slowest_ready = await probing
        ready_after = (await http.get("/health/ready")).status_code
        # In flight during the freeze: sent before the thaw, answered after the freeze began.
        in_flight = [took for arrived, took in timings if arrived > frozen_at and arrived - took < thawed_at]
        slowest = max(in_flight, default=0.0)
    counts = total(bots)
    acks = [ack for bot in bots for ack in bot.acks]
    lost = len(await lost_acknowledgements(database_url, acks))
    doubled = await stored_twice(database_url)
    commands = {key: n for key, n in counts.items() if key.startswith("command.")}
    wrong = sum(n for key, n in counts.items() if key.endswith(("5xx", "503-without-retry-after")))
    print(
        f"\npostgres frozen {FREEZE_SECONDS} s (statement deadline {deadline} s): answers while frozen "
        f"{dict(sorted(during.items()))}; {silent} of {BOTS} bots got no answer during the freeze; of "
        f"{len(in_flight)} requests in flight during it the slowest took {slowest:.2f} s (bound {bound:g} s); "
        f"readiness while frozen {dict(ready)}, slowest "
        f"{max(slowest_ready, default=0):.2f} s; {len(acks)} commands acknowledged, {lost} lost, {doubled} stored "
        f"twice; command answers {commands}; {wrong} neither 2xx nor 503+Retry-After; first command "
        f"{recovery:.1f} s after the thaw; ready after {ready_after}"
    )
    assert lost == 0 and doubled == 0 and wrong == 0
    assert silent == 0, "every request must be answered (503) while PostgreSQL is frozen, not held"
    assert 0 < slowest <= bound, f"an answer took {slowest:.2f} s during the freeze; the bound is {bound:g} s"
    assert max(slowest_ready, default=0.0) <= READINESS_PROBE_SECONDS + MARGIN
    assert during["command.503"] > 0
    assert ready.get("frozen.ready.503.not-ready", 0) > 0, "readiness must answer not-ready while frozen"
    assert set(ready) == {"frozen.ready.503.not-ready"}
    assert sum(len(bot.acks) for bot in bots) > thawed and ready_after == 200
