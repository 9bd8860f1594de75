"""Telling the read side that a stream has grown.

The events table is the outbox: a notification only wakes the projector,
which then reads the store's global log from its own checkpoint. A lost
notification (the API died between commit and publish, Redis restarted)
costs latency, never an event: the projector also polls the log.

Concurrent commands share Redis round trips (:class:`Batches`): a command's
notification waits for the pipeline that carries it, so whatever it writes
(a game's head, ``services/heads.py``) is in Redis before the command is
answered, but eight commands finishing together cost one pipeline, not eight
(redis-py spends ~100 µs of Python per round trip; docs/benchmarks.md).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol

import structlog
from redis.asyncio import Redis
from redis.asyncio.client import Pipeline

from eventstore import AppendResult
from services.guards import Skipped, redis_guard

log = structlog.get_logger(__name__)


class Notifier(Protocol):
    async def appended(self, result: AppendResult) -> None: ...


class NullNotifier:
    async def appended(self, result: AppendResult) -> None:
        return None


Send = Callable[[Sequence[AppendResult]], Awaitable[None]]


class Batches:
    """Sends the results handed to :meth:`send` in batches, one batch at a time.

    While a batch is in flight the next results queue; each caller returns once
    the batch holding its result has been sent (or has failed: ``send`` logs).
    A caller that is cancelled leaves its result in the batch.
    """

    def __init__(self, send: Send) -> None:
        self._send = send
        self._queue: list[tuple[AppendResult, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None

    async def send(self, result: AppendResult) -> None:
        loop = asyncio.get_running_loop()
        sent: asyncio.Future[None] = loop.create_future()
        self._queue.append((result, sent))
        if self._flusher is None:
            self._flusher = loop.create_task(self._flush(), name="notify-batches")
        await sent

    async def _flush(self) -> None:
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                try:
                    await self._send([result for result, _ in batch])
                except Exception as error:  # a send logs its own failures; this is a last resort
                    log.warning("notify.failed", error=repr(error))
                finally:
                    _release(batch)
        finally:
            self._flusher = None
            _release(self._queue)  # only when cancelled: nobody waits for nothing
            self._queue = []


def _release(batch: list[tuple[AppendResult, asyncio.Future[None]]]) -> None:
    for _, sent in batch:
        if not sent.done():
            sent.set_result(None)


class RedisPipelines:
    """One non-transactional pipeline per batch; a failure is logged once per outage.

    After a failed round trip the pipelines skip Redis for ``retry_seconds``
    (a :class:`services.guards.Guard`, as reads and the rate limits do): a
    frozen Redis then costs one bounded timeout per second and process, not one
    per batch of commands (measured before: every command waited 0.25-0.8 s,
    p50 0.03 s became 0.50 s).
    """

    def __init__(
        self, redis: Redis, fill: Callable[[Pipeline, AppendResult], None], retry_seconds: float = 1.0
    ) -> None:
        self._redis = redis
        self._fill = fill
        self._failing = False
        self.guard = redis_guard(retry_seconds)
        #: Round trips that were tried and failed (timeouts included), and batches sent without trying.
        self.failed_round_trips = 0
        self.skipped_batches = 0
        self.batches = Batches(self._send)

    async def _send(self, results: Sequence[AppendResult]) -> None:
        try:
            await self.guard.call(lambda: self._execute(results))
        except Skipped as skipped:  # Redis is disposable: the poll wakes the projector; reads ask PostgreSQL
            if skipped.__cause__ is None:
                self.skipped_batches += 1
            else:
                self.failed_round_trips += 1
            if not self._failing:  # once per outage, not once per command
                log.warning("notify.failed", stream_id=results[0].stream_id, error=str(skipped))
            self._failing = True
            return
        except Exception as error:  # anything else Redis may raise: the command is acknowledged all the same
            self.failed_round_trips += 1
            log.warning("notify.failed", stream_id=results[0].stream_id, error=repr(error))
            return
        if self._failing:
            log.info("notify.recovered")
            self._failing = False

    async def _execute(self, results: Sequence[AppendResult]) -> None:
        async with self._redis.pipeline(transaction=False) as pipe:
            for result in results:
                self._fill(pipe, result)
            await pipe.execute()


class RedisNotifier:
    def __init__(self, redis: Redis, channel: str, retry_seconds: float = 1.0) -> None:
        self._channel = channel
        self._pipelines = RedisPipelines(redis, self._publish, retry_seconds)

    def _publish(self, pipe: Pipeline, result: AppendResult) -> None:
        pipe.publish(self._channel, f"{result.stream_id}:{result.last_version}")

    async def appended(self, result: AppendResult) -> None:
        await self._pipelines.batches.send(result)
