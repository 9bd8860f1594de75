"""What an organizer (or the process manager) may ask of a tournament.

Tags are pinned: they are stored and sent by clients, never renamed.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

Format = Literal["round-robin", "swiss", "single-elimination"]


class CreateTournament(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="create_tournament"):
    """Open registration for a tournament of ``kind`` games.

    ``seats_per_game``: 2 plays matches of ``games_per_match`` games (odd,
    best-of-N); 3 to 5 plays one game per table (``games_per_match`` is 1).
    ``rounds``: ``None`` for the format's default; single elimination
    takes no number (the bracket decides).
    """

    tournament_id: str
    kind: str
    format: Format
    game_options: dict[str, Any] = msgspec.field(default_factory=dict)
    seats_per_game: int = 2
    rounds: int | None = None
    games_per_match: int = 1


class RegisterEntrant(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="register_entrant"):
    """Add an entrant (a player or a bot) while registration is open. Order of registration is the seeding."""

    entrant_id: str
    name: str


class WithdrawEntrant(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="withdraw_entrant"):
    """Before the start: unregister. After: never paired again, unplayed games forfeited."""

    entrant_id: str


class StartTournament(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="start_tournament"):
    """Close registration and pair the first round."""


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
