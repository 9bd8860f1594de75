"""The whole service over HTTP: a real PostgreSQL, a real Redis, uvicorn on loopback."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import httpx
import pytest

from api.client import ClowderClient
from api.embedded import serving
from api.settings import Settings


@pytest.fixture(scope="module")
async def service_url(postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    """A running Clowder on its own fresh database and Redis key prefix."""
    import asyncio

    from psycopg.conninfo import conninfo_to_dict

    from ops.local_services import create_database, drop_database

    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
    )
    try:
        async with serving(settings) as url:
            yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


@pytest.fixture
async def http(service_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=service_url, timeout=30) as client:
        yield client


@pytest.fixture
def anonymous(http: httpx.AsyncClient) -> ClowderClient:
    return ClowderClient(http)
