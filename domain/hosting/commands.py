"""What can be asked of a hosted game: the lobby's commands and a seat's move.

The hosted-game decider (``domain/hosting/decider.py``) answers each with the
events it causes, or a refusal. Who asks is an :class:`~domain.hosting.policy.Actor`
passed beside the command; what the command carries is only what the caller
chose (a seat, a client seed, a move).
"""

from __future__ import annotations

from typing import Any

import msgspec


class Entrant(msgspec.Struct, frozen=True):
    """A player seated by a tournament's pairing, in seat order."""

    player_id: str
    name: str


class TournamentSeating(msgspec.Struct, frozen=True):
    """A tournament's game: the tournament and its entrants in seat order (the pairing)."""

    tournament_id: str
    entrants: tuple[Entrant, ...]


class MatchSeating(msgspec.Struct, frozen=True):
    """A quick-play game: the queue's match and its players in the seat order the queue drew."""

    match_id: str
    entrants: tuple[Entrant, ...]


class CreateGame(msgspec.Struct, frozen=True):
    """Open a new game of ``kind``. The service supplies what the caller does not choose:
    the id, the time, the chance and chain algorithms and the commitment to the seed."""

    game_id: str
    kind: str
    seats: int
    options: dict[str, Any]
    created_at: float
    rng: str
    chain: str
    #: None only in games created before seeds were committed (their replay re-decides this too).
    seed_commitment: str | None
    decision_seconds: float | None = None
    #: A tournament's game is created with its seats taken from the pairing, in the same batch;
    #: a quick-play game likewise, from the queue's match.
    tournament: TournamentSeating | None = None
    match: MatchSeating | None = None


class TakeSeat(msgspec.Struct, frozen=True):
    """Sit down: at ``seat``, or at the first free one (None)."""

    name: str
    seat: int | None = None
    #: The seat's share of the game's randomness (docs/fairness.md); "" for none.
    client_seed: str = ""


class LeaveSeat(msgspec.Struct, frozen=True):
    """Stand up before the game starts."""


class StartGame(msgspec.Struct, frozen=True):
    """Start the game: its rules deal, from the seed and every seat's client seed."""


class AbortGame(msgspec.Struct, frozen=True):
    """End the game before its rules do: no winner, no rating change."""

    reason: str


class Play(msgspec.Struct, frozen=True):
    """A seat's move: ``command`` is the rules' own (typed) command. ``seat`` is the actor's
    own seat (None); only the service itself names another seat, when it plays a default
    move for a seat whose time ran out."""

    command: Any
    seat: int | None = None


HostedCommand = CreateGame | TakeSeat | LeaveSeat | StartGame | AbortGame | Play
