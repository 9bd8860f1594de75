"""The PostgreSQL event store: psycopg 3, async, over a connection pool.

Every method is one statement on an autocommit connection. An append checks
the expected version, checks the idempotency key and inserts its rows in a
single ``WITH ... INSERT ... SELECT``: no explicit transaction, no table or
advisory lock, no NOTIFY, so appends to different streams never wait on each
other. A concurrent writer to the same stream fails on the ``(stream_id,
version)`` primary key. ``docs/eventstore.md`` explains the design, above all
why ``read_all`` never skips an event.

The store decodes no event: ``data`` and ``metadata`` come back as the bytes
PostgreSQL holds, which is jsonb's normalized text (key order and spacing may
differ from what was appended; the JSON value is the same). An append's
result carries the bytes the caller gave.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import psycopg
from msgspec.structs import replace
from psycopg import AsyncRawCursor, abc, errors
from psycopg.abc import Buffer
from psycopg.adapt import AdaptersMap, Loader
from psycopg.pq import Format
from psycopg.rows import RowMaker, tuple_row
from psycopg_pool import AsyncConnectionPool

from eventstore import queries
from eventstore.base import (
    AppendResult,
    Checkpoint,
    ConcurrencyError,
    EventStoreError,
    NewEvent,
    RecordedEvent,
    StoreUnavailable,
    check_append_arguments,
)
from eventstore.deadlines import DEFAULT_DEADLINE_SECONDS, bounded_connection_class, connect_kwargs
from eventstore.stream_queries import StreamQuery, count_sql, stream_ids_sql

_MAX_VERSION = 2**63 - 1
_RECONNECT_SECONDS = 5.0
_JSONB_OID = 3802


class _RawJsonLoader(Loader):
    """jsonb as the bytes PostgreSQL sends: the store decodes nothing."""

    def load(self, data: Buffer) -> bytes:
        return bytes(data)


class _Xid8Loader(Loader):
    def load(self, data: Buffer) -> int:
        return int(bytes(data))


def _xid8_loader() -> type[abc.Loader]:
    """psycopg's own text integer loader, in C with psycopg[binary] (a fifth of the
    Python one's cost per row): xid8's text is decimal digits, as int8's is, and it
    reads any size of integer."""
    loader = psycopg.adapters.get_loader(psycopg.adapters.types["int8"].oid, Format.TEXT)
    return loader if loader is not None else _Xid8Loader


def use_raw_loaders(adapters: AdaptersMap) -> None:
    """Load jsonb as raw bytes and xid8 as int on this connection (or cursor)."""
    adapters.register_loader("jsonb", _RawJsonLoader)
    adapters.register_loader("xid8", _xid8_loader())


def _recorded_event(cursor: Any) -> RowMaker[RecordedEvent]:
    return lambda values: RecordedEvent(*values)


class PostgresEventStore:
    """The event store on PostgreSQL; ``pool`` must hand out autocommit connections.

    A pool from :func:`open_pool` is ready as it is; on any other pool the
    store sets its loaders on each cursor it opens.
    """

    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool
        self._checking: asyncio.Task[None] | None = None

    async def append(
        self,
        stream_id: str,
        events: Sequence[NewEvent],
        expected_version: int,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
    ) -> AppendResult:
        check_append_arguments(events, expected_version)
        params: list[Any] = [stream_id, expected_version]
        if idempotency_key is not None:
            params += (idempotency_key, fingerprint)
        try:
            for event in events:
                params += (event.type, event.data.decode(), event.metadata.decode())
        except UnicodeDecodeError as error:
            raise EventStoreError(f"an event for stream {stream_id!r} is not UTF-8 JSON") from error
        query = queries.append(len(events), idempotency_key is not None)
        try:
            rows = await self._fetch(query, params, None)
        except errors.UniqueViolation as error:
            # A concurrent append won the race for a version or for the key.
            earlier = None if idempotency_key is None else await self.find_idempotent(stream_id, idempotency_key)
            if earlier is None:
                raise ConcurrencyError(stream_id, expected_version) from error
            return earlier
        except psycopg.Error as error:
            raise _translated(error, f"appending to stream {stream_id!r} failed") from error
        if not rows:
            raise ConcurrencyError(stream_id, expected_version)
        if idempotency_key is None:
            return _appended(stream_id, expected_version, events, rows)
        if rows[0][0]:
            appended = _appended(stream_id, expected_version, events, [row[2:5] for row in rows])
            return replace(appended, fingerprint=fingerprint)
        return _replayed(stream_id, rows)

    async def find_idempotent(self, stream_id: str, idempotency_key: str) -> AppendResult | None:
        try:
            rows = await self._fetch(queries.FIND_IDEMPOTENT, [stream_id, idempotency_key], None)
        except psycopg.Error as error:
            raise _translated(error, f"reading the idempotency key of stream {stream_id!r} failed") from error
        if not rows:
            return None
        recorded = tuple(RecordedEvent(*row[:8]) for row in rows)
        fingerprint = None if rows[0][8] is None else bytes(rows[0][8])
        return AppendResult(
            stream_id, recorded[0].version, recorded[-1].version, recorded, replayed=True, fingerprint=fingerprint
        )

    async def read_stream(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[RecordedEvent]:
        to_version = _MAX_VERSION if to_version is None else to_version
        return await self._read(queries.READ_STREAM, [stream_id, from_version, to_version])

    async def read_stream_data(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[bytes]:
        to_version = _MAX_VERSION if to_version is None else to_version
        try:
            rows = await self._fetch(queries.READ_STREAM_DATA, [stream_id, from_version, to_version], None)
        except psycopg.Error as error:
            raise _translated(error, f"reading stream {stream_id!r} failed") from error
        return [row[0] for row in rows]

    async def read_stream_data_head(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> tuple[list[bytes], bytes | None]:
        to_version = _MAX_VERSION if to_version is None else to_version
        try:
            rows = await self._fetch(queries.READ_STREAM_DATA_HEAD, [stream_id, from_version, to_version], None)
        except psycopg.Error as error:
            raise _translated(error, f"reading stream {stream_id!r} failed") from error
        return [row[0] for row in rows], rows[-1][1] if rows else None

    async def find_streams(self, query: StreamQuery, offset: int = 0, limit: int = 100) -> list[str]:
        statement, params = stream_ids_sql(query, offset, limit)
        rows = await self._query(statement, params, f"finding {query.prefix}* streams failed")
        return [str(row[0]) for row in rows]

    async def count_streams(self, query: StreamQuery) -> int:
        statement, params = count_sql(query)
        rows = await self._query(statement, params, f"counting {query.prefix}* streams failed")
        return int(rows[0][0]) if rows else 0

    async def behind(self, after: Checkpoint, at_most: int = 100_000) -> tuple[int, datetime | None]:
        params = {"tx": str(after.transaction_id), "position": after.position, "at_most": at_most}
        rows = await self._query(queries.BEHIND, params, "measuring a follower's lag failed")
        count, oldest = rows[0] if rows else (0, None)
        return int(count), oldest

    async def _query(self, statement: Any, params: dict[str, Any], failure: str) -> list[tuple[Any, ...]]:
        """A read that is not on a hot path, with named parameters, on a pooled connection."""
        try:
            async with self._pool.connection() as conn:
                cursor = await conn.execute(statement, params)
                return list(await cursor.fetchall())
        except psycopg.Error as error:
            raise _translated(error, failure) from error

    async def stream_version(self, stream_id: str) -> int:
        try:
            rows = await self._fetch(queries.STREAM_VERSION, [stream_id], None)
        except psycopg.Error as error:
            raise _translated(error, f"reading the version of stream {stream_id!r} failed") from error
        return int(rows[0][0])

    async def read_all(self, after: Checkpoint = Checkpoint(), limit: int = 1000) -> list[RecordedEvent]:
        params = [str(after.transaction_id), after.position, max(limit, 0)]
        return await self._read(queries.READ_ALL, params)

    async def _read(self, query: str, params: list[Any]) -> list[RecordedEvent]:
        try:
            return await self._fetch(query, params, _recorded_event)
        except psycopg.Error as error:
            raise _translated(error, "reading events failed") from error

    async def _fetch(self, query: str, params: list[Any], row_factory: Any) -> list[Any]:
        """Run one statement on a pooled autocommit connection; callers translate psycopg errors.

        ``getconn``/``putconn`` rather than ``pool.connection()``: on an
        autocommit connection they do the same, and the append is hot enough
        for the context manager's extra work to show in the benchmark.
        """
        conn = await self._pool.getconn()
        try:
            if not conn.autocommit:
                # The pool would roll back what the statement wrote when the connection goes back.
                raise EventStoreError("the event store needs a pool of autocommit connections")
            cursor = AsyncRawCursor(conn, row_factory=row_factory or tuple_row)
            if cursor.adapters.get_loader(_JSONB_OID, Format.TEXT) is not _RawJsonLoader:
                use_raw_loaders(cursor.adapters)
            await cursor.execute(query, params)
            return await cursor.fetchall()
        except psycopg.OperationalError:
            self._check_pool()
            raise
        finally:
            await self._pool.putconn(conn)

    def _check_pool(self) -> None:
        """After a lost connection, test the idle ones in the background (``pool.check()``).

        A PostgreSQL restart leaves every idle connection dead; without this
        each would fail one more request before the pool replaced it. Testing
        every checkout instead (``open_pool(check=True)``) costs a round trip
        per statement."""
        if self._checking is None or self._checking.done():
            self._checking = asyncio.create_task(self._pool.check(), name="pool-check")


def _translated(error: psycopg.Error, what: str) -> EventStoreError:
    """A lost or refused connection (PostgreSQL down or restarting, the pool's
    wait timed out) is :class:`StoreUnavailable`, which callers may retry;
    anything else is a plain :class:`EventStoreError`."""
    if isinstance(error, psycopg.OperationalError):  # PoolTimeout, AdminShutdown, CannotConnectNow too
        return StoreUnavailable(f"{what}: PostgreSQL is unavailable ({type(error).__name__})")
    return EventStoreError(f"{what}: {error}")


def _appended(
    stream_id: str, expected_version: int, events: Sequence[NewEvent], places: list[tuple[Any, ...]]
) -> AppendResult:
    """A fresh append's result: the caller's events where PostgreSQL put them.

    ``places`` are ``(position, transaction_id, recorded_at)``; rows went in in
    version order, so ordering them by position restores it.
    """
    placed = zip(sorted(places), events, strict=True)
    recorded = tuple(
        RecordedEvent(stream_id, version, position, transaction_id, event.type, event.data, event.metadata, at)
        for version, ((position, transaction_id, at), event) in enumerate(placed, start=expected_version + 1)
    )
    return AppendResult(stream_id, recorded[0].version, recorded[-1].version, recorded)


def _replayed(stream_id: str, rows: list[tuple[Any, ...]]) -> AppendResult:
    """The result of the earlier append that used the same key, as PostgreSQL holds it."""
    ordered = sorted(rows, key=lambda row: row[1])
    recorded = tuple(
        RecordedEvent(stream_id, version, position, transaction_id, type_, data, metadata, recorded_at)
        for _, version, position, transaction_id, recorded_at, type_, data, metadata, _ in ordered
    )
    fingerprint = None if ordered[0][8] is None else bytes(ordered[0][8])
    return AppendResult(
        stream_id, recorded[0].version, recorded[-1].version, recorded, replayed=True, fingerprint=fingerprint
    )


async def open_pool(
    conninfo: str,
    min_size: int = 2,
    max_size: int = 10,
    *,
    timeout: float = 10.0,
    check: bool = False,
    open_timeout: float | None = None,
    statement_deadline: float = DEFAULT_DEADLINE_SECONDS,
) -> AsyncConnectionPool:
    """Open a pool of autocommit connections; close it with ``await pool.close()``.

    Its connections load jsonb as raw bytes and xid8 as int (what the store
    wants); other code sharing the pool sees jsonb columns as bytes too.

    ``timeout`` bounds how long a caller waits for a connection (and, unless
    ``open_timeout`` says otherwise, how long opening waits for the first): while
    PostgreSQL is down that is how long a request takes to get its 503. The
    pool keeps reconnecting in the background for as long as it takes. After
    a restart the store tests the idle connections once it meets a dead one
    (see ``PostgresEventStore._check_pool``), and requests are served again
    a few seconds at most after PostgreSQL's return, however long the outage
    was; with ``check`` every connection
    is tested before it is handed out instead (an empty query: measured
    +0.3 ms per statement on the loaded CI machine), so no request meets a dead one.

    ``statement_deadline`` bounds every wait on the server (and connecting):
    past it the connection is cut and the call fails as unavailable
    (``eventstore/deadlines.py``: a frozen PostgreSQL holds statements otherwise).
    """

    async def configure(conn: psycopg.AsyncConnection) -> None:
        use_raw_loaders(conn.adapters)

    pool: AsyncConnectionPool = AsyncConnectionPool(
        conninfo,
        min_size=min_size,
        max_size=max_size,
        kwargs={"autocommit": True, **connect_kwargs(conninfo, statement_deadline)},
        connection_class=bounded_connection_class(statement_deadline),
        configure=configure,
        timeout=timeout,
        check=AsyncConnectionPool.check_connection if check else None,
        # Each reconnection attempt backs off (1 s, doubling) until it gives up
        # after this long; the next request then starts a fresh one. A short
        # bound keeps the wait after a long outage short: the doubling would
        # otherwise reach minutes.
        reconnect_timeout=_RECONNECT_SECONDS,
        open=False,
        name="clowder-eventstore",
    )
    try:
        await pool.open(wait=True, timeout=timeout if open_timeout is None else open_timeout)
    except psycopg.Error as error:
        await pool.close()
        raise EventStoreError(f"cannot connect to PostgreSQL: {error}") from error
    return pool
