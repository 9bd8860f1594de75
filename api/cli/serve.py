"""``clowder serve`` (the API and its worker), ``clowder worker`` and ``clowder projector``."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import structlog
import uvicorn
from msgspec.structs import replace

from api.cli.processes import (
    PARENT_PID_VARIABLE,
    StopRequest,
    die_with_parent,
    expected_parent,
    stop_on_signals,
    watch_parent,
)
from api.http.app import create_app
from api.http.connections import fitted, raise_descriptor_limit
from api.http.server_config import uvicorn_config
from api.logging import configure_logging
from api.settings import Settings
from ops.local_access import SERVICES_FILE
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
        given = frozenset(environ)
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
            served = stop.requested or _serve_api(settings, stop, worker, given)
        finally:
            if worker is not None:
                worker.stop()
    if stop.signum is not None:
        log.info("clowder.stopped", signal=signal.Signals(stop.signum).name)
    return 0 if served else 1


def _serve_api(
    settings: Settings, stop: StopRequest, worker: WorkerProcess | None, given: frozenset[str] = frozenset()
) -> bool:
    """Run uvicorn until a stop signal; False if it could not start (its lifespan failed).

    ``given`` names the services' URLs that came from the environment (the
    others were started here, and their URLs are in the data directory's
    services.env)."""
    settings = _fit_connections(settings)
    config = uvicorn_config(
        create_app(settings),
        settings,
        settings.host,
        settings.port,
        # uvicorn annotates an int but hands it to asyncio.wait_for, which takes seconds as a float.
        timeout_graceful_shutdown=settings.shutdown_grace,
    )
    server = _AnnouncingServer(config, lambda port: _announce(settings, port, given))

    def shut_down() -> None:
        server.should_exit = True
        if worker is not None:
            worker.stopping()

    # uvicorn handles SIGTERM and SIGINT itself while it runs, then restores
    # our handlers and re-raises what it caught, which StopRequest records;
    # SIGHUP is ours throughout.
    stop.on_stop = shut_down
    if "FORWARDED_ALLOW_IPS" in os.environ:
        log.warning(
            "clowder.forwarded_allow_ips_ignored",
            hint="name the proxies in CLOWDER_TRUSTED_PROXIES",
            trusted_proxies=list(settings.trusted_proxies),
        )
    server.run()
    return server.started or stop.requested


class _AnnouncingServer(uvicorn.Server):
    """uvicorn's server, which says where everything is once it listens (never before: a busy port would make it a lie)."""

    def __init__(self, config: uvicorn.Config, announce: Callable[[int], None]) -> None:
        super().__init__(config)
        self._announce = announce

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started:
            bound = [s.getsockname()[1] for server in self.servers for s in server.sockets or ()]
            self._announce(bound[0] if bound else self.config.port)


def _announce(settings: Settings, port: int, given: frozenset[str]) -> None:
    """Where the API, the pages, the docs, PostgreSQL and Redis are: in words on a terminal, one line in JSON logs.

    A password in a URL is never printed (a log may be shared); the embedded
    services' whole URLs are in ``services.env``, readable by their owner only."""
    host = "localhost" if settings.host in ("0.0.0.0", "::", "") else settings.host
    base = f"http://{f'[{host}]' if ':' in host else host}:{port}"
    services_env = None if given >= {"DATABASE_URL", "REDIS_URL"} else Path(settings.data_dir).resolve() / SERVICES_FILE
    database, redis = _redacted(settings.database_url or ""), _redacted(settings.redis_url or "")
    log.info(
        "clowder.serving",
        url=base,
        pages=f"{base}/",
        docs=f"{base}/schema",
        database_url=database,
        redis_url=redis,
        services_env=str(services_env) if services_env else None,
        trusted_proxies=list(settings.trusted_proxies),
    )
    if settings.log_format == "json":
        return
    where = {
        name: "from your environment" if name in given else "started here" for name in ("DATABASE_URL", "REDIS_URL")
    }
    lines = [
        f"Clowder is serving on {base}"
        + (f" (listening on {settings.host}, every interface)" if host != settings.host else ""),
        f"  the pages:    {base}/  (the lobby; each game's live page, replay and verify panel; {base}/web/verify)",
        f"  the API:      {base}/games, {base}/kinds, ... (REST, JSON; the OpenAPI document is {base}/schema/openapi.json)",
        f"  the API docs: {base}/schema",
        f"  PostgreSQL:   {database}  ({where['DATABASE_URL']})",
        f"  Redis:        {redis}  ({where['REDIS_URL']})",
    ]
    if services_env is not None:
        lines += [
            f"  For clowder admin, keys and migrate, the full URLs of those started here are in {services_env}",
            f"  (yours only, while this runs): set -a; . {services_env}; set +a",
        ]
    lines.append("Stop it with Ctrl-C (or SIGTERM); everything started here stops with it.")
    print("\n".join(lines), flush=True)


def _redacted(url: str) -> str:
    """``url`` with any password replaced by ``***``: a URL's, or ``password=`` in its query or a conninfo string."""
    url = re.sub(r"(password\s*=\s*)('[^']*'|[^&\s]+)", r"\1***", url)
    parts = urlsplit(url) if "://" in url else None
    if parts is None or not parts.password:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def _fit_connections(settings: Settings) -> Settings:
    """Raise the descriptor soft limit to the hard one and fit the connection cap under it."""
    descriptors = raise_descriptor_limit()
    connections = fitted(settings.connections, descriptors)
    log.info("clowder.connections", descriptors=descriptors, max_connections=connections.max_connections)
    return replace(settings, connections=connections)


async def _migrate(settings: Settings) -> None:
    from services.schema import migrate_schema

    assert settings.database_url is not None
    await migrate_schema(settings.database_url)


class WorkerProcess:
    """``clowder worker`` as a child process, restarted whenever it exits (waiting longer after each quick death).

    The child is told our pid (``CLOWDER_PARENT_PID``) so that it exits when
    we die, even by ``kill -9``; see :mod:`api.cli.processes`.
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
    within a second or two. Beside them it runs the transparency log's writer
    while it holds that lease (one writer among all workers; services/transparency/).
    Started by ``clowder serve``, it exits when its parent dies.
    """
    from api.components import open_components, run_log_writer, run_partition
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
                        from api.http.metrics import serve_metrics

                        serve_metrics(components.metrics, settings.worker_metrics_port)
                        log.info("worker.metrics", url=f"http://0.0.0.0:{settings.worker_metrics_port}/metrics")
                    log.info("worker.started", partitions=settings.partitions)
                    writer = (
                        asyncio.create_task(run_log_writer(components, stop), name="transparency-log")
                        if settings.transparency_log
                        else None
                    )
                    try:
                        await hold_partitions(
                            database_url, settings.partitions, lambda p: run_partition(components, p), stop, alive=alive
                        )
                    finally:
                        if writer is not None:
                            writer.cancel()
                            with contextlib.suppress(asyncio.CancelledError, Exception):
                                await writer
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

    from eventstore.postgres import PostgresEventStore, open_pool
    from services.game_registry import all_games
    from services.projector import Projector
    from services.schema import migrate_schema

    configure_logging(settings.log_format, settings.log_level)
    if settings.database_url is None or settings.redis_url is None:
        log.error("projector.needs_urls", hint="set DATABASE_URL and REDIS_URL")
        return 2
    await migrate_schema(settings.database_url)
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
