"""Leases: which process may run the work that must run once (the projector and the reactors).

A lease is a PostgreSQL *session-level advisory lock* held on a connection of
its own. PostgreSQL releases it the moment that session ends: a holder killed
with ``kill -9`` closes its socket, its backend exits, and a standby's next try
succeeds, within its poll interval. There is no clock, no expiry to tune and no
heartbeat write, so a slow holder never loses a lease it still holds, and a
dead one never keeps it.

One connection may hold several leases (one per :class:`LeaseKey`), which is
how the projector and the reactors, split by partition of game id, are spread
over workers (services/partitions.py): each worker tries the partitions' keys
and works on those it got.

A holder checks its connection every second (:meth:`AdvisoryLeases.check`);
when the check fails or hangs it must stop its work at once, because the
server will free the lock when it notices the session is gone. The session's
TCP keepalives are set short so that the server notices a vanished holder in
about ten seconds instead of the default two hours. Appends stay safe even if
two holders overlapped for that moment: the store's expected-version check
and the reactors' idempotence make a doubled move a refused one.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import zlib
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

import msgspec
import psycopg
import structlog

log = structlog.get_logger(__name__)

#: Server-side keepalives for the lease session (seconds; all user-settable GUCs).
_SESSION_SETTINGS = (
    "SET idle_session_timeout = 0",
    "SET tcp_keepalives_idle = 5",
    "SET tcp_keepalives_interval = 2",
    "SET tcp_keepalives_count = 3",
    "SET tcp_user_timeout = 10000",
)


class LeaseLost(Exception):
    """The lease connection failed or stopped answering: the lease may be someone else's now."""


class LeaseKey(msgspec.Struct, frozen=True):
    """What a lease is for: a name and a partition (0 while there is one)."""

    name: str
    partition: int = 0

    def lock_ids(self) -> tuple[int, int]:
        """The two int4 keys of ``pg_try_advisory_lock(int, int)``: a stable hash of the name, the partition."""
        digest = zlib.crc32(self.name.encode())
        return digest - 2**32 if digest >= 2**31 else digest, self.partition


#: The lease of the whole log's projector and reactors as one (``clowder worker`` now holds partitions instead).
WORKER_LEASE = LeaseKey("clowder.worker")


class AdvisoryLeases:
    """Advisory locks on one dedicated autocommit connection (see the module docstring)."""

    def __init__(self, conn: psycopg.AsyncConnection, check_timeout: float = 3.0) -> None:
        self._conn = conn
        self._check_timeout = check_timeout
        self._held: set[LeaseKey] = set()

    @classmethod
    @contextlib.asynccontextmanager
    async def connect(cls, url: str, holder: str | None = None) -> AsyncIterator[AdvisoryLeases]:
        """A lease connection named ``holder`` in ``pg_stat_activity`` (default ``clowder-lease:<pid>``)."""
        conn = await psycopg.AsyncConnection.connect(
            url,
            autocommit=True,
            connect_timeout=5,
            application_name=holder or f"clowder-lease:{os.getpid()}",
        )
        try:
            for statement in _SESSION_SETTINGS:
                with contextlib.suppress(psycopg.errors.UndefinedObject):  # an older server lacks one
                    await conn.execute(statement)
            yield cls(conn)
        finally:
            with contextlib.suppress(Exception):
                await conn.close()

    @property
    def connection(self) -> psycopg.AsyncConnection:
        """The lease session itself, for read-only questions about who else holds what."""
        return self._conn

    @property
    def held(self) -> frozenset[LeaseKey]:
        return frozenset(self._held)

    async def try_acquire(self, key: LeaseKey) -> bool:
        """Take the lease if nobody holds it; never waits."""
        if key in self._held:
            return True
        cursor = await self._conn.execute("SELECT pg_try_advisory_lock(%s, %s)", key.lock_ids())
        row = await cursor.fetchone()
        if row is not None and row[0]:
            self._held.add(key)
            return True
        return False

    async def release(self, key: LeaseKey) -> None:
        if key in self._held:
            await self._conn.execute("SELECT pg_advisory_unlock(%s, %s)", key.lock_ids())
            self._held.discard(key)

    async def check(self) -> None:
        """Raise :class:`LeaseLost` unless the session answers (and so still holds its locks)."""
        try:
            await asyncio.wait_for(self._conn.execute("SELECT 1"), self._check_timeout)
        except (psycopg.Error, OSError, TimeoutError) as error:
            self._held.clear()
            raise LeaseLost(f"the lease connection failed: {type(error).__name__}") from error


async def lease_holders(conn: psycopg.AsyncConnection, key: LeaseKey) -> list[str]:
    """The ``application_name`` of each session holding ``key`` (for operators and tests)."""
    classid, objid = key.lock_ids()
    cursor = await conn.execute(
        """SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
             AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND l.classid = (%s::bigint & 4294967295)::oid AND l.objid = %s::oid""",
        (classid, objid),
    )
    return [row[0] for row in await cursor.fetchall()]


async def while_leased(
    url: str,
    key: LeaseKey,
    work: Callable[[], Coroutine[Any, Any, None]],
    stop: asyncio.Event,
    poll: float = 0.5,
    check_every: float = 1.0,
) -> None:
    """Run ``work`` only while holding ``key``, as a standby until then; return once ``stop`` is set.

    Losing the lease (its connection failed) cancels ``work`` and goes back to
    standby on a new connection. ``work`` should run until cancelled; if it
    returns or fails, the lease is released and it is started again.
    """
    while not stop.is_set():
        try:
            async with AdvisoryLeases.connect(url) as leases:
                if await _wait_for(leases, key, stop, poll):
                    await _work_while_held(leases, key, work, stop, check_every)
        except (LeaseLost, psycopg.Error, OSError) as error:
            log.warning("lease.lost", lease=key.name, partition=key.partition, error=str(error))
        with contextlib.suppress(TimeoutError):  # before trying again, unless told to stop
            await asyncio.wait_for(stop.wait(), poll * 2)


async def _wait_for(leases: AdvisoryLeases, key: LeaseKey, stop: asyncio.Event, poll: float) -> bool:
    """Standby: try the lease every ``poll`` seconds. True once held, False if told to stop first."""
    waiting_logged = False
    while not stop.is_set():
        if await leases.try_acquire(key):
            log.info("lease.acquired", lease=key.name, partition=key.partition)
            return True
        if not waiting_logged:
            log.info("lease.standby", lease=key.name, partition=key.partition)
            waiting_logged = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), poll)
    return False


async def _work_while_held(
    leases: AdvisoryLeases,
    key: LeaseKey,
    work: Callable[[], Coroutine[Any, Any, None]],
    stop: asyncio.Event,
    check_every: float,
) -> None:
    worker = asyncio.create_task(work(), name=f"leased:{key.name}")
    watcher = asyncio.create_task(_watch(leases, check_every), name=f"lease-watch:{key.name}")
    stopper = asyncio.create_task(stop.wait(), name="lease-stop")
    try:
        done, _ = await asyncio.wait({worker, watcher, stopper}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (worker, watcher, stopper):
            task.cancel()
        for task in (worker, watcher, stopper):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
    if watcher in done:
        watcher.result()  # raises LeaseLost
    if worker in done and not stop.is_set():
        error = worker.exception() if not worker.cancelled() else None
        log.error("lease.work_ended", lease=key.name, error=repr(error))
        await leases.release(key)


async def _watch(leases: AdvisoryLeases, every: float) -> None:
    while True:
        await asyncio.sleep(every)
        await leases.check()
