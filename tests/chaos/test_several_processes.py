"""Several processes on one store: three API processes, two workers sharing the partitions.

Processes: three ``clowder serve --no-worker`` and two ``clowder worker`` on
one PostgreSQL and one Redis. Load: bot games through ``api.client.session``, each
request sent to a random API process, and a reader asking random API
processes for the games' summaries all along. Fault: ``kill -9`` of one
worker in the middle of the load. Invariants counted: games that did not
end (0), acknowledged commands lost or doubled (0), read models that differ
from a fresh fold of the store's history (0), reads that went back in time
(0: older than a version acknowledged before the read began, or than one
the same reader saw earlier), seconds until the dead worker's partitions
are all held by the other (under ``TAKEOVER_BOUND``, 10 s: sooner than a lost
session's keepalives could free them, so freed by the killed session's end;
measured 0.1-0.5 s), commands acknowledged after the kill (> 0).
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx
import psycopg
import pytest

from api.cli.embedded import free_port
from services.partitions import partition_holders
from tests.chaos.harness import (
    TAKEOVER_BOUND,
    BotLoad,
    Service,
    check_commands,
    check_read_models,
    service_env,
    until,
)

pytestmark = [pytest.mark.chaos, pytest.mark.timeout(300)]

PARTITIONS = 16
APIS = 3
WORKERS = 2
BEFORE_KILL = 8.0
AFTER_KILL = 8.0
#: Once told to stop, each lane plays its game to the end: a game of about a hundred commands, each a
#: few round trips, takes seconds on a quiet machine and up to a minute on a loaded one (load average
#: 13 on 2 cores measured); the bound only tells a stuck game from a slow one.
FINISH_SECONDS = 150.0


class RandomProcess(httpx.AsyncBaseTransport):
    """Sends each request to one of several API processes, at random (a load balancer without affinity)."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.sent: Counter[int] = Counter()
        self._inner = httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        port = random.choice(self.ports)
        self.sent[port] += 1
        request.url = request.url.copy_with(port=port)
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self._inner.aclose()


class Reader:
    """Reads summaries from random API processes, counting any read that goes back in time."""

    def __init__(self, load: BotLoad, ports: list[int]) -> None:
        self.load = load
        self.ports = ports
        self.reads = 0
        self.back_in_time: list[str] = []
        self._acked: dict[str, int] = {}
        self._seen: dict[str, int] = {}
        self._scanned = 0

    def _note_acks(self) -> None:
        for ack in self.load.acks[self._scanned :]:
            self._acked[ack.game_id] = max(self._acked.get(ack.game_id, 0), ack.version)
        self._scanned = len(self.load.acks)

    async def run(self, stop: asyncio.Event) -> None:
        async with httpx.AsyncClient(timeout=10.0) as http:
            while not stop.is_set():
                games = list(self.load.seats)
                if not games:
                    await asyncio.sleep(0.05)
                    continue
                game_id = random.choice(games)
                self._note_acks()  # acknowledged before this read began: it must show at least that
                floor = max(self._acked.get(game_id, 0), self._seen.get(game_id, 0))
                port = random.choice(self.ports)
                response = await http.get(f"http://127.0.0.1:{port}/games/{game_id}")
                if response.status_code != 200:
                    continue
                version = int(response.json()["version"])
                self.reads += 1
                if version < floor:
                    self.back_in_time.append(f"{game_id} from :{port}: v{version} after v{floor}")
                self._seen[game_id] = max(self._seen.get(game_id, 0), version)
                await asyncio.sleep(0.01)


async def _held(database_url: str) -> dict[int, int]:
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        names = await partition_holders(conn, PARTITIONS)
    return {index: int(name.rsplit(":", 1)[1]) for index, name in names.items()}


async def _all_held_by(database_url: str, pids: set[int]) -> bool:
    """Every partition held, by ``pids`` only, in fair shares (no two differ by more than one)."""
    held = await _held(database_url)
    shares = Counter(held.values())
    return len(held) == PARTITIONS and set(shares) == pids and max(shares.values()) - min(shares.values()) <= 1


