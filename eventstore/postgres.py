"""The PostgreSQL event store: psycopg 3, async, over a connection pool.

Every method is one statement on an autocommit connection. An append checks
the expected version, checks the idempotency key and inserts its rows in a
single ``WITH ... INSERT ... SELECT``: no explicit transaction, no table or
advisory lock, no NOTIFY, so appends to different streams never wait on each
other. A concurrent writer to the same stream fails on the ``(stream_id,
version)`` primary key. ``docs/eventstore.md`` explains the design, above all
why ``read_all`` never skips an event.

The store reads ``data`` and ``metadata`` back as the raw bytes PostgreSQL
holds (jsonb's normalized text) and decodes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg import errors
from psycopg.abc import Buffer
from psycopg.adapt import Loader
from psycopg.rows import RowMaker
from psycopg_pool import AsyncConnectionPool

from eventstore.base import (
    AppendResult,
    Checkpoint,
    ConcurrencyError,
    EventStoreError,
    NewEvent,
    RecordedEvent,
    check_append_arguments,
)

_COLUMNS = "stream_id, version, position, transaction_id, type, data, metadata, recorded_at"

# One statement: a retry with a known key gets the earlier batch back (prior);
# otherwise the rows go in only if the stream is at the expected version (head).
_APPEND = f"""
WITH prior AS (
    SELECT e.{_COLUMNS.replace(", ", ", e.")}
    FROM events AS first
    JOIN events AS e
      ON e.stream_id = first.stream_id AND e.version >= first.version
     AND e.transaction_id = first.transaction_id AND e.idempotency_key = first.idempotency_key
    WHERE first.stream_id = %(stream_id)s AND first.idempotency_key = %(key)s AND first.first_in_batch
), head AS (
    SELECT coalesce(max(version), 0) AS version FROM events WHERE stream_id = %(stream_id)s
), inserted AS (
    INSERT INTO events (stream_id, version, type, data, metadata, idempotency_key, first_in_batch)
    SELECT %(stream_id)s, head.version + new.n, new.type, new.data, new.metadata, %(key)s, new.n = 1
    FROM head, unnest(%(types)s::text[], %(data)s::jsonb[], %(metadata)s::jsonb[])
        WITH ORDINALITY AS new (type, data, metadata, n)
    WHERE head.version = %(expected)s AND NOT EXISTS (SELECT FROM prior)
    ORDER BY new.n
    RETURNING {_COLUMNS}
)
SELECT true, {_COLUMNS} FROM inserted
UNION ALL
SELECT false, {_COLUMNS} FROM prior
"""

_FIND_IDEMPOTENT = f"""
SELECT e.{_COLUMNS.replace(", ", ", e.")}
FROM events AS first
JOIN events AS e
  ON e.stream_id = first.stream_id AND e.version >= first.version
 AND e.transaction_id = first.transaction_id AND e.idempotency_key = first.idempotency_key
WHERE first.stream_id = %(stream_id)s AND first.idempotency_key = %(key)s AND first.first_in_batch
ORDER BY e.version
"""

_READ_STREAM = f"""
SELECT {_COLUMNS} FROM events
WHERE stream_id = %(stream_id)s AND version >= %(from)s AND version <= %(to)s
ORDER BY version
"""

_STREAM_VERSION = "SELECT coalesce(max(version), 0) FROM events WHERE stream_id = %(stream_id)s"

# Only transactions below the snapshot's xmin: every one of those has ended, and
# every transaction still running or yet to start has an id >= xmin, so nothing
# can later appear before what this returns.
_READ_ALL = f"""
SELECT {_COLUMNS} FROM events
WHERE (transaction_id, position) > (%(transaction_id)s::xid8, %(position)s)
  AND transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))
