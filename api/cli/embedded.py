"""Running the whole service inside another program (``clowder play``, the tests).

PostgreSQL and Redis come from the environment or are started locally;
the API listens on a free port of 127.0.0.1 until the block ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator

import uvicorn
from msgspec.structs import replace

from api.http.app import create_app
from api.http.server_config import uvicorn_config
from api.settings import Settings
from ops.local_services import services_for


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.asynccontextmanager
async def serving(settings: Settings, port: int | None = None) -> AsyncIterator[str]:
    """Serve ``settings`` (whose URLs must be set) and yield the base URL."""
    port = port or free_port()
    config = uvicorn_config(create_app(settings), settings, "127.0.0.1", port)
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    while not server.started:
        if task.done():
            task.result()
            raise RuntimeError("the embedded server stopped before it started")
        await asyncio.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task


@contextlib.asynccontextmanager
async def embedded_service(settings: Settings) -> AsyncIterator[str]:
    """The service with its own PostgreSQL and Redis (unless the settings name them).

    It serves only its own caller (``clowder play`` registers and seats many
    bots from one address), so rate limits are off.
    """
    environ = {
        key: value
        for key, value in (("DATABASE_URL", settings.database_url), ("REDIS_URL", settings.redis_url))
        if value
    }
    with services_for(None, environ=environ) as urls:
        ready = replace(
            settings,
            database_url=urls.database_url,
            redis_url=urls.redis_url,
            limits=replace(settings.limits, rate_limits=False),
        )
        async with serving(ready) as url:
            yield url
