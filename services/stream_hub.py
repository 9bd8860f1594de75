"""One Redis subscription per process, fanned out in memory to every open stream.

A stream used to hold a pub/sub connection of its own, taken from the pool
that ordinary reads use: about a hundred open streams emptied the pool and
took ``GET /games/{id}`` and ``/health`` down with them. The hub holds ONE
connection of its own (its own client, not the read pool), subscribes to the
channels open streams need (ref-counted: the first subscriber of a channel
subscribes it, the last one out unsubscribes it) and hands each message to
every subscriber's bounded queue.

Redis messages are only wake-ups and content hints; the PostgreSQL store is
the truth. Whenever a subscriber may have missed something it receives
:data:`RESYNC` and re-reads the store from the last version it sent:

* when Redis confirms the subscription of its channel (a message published
  before that confirmation never reached the hub), after a first subscribe
  and after every reconnection;
* when its queue overflowed (a slow client never blocks the others: its
  queue is emptied and replaced by one ``RESYNC``).

When the connection breaks (Redis restarted, a silent network) the hub
reconnects with jittered exponential backoff and subscribes every wanted
channel again; the confirmations resync every stream. Streams stay open
meanwhile and send keepalives.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import structlog
from redis.asyncio import Redis
from redis.asyncio.client import PubSub

from services.cancellation import raise_if_cancelled

log = structlog.get_logger(__name__)


class Resync:
    """Read the store from your last version: messages may have been missed."""

    def __repr__(self) -> str:
        return "RESYNC"


RESYNC = Resync()

#: What a subscriber receives: a message's bytes, RESYNC, or None (nothing within the timeout).
Delivery = bytes | Resync | None


class SubscriptionEnded(Exception):
    """The subscriber may read no more (its token was revoked or expired): stop."""


class _End:
    """Queued by :meth:`Subscription.end` to wake a waiting reader."""


_END = _End()


class Subscription:
    """One stream's share of the hub: a bounded queue of one channel's messages."""

    def __init__(self, channel: str, capacity: int) -> None:
        self.channel = channel
        self._queue: asyncio.Queue[bytes | Resync | _End] = asyncio.Queue(capacity)
        #: How often this subscriber's queue overflowed (and was replaced by RESYNC).
        self.overflows = 0
        self.ended = False

    def deliver(self, item: bytes | Resync) -> None:
        """Never blocks: a full queue is dropped and replaced by one RESYNC."""
        if self.ended:
            return
        try:
            self._queue.put_nowait(item)
        except asyncio.QueueFull:
            self.overflows += 1
            self.drain()
            self._queue.put_nowait(RESYNC)

    def drain(self) -> int:
        """Drop what is queued (a reader about to re-read the store needs none of it); how many."""
        dropped = 0
        while not self._queue.empty():
            self._queue.get_nowait()
            dropped += 1
        return dropped

    def end(self) -> None:
        """From now on :meth:`get` raises :class:`SubscriptionEnded`, a waiting one at once."""
        if not self.ended:
            self.ended = True
            self.drain()
            self._queue.put_nowait(_END)

    async def get(self, timeout: float) -> Delivery:
        """The next delivery, or None when nothing came within ``timeout`` seconds."""
        if self.ended:
            raise SubscriptionEnded(self.channel)
        try:
            item = await asyncio.wait_for(self._queue.get(), timeout)
        except TimeoutError:
            return None
        if isinstance(item, _End):
            raise SubscriptionEnded(self.channel)
        return item


class StreamHub:
    def __init__(
        self,
        redis: Redis,
        control_channel: str,
        capacity: int = 256,
        backoff: tuple[float, float] = (0.05, 2.0),
        ping_after: float = 5.0,
        dead_after: float = 5.0,
        jitter: Callable[[], float] = random.random,
    ) -> None:
        """``redis`` must be a client of the hub's own (its connection is held for good).

        ``control_channel`` is always subscribed, so the connection is never idle of
        subscriptions; ``ping_after`` seconds of silence send a PING, and no answer
        within ``dead_after`` more seconds counts as a broken connection."""
        self._redis = redis
        self._control = control_channel
        self._capacity = capacity
        self._backoff = backoff
        self._ping_after = ping_after
        self._dead_after = dead_after
        self._jitter = jitter
        self._subscribers: dict[str, set[Subscription]] = {}
        #: The channels SUBSCRIBE was sent for on the current connection.
        self._subscribed: set[str] = set()
        self._dirty = asyncio.Event()
        self.connected = False
        self.reconnects = 0
        self.delivered = 0

    # -- what streams use ----------------------------------------------------

    @contextlib.contextmanager
    def subscribe(self, channel: str) -> Iterator[Subscription]:
        """Subscribe for the block. Synchronous on purpose: no await can be cancelled
        half-way, so a closed stream always gives its channel back."""
        subscription = Subscription(channel, self._capacity)
        self._subscribers.setdefault(channel, set()).add(subscription)
        if channel not in self._subscribed:
            self._dirty.set()
        try:
            yield subscription
        finally:
            subscribers = self._subscribers.get(channel)
            if subscribers is not None:
                subscribers.discard(subscription)
                if not subscribers:
                    del self._subscribers[channel]
                    self._dirty.set()

    @property
    def channels(self) -> int:
        """How many channels open streams want."""
        return len(self._subscribers)

    @property
    def subscribers(self) -> int:
        return sum(len(subs) for subs in self._subscribers.values())

    @property
    def redis_channels(self) -> int:
        """How many channels the hub's connection holds (besides its control channel)."""
        return len(self._subscribed)

    # -- the connection ------------------------------------------------------

    async def run(self, ready: asyncio.Event | None = None) -> None:
        """Hold the connection forever, reconnecting with backoff; cancel to stop."""
        delay = self._backoff[0]
        while True:
            started = time.monotonic()
            try:
                await self._session(ready)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                log.warning("stream_hub.disconnected", error=repr(error), subscribers=self.subscribers)
            finally:
                self.connected = False
                self._subscribed.clear()
            if time.monotonic() - started > self._backoff[1]:
                delay = self._backoff[0]  # it had been up a while: retry soon
            await asyncio.sleep(delay * (0.5 + self._jitter()))
            delay = min(delay * 2, self._backoff[1])
            self.reconnects += 1

    async def _session(self, ready: asyncio.Event | None) -> None:
        pubsub = self._redis.pubsub()
        try:
            await pubsub.subscribe(self._control)
            self.connected = True
            self._dirty.set()
            if ready is not None:
                ready.set()
            log.info("stream_hub.connected", channels=self.channels)
            writer = asyncio.create_task(self._reconcile(pubsub), name="stream-hub-subscriptions")
            try:
                await self._read(pubsub, writer)
            finally:
                writer.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await writer
        finally:
            with contextlib.suppress(Exception):
                await pubsub.aclose()

    async def _read(self, pubsub: PubSub, writer: asyncio.Task[None]) -> None:
        heard = time.monotonic()
        pinged: float | None = None
        while True:
            message = await pubsub.get_message(timeout=1.0)
            raise_if_cancelled()
            if writer.done():
                writer.result()  # its error ends the session
                raise ConnectionError("the subscription writer stopped")
            now = time.monotonic()
            if message is not None:
                heard, pinged = now, None
                self._dispatch(message)
            elif pinged is not None and now - pinged > self._dead_after:
                raise ConnectionError(f"no answer from Redis for {now - heard:.0f}s")
            elif pinged is None and now - heard > self._ping_after:
                pinged = now
                await pubsub.ping()

    async def _reconcile(self, pubsub: PubSub) -> None:
        """Make the connection's subscriptions match what streams want, in batches:
        a thousand streams opening at once cost a few SUBSCRIBE commands."""
        while True:
            await self._dirty.wait()
            self._dirty.clear()
            wanted = set(self._subscribers)
            added = sorted(wanted - self._subscribed)
            removed = sorted(self._subscribed - wanted)
            if added:
                self._subscribed.update(added)
                await pubsub.subscribe(*added)
            if removed:
                self._subscribed.difference_update(removed)
                await pubsub.unsubscribe(*removed)

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        channel = message.get("channel")
        if isinstance(channel, bytes):
            channel = channel.decode()
        subscribers = self._subscribers.get(channel, ()) if isinstance(channel, str) else ()
        if kind == "message":
            data = message["data"]
            for subscription in subscribers:
                subscription.deliver(data)
                self.delivered += 1
        elif kind == "subscribe":  # from now on nothing is missed: catch up on what was
            for subscription in subscribers:
                subscription.deliver(RESYNC)
