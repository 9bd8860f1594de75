"""Fixtures every test layer shares: a real PostgreSQL and a real Redis.

``DATABASE_URL`` / ``REDIS_URL`` are used when set; otherwise the session
starts its own servers with :mod:`ops.local_services` (about a second) and
stops them at the end. Nothing here needs Docker, and nothing is ever mocked
or skipped. Tests that share a database use random stream ids instead of
cleaning up.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import pytest
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import AsyncConnectionPool

from eventstore.postgres import open_pool
from ops.local_services import create_database, drop_database, local_postgres, local_redis
from services.schema import migrate_schema


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL server's URL: ``DATABASE_URL``, or a local server started for the session."""
    if url := os.environ.get("DATABASE_URL"):
        yield url
        return
    with local_postgres() as url:
        yield url


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """A Redis server's URL: ``REDIS_URL``, or a local server started for the session."""
    if url := os.environ.get("REDIS_URL"):
        yield url
        return
    with local_redis() as url:
        yield url


@pytest.fixture
async def fresh_database_url(postgres_url: str) -> AsyncIterator[str]:
    """A brand-new database with every migration applied, dropped after the test."""
    async with _migrated_database(postgres_url) as url:
        yield url


@pytest.fixture(scope="session")
async def migrated_database_url(postgres_url: str) -> AsyncIterator[str]:
    """One migrated database for the whole session, for tests that use random stream ids."""
    async with _migrated_database(postgres_url) as url:
        yield url


@pytest.fixture(scope="session")
async def pool(migrated_database_url: str) -> AsyncIterator[AsyncConnectionPool]:
    """An autocommit connection pool on :func:`migrated_database_url`."""
    opened = await open_pool(migrated_database_url, min_size=1, max_size=10)
    try:
        yield opened
    finally:
        await opened.close()


@asynccontextmanager
async def _migrated_database(server_url: str) -> AsyncIterator[str]:
    """Create a randomly named database, migrate it, drop it on exit."""
    url = await asyncio.to_thread(create_database, server_url)
    try:
        await migrate_schema(url)
        yield url
    finally:
        dbname = str(conninfo_to_dict(url)["dbname"])
        await asyncio.to_thread(drop_database, server_url, dbname)
