"""The rate limiter charges the token authentication accepts, however the request spells it.

The holes: a junk second ``Authorization`` header moved the charge off the real
token (the limiter charged the last header, authentication read the first);
and on the event streams, which take ``?token=``, the limiter digested the raw
query while authentication decoded it, so ``?token=ab%2Dc`` and ``?token=ab-c``
were one token to authentication and two budgets to the limiter: re-encoding
one character of the token gave a fresh budget each time.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import httpx
import pytest
from msgspec.structs import replace

from api.cli.embedded import serving
from api.settings import Settings
from tests.e2e.conftest import GENEROUS_LIMITS

pytestmark = pytest.mark.security

#: Reads one token may make in a window (a day long, so that no window ends mid-test).
READS = 4


@pytest.fixture(scope="module")
async def tight_service(postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    from psycopg.conninfo import conninfo_to_dict

    from ops.local_services import create_database, drop_database

    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=replace(GENEROUS_LIMITS, reads_per_token=READS, rate_window_seconds=86_400),
    )
    try:
        async with serving(settings) as url:
            yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


def percent_encoded(token: str, position: int) -> str:
    """The same token with one character written as ``%XX``: what a URL decoder reads as the token."""
    return token[:position] + f"%{ord(token[position]):02X}" + token[position + 1 :]


async def exhaust(http: httpx.AsyncClient, token: str) -> None:
    for _ in range(READS):
        assert (await http.get("/players/me", headers={"Authorization": f"Bearer {token}"})).status_code == 200
    assert (await http.get("/players/me", headers={"Authorization": f"Bearer {token}"})).status_code == 429


async def test_a_re_encoded_query_token_is_charged_to_the_same_budget(tight_service: str) -> None:
    async with httpx.AsyncClient(base_url=tight_service, timeout=30) as http:
        token = (await http.post("/players", json={"name": "re-encoder"})).json()["token"]
        await exhaust(http, token)
        answers: dict[int, int] = {}
        for position in range(3):
            url = f"/players/me/decisions?token={percent_encoded(token, position)}"
            async with http.stream("GET", url) as stream:
                answers[stream.status_code] = answers.get(stream.status_code, 0) + 1
        print(f"streams opened over an exhausted budget with a re-encoded token, by status: {answers}")
        assert answers == {429: 3}


async def test_a_junk_second_header_does_not_move_the_charge(tight_service: str) -> None:
    async with httpx.AsyncClient(base_url=tight_service, timeout=30) as http:
        token = (await http.post("/players", json={"name": "two-headers"})).json()["token"]
        await exhaust(http, token)
        answers: dict[int, int] = {}
        for number in range(3):
            headers = [("Authorization", f"Bearer {token}"), ("Authorization", f"Bearer junk-{number}")]
            status = (await http.get("/players/me", headers=headers)).status_code
            answers[status] = answers.get(status, 0) + 1
        print(f"reads over an exhausted budget with a junk second header, by status: {answers}")
        assert answers.get(200, 0) == 0 and answers == {400: 3}
