"""A failing Redis is skipped for a moment, then tried again; its errors never leave the guard untyped."""

from __future__ import annotations

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from services.redis_guard import RedisGuard, RedisSkipped


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def test_a_failure_skips_redis_until_the_retry_delay_has_passed() -> None:
    clock = Clock()
    guard = RedisGuard(retry_seconds=1.0, clock=clock)
    calls = 0

    async def failing() -> str:
        nonlocal calls
        calls += 1
        raise RedisConnectionError("refused")

    async def working() -> str:
        nonlocal calls
        calls += 1
        return "ok"

    with pytest.raises(RedisSkipped):
        await guard.call(failing)
    clock.now += 0.5
    with pytest.raises(RedisSkipped):
        await guard.call(working)  # skipped: not even tried
    assert calls == 1 and not guard.healthy
    clock.now += 0.6
    assert await guard.call(working) == "ok"
    assert calls == 2 and guard.healthy and guard.failures == 2


async def test_a_timeout_counts_as_a_failure() -> None:
    guard = RedisGuard(retry_seconds=1.0, clock=Clock())

    async def slow() -> None:
        raise RedisTimeoutError("Timeout reading from socket")

    with pytest.raises(RedisSkipped):
        await guard.call(slow)
    assert not guard.healthy
