"""Two API processes on one PostgreSQL and one Redis, as a scaled-out deployment runs them.

Each ``serving`` app opens its own pools, caches and Redis client, so the
two share nothing but the servers: whatever they agree on (a recorded
command, a rate budget) they agree on through PostgreSQL or Redis.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator
from typing import Any

from msgspec.structs import replace
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import serving
from api.settings import Limits, Settings
from ops.local_services import create_database, drop_database
from tests.e2e.conftest import GENEROUS_LIMITS

#: Budgets no test reaches, for tests that are about something else (the e2e suite's, one definition).
UNLIMITED = GENEROUS_LIMITS


@contextlib.asynccontextmanager
async def two_apps(
    postgres_url: str, redis_url: str, limits: Limits, **overrides: Any
) -> AsyncIterator[tuple[str, str, str]]:
    """Yield the two base URLs and the database URL; the second app runs no projector or reactors.
    ``overrides``: settings both apps take (as ``Settings`` fields)."""
    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"chaos-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=limits,
    )
    settings = replace(settings, **overrides)
    try:
        async with (
            serving(settings) as first,
            serving(replace(settings, embedded_projector=False, reactors=False)) as second,
        ):
            yield first, second, database_url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))
