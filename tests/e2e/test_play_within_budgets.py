"""``clowder play --url`` against a service with rate limits on: it keeps inside them instead of meeting 429s.

All of a developer's bots come from one address (localhost), so they share its
budgets. The service here has small budgets in a short window, so that the
bots would overspend them within the run; the test counts the refusals the
service itself reports in ``/metrics``.
"""

from __future__ import annotations

import asyncio
import json
import sys
import uuid
from collections.abc import AsyncIterator

import httpx
import pytest
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import serving
from api.settings import Limits, Settings
from ops.local_services import create_database, drop_database

pytestmark = pytest.mark.e2e

TIGHT = Limits(
    rate_window_seconds=3,
    writes_per_token=10**6,
    reads_per_token=10**6,
    writes_per_address=12,
    reads_per_address=24,
    registrations_per_address=30,
)


@pytest.fixture(scope="module")
async def tight_service(postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"paced-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=TIGHT,
    )
    try:
        async with serving(settings) as url:
            yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


async def _refusals(url: str) -> int:
    """The service's count of 429s (``/metrics`` is itself a read: asked again after a refusal)."""
    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        while (answer := await http.get("/metrics")).status_code == 429:
            await asyncio.sleep(float(answer.headers["retry-after"]))
        assert answer.status_code == 200, answer.text
        metrics = answer.text
    assert "clowder_rate_limited_total" in metrics
    # clowder_rate_limited_total{route="/games/{game_id}/commands"} 96.0 (a route holds braces too)
    counted = [
        line.rsplit(" ", 1)[1] for line in metrics.splitlines() if line.startswith("clowder_rate_limited_total{")
    ]
    return sum(int(float(value)) for value in counted)


async def test_play_paces_its_bots_to_the_budgets_the_service_announces(tight_service: str) -> None:
    before = await _refusals(tight_service)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "api.cli",
        *("play", "--game", "feed-the-kitten", "--players", "2", "--games", "3", "--url", tight_service, "--json"),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(process.communicate(), timeout=600)
    assert process.returncode == 0, err.decode()
    results = [json.loads(line) for line in out.decode().splitlines()]
    assert len(results) == 3 and all(result["finished"] for result in results)
    refused = await _refusals(tight_service) - before
    print(f"3 games over budgets of 12 writes and 24 reads per 3 s: {refused} refused")
    assert refused == 0
