"""Following the store's global log: the shape shared by every reactor.

A follower reads ``read_all`` from its checkpoint, hands each batch to its
handler, and sleeps until a Redis wake-up (or the poll interval). Where the
checkpoint lives is the follower's choice: the bot runner keeps it in memory,
the tournament process manager in PostgreSQL.

A follower given a partition (services/partitions.py) hands its handler only
that partition's events, keeps its checkpoint under ``name:{i}of{n}``, and
wakes only for that partition's notifications (or the poll). A partition's
first run starts from the unpartitioned follower's checkpoint when there is
one, so splitting a running deployment into partitions repeats no history.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

import structlog
from redis.asyncio import Redis

from eventstore import Checkpoint, EventStore, RecordedEvent
from services.cancellation import keep_running, raise_if_cancelled
from services.checkpoints import CheckpointStore
from services.partitions import WHOLE, Partition, wakes

log = structlog.get_logger(__name__)

Handler = Callable[[list[RecordedEvent]], Awaitable[None]]


class LogFollower:
    def __init__(
        self,
        name: str,
        store: EventStore,
        handle: Handler,
        redis: Redis | None = None,
        channel: str | None = None,
        start: Checkpoint | None = None,
        batch_size: int = 500,
        poll_interval: float = 1.0,
        on_idle: Callable[[], Awaitable[None]] | None = None,
        checkpoints: CheckpointStore | None = None,
        save_every: float = 0.0,
        partition: Partition = WHOLE,
    ) -> None:
        self.legacy_name = name
        self.name = partition.name(name)
        self.partition = partition
        self.store = store
        self.handle = handle
        self.redis = redis
        self.channel = channel
        self.checkpoint = start or Checkpoint()
        self.batch_size = batch_size
        self.poll_interval = poll_interval
        self.on_idle = on_idle
        self.checkpoints = checkpoints
        self.save_every = save_every
        self._saved_at = 0.0
        self._loaded = checkpoints is None

    async def catch_up(self) -> int:
        """Handle everything past the checkpoint. A durable follower saves its
        checkpoint after a batch (at most once per ``save_every`` seconds), so a
        restart repeats the work since: handlers must be idempotent."""
        await self.load_checkpoint()
        count = 0
        while batch := await self.store.read_all(self.checkpoint, self.batch_size):
            await self.take(batch)
            count += len(batch)
        return count

    async def load_checkpoint(self) -> Checkpoint:
        """The checkpoint, read from its store the first time."""
        if not self._loaded and self.checkpoints is not None:
            self.checkpoint = await self.checkpoints.load(self.name)
            if self.checkpoint == Checkpoint() and self.name != self.legacy_name:
                self.checkpoint = await self.checkpoints.load(self.legacy_name)
            self._loaded = True
        return self.checkpoint

    async def take(self, batch: list[RecordedEvent], handle: Handler | None = None) -> None:
        """Handle a batch read just past the checkpoint (by this follower or by a reader it
        shares, services/log_pump.py, which may hand its own ``handle``); move the checkpoint."""
        owned = batch if self.partition.whole else [e for e in batch if self.partition.owns(e.stream_id)]
        if owned:
            await (handle or self.handle)(owned)
        self.checkpoint = batch[-1].checkpoint
        if self.checkpoints is not None and time.monotonic() - self._saved_at >= self.save_every:
            await self.checkpoints.save(self.name, self.checkpoint)
            self._saved_at = time.monotonic()

    async def run(self, ready: asyncio.Event | None = None) -> None:
        """Follow forever, surviving Redis and database hiccups; cancel to stop."""
        await keep_running(lambda: self._follow(ready), "follower.restarting", follower=self.name)

    async def _follow(self, ready: asyncio.Event | None) -> None:
        pubsub = None
        if self.redis is not None and self.channel is not None:
            pubsub = self.redis.pubsub()
            await pubsub.subscribe(self.channel)
        try:
            while True:
                await self.catch_up()
                if ready is not None:
                    ready.set()
                if self.on_idle is not None:
                    await self.on_idle()
                await self._wait(pubsub)
        finally:
            if pubsub is not None:
                await pubsub.aclose()

    async def _wait(self, pubsub: object | None) -> None:
        if pubsub is None:
            await asyncio.sleep(self.poll_interval)
            return
        deadline = time.monotonic() + self.poll_interval
        while (left := deadline - time.monotonic()) > 0:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=left)  # type: ignore[attr-defined]
            raise_if_cancelled()
            woken = False
            while message is not None:  # drain, noting whether any was this partition's
                woken = woken or wakes(self.partition, message.get("data"))
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0)  # type: ignore[attr-defined]
            if woken:
                return
