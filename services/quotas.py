"""How many open games a player, and unfinished tournaments an organizer, holds now.

Counted from the event log (PostgreSQL, the truth; the partial indexes of
migration 005 answer it), not from Redis: a flushed read model must not lift a
quota. A game counts from its ``lobby.game_created`` until its
``lobby.game_started``, a tournament from its ``hosting.tournament_hosted``
until its ``tournament_finished``; either stops counting after
``within_hours``, since nothing can cancel an abandoned game or tournament yet.
"""

from __future__ import annotations

from eventstore import EventStore, StreamQuery


async def open_games_of(store: EventStore, player_id: str, within_hours: int) -> int:
    query = StreamQuery(
        prefix="game-",
        first_type="lobby.game_created",
        first_data={"created_by": player_id},
        within_seconds=within_hours * 3600.0,
        without_type="lobby.game_started",
    )
    return await store.count_streams(query)


async def open_tournaments_of(store: EventStore, organizer: str, within_hours: int) -> int:
    query = StreamQuery(
        prefix="tournament-",
        first_type="hosting.tournament_hosted",
        first_data={"organizer": organizer},
        within_seconds=within_hours * 3600.0,
        without_type="tournament_finished",
    )
    return await store.count_streams(query)
