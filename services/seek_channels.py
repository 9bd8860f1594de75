"""Waking a long-polling ``GET /matchmaking/seeks/{id}``: one Redis channel per seek.

When a queue's events change a seek (matched, its game started, cancelled,
expired), the process that appended them publishes the seek's id on the
seek's channel; a waiting read subscribes to it through the process's stream
hub (services/stream_hub.py). Redis is only a wake-up here: a lost message
costs a waiting read one recheck interval, and an unreachable Redis is
logged, never an error for the append it follows.
"""

from __future__ import annotations

from collections.abc import Sequence

import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

log = structlog.get_logger(__name__)


def seek_channel(prefix: str, seek_id: str) -> str:
    return f"{prefix}seek:{seek_id}"


class RedisAnnouncer:
    def __init__(self, redis: Redis, prefix: str) -> None:
        self.redis = redis
        self.prefix = prefix

    async def announce(self, seek_ids: Sequence[str]) -> None:
        if not seek_ids:
            return
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for seek_id in seek_ids:
                    pipe.publish(seek_channel(self.prefix, seek_id), seek_id)
                await pipe.execute()
        except (RedisError, OSError) as error:
            log.warning("seeks.unannounced", seeks=len(seek_ids), error=repr(error), effect="waiting reads recheck")
