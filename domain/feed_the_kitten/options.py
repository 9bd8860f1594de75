"""Options of a Feed the Kitten game, and the setup check."""

from __future__ import annotations

import msgspec

from domain.core import InvalidSetup, Setup

MIN_SEATS = 2
MAX_SEATS = 5
DEFAULT_CANS_TO_WIN = 3
#: The rulebook: "with only 2 or 3 players ... you can always play to 4 or 5 cans".
LONG_GAME_CANS = (4, 5)
LONG_GAME_MAX_SEATS = 3
#: After renewing the hand: ``only_if_stuck`` (the rulebook: "you may then play
#: a card or if you still can not play, draw another card"): a player who can
#: play must play; ``always``: drawing is allowed as on any turn.
DRAW_AFTER_RENEWAL = ("only_if_stuck", "always")
#: What a game created before an option existed is played by (``Game.legacy_options``).
LEGACY_OPTIONS = {"draw_after_renewal": "always"}


class FeedTheKittenOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``cans_to_win``: cans of food that win the game (3; 4 or 5 with 2-3 players).

    ``draw_after_renewal``: see :data:`DRAW_AFTER_RENEWAL`; games created before
    the option existed get ``always`` (:data:`LEGACY_OPTIONS`).
    """

    cans_to_win: int = DEFAULT_CANS_TO_WIN
    draw_after_renewal: str = "only_if_stuck"


def validate_setup(setup: Setup[FeedTheKittenOptions]) -> None:
    """Raise :class:`InvalidSetup` for a seat count or option the rules do not allow."""
    seats = setup.seats
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidSetup(f"Feed the Kitten is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}")
    if not isinstance(setup.options, FeedTheKittenOptions):
        raise InvalidSetup("options must be Feed the Kitten options")
    if setup.options.draw_after_renewal not in DRAW_AFTER_RENEWAL:
        raise InvalidSetup(
            f"draw_after_renewal must be 'only_if_stuck' or 'always', not {setup.options.draw_after_renewal!r}"
        )
    cans = setup.options.cans_to_win
    if cans == DEFAULT_CANS_TO_WIN:
        return
    if cans not in LONG_GAME_CANS:
        raise InvalidSetup(f"cans_to_win must be 3, 4 or 5, not {cans}")
    if seats > LONG_GAME_MAX_SEATS:
        raise InvalidSetup(f"cans_to_win {cans} is only allowed with 2 or 3 players; {seats} play to 3")
