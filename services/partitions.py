"""Partitions: how several workers share the projector and the reactors (docs/scaling.md).

Every stream belongs to one of ``count`` partitions, by a stable hash of its
*owner*: a game's id, or for a tournament's games and the tournament's own
stream, the tournament's id (the tournament manager must see both on the
same side). A partition is worked by whoever holds its lease, a PostgreSQL
advisory lock (services/leases.py); the holder projects and reacts for that
partition's streams only, with a checkpoint of its own (the projector's in
Redis, the reactors' in ``follower_checkpoints``), so a partition taken over
resumes where its last holder left it.

:func:`hold_partitions` runs one worker's share: one lease connection for
every partition it holds, a fair share of ``ceil(count / workers)`` (the
workers are counted by their lease sessions in ``pg_stat_activity``, which
vanish when a worker dies), extras handed back when a worker joins, free
partitions taken when one dies. Handing back cancels the partition's work
before unlocking, so two holders overlap only in the few seconds in which a
vanished holder's session is not yet noticed; the guarded writes and the
store's expected versions make that overlap harmless.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import socket
import zlib
from collections.abc import Callable, Coroutine
from typing import Any

import msgspec
import psycopg
import structlog

from services.leases import AdvisoryLeases, LeaseKey, LeaseLost

log = structlog.get_logger(__name__)

#: The lease name of every partition (the partition number is the lock's second key).
PARTITION_LEASE = "clowder.partition"
#: ``application_name`` of a worker's lease session: this prefix, then ``host:pid``.
HOLDER_PREFIX = "clowder-partitions:"


class Partition(msgspec.Struct, frozen=True):
    """Partition ``index`` of ``count``; ``Partition()`` is the whole log (one process does everything)."""

    index: int = 0
    count: int = 1

    @property
    def whole(self) -> bool:
        return self.count == 1

    def owns(self, stream_id: str) -> bool:
        return self.whole or partition_of(stream_id, self.count) == self.index

    def name(self, base: str) -> str:
        """A per-partition name for a checkpoint or a key (``base`` itself for the whole log)."""
        return base if self.whole else f"{base}:{self.index}of{self.count}"

    @property
    def lease(self) -> LeaseKey:
        return LeaseKey(PARTITION_LEASE, self.index)


#: The whole log as one partition (a single projector or reactor follower; the default everywhere).
WHOLE = Partition()


def owner_of(stream_id: str) -> str:
    """What a stream is partitioned by: its game's or tournament's id (a tournament's games go with it)."""
    kind, _, rest = stream_id.partition("-")
    if kind == "tournament":
        return rest
    if kind == "game":
        parts = rest.split(".")  # services.tournaments.tournament_game_id: tournament.match.number
        if len(parts) == 3 and parts[2].isdigit():
            return parts[0]
        return rest
    return stream_id


def partition_of(stream_id: str, count: int) -> int:
    """The partition of a stream: CRC-32 of its owner, modulo ``count`` (stable across processes and versions)."""
    return zlib.crc32(owner_of(stream_id).encode()) % count if count > 1 else 0


def wakes(partition: Partition, message: object) -> bool:
    """Whether a ``stream_id:version`` wake-up (services/heads.py) concerns ``partition``; unknown ones do."""
    if not isinstance(message, bytes | str):
        return True
    text = message.decode() if isinstance(message, bytes) else message
    stream_id, _, _version = text.rpartition(":")
    return not stream_id or partition.owns(stream_id)


def holder_name() -> str:
    """Host and pid: unique across containers, whose workers may all be pid 1."""
    return f"{HOLDER_PREFIX}{socket.gethostname()}:{os.getpid()}"


async def live_workers(conn: psycopg.AsyncConnection) -> int:
    """How many workers have a lease session on this database now (ourselves included)."""
    cursor = await conn.execute(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE %s",
        (HOLDER_PREFIX + "%",),
    )
    row = await cursor.fetchone()
    return max(1, int(row[0]) if row else 1)


async def partition_holders(conn: psycopg.AsyncConnection, count: int) -> dict[int, str]:
    """Each held partition and the ``application_name`` of its holder (for operators and tests)."""
    classid, _ = LeaseKey(PARTITION_LEASE).lock_ids()
    cursor = await conn.execute(
        """SELECT l.objid::bigint, a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
             AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND l.classid = (%s::bigint & 4294967295)::oid AND l.objid::bigint < %s""",
        (classid, count),
    )
    return {int(row[0]): row[1] for row in await cursor.fetchall()}


PartitionWork = Callable[[Partition], Coroutine[Any, Any, None]]


async def hold_partitions(
    url: str,
    count: int,
    work: PartitionWork,
    stop: asyncio.Event,
    poll: float = 0.5,
    alive: Callable[[], None] | None = None,
) -> None:
    """Work this worker's share of the ``count`` partitions until ``stop`` is set (see the module docstring).

    ``work(partition)`` should run until cancelled; if it ends, the partition
    is handed back and taken again later. ``alive`` is called after each round
    that reached PostgreSQL (the worker's health check). A failed lease
    connection stops every partition's work at once and starts over.
    """
    while not stop.is_set():
        try:
            async with AdvisoryLeases.connect(url, holder=holder_name()) as leases:
                await _Share(leases, count, work, alive).run(stop, poll)
        except (LeaseLost, psycopg.Error, OSError) as error:
            log.warning("partitions.lost", error=str(error))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), poll * 2)


