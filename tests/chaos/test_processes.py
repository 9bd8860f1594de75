"""Stopping, killing and restarting the service's processes.

Faults: SIGTERM, SIGINT and SIGHUP of ``clowder serve``; ``kill -9`` of
``clowder serve``, then a restart on the same data directory; ``kill -9`` of
one of two workers sharing the partitions of one store; ``kill -9`` of the
worker under server-bot games.
Invariants counted: processes left behind (0), seconds an orphaned worker
lives (at most its stop deadline), partitions held by two workers at once (0)
or by none once settled (0), a killed worker's partitions taken over before a
lost session's keepalives could have freed them, server-bot games that do not
finish (0). Each time bound is what the code guarantees, plus a margin for a
loaded machine (``tests/chaos/harness.py``); the figures measured are printed.
"""

from __future__ import annotations

import asyncio
import shutil
import signal
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import httpx
import psycopg
import pytest

from api.cli.embedded import free_port
from api.client.session import ClowderClient
from ops.local_services import local_postgres
from services.partitions import partition_holders
from tests.chaos.conftest import scratch_dir
from tests.chaos.harness import (
    MARGIN_SECONDS,
    TAKEOVER_BOUND,
    WORKER_STOP_DEADLINE,
    Service,
    describe,
    embedded_pids,
    service_env,
    until,
    wait_gone,
)

pytestmark = [pytest.mark.chaos, pytest.mark.timeout(420)]


@pytest.fixture(scope="module")
def data_dir() -> Iterator[Path]:
    """One embedded data directory for the module: PostgreSQL's initdb runs once, here, and each test restarts on it."""
    path = scratch_dir("clowder-chaos-data-")
    with local_postgres(path / "postgres"):
        pass
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _embedded(data_dir: Path, log: Path) -> Service:
    port = free_port()
    env = service_env(None, None, "clowder:", CLOWDER_PARTITIONS=str(PARTITIONS))
    return Service(["serve", "--port", str(port), "--data-dir", str(data_dir)], env, log, port)


def _embedded_url(data_dir: Path) -> str:
    return f"postgresql://postgres@/postgres?host={data_dir / 'postgres' / 'pgdata'}"


PARTITIONS = 4  # every service here runs with it, so that two workers can share
#: An orphaned worker learns of its parent's death at once (the parent-death signal) or within its
#: 0.5 s getppid() watch, then exits within its stop deadline even if closing hangs.
ORPHAN_BOUND = 0.5 + WORKER_STOP_DEADLINE + MARGIN_SECONDS
GRACE_SECONDS = 2.0
#: SIGTERM of serve with live streams open: the API's grace, then its worker's stop deadline, and a
#: margin for each of the two processes ending one after the other (12.1 s measured beside two CPU hogs).
STOP_BOUND = GRACE_SECONDS + WORKER_STOP_DEADLINE + 2 * MARGIN_SECONDS
#: Server-bot games are played to their end as long as they advance; one that has not advanced for this
#: long is stuck (a move takes milliseconds; a worker restarted after a kill resumes within seconds).
STALL_SECONDS = 30.0


async def _held(database_url: str) -> dict[int, int]:
    """Each held partition and the pid of the worker holding it."""
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        names = await partition_holders(conn, PARTITIONS)
    return {index: int(name.rsplit(":", 1)[1]) for index, name in names.items()}


async def _holders(database_url: str) -> list[int]:
    """The pids of the workers holding partitions."""
    return sorted(set((await _held(database_url)).values()))


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP], ids=lambda s: s.name)
async def test_a_stop_signal_stops_everything_serve_started(data_dir: Path, tmp_path: Path, signum: int) -> None:
    service = _embedded(data_dir, tmp_path / "serve.log")
    service.start()
    try:
        await service.wait_healthy()
        await until(lambda: service.workers(), 20)
        started = service.seen | embedded_pids(data_dir)
        service.send(signum)
        exit_code = service.wait(30)
    finally:
        service.stop()
    left, waited = await wait_gone(started, 5)
    print(
        f"\n[chaos] {signal.Signals(signum).name}: exit {exit_code}, {len(started)} processes started "
        f"(API, worker, PostgreSQL, Redis), {len(left)} left after {waited:.1f}s"
    )
    assert exit_code == 0, service.tail()
    assert left == [], describe(left)


