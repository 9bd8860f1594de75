"""``clowder serve`` (the API and its worker), ``clowder worker`` and ``clowder projector``."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import structlog
import uvicorn
from msgspec.structs import replace

from api.app import create_app
from api.logging import configure_logging
from api.processes import (
    PARENT_PID_VARIABLE,
    StopRequest,
    die_with_parent,
    expected_parent,
    stop_on_signals,
    watch_parent,
)
from api.settings import Settings
from ops.local_services import services_for

log = structlog.get_logger(__name__)


def serve(
    settings: Settings, host: str | None, port: int | None, data_dir: str | None, workers: bool, single_process: bool
) -> int:
    """The API, and (unless told otherwise) a worker process for the projector and the reactors.

    The worker runs apart so that projections and bots never queue behind HTTP
    requests on one event loop; it is restarted if it dies. SIGTERM, SIGINT or
    SIGHUP stop the API, then the worker, then the PostgreSQL and Redis
    started here, and the exit status is 0. Stop signals are caught before
    anything starts, so a signal during startup stops what was started so far.
    """
    settings = replace(
        settings, host=host or settings.host, port=port or settings.port, data_dir=data_dir or settings.data_dir
    )
    configure_logging(settings.log_format, settings.log_level)
    stop = StopRequest()
    stop.install()
    environ = {k: v for k, v in (("DATABASE_URL", settings.database_url), ("REDIS_URL", settings.redis_url)) if v}
    with services_for(settings.data_dir, environ=environ) as urls:
        settings = replace(settings, database_url=urls.database_url, redis_url=urls.redis_url)
        worker = None
        if single_process:
            settings = replace(settings, embedded_projector=workers, reactors=workers)
        else:
            settings = replace(settings, embedded_projector=False, reactors=False)
            if workers and not stop.requested:
                asyncio.run(_migrate(settings))
                worker = WorkerProcess(settings)
                worker.start()
        try:
            served = stop.requested or _serve_api(settings, stop, worker)
        finally:
            if worker is not None:
                worker.stop()
    if stop.signum is not None:
        log.info("clowder.stopped", signal=signal.Signals(stop.signum).name)
    return 0 if served else 1


def _serve_api(settings: Settings, stop: StopRequest, worker: WorkerProcess | None) -> bool:
    """Run uvicorn until a stop signal; False if it could not start (its lifespan failed)."""
    config = uvicorn.Config(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        log_level="warning",
        access_log=False,
        lifespan="on",
        # uvicorn annotates an int but hands it to asyncio.wait_for, which takes seconds as a float.
        timeout_graceful_shutdown=settings.shutdown_grace,  # type: ignore[arg-type]
    )
    server = uvicorn.Server(config)

    def shut_down() -> None:
        server.should_exit = True
        if worker is not None:
            worker.stopping()

    # uvicorn handles SIGTERM and SIGINT itself while it runs, then restores
    # our handlers and re-raises what it caught, which StopRequest records;
    # SIGHUP is ours throughout.
    stop.on_stop = shut_down
    log.info(
        "clowder.serving",
        url=f"http://{settings.host}:{settings.port}",
        docs=f"http://{settings.host}:{settings.port}/schema",
    )
    server.run()
    return server.started or stop.requested


async def _migrate(settings: Settings) -> None:
    from eventstore.migrate import migrate

    assert settings.database_url is not None
    await migrate(settings.database_url)


class WorkerProcess:
    """``clowder worker`` as a child process, restarted whenever it exits (waiting longer after each quick death).

    The child is told our pid (``CLOWDER_PARENT_PID``) so that it exits when
    we die, even by ``kill -9``; see :mod:`api.processes`.
    """

    def __init__(self, settings: Settings) -> None:
        self._env = {
            **os.environ,
            "DATABASE_URL": settings.database_url or "",
            "REDIS_URL": settings.redis_url or "",
            "CLOWDER_REDIS_PREFIX": settings.redis_prefix,
            "CLOWDER_LOG_FORMAT": settings.log_format,
            "CLOWDER_LOG_LEVEL": settings.log_level,
            PARENT_PID_VARIABLE: str(os.getpid()),
        }
        self._process: subprocess.Popen[bytes] | None = None
        self._started_at = 0.0
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._watcher = threading.Thread(target=self._watch, name="clowder-worker-watch", daemon=True)

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def start(self) -> None:
        self._spawn()
        self._watcher.start()

    def _spawn(self) -> None:
        with self._lock:  # never start a worker once stop() has begun
            if not self._stopping.is_set():
                self._process = subprocess.Popen([sys.executable, "-m", "api.cli", "worker"], env=self._env)
                self._started_at = time.monotonic()

    def _watch(self) -> None:
        delay = 1.0
        while not self._stopping.wait(0.5):
            process = self._process
            if process is None or process.poll() is None:
                continue
            lived = time.monotonic() - self._started_at
            if lived > 60:  # it ran fine for a while: restart quickly
                delay = 1.0
            elif lived < 5:  # it dies at once (PostgreSQL down?): do not spin
                delay = min(delay * 2, 30.0)
            log.warning("worker.restarting", exit_code=process.returncode, in_seconds=delay)
            if not self._stopping.wait(delay):
                self._spawn()

    def stopping(self) -> None:
        """From now on, a worker that exits is not restarted (the service is stopping)."""
        self._stopping.set()

    def stop(self, timeout: float = 10.0) -> None:
        with self._lock:
            self._stopping.set()
            process = self._process
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


async def run_worker(settings: Settings) -> int:
    """The projector and every reactor (deadlines, ratings, bots, tournaments), without HTTP.

    The log is split into ``settings.partitions`` partitions by game id
    (services/partitions.py); each worker holds a fair share of their leases
    and projects and reacts for those partitions only, so several workers
    share the work, and a dead worker's partitions are taken by the others
    within a second or two. Started by ``clowder serve``, it exits when its
    parent dies.
    """
    from api.components import open_components, run_partition
    from services.partitions import hold_partitions

    configure_logging(settings.log_format, settings.log_level)
    if settings.database_url is None or settings.redis_url is None:
        log.error("worker.needs_urls", hint="set DATABASE_URL and REDIS_URL")
        return 2
    database_url = settings.database_url  # checked above (the replaced settings below lose mypy's narrowing)
    settings = replace(settings, embedded_projector=False, reactors=False)
    stop = asyncio.Event()
    stop_on_signals(asyncio.get_running_loop(), stop)
    watchers = _watch_parent(stop)
    alive = _heartbeat(settings.worker_heartbeat_path)
    try:
        while not stop.is_set():
            try:
                async with open_components(settings) as components:
                    if settings.worker_metrics_port:
                        from api.metrics import serve_metrics

                        serve_metrics(components.metrics, settings.worker_metrics_port)
                        log.info("worker.metrics", url=f"http://0.0.0.0:{settings.worker_metrics_port}/metrics")
                    log.info("worker.started", partitions=settings.partitions)
                    await hold_partitions(
                        database_url, settings.partitions, lambda p: run_partition(components, p), stop, alive=alive
                    )
            except Exception as error:  # PostgreSQL or Redis not there yet: try again, as a standby would
                log.warning("worker.cannot_start", error=repr(error))
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), 2.0)
    finally:
        for task in watchers:
            task.cancel()
    log.info("worker.stopped")
    return 0


def _heartbeat(path: str) -> Callable[[], None] | None:
    """The worker's sign of life for ``clowder worker --check``: touch ``path`` (nothing when unset)."""
    if not path:
        return None
    target = Path(path)

    def touch() -> None:
        with contextlib.suppress(OSError):
            target.touch()

    return touch


