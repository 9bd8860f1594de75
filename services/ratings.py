"""OpenSkill ratings per player and game kind, updated from each finished game's full ranking.

The model is Weng–Lin's Bayesian approximation with the Plackett–Luce
likelihood (the ``openskill`` package): each player's skill is a normal
belief, mean ``mu`` and uncertainty ``sigma``, starting at 25 and 25/3. A
finished game of 2 to 5 seats updates every seat at once from its ranking:
the game's winners share first place (its outcome may come from a
tie-break), the others follow by final score, equal scores tie. What is
shown and ordered by is the conservative ``rating = mu - 3 * sigma``: a
skill the player very probably has at least (0 for a newcomer).

Each game is rated once, in one transaction with the marker that says so, so
a restarted or duplicated rater never counts a game twice. Ratings are
derived data: emptying ``ratings``, ``rated_games`` and the reactors'
checkpoint rebuilds them from the log, game by game in log order.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import msgspec
from openskill.models import PlackettLuce
from psycopg_pool import AsyncConnectionPool

from domain.hosting.record import GameRecord
from eventstore import RecordedEvent
from services.game_records import GameRecords

INITIAL_MU = 25.0
INITIAL_SIGMA = 25.0 / 3.0
#: How many standard deviations the shown rating stays below the mean.
DISPLAY_Z = 3.0


class Rating(msgspec.Struct, frozen=True):
    """A player's rating in one game kind. ``rating`` is ``mu - 3 * sigma``, what leaderboards order by."""

    player_id: str
    name: str | None
    kind: str
    rating: float
    games: int
    wins: int
    #: The player's unique handle (names may repeat on a leaderboard; handles do not).
    handle: str | None = None
    #: The estimated skill (OpenSkill's mean).
    mu: float = INITIAL_MU
    #: Its uncertainty (one standard deviation): it shrinks as games are played.
    sigma: float = INITIAL_SIGMA


class Skill(msgspec.Struct, frozen=True):
    mu: float = INITIAL_MU
    sigma: float = INITIAL_SIGMA

    @property
    def display(self) -> float:
        return self.mu - DISPLAY_Z * self.sigma


@cache
def _model() -> PlackettLuce:
    return PlackettLuce(mu=INITIAL_MU, sigma=INITIAL_SIGMA)


def ranks_of(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Each seat's place, 1 the best: winners first whatever the score, then by score; equal places tie."""
    effective = _effective_scores(scores, winners)
    return [1 + sum(other > mine for other in effective) for mine in effective]


def updated_skills(skills: Sequence[Skill], ranks: Sequence[int]) -> list[Skill]:
    """Every seat's skill after a game that ranked them ``ranks`` (1 the best; equal ranks tie)."""
    if len(skills) < 2:
        return list(skills)
    model = _model()
    teams = [[model.rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
    rated = model.rate(teams, ranks=[float(rank) for rank in ranks])
    return [Skill(team[0].mu, team[0].sigma) for team in rated]


_SELECT = """SELECT r.player_id, p.name, r.kind, r.rating, r.games, r.wins, p.handle, r.mu, r.sigma
               FROM ratings r LEFT JOIN players p USING (player_id)"""


class RatingsBook:
    def __init__(self, pool: AsyncConnectionPool, log: GameRecords) -> None:
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
        ranks = ranks_of(outcome.scores, outcome.winners)
        async with self._pool.connection() as conn, conn.transaction():
            cursor = await conn.execute(
                "INSERT INTO rated_games (game_id) VALUES (%s) ON CONFLICT DO NOTHING", (record.game_id,)
            )
            if cursor.rowcount == 0:
                return False
            current = await self._current(conn, record.kind, players)
            after = updated_skills([current[p] for p in players], ranks)
            for seat, player_id in enumerate(players):
                skill = after[seat]
                await conn.execute(
                    """INSERT INTO ratings (player_id, kind, rating, mu, sigma, games, wins)
                       VALUES (%s, %s, %s, %s, %s, 1, %s)
                       ON CONFLICT (kind, player_id) DO UPDATE SET
                         rating = EXCLUDED.rating, mu = EXCLUDED.mu, sigma = EXCLUDED.sigma,
                         games = ratings.games + 1, wins = ratings.wins + EXCLUDED.wins, updated_at = now()""",
                    (player_id, record.kind, skill.display, skill.mu, skill.sigma, int(seat in outcome.winners)),
                )
        return True

    async def _current(self, conn: object, kind: str, players: list[str]) -> dict[str, Skill]:
        cursor = await conn.execute(  # type: ignore[attr-defined]
            "SELECT player_id, mu, sigma FROM ratings WHERE kind = %s AND player_id = ANY(%s) FOR UPDATE",
            (kind, players),
        )
        found = {row[0]: Skill(row[1], row[2]) for row in await cursor.fetchall()}
        return {player: found.get(player, Skill()) for player in players}

    async def leaderboard(self, kind: str, limit: int = 50, offset: int = 0) -> list[Rating]:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                _SELECT + " WHERE r.kind = %s ORDER BY r.rating DESC, r.player_id LIMIT %s OFFSET %s",
                (kind, limit, offset),
            )
            return [Rating(*row) for row in await cursor.fetchall()]

    async def of_player(self, player_id: str) -> list[Rating]:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                _SELECT + " WHERE r.player_id = %s ORDER BY r.kind",
                (player_id,),
            )
            return [Rating(*row) for row in await cursor.fetchall()]

    async def of_players(self, kind: str, player_ids: Sequence[str]) -> dict[str, Rating]:
        """The ratings these players have in ``kind`` (a player who has none is absent)."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                _SELECT + " WHERE r.kind = %s AND r.player_id = ANY(%s)",
                (kind, list(player_ids)),
            )
            return {row[0]: Rating(*row) for row in await cursor.fetchall()}


def _effective_scores(scores: Sequence[int], winners: Sequence[int]) -> list[float]:
    """Winners rank above everyone else whatever the score (a tie-break may have decided)."""
    top = max(scores, default=0) + 1
    return [float(top + 1 if seat in winners else score) for seat, score in enumerate(scores)]