async def test_three_apis_two_workers_one_store_and_a_worker_killed(
    fresh_database_url: str, redis_url: str, tmp_path: Path
) -> None:
    env = service_env(
        fresh_database_url,
        redis_url,
        f"chaos-{uuid.uuid4().hex[:8]}:",
        CLOWDER_PARTITIONS=str(PARTITIONS),
        CLOWDER_LOG_LEVEL="warning",
    )
    ports = [free_port() for _ in range(APIS)]
    apis = [
        Service(["serve", "--port", str(port), "--no-worker"], env, tmp_path / f"api-{n}.log", port)
        for n, port in enumerate(ports)
    ]
    workers = [Service(["worker"], env, tmp_path / f"worker-{n}.log") for n in range(WORKERS)]
    transport = RandomProcess(ports)
    load = BotLoad(apis[0].url, kind="feed-the-kitten", transport=transport)
    reader = Reader(load, ports)
    stop = asyncio.Event()
    began = time.monotonic()
    try:
        apis[0].start()
        await apis[0].wait_healthy()  # the first one migrates the store
        for service in (*apis[1:], *workers):
            service.start()
        for api in apis[1:]:
            await api.wait_healthy()
        await until(lambda: _all_held_by(fresh_database_url, {w.pid for w in workers}), 30)
        shares = Counter((await _held(fresh_database_url)).values())
        playing = asyncio.create_task(load.play(4, stop))
        reading = asyncio.create_task(reader.run(stop))
        await asyncio.sleep(BEFORE_KILL)
        victim, survivor = workers
        acked_at_kill = len(load.acks)
        victim.kill9()
        took_over = await until(
            lambda: _all_held_by(fresh_database_url, {survivor.pid}), 3 * TAKEOVER_BOUND, every=0.05
        )
        await asyncio.sleep(AFTER_KILL)
        stop.set()
        stopped_at = time.monotonic()
        await asyncio.wait_for(playing, FINISH_SECONDS)
        finishing = time.monotonic() - stopped_at
        await reading
        commands = await check_commands(fresh_database_url, load.acks, list(load.seats))
        models = await check_read_models(apis[1].url, fresh_database_url, load.seats)
    finally:
        stop.set()
        for service in (*workers, *apis):
            service.stop()
        await transport.aclose()
    finished = sum(1 for result in load.results if result.finished)
    print(
        f"\n[chaos] {APIS} APIs + {WORKERS} workers, {PARTITIONS} partitions shared {dict(shares)}: "
        f"{len(load.seats)} games, {finished} finished, {len(load.failures)} failures; requests per API "
        f"{dict(transport.sent)}; {commands.acknowledged} commands acknowledged ({len(load.acks) - acked_at_kill} "
        f"after the kill -9 of worker {victim.pid}), {commands.lost} lost, {commands.duplicated} doubled; "
        f"partitions all held by {survivor.pid} {took_over:.2f}s after the kill; {reader.reads} reads, "
        f"{len(reader.back_in_time)} back in time; read models {models.games} games + {models.views} views, "
        f"{models.summary_mismatches + models.view_mismatches} differ from the store; "
        f"unexpected 5xx {load.unexpected_5xx}; the last games finished {finishing:.0f}s after the stop; "
        f"{time.monotonic() - began:.0f}s"
    )
    assert sorted(shares.values()) == [PARTITIONS // WORKERS] * WORKERS
    assert load.failures == [] and finished == len(load.seats) > 0
    assert commands.lost == 0 and commands.duplicated == 0 and commands.wrong_version == 0
    assert models.summary_mismatches == 0 and models.view_mismatches == 0, models.details
    assert reader.back_in_time == [] and reader.reads > 0
    assert took_over < TAKEOVER_BOUND
    assert len(load.acks) > acked_at_kill
    assert load.unexpected_5xx == 0
