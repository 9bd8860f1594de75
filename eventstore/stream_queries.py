"""Finding streams by their events: the one way the layers above query the log beside reading it.

The store knows streams, versions, types and JSON bodies, never what they
mean; a :class:`StreamQuery` asks in those terms: the streams whose ids start
with ``prefix``, whose first event has a type (and body members equal to given
strings), recorded within some seconds, that hold (or do not hold) an event of
another type. They come newest first by default, by the global order of their
first event or by a numeric member of its body. The lobby, the quotas, the
tournaments' list and the operators' export all ask this way, so SQL on the
``events`` table stays inside the event store.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from psycopg import sql


class StreamQuery(msgspec.Struct, frozen=True):
    prefix: str
    #: The type of each stream's first event (its version 1), if it matters.
    first_type: str | None = None
    #: Body members of the first event that must equal these strings (``data->>member``).
    first_data: dict[str, str] = {}
    #: Only streams whose first event was recorded within this many seconds.
    within_seconds: float | None = None
    #: Only streams holding an event of this type, whose body members equal ``with_data``.
    with_type: str | None = None
    with_data: dict[str, str] = {}
    #: Only streams holding no event of this type.
    without_type: str | None = None
    #: Order by this numeric member of the first event's body (ties by stream id), else by global order.
    order_by: str | None = None
    newest_first: bool = True


def stream_ids_sql(query: StreamQuery, offset: int, limit: int) -> tuple[sql.Composed, dict[str, Any]]:
    """The ids (the whole stream ids) of one page of streams matching ``query``."""
    where, params = _where(query)
    direction = sql.SQL("DESC" if query.newest_first else "ASC")
    if query.order_by is None:
        order = sql.SQL("first.transaction_id {d}, first.position {d}").format(d=direction)
    else:
        params["order_by"] = query.order_by
        order = sql.SQL("(first.data->>%(order_by)s)::float8 {d}, first.stream_id {d}").format(d=direction)
    params.update(offset=offset, limit=limit)
    statement = sql.SQL("SELECT first.stream_id FROM events AS first WHERE {where} ORDER BY {order} ").format(
        where=where, order=order
    ) + sql.SQL("OFFSET %(offset)s LIMIT %(limit)s")
    return statement, params


def count_sql(query: StreamQuery) -> tuple[sql.Composed, dict[str, Any]]:
    where, params = _where(query)
    return sql.SQL("SELECT count(*) FROM events AS first WHERE {where}").format(where=where), params


def _where(query: StreamQuery) -> tuple[sql.Composed, dict[str, Any]]:
    clauses: list[sql.Composable] = [sql.SQL("first.version = 1"), sql.SQL("first.stream_id LIKE %(prefix)s")]
    params: dict[str, Any] = {"prefix": _like_prefix(query.prefix)}
    if query.first_type is not None:
        # Types are spelled out, not bound: a partial index on a type (migration 005) needs the literal.
        clauses.append(sql.SQL("first.type = {}").format(sql.Literal(query.first_type)))
    for index, (member, value) in enumerate(sorted(query.first_data.items())):
        clauses.append(sql.SQL("first.data->>{m} = {v}").format(m=sql.Literal(member), v=sql.Placeholder(f"f{index}")))
        params[f"f{index}"] = value
    if query.within_seconds is not None:
        clauses.append(sql.SQL("first.recorded_at > now() - make_interval(secs => %(within)s)"))
        params["within"] = query.within_seconds
    if query.with_type is not None:
        matches = [
            sql.SQL("later.stream_id = first.stream_id"),
            sql.SQL("later.type = {}").format(sql.Literal(query.with_type)),
        ]
        for index, (member, value) in enumerate(sorted(query.with_data.items())):
            placeholder = sql.Placeholder(f"w{index}")
            matches.append(sql.SQL("later.data->>{m} = {v}").format(m=sql.Literal(member), v=placeholder))
            params[f"w{index}"] = value
        clauses.append(sql.SQL("EXISTS (SELECT FROM events AS later WHERE {})").format(sql.SQL(" AND ").join(matches)))
    if query.without_type is not None:
        clauses.append(
            sql.SQL(
                "NOT EXISTS (SELECT FROM events AS closing WHERE closing.stream_id = first.stream_id AND closing.type = {})"
            ).format(sql.Literal(query.without_type))
        )
    return sql.SQL(" AND ").join(clauses), params


def _like_prefix(prefix: str) -> str:
    escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return escaped + "%"


def matches_in_memory(query: StreamQuery, stream: list[Any], now: datetime | None = None) -> bool:
    """Whether a stream (its recorded events, in order) matches ``query``: the in-memory store's way."""
    if not stream or not stream[0].stream_id.startswith(query.prefix):
        return False
    first = stream[0]
    body = msgspec.json.decode(first.data)
    if query.first_type is not None and first.type != query.first_type:
        return False
    if any(str(body.get(member)) != value for member, value in query.first_data.items()):
        return False
    if query.within_seconds is not None:
        moment = now or datetime.now(UTC)
        if first.recorded_at <= moment - timedelta(seconds=query.within_seconds):
            return False
    if query.with_type is not None and not any(_holds(event, query.with_type, query.with_data) for event in stream):
        return False
    return query.without_type is None or not any(event.type == query.without_type for event in stream)


def _holds(event: Any, type_: str, members: dict[str, str]) -> bool:
    if event.type != type_:
        return False
    body = msgspec.json.decode(event.data)
    return all(str(body.get(member)) == value for member, value in members.items())


def in_memory_order(query: StreamQuery, streams: list[list[Any]]) -> list[list[Any]]:
    """``streams`` in the query's order."""
    if query.order_by is None:
        ordered = sorted(streams, key=lambda stream: stream[0].checkpoint)
    else:
        member = query.order_by

        def key(stream: list[Any]) -> tuple[float, str]:
            return float(msgspec.json.decode(stream[0].data).get(member) or 0.0), stream[0].stream_id

        ordered = sorted(streams, key=key)
    return list(reversed(ordered)) if query.newest_first else ordered
