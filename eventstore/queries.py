"""The SQL of the PostgreSQL event store, one statement per operation.

Why each statement looks the way it does is in ``docs/eventstore.md``.
"""

from __future__ import annotations

from functools import lru_cache

COLUMNS = "stream_id, version, position, transaction_id, type, data, metadata, recorded_at"

# Statements use PostgreSQL's own $n placeholders (psycopg's raw cursors):
# appends are the hot path, and this skips psycopg's placeholder rewriting.

# The earlier batch appended with key $3: the batch's first row holds the key
# in the unique index; the others follow it in the stream, in the same transaction.
_PRIOR = """
    SELECT e.version, e.position, e.transaction_id, e.recorded_at, e.type, e.data, e.metadata,
           first.idempotency_fingerprint
    FROM events AS first
    JOIN events AS e
      ON e.stream_id = first.stream_id AND e.version >= first.version
     AND e.transaction_id = first.transaction_id AND e.idempotency_key = first.idempotency_key
    WHERE first.stream_id = $1 AND first.idempotency_key = $3 AND first.first_in_batch
"""

_HEAD = "SELECT coalesce(max(version), 0) AS version FROM events WHERE stream_id = $1"


@lru_cache(maxsize=64)
def append(count: int, with_key: bool) -> str:
    """The one statement that appends ``count`` events, checking the version (and the key).

    Parameters: ``$1`` stream id, ``$2`` expected version, with a key ``$3``
    the key and ``$4`` the request's fingerprint (kept on the batch's first
    row), then type, data and metadata of each event. Rows go in only if
    the stream's last version is the expected one. Without a key it returns
    ``(position, transaction_id, recorded_at)`` per new row. With a key, only
    if no earlier append used it; rows are then ``(true, version, position,
    transaction_id, recorded_at, NULL...)`` for new rows, or ``(false,
    version, position, transaction_id, recorded_at, type, data, metadata,
    fingerprint)`` for the earlier append's rows.
    """
    first = 5 if with_key else 3
    values = ", ".join(
        f"({n + 1}, ${p}, ${p + 1}::jsonb, ${p + 2}::jsonb)" for n, p in enumerate(range(first, first + 3 * count, 3))
    )
    insert = f"""
    INSERT INTO events (stream_id, version, type, data, metadata, idempotency_key, first_in_batch{
        ", idempotency_fingerprint" if with_key else ""
    })
    SELECT $1, head.version + new.n, new.type, new.data, new.metadata, {"$3" if with_key else "NULL"}, new.n = 1{
        ", CASE WHEN new.n = 1 THEN $4::bytea END" if with_key else ""
    }
    FROM head, (VALUES {values}) AS new (n, type, data, metadata)
    WHERE head.version = $2{" AND NOT EXISTS (SELECT FROM prior)" if with_key else ""}
    ORDER BY new.n"""
    if not with_key:
        return f"WITH head AS ({_HEAD}){insert}\n    RETURNING position, transaction_id, recorded_at"
    return f"""
WITH prior AS ({_PRIOR}), head AS ({_HEAD}), inserted AS ({insert}
    RETURNING true, version, position, transaction_id, recorded_at)
SELECT *, NULL::text, NULL::jsonb, NULL::jsonb, NULL::bytea FROM inserted
UNION ALL
SELECT false, * FROM prior
"""


FIND_IDEMPOTENT = f"""
SELECT e.{COLUMNS.replace(", ", ", e.")}, first.idempotency_fingerprint
FROM events AS first
JOIN events AS e
  ON e.stream_id = first.stream_id AND e.version >= first.version
 AND e.transaction_id = first.transaction_id AND e.idempotency_key = first.idempotency_key
WHERE first.stream_id = $1 AND first.idempotency_key = $2 AND first.first_in_batch
ORDER BY e.version
"""

READ_STREAM = f"""
SELECT {COLUMNS} FROM events
WHERE stream_id = $1 AND version >= $2 AND version <= $3
ORDER BY version
"""

READ_STREAM_DATA = """
SELECT data FROM events
WHERE stream_id = $1 AND version >= $2 AND version <= $3
ORDER BY version
"""

#: READ_STREAM_DATA, and the metadata on the last row only. The last version is an
#: uncorrelated subquery (one index probe, run once); ``max(version) OVER ()`` had the
#: whole stream buffered for a window and cost PostgreSQL half as much again per row.
READ_STREAM_DATA_HEAD = """
SELECT data, CASE WHEN version = (
    SELECT max(version) FROM events WHERE stream_id = $1 AND version >= $2 AND version <= $3
) THEN metadata END
FROM events
WHERE stream_id = $1 AND version >= $2 AND version <= $3
ORDER BY version
"""

STREAM_VERSION = "SELECT coalesce(max(version), 0) FROM events WHERE stream_id = $1"

# Only transactions below the snapshot's xmin: every one of those has ended, and
# every transaction still running or yet to start has an id >= xmin, so nothing
# can later appear before what this returns.
READ_ALL = f"""
SELECT {COLUMNS} FROM events
WHERE (transaction_id, position) > ($1::text::xid8, $2)
  AND transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))
ORDER BY transaction_id, position
LIMIT $3
"""


#: How far the log runs past a checkpoint: the events after it (counted up to a cap) and the oldest's time.
BEHIND = """
SELECT count(*), min(recorded_at) FROM (
    SELECT recorded_at FROM events WHERE (transaction_id, position) > (%(tx)s::xid8, %(position)s)
    ORDER BY transaction_id, position LIMIT %(at_most)s) AS behind
"""