def check_worker(settings: Settings, max_age: float = 15.0) -> int:
    """``clowder worker --check``: 0 if the worker's heartbeat file is fresher than ``max_age`` seconds.

    For a container's health check: a worker has no HTTP, and its heartbeat
    is touched only after a round that reached PostgreSQL, so a stuck loop or
    a lost database turns it unhealthy."""
    if not settings.worker_heartbeat_path:
        print("set CLOWDER_WORKER_HEARTBEAT to the file the worker touches", file=sys.stderr)
        return 2
    try:
        age = time.time() - Path(settings.worker_heartbeat_path).stat().st_mtime
    except OSError:
        print("no heartbeat yet", file=sys.stderr)
        return 1
    if age > max_age:
        print(f"heartbeat {age:.0f}s old", file=sys.stderr)
        return 1
    return 0


def _watch_parent(stop: asyncio.Event) -> list[asyncio.Task[None]]:
    """When started by ``clowder serve``: stop when it dies, and never take more than 10 s to stop."""
    stop_task = asyncio.create_task(_exit_if_stuck(stop, 10.0), name="worker-stop-deadline")
    parent = expected_parent()
    if parent is None:
        return [stop_task]
    die_with_parent()
    return [stop_task, asyncio.create_task(watch_parent(parent, stop.set), name="worker-parent-watch")]


async def _exit_if_stuck(stop: asyncio.Event, seconds: float) -> None:
    """Once told to stop, exit within ``seconds`` even if closing hangs (a thread, so a blocked loop cannot delay it)."""
    await stop.wait()
    timer = threading.Timer(seconds, os._exit, args=(70,))
    timer.daemon = True
    timer.start()


async def run_projector(settings: Settings) -> int:
    """The projector alone, against DATABASE_URL and REDIS_URL (both required)."""
    from redis.asyncio import Redis

    from domain.registry import all_games
    from eventstore.migrate import migrate
    from eventstore.postgres import PostgresEventStore, open_pool
    from services.projector import Projector

    configure_logging(settings.log_format, settings.log_level)
    if settings.database_url is None or settings.redis_url is None:
        log.error("projector.needs_urls", hint="set DATABASE_URL and REDIS_URL")
        return 2
    await migrate(settings.database_url)
    pool = await open_pool(settings.database_url, min_size=1, max_size=4)
    redis = Redis.from_url(settings.redis_url)
    try:
        projector = Projector(
            PostgresEventStore(pool), all_games(), redis, settings.redis_prefix, cached_games=settings.cached_games
        )
        log.info("projector.started")
        await projector.run()
    except asyncio.CancelledError:
        pass
    finally:
        await redis.aclose()
        await pool.close()
    return 0
