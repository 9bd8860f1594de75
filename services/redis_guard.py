"""Calling Redis on the read path without letting a down or slow Redis cost more than once.

Every Redis call of a read is bounded by the client's socket timeout; on any
error the read is served from PostgreSQL. After a failure the guard skips
Redis for ``retry_seconds``, so that an outage costs one timeout per process
and moment, not one per request.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import structlog
from redis.exceptions import RedisError

log = structlog.get_logger(__name__)

T = TypeVar("T")


class RedisSkipped(Exception):
    """Redis failed, or failed a moment ago: serve from the store."""


class RedisGuard:
    def __init__(self, retry_seconds: float = 1.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.retry_seconds = retry_seconds
        self._clock = clock
        self._failed_at: float | None = None
        #: Calls that failed or were skipped (for /health and the tests).
        self.failures = 0

    @property
    def healthy(self) -> bool:
        return self._failed_at is None

    async def call(self, make: Callable[[], Awaitable[T]]) -> T:
        """``make()``'s result; :class:`RedisSkipped` if Redis fails or failed a moment ago."""
        if self._failed_at is not None and self._clock() - self._failed_at < self.retry_seconds:
            self.failures += 1
            raise RedisSkipped("Redis failed a moment ago")
        try:
            result = await make()
        except (RedisError, OSError, asyncio.TimeoutError) as error:
            if self._failed_at is None:
                log.warning("redis.unavailable", error=type(error).__name__)
            self._failed_at = self._clock()
            self.failures += 1
            raise RedisSkipped(type(error).__name__) from error
        if self._failed_at is not None:
            log.info("redis.available")
            self._failed_at = None
        return result
