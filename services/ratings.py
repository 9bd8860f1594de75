"""Elo ratings per player and game kind, updated from finished games.

A game of n seats is rated as every pair of seats playing once: the seat with
the higher final score beat the other (equal scores: a draw, as do shared
wins), with K = 32 / (n - 1) so that a game moves a rating about as much
whatever its size. New players start at 1500. Each game is rated once, in one
transaction with the marker that says so, so a restarted or duplicated rater
never counts a game twice. Ratings are derived data: truncating both tables
and following the log from the start rebuilds them.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec
from psycopg_pool import AsyncConnectionPool

from eventstore import RecordedEvent
from services.game_log import GameLog
from services.game_record import GameRecord

INITIAL_RATING = 1500.0
K_FACTOR = 32.0


class Rating(msgspec.Struct, frozen=True):
    player_id: str
    name: str | None
    kind: str
    rating: float
    games: int
    wins: int
    #: The player's unique handle (names may repeat on a leaderboard; handles do not).
    handle: str | None = None


def expected_score(rating: float, other: float) -> float:
    return 1.0 / (1.0 + 10 ** ((other - rating) / 400.0))


def elo_changes(ratings: Sequence[float], scores: Sequence[float]) -> list[float]:
    """Each seat's rating change after a game with these final scores."""
    seats = len(ratings)
    if seats < 2:
        return [0.0] * seats
    k = K_FACTOR / (seats - 1)
    changes = [0.0] * seats
    for a in range(seats):
        for b in range(seats):
            if a == b:
                continue
            actual = 1.0 if scores[a] > scores[b] else 0.5 if scores[a] == scores[b] else 0.0
            changes[a] += k * (actual - expected_score(ratings[a], ratings[b]))
    return changes


class RatingsBook:
    def __init__(self, pool: AsyncConnectionPool, log: GameLog) -> None:
        self._pool = pool
        self._log = log

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        for record in records:
            if record.status == "finished":
                await self.rate(record)

    async def rate(self, record: GameRecord) -> bool:
        """Rate a finished game once; False when it was already rated or cannot be.
        An aborted game (``lobby.game_aborted``) is never rated."""
        if record.aborted is not None:
            return False
        players = [holder.player_id for holder in record.seats if holder is not None]
        outcome = self._log.game_of(record).outcome(record.state)
        if outcome is None or len(set(players)) != len(record.seats):
            return False
        scores = _effective_scores(outcome.scores, outcome.winners)
        async with self._pool.connection() as conn, conn.transaction():
            cursor = await conn.execute(
                "INSERT INTO rated_games (game_id) VALUES (%s) ON CONFLICT DO NOTHING", (record.game_id,)
            )
            if cursor.rowcount == 0:
                return False
            current = await self._current(conn, record.kind, players)
            changes = elo_changes([current[p] for p in players], scores)
            for seat, player_id in enumerate(players):
                await conn.execute(
                    """INSERT INTO ratings (player_id, kind, rating, games, wins)
                       VALUES (%s, %s, %s, 1, %s)
                       ON CONFLICT (kind, player_id) DO UPDATE SET
                         rating = EXCLUDED.rating, games = ratings.games + 1,
                         wins = ratings.wins + EXCLUDED.wins, updated_at = now()""",
                    (player_id, record.kind, current[player_id] + changes[seat], int(seat in outcome.winners)),
                )
        return True

    async def _current(self, conn: object, kind: str, players: list[str]) -> dict[str, float]:
        cursor = await conn.execute(  # type: ignore[attr-defined]
            "SELECT player_id, rating FROM ratings WHERE kind = %s AND player_id = ANY(%s) FOR UPDATE",
            (kind, players),
        )
        found = {row[0]: row[1] for row in await cursor.fetchall()}
        return {player: found.get(player, INITIAL_RATING) for player in players}

    async def leaderboard(self, kind: str, limit: int = 50, offset: int = 0) -> list[Rating]:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                """SELECT r.player_id, p.name, r.kind, r.rating, r.games, r.wins, p.handle
                   FROM ratings r LEFT JOIN players p USING (player_id)
                   WHERE r.kind = %s ORDER BY r.rating DESC, r.player_id LIMIT %s OFFSET %s""",
                (kind, limit, offset),
            )
            return [Rating(*row) for row in await cursor.fetchall()]

    async def of_player(self, player_id: str) -> list[Rating]:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                """SELECT r.player_id, p.name, r.kind, r.rating, r.games, r.wins, p.handle
                   FROM ratings r LEFT JOIN players p USING (player_id)
                   WHERE r.player_id = %s ORDER BY r.kind""",
                (player_id,),
            )
            return [Rating(*row) for row in await cursor.fetchall()]


def _effective_scores(scores: Sequence[int], winners: Sequence[int]) -> list[float]:
    """Winners rank above everyone else whatever the score (a tie-break may have decided)."""
    top = max(scores, default=0) + 1
    return [float(top + 1 if seat in winners else score) for seat, score in enumerate(scores)]
