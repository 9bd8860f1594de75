"""The whole service over HTTP: a real PostgreSQL, a real Redis, uvicorn on loopback."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import httpx
import pytest

from api.cli.embedded import serving
from api.client.session import ClowderClient
from api.settings import Limits, Settings

#: The e2e suite plays whole games fast from one address: budgets it never reaches
#: (the limits themselves are proved in tests/chaos/test_rate_limits.py).
GENEROUS_LIMITS = Limits(
    writes_per_token=10**9,
    writes_per_address=10**9,
    reads_per_token=10**9,
    reads_per_address=10**9,
    registrations_per_address=10**9,
    open_games_per_player=10**6,
    open_tournaments_per_organizer=10**6,
    server_bot_games_per_player_per_hour=10**6,
)


@pytest.fixture(scope="module")
async def e2e_service(postgres_url: str, redis_url: str) -> AsyncIterator[tuple[str, str]]:
    """A running Clowder on its own fresh database and Redis key prefix: (base URL, database URL)."""
    import asyncio

    from psycopg.conninfo import conninfo_to_dict

    from ops.local_services import create_database, drop_database

    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=GENEROUS_LIMITS,
        # A version that never comes answers its 409 after 5 s, not 30: well inside a client's timeout
        # (schemathesis's is 20 s) and any test's patience.
        min_version_wait_seconds=5.0,
    )
    try:
        async with serving(settings) as url:
            yield url, database_url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


@pytest.fixture(scope="module")
def service_url(e2e_service: tuple[str, str]) -> str:
    return e2e_service[0]


@pytest.fixture(scope="module")
def service_database_url(e2e_service: tuple[str, str]) -> str:
    """The database behind :func:`service_url`, for tests that count what was stored."""
    return e2e_service[1]


@pytest.fixture
async def http(service_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=service_url, timeout=30) as client:
        yield client


@pytest.fixture
def anonymous(http: httpx.AsyncClient) -> ClowderClient:
    return ClowderClient(http)
