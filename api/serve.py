"""``clowder serve`` and ``clowder projector``."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading

import structlog
import uvicorn
from msgspec.structs import replace

from api.app import create_app
from api.logging import configure_logging
from api.settings import Settings
from ops.local_services import services_for

log = structlog.get_logger(__name__)


def serve(
    settings: Settings, host: str | None, port: int | None, data_dir: str | None, workers: bool, single_process: bool
) -> int:
    """The API, and (unless told otherwise) a worker process for the projector and the reactors.

    The worker runs apart so that projections and bots never queue behind HTTP
    requests on one event loop; it is restarted if it dies.
    """
    settings = replace(
        settings, host=host or settings.host, port=port or settings.port, data_dir=data_dir or settings.data_dir
    )
    configure_logging(settings.log_format, settings.log_level)
    environ = {k: v for k, v in (("DATABASE_URL", settings.database_url), ("REDIS_URL", settings.redis_url)) if v}
    with services_for(settings.data_dir, environ=environ) as urls:
        settings = replace(settings, database_url=urls.database_url, redis_url=urls.redis_url)
        worker = None
        if single_process:
            settings = replace(settings, embedded_projector=workers, reactors=workers)
        else:
            settings = replace(settings, embedded_projector=False, reactors=False)
            if workers:
                asyncio.run(_migrate(settings))
                worker = WorkerProcess(settings)
                worker.start()
        log.info("clowder.serving", url=f"http://{settings.host}:{settings.port}", docs=f"http://{settings.host}:{settings.port}/schema")
        try:
            uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="warning", access_log=False)
        finally:
            if worker is not None:
                worker.stop()
    return 0


async def _migrate(settings: Settings) -> None:
    from eventstore.migrate import migrate

    assert settings.database_url is not None
    await migrate(settings.database_url)


class WorkerProcess:
    """``clowder worker`` as a child process, restarted whenever it exits."""

    def __init__(self, settings: Settings) -> None:
        self._env = {**os.environ, "DATABASE_URL": settings.database_url or "", "REDIS_URL": settings.redis_url or "",
                     "CLOWDER_REDIS_PREFIX": settings.redis_prefix, "CLOWDER_LOG_FORMAT": settings.log_format,
                     "CLOWDER_LOG_LEVEL": settings.log_level}
        self._process: subprocess.Popen[bytes] | None = None
        self._stopping = threading.Event()
        self._watcher = threading.Thread(target=self._watch, name="clowder-worker-watch", daemon=True)

    def start(self) -> None:
        self._spawn()
        self._watcher.start()

    def _spawn(self) -> None:
        self._process = subprocess.Popen([sys.executable, "-m", "api.cli", "worker"], env=self._env)

    def _watch(self) -> None:
        while not self._stopping.is_set():
            if self._process is not None and self._process.poll() is not None and not self._stopping.is_set():
                log.warning("worker.restarting", exit_code=self._process.returncode)
                self._stopping.wait(1.0)
                if not self._stopping.is_set():
                    self._spawn()
            self._stopping.wait(0.5)

    def stop(self) -> None:
        self._stopping.set()
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()


async def run_worker(settings: Settings) -> int:
    """The projector and every reactor (deadlines, ratings, bots, tournaments), without HTTP."""
    from api.components import open_components

    configure_logging(settings.log_format, settings.log_level)
    if settings.database_url is None or settings.redis_url is None:
        log.error("worker.needs_urls", hint="set DATABASE_URL and REDIS_URL")
        return 2
    settings = replace(settings, embedded_projector=True, reactors=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    async with open_components(settings) as components:
        if settings.worker_metrics_port:
            from api.metrics import serve_metrics

            serve_metrics(components.metrics, settings.worker_metrics_port)
            log.info("worker.metrics", url=f"http://0.0.0.0:{settings.worker_metrics_port}/metrics")
        log.info("worker.started")
        await stop.wait()
    return 0


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
        projector = Projector(PostgresEventStore(pool), all_games(), redis, settings.redis_prefix)
        log.info("projector.started")
        await projector.run()
    except asyncio.CancelledError:
        pass
    finally:
        await redis.aclose()
        await pool.close()
    return 0
