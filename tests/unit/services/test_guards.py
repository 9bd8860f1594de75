"""A failing part is skipped for a moment, then tried again; only the errors a guard watches count."""

from __future__ import annotations

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from eventstore import StoreUnavailable
from services.guards import Skipped, redis_guard, store_guard


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def test_a_failure_skips_redis_until_the_retry_delay_has_passed() -> None:
    clock = Clock()
    guard = redis_guard(retry_seconds=1.0, clock=clock)
    calls = 0

    async def failing() -> str:
        nonlocal calls
        calls += 1
        raise RedisConnectionError("refused")

    async def working() -> str:
        nonlocal calls
        calls += 1
        return "ok"

    with pytest.raises(Skipped):
        await guard.call(failing)
    clock.now += 0.5
    with pytest.raises(Skipped):
        await guard.call(working)  # skipped: not even tried
    assert calls == 1 and not guard.healthy
    clock.now += 0.6
    assert await guard.call(working) == "ok"
    assert calls == 2 and guard.healthy and guard.failures == 2


async def test_a_timeout_counts_as_a_failure() -> None:
    guard = redis_guard(retry_seconds=1.0, clock=Clock())

    async def slow() -> None:
        raise RedisTimeoutError("Timeout reading from socket")

    with pytest.raises(Skipped):
        await guard.call(slow)
    assert not guard.healthy


async def test_the_store_guard_watches_an_unavailable_store_and_lets_other_errors_through() -> None:
    guard = store_guard(retry_seconds=1.0, clock=Clock())

    async def down() -> None:
        raise StoreUnavailable("PostgreSQL is unavailable")

    async def bug() -> None:
        raise ValueError("a bug is not an outage")

    with pytest.raises(ValueError):
        await guard.call(bug)
    assert guard.healthy
    with pytest.raises(Skipped):
        await guard.call(down)
    assert not guard.healthy