ORDER BY transaction_id, position
LIMIT %(limit)s
"""

_MAX_VERSION = 2**63 - 1


class _RawJsonLoader(Loader):
    """jsonb as the bytes PostgreSQL sends: the store decodes nothing."""

    def load(self, data: Buffer) -> bytes:
        return bytes(data)


class _Xid8Loader(Loader):
    def load(self, data: Buffer) -> int:
        return int(bytes(data))


def _recorded_event(cursor: Any) -> RowMaker[RecordedEvent]:
    return lambda values: RecordedEvent(*values)


def _flagged_recorded_event(cursor: Any) -> RowMaker[tuple[bool, RecordedEvent]]:
    return lambda values: (values[0], RecordedEvent(*values[1:]))


class PostgresEventStore:
    """The event store on PostgreSQL; ``pool`` must hand out autocommit connections."""

    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool

    async def append(
        self,
        stream_id: str,
        events: Sequence[NewEvent],
        expected_version: int,
        idempotency_key: str | None = None,
    ) -> AppendResult:
        check_append_arguments(events, expected_version)
        try:
            params = {
                "stream_id": stream_id,
                "key": idempotency_key,
                "expected": expected_version,
                "types": [event.type for event in events],
                "data": [event.data.decode() for event in events],
                "metadata": [event.metadata.decode() for event in events],
            }
        except UnicodeDecodeError as error:
            raise EventStoreError(f"event data of stream {stream_id!r} is not UTF-8 JSON") from error
        try:
            rows = await self._fetch(_APPEND, params, _flagged_recorded_event)
        except errors.UniqueViolation as error:
            # A concurrent append won the race for a version or for the key.
            earlier = None if idempotency_key is None else await self.find_idempotent(stream_id, idempotency_key)
            if earlier is None:
                raise ConcurrencyError(stream_id, expected_version) from error
            return earlier
        except psycopg.Error as error:
            raise EventStoreError(f"appending to stream {stream_id!r} failed: {error}") from error
        if not rows:
            raise ConcurrencyError(stream_id, expected_version)
        recorded = tuple(sorted((event for _, event in rows), key=lambda event: event.version))
        return AppendResult(stream_id, recorded[0].version, recorded[-1].version, recorded, replayed=not rows[0][0])

    async def find_idempotent(self, stream_id: str, idempotency_key: str) -> AppendResult | None:
        rows = await self._read(_FIND_IDEMPOTENT, {"stream_id": stream_id, "key": idempotency_key})
        if not rows:
            return None
        return AppendResult(stream_id, rows[0].version, rows[-1].version, tuple(rows), replayed=True)

    async def read_stream(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[RecordedEvent]:
        to_version = _MAX_VERSION if to_version is None else to_version
        return await self._read(_READ_STREAM, {"stream_id": stream_id, "from": from_version, "to": to_version})

    async def stream_version(self, stream_id: str) -> int:
        try:
            async with self._pool.connection() as conn:
                cursor = await conn.execute(_STREAM_VERSION, {"stream_id": stream_id})
                row = await cursor.fetchone()
        except psycopg.Error as error:
            raise EventStoreError(f"reading the version of stream {stream_id!r} failed: {error}") from error
        return int(row[0]) if row else 0

    async def read_all(self, after: Checkpoint = Checkpoint(), limit: int = 1000) -> list[RecordedEvent]:
        params = {"transaction_id": str(after.transaction_id), "position": after.position, "limit": max(limit, 0)}
        return await self._read(_READ_ALL, params)

    async def _read(self, query: str, params: dict[str, Any]) -> list[RecordedEvent]:
        try:
            return await self._fetch(query, params, _recorded_event)
        except psycopg.Error as error:
            raise EventStoreError(f"reading events failed: {error}") from error

    async def _fetch(self, query: str, params: dict[str, Any], row_factory: Any) -> list[Any]:
        """Run one statement on a pooled autocommit connection; callers translate psycopg errors."""
        async with self._pool.connection() as conn:
            cursor = conn.cursor(row_factory=row_factory)
            cursor.adapters.register_loader("jsonb", _RawJsonLoader)
            cursor.adapters.register_loader("xid8", _Xid8Loader)
            await cursor.execute(query, params)  # type: ignore[arg-type]
            return await cursor.fetchall()


async def open_pool(
    conninfo: str, min_size: int = 2, max_size: int = 10, *, timeout: float = 10.0
) -> AsyncConnectionPool:
    """Open a pool of autocommit connections; close it with ``await pool.close()``."""
    pool: AsyncConnectionPool = AsyncConnectionPool(
        conninfo,
        min_size=min_size,
        max_size=max_size,
        kwargs={"autocommit": True},
        timeout=timeout,
        open=False,
        name="clowder-eventstore",
    )
    try:
        await pool.open(wait=True, timeout=timeout)
    except psycopg.Error as error:
        await pool.close()
        raise EventStoreError(f"cannot connect to PostgreSQL: {error}") from error
    return pool