class _Share:
    """One lease connection's partitions and the tasks working them."""

    def __init__(self, leases: AdvisoryLeases, count: int, work: PartitionWork, alive: Callable[[], None] | None):
        self.leases = leases
        self.count = count
        self.work = work
        self.alive = alive
        self.tasks: dict[int, asyncio.Task[None]] = {}
        #: Where to start looking for free partitions: spreads first picks over workers.
        self.offset = os.getpid() % count

    async def run(self, stop: asyncio.Event, poll: float) -> None:
        try:
            while not stop.is_set():
                await asyncio.wait_for(self.balance(), timeout=poll * 10)
                if self.alive is not None:
                    self.alive()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), poll)
        except TimeoutError as error:  # PostgreSQL stopped answering: the locks may be gone
            raise LeaseLost("the lease connection stopped answering") from error
        finally:
            await self._cancel(list(self.tasks))

    async def balance(self) -> None:
        """Hand back what ended or is over the fair share, take free partitions up to it."""
        await self.leases.check()
        for index in [i for i, task in self.tasks.items() if task.done()]:
            log.error("partition.work_ended", partition=index, error=_error_of(self.tasks[index]))
            await self._give_back(index)
        target = math.ceil(self.count / await live_workers(self.leases.connection))
        for index in sorted(self.tasks, reverse=True)[: max(0, len(self.tasks) - target)]:
            log.info("partition.handing_back", partition=index, target=target)
            await self._give_back(index)
        for step in range(self.count):
            if len(self.tasks) >= target:
                break
            index = (self.offset + step) % self.count
            if index not in self.tasks and await self.leases.try_acquire(Partition(index, self.count).lease):
                self._start(index)

    def _start(self, index: int) -> None:
        partition = Partition(index, self.count)
        log.info("partition.acquired", partition=index, of=self.count)
        self.tasks[index] = asyncio.create_task(self.work(partition), name=f"partition:{index}")

    async def _give_back(self, index: int) -> None:
        await self._cancel([index])
        await self.leases.release(Partition(index, self.count).lease)

    async def _cancel(self, indexes: list[int]) -> None:
        tasks = [self.tasks.pop(i) for i in indexes]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


def _error_of(task: asyncio.Task[None]) -> str | None:
    if task.cancelled():
        return "cancelled"
    error = task.exception()
    return None if error is None else repr(error)
