"""The project's own tools stay inside the budgets the server announces, so they meet no 429.

A fake server counts a fixed window per budget, as Clowder does, and says so in
``RateLimit``; a fake clock stands in for the minute, so nothing here waits.
"""

from __future__ import annotations

import asyncio
import random

import httpx
import pytest

from api.client.pacing import PacedTransport, parse_ratelimit
from api.client.retrying import RetryPolicy
from api.client.session import ClowderClient

pytestmark = pytest.mark.unit

WINDOW = 60


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now = max(self.now, self.now + seconds)
        await asyncio.sleep(0)


class WindowedServer:
    """Writes: ``per_token`` per token and ``per_address`` for everyone, per window; counts its refusals."""

    def __init__(self, clock: Clock, per_token: int, per_address: int) -> None:
        self.clock = clock
        self.quota = {"writes-per-token": per_token, "writes-per-address": per_address}
        self.used: dict[tuple[str, str, int], int] = {}
        self.refused = 0
        self.accepted = 0

    def __call__(self, request: httpx.Request) -> httpx.Response:
        window = int(self.clock.now // WINDOW)
        reset = WINDOW - int(self.clock.now % WINDOW)
        token = request.headers.get("authorization", "")
        keys = {name: (name, token if name.endswith("-per-token") else "", window) for name in self.quota}
        if any(self.used.get(key, 0) >= self.quota[name] for name, key in keys.items()):
            self.refused += 1
            state = ", ".join(
                f'"{n}";r={max(0, self.quota[n] - self.used.get(k, 0))};t={reset}' for n, k in keys.items()
            )
            return httpx.Response(429, json={"status": 429}, headers={"Retry-After": str(reset), "RateLimit": state})
        for key in keys.values():
            self.used[key] = self.used.get(key, 0) + 1
        self.accepted += 1
        state = ", ".join(f'"{n}";r={self.quota[n] - self.used[k]};t={reset}' for n, k in keys.items())
        return httpx.Response(200, json={"ok": True}, headers={"RateLimit": state})


async def _many_bots_write(transport: httpx.AsyncBaseTransport, bots: int, writes: int) -> None:
    async with httpx.AsyncClient(transport=transport, base_url="http://clowder") as http:
        client = ClowderClient(http, retry=RetryPolicy.never())

        async def bot(index: int) -> None:
            player = client.as_player(f"token-{index}")
            for _ in range(writes):
                await player.request("POST", "/games/g/commands", json={}, harmless=True)

        await asyncio.gather(*(bot(index) for index in range(bots)))


def test_the_header_is_read_as_each_budget_what_is_left_and_when_it_resets() -> None:
    header = '"writes-per-token";r=299;t=42, "writes-per-address";r=1187;t=42'
    assert parse_ratelimit(header) == [("writes-per-token", 299, 42), ("writes-per-address", 1187, 42)]


async def test_bots_sharing_one_address_wait_for_the_next_window_instead_of_being_refused() -> None:
    clock = Clock()
    server = WindowedServer(clock, per_token=15, per_address=40)
    paced = PacedTransport(httpx.MockTransport(server), clock=clock, sleep=clock.sleep)
    await _many_bots_write(paced, bots=6, writes=20)  # 120 writes: three windows of the address budget
    assert (server.accepted, server.refused) == (120, 0)
    assert paced.waited > 0


async def test_unpaced_the_same_bots_are_refused() -> None:
    clock = Clock()
    server = WindowedServer(clock, per_token=15, per_address=40)
    with pytest.raises(Exception, match="429"):
        await _many_bots_write(httpx.MockTransport(server), bots=6, writes=20)
    assert server.refused > 0


class SlowWindowedServer(WindowedServer):
    """The same windows, but each request arrives and is answered after a random delay: many are in flight at once."""

    def __init__(self, clock: Clock, per_token: int, per_address: int, seed: int) -> None:
        super().__init__(clock, per_token, per_address)
        self.random = random.Random(seed)

    async def handle(self, request: httpx.Request) -> httpx.Response:
        for _ in range(self.random.randrange(4)):
            await asyncio.sleep(0)  # on its way to the server
        response = self(request)
        for _ in range(self.random.randrange(8)):
            await asyncio.sleep(0)  # on its way back, overtaken by later answers
        return response


@pytest.mark.parametrize("seed", range(20))
async def test_bots_whose_requests_overlap_in_flight_are_not_refused_either(seed: int) -> None:
    clock = Clock()
    server = SlowWindowedServer(clock, per_token=15, per_address=12, seed=seed)
    paced = PacedTransport(httpx.MockTransport(server.handle), clock=clock, sleep=clock.sleep)
    await _many_bots_write(paced, bots=6, writes=8)  # 48 writes, and every bot's first write at the same moment
    assert (server.accepted, server.refused) == (48, 0)