async def test_kill_9_of_serve_takes_its_worker_along_and_a_restart_reuses_the_data_dir(
    data_dir: Path, tmp_path: Path
) -> None:
    service = _embedded(data_dir, tmp_path / "serve.log")
    service.start()
    try:
        await service.wait_healthy()
        [worker] = await _one_worker(service)
        first_run = service.seen | embedded_pids(data_dir)
        service.kill9()
        [_worker_left, worker_seconds] = await wait_gone({worker.pid}, ORPHAN_BOUND)
        service.start()  # same data directory: a stale PostgreSQL and its pid list are left from the first run
        await service.wait_healthy()
        [new_worker] = await _one_worker(service)
        await until(lambda: _holders(_embedded_url(data_dir)), 15)
        holders = await _holders(_embedded_url(data_dir))
        workers_now = len(service.workers())
        everything = service.seen | first_run | embedded_pids(data_dir)
        service.send(signal.SIGTERM)
        exit_code = service.wait(30)
    finally:
        service.stop()
    left, _ = await wait_gone(everything, 5)
    print(
        f"\n[chaos] kill -9 of serve: its worker gone after {worker_seconds:.1f}s; after the restart "
        f"{workers_now} worker(s), lease holders {holders}; SIGTERM exit {exit_code}, {len(left)} processes left"
    )
    assert _worker_left == [] and worker_seconds < ORPHAN_BOUND
    assert workers_now == 1 and holders == [new_worker.pid]
    assert exit_code == 0 and left == [], describe(left)


