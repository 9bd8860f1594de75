"""The signing key: one for all API processes from the first start, rotatable from the CLI."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from eventstore.postgres import open_pool
from services.signing import PostgresKeys

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]


async def test_concurrent_first_starts_agree_on_one_key(fresh_database_url: str) -> None:
    """Ten processes starting at once (each its own pool and key ring) must not make ten keys."""
    pools = [await open_pool(fresh_database_url, min_size=1, max_size=1) for _ in range(10)]
    try:
        keys = await asyncio.gather(*(PostgresKeys(pool).ensure() for pool in pools))
        published = await PostgresKeys(pools[0]).public_keys()
    finally:
        for pool in pools:
            await pool.close()
    print(f"10 concurrent first starts: {len({key.key_id for key in keys})} active key(s), {len(published)} published")
    assert len({key.key_id for key in keys}) == 1 and len(published) == 1


def test_clowder_keys_rotate_retires_the_active_key(fresh_database_url: str) -> None:
    env = {**os.environ, "DATABASE_URL": fresh_database_url, "PYTHONPATH": str(ROOT)}

    def clowder(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "api.cli", "keys", *args],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    first = clowder("rotate")
    second = clowder("rotate")
    assert first.startswith("new active key: ") and first != second
    listing = clowder("list")
    assert listing.count('"retired_at":null') == 1 and listing.count('"key_id"') == 3, listing
