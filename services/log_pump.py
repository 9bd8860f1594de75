"""One reader of the log for a partition's projector and its reactors.

The projector (Redis read models) and the reactors (deadlines, ratings,
bots, tournaments; services/reactors.py) each followed the log on their own:
per wake-up, two subscriptions woke, two ``read_all`` queries ran and every
touched game was folded twice. That was a third of the worker's CPU
(docs/benchmarks.md). The pump reads each batch once and hands it to both:
the projector folds and writes it, and the reactors get the records it
folded.

The two keep their own checkpoints (the projector's in Redis, the reactors'
in PostgreSQL), because either may fall behind the other: Redis flushed (the
projector rebuilds from the start, which the reactors must not repeat),
Redis down (the reactors go on without it), a restart with one checkpoint
saved later than the other. While the checkpoints differ each catches up on
its own, as before; once both have reached the end of the log they are
equal, and one read serves both again.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

import structlog

from eventstore import RecordedEvent
from services.cancellation import keep_running, raise_if_cancelled
from services.follower import LogFollower
from services.projector import Projector
from services.reactors import Reactors

log = structlog.get_logger(__name__)

#: Seconds a projector step of the shared path (one batch) may wait on Redis before the reactors go on.
REDIS_PATIENCE = 5.0


class LogPump:
    def __init__(
        self, projector: Projector, reactors: Reactors, follower: LogFollower, patience: float = REDIS_PATIENCE
    ) -> None:
        self.projector = projector
        #: How long one of the projector's steps may wait on Redis before the reactors go on without it.
        self.patience = patience
        self.reactors = reactors
        self.follower = follower
        #: Rounds in which one read served both, and rounds in which each read alone (for tests, metrics).
        self.shared_rounds = 0
        self.separate_rounds = 0
        #: The projector catching up alone (after a flush, with Redis away or frozen), beside the reactors.
        self._catching_up: asyncio.Task[None] | None = None

    async def run(self, ready: asyncio.Event | None = None) -> None:
        """Pump forever, surviving Redis and database hiccups; cancel to stop."""
        await keep_running(lambda: self._follow(ready), "pump.restarting")

    async def _follow(self, ready: asyncio.Event | None) -> None:
        pubsub: Any = None
        try:
            wanted: dict[str, int] = {}
            while True:
                await self.round()
                await self._wait_for_notified(wanted)
                if ready is not None:
                    ready.set()
                if self.follower.on_idle is not None:
                    await _isolated("reactors.idle", self.follower.on_idle)
                pubsub, wanted = await self._wake_up(pubsub)
        finally:
            await self._stop_catching_up()
            if pubsub is not None:
                await pubsub.aclose()

    async def _wake_up(self, pubsub: Any) -> tuple[Any, dict[str, int]]:
        """Wait for a wake-up (or the poll). Without Redis the pump polls the log, so that
        the reactors (bots, deadlines, tournaments) go on while Redis is away."""
        try:
            if pubsub is None:
                pubsub = self.projector.redis.pubsub()
                async with asyncio.timeout(self.patience):
                    await pubsub.subscribe(self.projector.notify_channel)
            return pubsub, await self.projector.wake_up(pubsub)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            raise_if_cancelled()
            log.warning("pump.wake_ups_lost", error=repr(error), effect="polling the log")
            if pubsub is not None:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()
            await asyncio.sleep(self.projector.poll_interval)
            return None, {}

    async def round(self) -> None:
        """Everything the log holds past the checkpoints: read once if they agree, each alone if not.

        Alone, the projector catches up in a task of its own, so that a long rebuild or a
        Redis that does not answer never holds up the reactors; the reactors catch up here."""
        if self._catching_up is not None and self._catching_up.done():
            self._catching_up = None
        if self._catching_up is None:
            await self._projector_step("projector.verify", self.projector.verify)
        await self.follower.load_checkpoint()
        if self._catching_up is None and self.projector.checkpoint == self.follower.checkpoint:
            self.shared_rounds += 1
            await self._shared()
            return
        self.separate_rounds += 1
        if self._catching_up is None:
            self._catching_up = asyncio.create_task(
                _isolated("projector.catch_up", self.projector.catch_up), name="projector-catch-up"
            )
        await self.follower.catch_up()

    async def projector_caught_up(self) -> None:
        """Wait for the projector's catch-up alone, if one runs (for tests and a clean stop)."""
        if self._catching_up is not None:
            await self._catching_up

    async def _stop_catching_up(self) -> None:
        task, self._catching_up = self._catching_up, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _shared(self) -> None:
        projector = self.projector
        size = projector.batch_size
        while True:
            batch = await projector.store.read_all(self.follower.checkpoint, size)
            if not batch:
                await self._projector_step("projector.mark_ready", projector.mark_ready)
                return
            projected = await self._project(batch)
            if projected:
                await self.follower.take(batch, lambda owned: self.reactors.react(projector.touched, owned))
            else:  # the reactors fold for themselves; the projector catches up alone next round
                await self.follower.take(batch)
            if not projected or len(batch) < size:
                if projected:
                    await self._projector_step("projector.mark_ready", projector.mark_ready)
                return

    async def _project(self, batch: list[RecordedEvent]) -> bool:
        """Project the batch; False (the projector's checkpoint unmoved) if Redis refused or failed."""
        try:
            async with asyncio.timeout(self.patience):
                if await self.projector.project(batch):
                    return True
                await self.projector.resync_with_redis()
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log.warning("pump.projection_failed", error=repr(error), effect="the reactors go on; the models wait")
        return False

    async def _projector_step(self, what: str, step: Callable[[], Awaitable[Any]]) -> None:
        """A projector step, bounded: a frozen Redis (no answer, no error) must not hold up
        the reactors; the models' guarded writes repair whatever a cut-off step left."""

        async def bounded() -> None:
            async with asyncio.timeout(self.patience):
                await step()

        await _isolated(what, bounded)

    async def _wait_for_notified(self, wanted: dict[str, int]) -> None:
        """The projector's wait for notified versions, retried with this pump's rounds; none
        while the projector catches up alone (the models are behind anyway)."""
        if self._catching_up is None:
            await self.projector.wait_for_notified(wanted, self.round)


async def _isolated(what: str, step: Callable[[], Awaitable[Any]]) -> None:
    """Run one consumer's step; a failure of one (Redis away) must not stop the other."""
    try:
        await step()
    except asyncio.CancelledError:
        raise
    except Exception as error:
        raise_if_cancelled()
        log.warning("pump.step_failed", step=what, error=repr(error))
