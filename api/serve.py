"""``clowder serve`` and ``clowder projector``."""

from __future__ import annotations

import asyncio

import structlog
import uvicorn
from msgspec.structs import replace

from api.app import create_app
from api.logging import configure_logging
from api.settings import Settings
from ops.local_services import services_for

log = structlog.get_logger(__name__)


def serve(settings: Settings, host: str | None, port: int | None, data_dir: str | None, projector: bool) -> int:
    settings = replace(
        settings,
        host=host or settings.host,
        port=port or settings.port,
        data_dir=data_dir or settings.data_dir,
        embedded_projector=projector and settings.embedded_projector,
    )
    configure_logging(settings.log_format, settings.log_level)
    environ = {k: v for k, v in (("DATABASE_URL", settings.database_url), ("REDIS_URL", settings.redis_url)) if v}
    with services_for(settings.data_dir, environ=environ) as urls:
        settings = replace(settings, database_url=urls.database_url, redis_url=urls.redis_url)
        log.info("clowder.serving", url=f"http://{settings.host}:{settings.port}", docs=f"http://{settings.host}:{settings.port}/schema")
        uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="warning", access_log=False)
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
