"""The tournament as folded from its events, and small read helpers over it."""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.tournament.commands import Format
from domain.tournament.events import Standing

Phase = Literal["new", "registration", "running", "finished"]


class Settings(msgspec.Struct, frozen=True):
    tournament_id: str
    kind: str
    format: Format
    game_options: dict[str, Any]
    seats_per_game: int
    rounds: int | None
    games_per_match: int
    seeding: str = "registration"


class Entrant(msgspec.Struct, frozen=True):
    entrant_id: str
    name: str
    withdrawn: bool = False


class GameRecord(msgspec.Struct, frozen=True):
    """One game of a match. ``seats``: entrants in seat order; ``scores`` is ``None`` until a result."""

    game_number: int
    seats: tuple[str, ...]
    game_id: str | None = None
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    forfeited: tuple[int, ...] = ()

    @property
    def settled(self) -> bool:
        """A result is recorded, or at most one seat has not forfeited."""
        return self.scores is not None or len(self.seats) - len(self.forfeited) <= 1


class MatchState(msgspec.Struct, frozen=True):
    round: int
    match_id: str
    entrants: tuple[str, ...]
    bye: bool = False
    games: tuple[GameRecord, ...] = ()
    finished: bool = False
    placements: tuple[int, ...] = ()
    points: tuple[float, ...] = ()
    advancing: tuple[str, ...] = ()
    reason: str = ""

    def game(self, number: int) -> GameRecord | None:
        return next((game for game in self.games if game.game_number == number), None)

    @property
    def settled_games(self) -> tuple[GameRecord, ...]:
        return tuple(game for game in self.games if game.settled)

    @property
    def next_game_number(self) -> int:
        """Games are settled in order: the first one without an outcome."""
        return len(self.settled_games) + 1


class TournamentState(msgspec.Struct, frozen=True):
    """``entrants`` in seed order (registration order until the start; then ``TournamentStarted``'s);
    ``matches`` of every round so far."""

    phase: Phase = "new"
    settings: Settings | None = None
    entrants: tuple[Entrant, ...] = ()
    rounds: int = 0
    round: int = 0
    completed_rounds: int = 0
    matches: tuple[MatchState, ...] = ()
    final_standings: tuple[Standing, ...] = ()

    @property
    def seats(self) -> int:
        return self.settings.seats_per_game if self.settings else 2


def seat_order(match: MatchState, game_number: int) -> tuple[str, ...]:
    """Two-seat matches swap seats every game; a table keeps the order it was paired with."""
    if len(match.entrants) == 2 and game_number % 2 == 0:
        return (match.entrants[1], match.entrants[0])
    return match.entrants


def seeds(state: TournamentState) -> dict[str, int]:
    """Entrant id to seed (0 is the first registered)."""
    return {entrant.entrant_id: index for index, entrant in enumerate(state.entrants)}


def active_ids(state: TournamentState) -> tuple[str, ...]:
    return tuple(entrant.entrant_id for entrant in state.entrants if not entrant.withdrawn)


def find_entrant(state: TournamentState, entrant_id: str) -> Entrant | None:
    return next((entrant for entrant in state.entrants if entrant.entrant_id == entrant_id), None)


def find_match(state: TournamentState, match_id: str) -> MatchState | None:
    return next((match for match in state.matches if match.match_id == match_id), None)


def round_matches(state: TournamentState, round: int) -> tuple[MatchState, ...]:
    return tuple(match for match in state.matches if match.round == round)


def current_match_of(state: TournamentState, entrant_id: str) -> MatchState | None:
    """The entrant's unfinished match of the current round, if any."""
    return next(
        (m for m in round_matches(state, state.round) if not m.finished and entrant_id in m.entrants),
        None,
    )
