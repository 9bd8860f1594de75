"""Calling a part that may be down without letting it cost more than once.

A read calls Redis, and sometimes PostgreSQL, through a guard. On a failure
of the kinds the guard watches the read takes its fallback (PostgreSQL for a
model; the model or the cached record for a store read) and, for
``retry_seconds``, the guard skips the part without trying: an outage then
costs one timeout per process and moment, not one per request (a Redis frozen
by SIGSTOP costs ``CLOWDER_REDIS_TIMEOUT_SECONDS``; a PostgreSQL down costs the
pool's wait, ``CLOWDER_POOL_TIMEOUT_SECONDS``). Commands never go through a
guard: each tries PostgreSQL, which is also how its return is noticed.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import psycopg
import structlog
from redis.exceptions import RedisError

from eventstore import StoreUnavailable

log = structlog.get_logger(__name__)

T = TypeVar("T")


class Skipped(Exception):
    """The part failed, or failed a moment ago: take the fallback."""


class Guard:
    def __init__(
        self,
        name: str,
        errors: tuple[type[BaseException], ...],
        retry_seconds: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.name = name
        self.errors = errors
        self.retry_seconds = retry_seconds
        self._clock = clock
        self._failed_at: float | None = None
        #: Calls that failed or were skipped (for the tests).
        self.failures = 0

    @property
    def healthy(self) -> bool:
        return self._failed_at is None

    async def call(self, make: Callable[[], Awaitable[T]]) -> T:
        """``make()``'s result; :class:`Skipped` if the part fails or failed a moment ago."""
        if self._failed_at is not None and self._clock() - self._failed_at < self.retry_seconds:
            self.failures += 1
            raise Skipped(f"{self.name} failed a moment ago")
        try:
            result = await make()
        except self.errors as error:
            if self._failed_at is None:
                log.warning("dependency.unavailable", part=self.name, error=type(error).__name__)
            self._failed_at = self._clock()
            self.failures += 1
            raise Skipped(type(error).__name__) from error
        if self._failed_at is not None:
            log.info("dependency.available", part=self.name)
            self._failed_at = None
        return result


def redis_guard(retry_seconds: float = 1.0, clock: Callable[[], float] = time.monotonic) -> Guard:
    return Guard("redis", (RedisError, OSError, asyncio.TimeoutError), retry_seconds, clock)


def store_guard(retry_seconds: float = 1.0, clock: Callable[[], float] = time.monotonic) -> Guard:
    return Guard("postgres", (StoreUnavailable, psycopg.OperationalError), retry_seconds, clock)
