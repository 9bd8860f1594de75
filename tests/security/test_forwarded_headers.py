"""A client picks the address it is counted as by sending ``X-Forwarded-For``.

The hole: uvicorn believes ``X-Forwarded-For`` from 127.0.0.1 unless told
otherwise, so against a service with no proxy in front, a client on the
host (or anything relayed through loopback) sent a new address with every
request and passed every per-address budget: registrations, reads and
writes per address, and the cap on anonymous live streams. Now no
forwarded header is believed unless ``CLOWDER_TRUSTED_PROXIES`` names the
proxy; and when it does, only the address the trusted proxy appended counts,
not what the client wrote before it.

Each test sends twice the budget, each request claiming another address,
and counts what got through.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from msgspec.structs import replace
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import serving
from api.http.proxies import parse_trusted_proxies
from api.settings import Settings
from ops.local_services import create_database, drop_database
from tests.e2e.api_process import api_process
from tests.e2e.conftest import GENEROUS_LIMITS

pytestmark = pytest.mark.security

BUDGET = 3
#: A day-long window: a burst never straddles two windows.
LIMITS = replace(GENEROUS_LIMITS, rate_window_seconds=86_400, registrations_per_address=BUDGET)


@pytest.fixture(scope="module")
async def database_url(postgres_url: str) -> AsyncIterator[str]:
    url = await asyncio.to_thread(create_database, postgres_url)
    try:
        yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(url)["dbname"]))


@contextlib.asynccontextmanager
async def service(database_url: str, redis_url: str, **overrides: Any) -> AsyncIterator[httpx.AsyncClient]:
    """The service on loopback with budgets of its own (a fresh Redis prefix), and a client of it."""
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"forwarded-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=LIMITS,
        **overrides,
    )
    async with serving(settings) as url, httpx.AsyncClient(base_url=url, timeout=30) as http:
        yield http


async def register_as(http: httpx.AsyncClient, forwarded_for: str) -> int:
    answer = await http.post("/players", json={"name": "flooder"}, headers={"X-Forwarded-For": forwarded_for})
    return answer.status_code


async def test_without_a_named_proxy_a_forged_address_buys_no_budget(database_url: str, redis_url: str) -> None:
    async with service(database_url, redis_url) as http:
        statuses = [await register_as(http, f"198.51.100.{n}") for n in range(2 * BUDGET)]
    print(f"registrations from loopback, each claiming another address: {statuses}")
    assert statuses.count(201) == BUDGET
    assert statuses.count(429) == BUDGET


async def test_without_a_named_proxy_a_forged_address_opens_no_more_anonymous_streams(
    database_url: str, redis_url: str
) -> None:
    async with service(database_url, redis_url, streams_per_token=1) as http:
        token = (await http.post("/players", json={"name": "host"})).json()["token"]
        created = await http.post(
            "/games", json={"kind": "feed-the-kitten", "seats": 2}, headers={"Authorization": f"Bearer {token}"}
        )
        game_id = created.json()["game_id"]
        async with contextlib.AsyncExitStack() as streams:
            statuses = []
            for n in range(3):
                headers = {"X-Forwarded-For": f"198.51.100.{n}", "Accept": "text/event-stream"}
                answer = await streams.enter_async_context(
                    http.stream("GET", f"/games/{game_id}/stream", headers=headers)
                )
                statuses.append(answer.status_code)
    print(f"anonymous streams held at once, each claiming another address: {statuses}")
    assert statuses == [200, 429, 429]


async def test_behind_a_named_proxy_each_client_has_its_own_budget_and_cannot_choose_it(
    database_url: str, redis_url: str
) -> None:
    async with service(database_url, redis_url, trusted_proxies=parse_trusted_proxies("127.0.0.1")) as http:
        # Two clients the proxy names: each has the whole budget.
        first = [await register_as(http, "203.0.113.1") for _ in range(BUDGET)]
        second = [await register_as(http, "203.0.113.2") for _ in range(BUDGET)]
        # The first again, writing addresses of its choosing before the one the proxy appends.
        forged = [await register_as(http, f"198.51.100.{n}, 203.0.113.1") for n in range(BUDGET)]
    print(f"behind a trusted proxy: first {first}, second {second}, first with forged entries {forged}")
    assert first == [201] * BUDGET and second == [201] * BUDGET
    assert forged == [429] * BUDGET


async def test_clowder_serve_believes_no_forwarded_header_even_when_uvicorns_own_variable_says_so(
    database_url: str, redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deployed path: ``clowder serve`` itself, with uvicorn's ``FORWARDED_ALLOW_IPS=*`` in its environment."""
    monkeypatch.setenv("CLOWDER_RATE_WINDOW_SECONDS", str(LIMITS.rate_window_seconds))
    monkeypatch.setenv("FORWARDED_ALLOW_IPS", "*")
    monkeypatch.delenv("CLOWDER_TRUSTED_PROXIES", raising=False)
    settings = Settings(
        database_url=database_url, redis_url=redis_url, redis_prefix=f"served-{uuid.uuid4().hex[:8]}:", limits=LIMITS
    )
    async with api_process(settings) as served, httpx.AsyncClient(base_url=served.url, timeout=30) as http:
        statuses = [await register_as(http, f"198.51.100.{n}") for n in range(2 * BUDGET)]
        ignored = [line for line in served.log_lines() if line.get("event") == "clowder.forwarded_allow_ips_ignored"]
    print(f"clowder serve, registrations each claiming another address: {statuses}")
    assert statuses.count(201) == BUDGET and statuses.count(429) == BUDGET
    assert ignored, "the operator is told that FORWARDED_ALLOW_IPS no longer does anything"


def test_a_trusted_proxy_setting_that_names_no_address_is_refused_at_startup() -> None:
    assert Settings.from_env({"CLOWDER_TRUSTED_PROXIES": "10.0.0.5, 172.28.0.0/24"}).trusted_proxies == (
        "10.0.0.5",
        "172.28.0.0/24",
    )
    assert Settings.from_env({}).trusted_proxies == ()
    for wrong in ("*", "caddy", "10.0.0.300"):
        with pytest.raises(ValueError, match="CLOWDER_TRUSTED_PROXIES"):
            Settings.from_env({"CLOWDER_TRUSTED_PROXIES": wrong})
