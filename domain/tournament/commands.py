"""What an organizer (or the process manager) may ask of a tournament.

Tags are pinned: they are stored and sent by clients, never renamed.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

Format = Literal["round-robin", "swiss", "single-elimination"]
#: How the entrants are seeded at the start: in the order they registered, or by their rating in the kind.
Seeding = Literal["registration", "rating"]


class CreateTournament(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="create_tournament"):
    """Open registration for a tournament of ``kind`` games.

    ``seats_per_game``: 2 plays matches of ``games_per_match`` games (odd,
    best-of-N); 3 to 5 plays one game per table (``games_per_match`` is 1).
    ``rounds``: ``None`` for the format's default; single elimination
    takes no number (the bracket decides).
    ``seeding``: ``registration`` (the first registered is seed 1) or
    ``rating`` (the best rated is seed 1, see :class:`StartTournament`).
    """

    tournament_id: str
    kind: str
    format: Format
    game_options: dict[str, Any] = msgspec.field(default_factory=dict)
    seats_per_game: int = 2
    rounds: int | None = None
    games_per_match: int = 1
    seeding: Seeding = "registration"


class RegisterEntrant(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="register_entrant"):
    """Add an entrant (a player or a bot) while registration is open. Order of registration is the seeding."""

    entrant_id: str
    name: str


class WithdrawEntrant(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="withdraw_entrant"):
    """Before the start: unregister. After: never paired again, unplayed games forfeited."""

    entrant_id: str


class StartTournament(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="start_tournament"):
    """Close registration and pair the first round.

    ``ratings``: each entrant's rating in the kind, looked up by whoever sends
    the command (the decider does no I/O); used with ``seeding: rating``, an
    entrant without one counts as a newcomer (0). Equal ratings keep the
    registration order. The seeding decided is written into
    ``TournamentStarted``, so a replay never needs the ratings again.
    """

    ratings: dict[str, float] = msgspec.field(default_factory=dict)


class RecordGameResult(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="record_game_result"):
    """A finished game's outcome: ``scores`` per seat, ``winners`` as seats (see ``games_needed``)."""

    match_id: str
    game_number: int
    game_id: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class ForfeitGame(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="forfeit_game"):
    """``seat`` missed its deadline in that game: it is placed last in it.

    With two seats the opponent wins the game at once; at a table the game
    goes on for the others (its result is still recorded) unless only one
    seat is left, who then wins it.
    """

    match_id: str
    game_number: int
    seat: int


Command = CreateTournament | RegisterEntrant | WithdrawEntrant | StartTournament | RecordGameResult | ForfeitGame
