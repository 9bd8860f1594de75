"""Telling the read side that a stream has grown.

The events table is the outbox: a notification only wakes the projector,
which then reads the store's global log from its own checkpoint. A lost
notification (the API died between commit and publish, Redis restarted)
costs latency, never an event: the projector also polls the log.
"""

from __future__ import annotations

from typing import Protocol

import structlog
from redis.asyncio import Redis

from eventstore import AppendResult

log = structlog.get_logger(__name__)


class Notifier(Protocol):
    async def appended(self, result: AppendResult) -> None: ...


class NullNotifier:
    async def appended(self, result: AppendResult) -> None:
        return None


class RedisNotifier:
    def __init__(self, redis: Redis, channel: str) -> None:
        self._redis = redis
        self._channel = channel

    async def appended(self, result: AppendResult) -> None:
        try:
            await self._redis.publish(self._channel, f"{result.stream_id}:{result.last_version}")
        except Exception as error:  # Redis is disposable: the projector's poll catches up.
            log.warning("notify.failed", stream_id=result.stream_id, error=str(error))
