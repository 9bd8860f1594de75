"""What happened to a tournament. Tags are pinned and never renamed.

Everything ``decide`` computed (pairings, match outcomes, final standings)
is written here, so ``evolve`` only copies facts into the state.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.tournament.commands import Format


class Match(msgspec.Struct, frozen=True):
    """One pairing or table of a round. ``entrants`` in seat order of its first game.

    A bye has a single entrant and no games.
    """

    match_id: str
    entrants: tuple[str, ...]
    bye: bool = False


class Standing(msgspec.Struct, frozen=True):
    """One line of the standings; see docs/tournaments.md for every column.

    ``reached_round``: the last round the entrant was paired in (a bye
    counts); it orders single elimination.
    """

    rank: int
    entrant_id: str
    name: str
    points: float
    buchholz: float
    sonneborn_berger: float
    played: int
    wins: int
    draws: int
    losses: int
    byes: int
    withdrawn: bool
    reached_round: int


class TournamentCreated(msgspec.Struct, frozen=True, tag="tournament_created"):
    tournament_id: str
    kind: str
    format: Format
    game_options: dict[str, Any]
    seats_per_game: int
    rounds: int | None
    games_per_match: int
    #: ``registration`` for every tournament created before seeding by rating existed.
    seeding: str = "registration"


class EntrantRegistered(msgspec.Struct, frozen=True, tag="entrant_registered"):
    entrant_id: str
    name: str


class EntrantWithdrawn(msgspec.Struct, frozen=True, tag="entrant_withdrawn"):
    """``round`` 0: before the start, the entrant is removed altogether."""

    entrant_id: str
    round: int


class TournamentStarted(msgspec.Struct, frozen=True, tag="tournament_started"):
    """``entrants`` in seed order (seed 1 first); ``rounds`` planned (withdrawals may end it sooner)."""

    entrants: tuple[str, ...]
    rounds: int


class RoundPaired(msgspec.Struct, frozen=True, tag="round_paired"):
    round: int
    matches: tuple[Match, ...]


class GameResultRecorded(msgspec.Struct, frozen=True, tag="game_result_recorded"):
    match_id: str
    game_number: int
    game_id: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class GameForfeited(msgspec.Struct, frozen=True, tag="game_forfeited"):
    """``seat`` (``entrant_id``) is placed last in that game: missed deadline or withdrawal."""

    match_id: str
    game_number: int
    seat: int
    entrant_id: str


class MatchFinished(msgspec.Struct, frozen=True, tag="match_finished"):
    """Per entrant of the match (in ``entrants`` order): ``placements`` (1 best, ties share) and ``points``.

    ``advancing``: in single elimination, the entrant who goes through
    (empty elsewhere). ``reason``: ``played``, ``forfeit`` (some game was
    forfeited) or ``bye``.
    """

    match_id: str
    entrants: tuple[str, ...]
    placements: tuple[int, ...]
    points: tuple[float, ...]
    advancing: tuple[str, ...] = ()
    reason: Literal["played", "forfeit", "bye"] = "played"


class RoundFinished(msgspec.Struct, frozen=True, tag="round_finished"):
    round: int


class TournamentFinished(msgspec.Struct, frozen=True, tag="tournament_finished"):
    standings: tuple[Standing, ...]


Event = (
    TournamentCreated
    | EntrantRegistered
    | EntrantWithdrawn
    | TournamentStarted
    | RoundPaired
    | GameResultRecorded
    | GameForfeited
    | MatchFinished
    | RoundFinished
    | TournamentFinished
)
