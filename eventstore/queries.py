"""The SQL of the PostgreSQL event store, one statement per operation.

Why each statement looks the way it does is in ``docs/eventstore.md``.
"""

from __future__ import annotations

from functools import lru_cache

COLUMNS = "stream_id, version, position, transaction_id, type, data, metadata, recorded_at"

#: What an append returns for each new row; the rest the caller already has.
NEW_ROW = "version, position, transaction_id, recorded_at"

# The earlier batch appended with a key: the batch's first row holds the key in
# the unique index; the others follow it in the stream, in the same transaction.
_PRIOR = """
    SELECT e.version, e.position, e.transaction_id, e.recorded_at, e.type, e.data, e.metadata
    FROM events AS first
    JOIN events AS e
      ON e.stream_id = first.stream_id AND e.version >= first.version
     AND e.transaction_id = first.transaction_id AND e.idempotency_key = first.idempotency_key
    WHERE first.stream_id = %(stream_id)s AND first.idempotency_key = %(key)s AND first.first_in_batch
"""

_HEAD = "SELECT coalesce(max(version), 0) AS version FROM events WHERE stream_id = %(stream_id)s"


@lru_cache(maxsize=64)
def append(count: int, with_key: bool) -> str:
    """The one statement that appends ``count`` events, checking the version (and the key).

    Rows go in only if the stream's last version is the expected one; with a
    key, only if no earlier append used it, and then that append's rows come
    back instead (flagged ``false``). Parameters: ``stream_id``, ``expected``,
    ``key`` and ``type_N``, ``data_N``, ``metadata_N`` for N in 1..count.
    """
    values = ", ".join(f"({n}, %(type_{n})s, %(data_{n})s::jsonb, %(metadata_{n})s::jsonb)" for n in range(1, count + 1))
    insert = f"""
    INSERT INTO events (stream_id, version, type, data, metadata, idempotency_key, first_in_batch)
    SELECT %(stream_id)s, head.version + new.n, new.type, new.data, new.metadata, %(key)s, new.n = 1
    FROM head, (VALUES {values}) AS new (n, type, data, metadata)
    WHERE head.version = %(expected)s{" AND NOT EXISTS (SELECT FROM prior)" if with_key else ""}
    ORDER BY new.n
    RETURNING true, {NEW_ROW}"""
    if not with_key:
        return f"WITH head AS ({_HEAD}){insert}"
    return f"""
WITH prior AS ({_PRIOR}), head AS ({_HEAD}), inserted AS ({insert})
SELECT *, NULL::text, NULL::jsonb, NULL::jsonb FROM inserted
UNION ALL
SELECT false, * FROM prior
"""


FIND_IDEMPOTENT = f"""
SELECT e.{COLUMNS.replace(", ", ", e.")}
FROM events AS first
JOIN events AS e
  ON e.stream_id = first.stream_id AND e.version >= first.version
 AND e.transaction_id = first.transaction_id AND e.idempotency_key = first.idempotency_key
WHERE first.stream_id = %(stream_id)s AND first.idempotency_key = %(key)s AND first.first_in_batch
ORDER BY e.version
"""

READ_STREAM = f"""
SELECT {COLUMNS} FROM events
WHERE stream_id = %(stream_id)s AND version >= %(from)s AND version <= %(to)s
ORDER BY version
"""

STREAM_VERSION = "SELECT coalesce(max(version), 0) FROM events WHERE stream_id = %(stream_id)s"

# Only transactions below the snapshot's xmin: every one of those has ended, and
# every transaction still running or yet to start has an id >= xmin, so nothing
# can later appear before what this returns.
READ_ALL = f"""
SELECT {COLUMNS} FROM events
WHERE (transaction_id, position) > (%(transaction_id)s::xid8, %(position)s)
  AND transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))
ORDER BY transaction_id, position
LIMIT %(limit)s
"""