async def test_two_workers_share_the_partitions_and_one_takes_all_after_a_kill_9(
    fresh_database_url: str, redis_url: str, tmp_path: Path
) -> None:
    env = service_env(
        fresh_database_url, redis_url, f"chaos-{uuid.uuid4().hex[:8]}:", CLOWDER_PARTITIONS=str(PARTITIONS)
    )
    port = free_port()
    api = Service(["serve", "--port", str(port), "--no-worker"], env, tmp_path / "api.log", port)
    workers = [Service(["worker"], env, tmp_path / f"worker-{n}.log") for n in range(2)]
    api.start()
    for worker in workers:
        worker.start()
    try:
        await api.wait_healthy()
        await until(lambda: _shared(fresh_database_url, {w.pid for w in workers}), 30)
        shares_before = Counter((await _held(fresh_database_url)).values())
        games = await _bot_games(api.url, 3)
        victim, survivor = workers
        victim.kill9()
        took_over = await until(lambda: _shared(fresh_database_url, {survivor.pid}), 3 * TAKEOVER_BOUND)
        versions = await _finish(api.url, games)
    finally:
        for process in (*workers, api):
            process.stop()
    print(
        f"\n[chaos] two workers: partitions per worker {dict(shares_before)}; after kill -9 of {victim.pid} "
        f"{survivor.pid} held all {PARTITIONS} in {took_over:.1f}s; server-bot games finished at versions {versions}"
    )
    assert sorted(shares_before.values()) == [PARTITIONS // 2, PARTITIONS // 2]
    assert took_over < TAKEOVER_BOUND
    assert all(version > 0 for version in versions)


async def test_server_bots_resume_after_a_kill_9_of_the_worker(
    fresh_database_url: str, redis_url: str, tmp_path: Path
) -> None:
    port = free_port()
    env = service_env(
        fresh_database_url, redis_url, f"chaos-{uuid.uuid4().hex[:8]}:", CLOWDER_PARTITIONS=str(PARTITIONS)
    )
    service = Service(["serve", "--port", str(port)], env, tmp_path / "serve.log", port)
    service.start()
    try:
        await service.wait_healthy()
        [worker] = await _one_worker(service)
        games = await _bot_games(service.url, 3)
        # the worker's bot runner plays an all-bot game to its end before the next: kill it inside the first
        await until(lambda: _any_past(service.url, games, 20), 30)
        at_kill = await _versions(service.url, games)
        worker.kill()
        versions = await _finish(service.url, games)
        workers_after = [w.pid for w in service.workers()]
    finally:
        service.stop()
    print(
        f"\n[chaos] kill -9 of the worker mid-game: versions at the kill {at_kill}, finished at {versions}; "
        f"worker {worker.pid} replaced by {workers_after}"
    )
    assert len(workers_after) == 1 and workers_after != [worker.pid]
    assert all(version > 0 for version in versions)
    assert any(final > killed for final, killed in zip(versions, at_kill, strict=True))  # a game was cut mid-way


async def test_sigterm_with_live_streams_open_stops_within_the_grace_period(
    fresh_database_url: str, redis_url: str, tmp_path: Path
) -> None:
    """A live stream never ends by itself; uvicorn waited for it forever, so SIGTERM never finished.

    Bound: the grace period, then the worker's stop deadline (serve stops it after the API), plus the
    margin; well short of the 30 s after which the stop is called hung."""
    port = free_port()
    env = service_env(
        fresh_database_url,
        redis_url,
        f"chaos-{uuid.uuid4().hex[:8]}:",
        CLOWDER_SHUTDOWN_GRACE_SECONDS=str(GRACE_SECONDS),
        CLOWDER_PARTITIONS=str(PARTITIONS),
    )
    service = Service(["serve", "--port", str(port)], env, tmp_path / "serve.log", port)
    service.start()
    streams: list[asyncio.Task[None]] = []
    try:
        await service.wait_healthy()
        [game_id] = await _open_games(service.url, 1)
        opened = asyncio.Event()
        streams = [asyncio.create_task(_listen(service.url, game_id, opened)) for _ in range(3)]
        await asyncio.wait_for(opened.wait(), 20)
        tree = service.seen
        began = time.monotonic()
        service.send(signal.SIGTERM)
        exit_code = await asyncio.to_thread(service.wait, 30)
        seconds = time.monotonic() - began
    finally:
        service.stop()
        for stream in streams:
            stream.cancel()
    left, _ = await wait_gone(tree, 5)
    print(
        f"\n[chaos] SIGTERM with 3 live streams open: exit {exit_code} after {seconds:.1f}s "
        f"(grace {GRACE_SECONDS:g} s, bound {STOP_BOUND:g} s), {len(left)} processes left"
    )
    assert exit_code == 0 and seconds < STOP_BOUND
    assert left == [], describe(left)


# -- helpers -------------------------------------------------------------------------------


async def _one_worker(service: Service) -> list:  # type: ignore[type-arg]
    await until(lambda: len(service.workers()) == 1, 20)
    return service.workers()


async def _shared(database_url: str, pids: set[int]) -> bool:
    """Every partition held, each by one of ``pids``, and each of them holding its fair share."""
    held = await _held(database_url)
    shares = Counter(held.values())
    return len(held) == PARTITIONS and set(shares) == pids and max(shares.values()) - min(shares.values()) <= 1


async def _open_games(url: str, count: int) -> list[str]:
    async with httpx.AsyncClient(base_url=url, timeout=20) as http:
        anonymous = ClowderClient(http)
        player = anonymous.as_player((await anonymous.register("streamer"))["token"])
        return [(await player.create_game("kinoko-kombat", 2, join=True))["game_id"] for _ in range(count)]


async def _listen(url: str, game_id: str, opened: asyncio.Event) -> None:
    """Hold a live stream open, reading until the server closes it."""
    async with httpx.AsyncClient(base_url=url, timeout=httpx.Timeout(60.0, connect=5.0)) as http:
        try:
            async with http.stream("GET", f"/games/{game_id}/stream") as response:
                async for _chunk in response.aiter_bytes():
                    opened.set()
        except httpx.HTTPError:
            pass


async def _bot_games(url: str, count: int, kind: str = "kombat-kittens") -> list[str]:
    """``count`` games between two of the server's random bots, started (they play themselves)."""
    async with httpx.AsyncClient(base_url=url, timeout=20) as http:
        anonymous = ClowderClient(http)
        games = []
        for n in range(count):
            bots = []
            for seat in range(2):
                registered = await anonymous.request(
                    "POST", "/players", json={"name": f"srv-{n}-{seat}", "bot": "random"}
                )
                bots.append(anonymous.as_player(registered["token"]))
            game = await bots[0].create_game(kind, 2, join=True)
            await bots[1].join(game["game_id"])
            games.append((bots[0], game["game_id"]))
        for starter, game_id in games:  # started together, so that they run side by side
            await starter.start(game_id)
    return [game_id for _, game_id in games]


async def _any_past(url: str, games: list[str], version: int) -> bool:
    return max(await _versions(url, games)) > version


async def _versions(url: str, games: list[str]) -> list[int]:
    async with httpx.AsyncClient(base_url=url, timeout=20) as http:
        client = ClowderClient(http)
        return [(await client.game(game_id))["version"] for game_id in games]


async def _finish(url: str, games: list[str]) -> list[int]:
    """Wait until every game has finished, as long as they advance (a loaded machine plays slowly; only
    :data:`STALL_SECONDS` without a single new version is a stall); their final versions (-1: unfinished)."""
    async with httpx.AsyncClient(base_url=url, timeout=20) as http:
        client = ClowderClient(http)
        finished: dict[str, int] = {}
        versions: dict[str, int] = {}
        advanced = time.monotonic()
        while len(finished) < len(games) and time.monotonic() - advanced < STALL_SECONDS:
            for game_id in games:
                if game_id not in finished:
                    summary = await client.game(game_id)
                    if summary["version"] > versions.get(game_id, 0):
                        versions[game_id], advanced = summary["version"], time.monotonic()
                    if summary["status"] == "finished":
                        finished[game_id] = summary["version"]
            await asyncio.sleep(0.3)
    return [finished.get(game_id, -1) for game_id in games]
