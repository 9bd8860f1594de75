"""A Clowder for the operators' tests whose settings (database, Redis prefix) the tests can see."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import msgspec
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import serving
from api.settings import Settings
from ops.local_services import create_database, drop_database
from tests.e2e.conftest import GENEROUS_LIMITS


class Site(msgspec.Struct, frozen=True):
    settings: Settings
    url: str


@asynccontextmanager
async def operators_site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=GENEROUS_LIMITS,  # these tests hammer one token from one address: limits are tested apart
    )
    try:
        async with serving(settings) as url:
            yield Site(settings, url)
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


async def run_cli(*args: str, env: dict[str, str] | None = None, timeout: float = 120) -> tuple[int, str, str]:
    """``clowder ARGS`` in a subprocess: (exit code, stdout, stderr)."""
    import os
    import sys

    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "api.cli",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={
            **{k: v for k, v in os.environ.items() if not k.startswith("CLOWDER_") and k != "DATABASE_URL"},
            **(env or {}),
        },
    )
    out, err = await asyncio.wait_for(process.communicate(), timeout=timeout)
    return process.returncode or 0, out.decode(), err.decode()
