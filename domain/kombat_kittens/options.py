"""Options of a Kombat Kittens game, and the setup check."""

from __future__ import annotations

import msgspec

from domain.core import InvalidSetup, Setup

MIN_SEATS = 2
MAX_SEATS = 5


class KombatKittensOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``nine_follows_seven``: 7 and 9 are adjacent in a straight (there is no 8).

    ``first_seat``: who goes first; ``None`` (the default) draws it at random
    (the rulebook's "most realistic meow" cannot be judged by a server).

    ``recruit_twice_in_a_row``: may a player recruit on two turns of theirs in
    a row? Off by default: players who only trade Recruit cards would never
    run the deck out, and the game would never end.
    """

    nine_follows_seven: bool = True
    first_seat: int | None = None
    recruit_twice_in_a_row: bool = False


def validate_setup(setup: Setup[KombatKittensOptions]) -> None:
    seats = setup.seats
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidSetup(f"Kombat Kittens is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}")
    options = setup.options
    if not isinstance(options, KombatKittensOptions):
        raise InvalidSetup("options must be Kombat Kittens options")
    if options.first_seat is not None and not 0 <= options.first_seat < seats:
        raise InvalidSetup(f"first_seat must be a seat from 0 to {seats - 1}, not {options.first_seat}")
