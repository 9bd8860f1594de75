"""Revocation and request ids under concurrent load, across two API processes.

Fault/load: eight clients hammer a second API process with one token while
the first process revokes it. Invariant counted: requests *sent after* the
revocation was acknowledged that still got in (must be 0), 5xx (0). Then
sixty concurrent requests from twenty players, each with its own request id:
access lines whose request id and player id do not match (cross-talk through
the contextvars, must be 0), tokens found in the log (0).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import httpx
import pytest

from tests.e2e.api_process import ApiProcess, api_process
from tests.e2e.operators_site import Site, operators_site

pytestmark = pytest.mark.chaos


@pytest.fixture(scope="module")
async def site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    async with operators_site(postgres_url, redis_url) as opened:
        yield opened


@pytest.fixture(scope="module")
async def second(site: Site) -> AsyncIterator[ApiProcess]:
    async with api_process(site.settings) as process:
        yield process


async def test_no_request_sent_after_a_revocation_gets_in_on_another_process(site: Site, second: ApiProcess) -> None:
    async with (
        httpx.AsyncClient(base_url=site.url, timeout=30) as first,
        httpx.AsyncClient(base_url=second.url, timeout=30, limits=httpx.Limits(max_connections=16)) as other,
    ):
        owner = (await first.post("/players", json={"name": "victim"})).json()
        made = await first.post(
            "/players/me/tokens",
            json={"name": "leaked", "scopes": ["play"]},
            headers={"Authorization": f"Bearer {owner['token']}"},
        )
        leaked = made.json()
        samples: list[tuple[float, int]] = []
        stop = asyncio.Event()

        async def hammer() -> None:
            while not stop.is_set():
                sent = time.monotonic()
                answer = await other.get("/players/me", headers={"Authorization": f"Bearer {leaked['token']}"})
                samples.append((sent, answer.status_code))

        workers = [asyncio.create_task(hammer()) for _ in range(8)]
        await asyncio.sleep(1.0)
        revoked = await first.delete(
            f"/players/me/tokens/{leaked['info']['token_id']}", headers={"Authorization": f"Bearer {owner['token']}"}
        )
        acknowledged = time.monotonic()
        assert revoked.status_code == 200
        await asyncio.sleep(1.0)
        stop.set()
        await asyncio.gather(*workers)
    before = [status for sent, status in samples if sent < acknowledged]
    after = [status for sent, status in samples if sent >= acknowledged]
    got_in = sum(1 for status in after if status == 200)
    errors = sum(1 for _, status in samples if status >= 500)
    print(
        f"requests: {len(samples)} ({len(before)} before the revocation, {len(after)} after); "
        f"accepted after it: {got_in}; refused after it: {after.count(401)}; 5xx: {errors}"
    )
    assert before and after and got_in == 0 and errors == 0 and after.count(401) == len(after)


async def test_concurrent_requests_never_swap_request_ids_and_never_log_a_token(site: Site, second: ApiProcess) -> None:
    async with httpx.AsyncClient(base_url=second.url, timeout=30) as http:
        players = [(await http.post("/players", json={"name": f"p{n}"})).json() for n in range(20)]
        expected: dict[str, str] = {}

        async def call(index: int) -> None:
            player = players[index % len(players)]
            request_id = f"load-{index}"
            expected[request_id] = player["player_id"]
            answer = await http.get(
                "/players/me", headers={"Authorization": f"Bearer {player['token']}", "X-Request-ID": request_id}
            )
            assert answer.status_code == 200 and answer.headers["x-request-id"] == request_id

        await asyncio.gather(*(call(index) for index in range(60)))
    await asyncio.sleep(0.5)
    lines = [line for line in second.log_lines() if str(line.get("request_id", "")).startswith("load-")]
    crossed = sum(1 for line in lines if expected.get(str(line["request_id"])) != line.get("player_id"))
    raw = second.raw_log()
    tokens_logged = sum(1 for player in players if player["token"] in raw)
    print(f"access lines: {len(lines)} of 60; crossed ids: {crossed}; tokens in the log: {tokens_logged}")
    assert len(lines) == 60 and crossed == 0 and tokens_logged == 0
