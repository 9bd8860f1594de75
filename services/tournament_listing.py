"""The list of tournaments, newest first, from the event log.

Nothing projects tournaments into Redis: a tournament's stream is short and
the list is read rarely (the lobby page, an organizer's dashboard), so it is
read from PostgreSQL, the truth, by each tournament's first event.
"""

from __future__ import annotations

from eventstore import EventStore, StreamQuery

_TOURNAMENTS = StreamQuery(prefix="tournament-")


async def tournament_page(store: EventStore, offset: int, limit: int) -> tuple[list[str], int]:
    """The ids of one page of tournaments, newest first, and how many there are."""
    ids = await store.find_streams(_TOURNAMENTS, offset, limit)
    total = await store.count_streams(_TOURNAMENTS)
    return [stream_id.removeprefix("tournament-") for stream_id in ids], total
