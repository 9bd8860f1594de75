"""How many open games a player, and unfinished tournaments an organizer, holds now.

Counted from the event log (PostgreSQL, the truth) with the partial indexes
of migration 005, not from Redis: a flushed read model must not lift a quota.
A game counts from its ``lobby.game_created`` until its ``lobby.game_started``,
a tournament from its ``hosting.tournament_hosted`` until its
``tournament_finished``; either stops counting after ``within_hours``, since
nothing can cancel an abandoned game or tournament yet.

The server's own work for a player is bounded the same way: the games with a
server-played bot seated that a player's games started in the last hour.
"""

from __future__ import annotations

from psycopg_pool import AsyncConnectionPool

_OPEN_GAMES = """
SELECT count(*) FROM events AS created
WHERE created.type = 'lobby.game_created' AND created.data->>'created_by' = %s
  AND created.recorded_at > now() - make_interval(hours => %s)
  AND NOT EXISTS (
      SELECT FROM events AS started
      WHERE started.stream_id = created.stream_id AND started.type = 'lobby.game_started')
"""

_OPEN_TOURNAMENTS = """
SELECT count(*) FROM events AS hosted
WHERE hosted.type = 'hosting.tournament_hosted' AND hosted.data->>'organizer' = %s
  AND hosted.recorded_at > now() - make_interval(hours => %s)
  AND NOT EXISTS (
      SELECT FROM events AS finished
      WHERE finished.stream_id = hosted.stream_id AND finished.type = 'tournament_finished')
"""


_SERVER_BOT_GAMES_STARTED = """
SELECT count(*) FROM events AS created
JOIN events AS started ON started.stream_id = created.stream_id AND started.type = 'lobby.game_started'
WHERE created.type = 'lobby.game_created' AND created.data->>'created_by' = %s
  AND started.recorded_at > now() - interval '1 hour'
  AND EXISTS (
      SELECT FROM events AS seat JOIN players AS bot ON bot.player_id = seat.data->>'player_id'
      WHERE seat.stream_id = created.stream_id AND seat.type = 'lobby.seat_taken' AND bot.bot IS NOT NULL)
"""


async def server_bot_games_started_by(pool: AsyncConnectionPool, creator: str) -> int:
    """Games created by ``creator``, with a server bot seated, started in the last hour."""
    async with pool.connection() as conn:
        cursor = await conn.execute(_SERVER_BOT_GAMES_STARTED, (creator,))
        row = await cursor.fetchone()
    return 0 if row is None else int(row[0])


async def open_games_of(pool: AsyncConnectionPool, player_id: str, within_hours: int) -> int:
    return await _count(pool, _OPEN_GAMES, player_id, within_hours)


async def open_tournaments_of(pool: AsyncConnectionPool, organizer: str, within_hours: int) -> int:
    return await _count(pool, _OPEN_TOURNAMENTS, organizer, within_hours)


async def _count(pool: AsyncConnectionPool, query: str, author: str, within_hours: int) -> int:
    async with pool.connection() as conn:
        cursor = await conn.execute(query, (author, within_hours))
        row = await cursor.fetchone()
    return 0 if row is None else int(row[0])
