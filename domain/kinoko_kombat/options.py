"""Options of a Kinoko Kombat game, and the setup check."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.core import InvalidSetup, Setup
from domain.kinoko_kombat.points import PointTable, table_problems

MIN_SEATS = 2
MAX_SEATS = 4

#: Two players: which cards of the two rows face each other and form a pair.
#: ``facing``: the rows lie across the table, so one row's lowest (leftmost
#: from its owner) faces the other's highest. ``aligned``: position i faces
#: position i (both lowest cards paired).
Pairing = Literal["facing", "aligned"]

#: The deals a game may record (see :mod:`.deal`), oldest first; new games get the last.
DEALS = ("first-of-colour-v1", "neutrals-apart-v2")

#: What a game created before an option existed is played by (``Game.legacy_options``).
LEGACY_OPTIONS = {"deal": "first-of-colour-v1"}


class KinokoOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``points``: the Reference card point table (see docs/rules/kinoko-kombat.md).

    ``two_player_pairing``: how the two rows pair up in the 2-player variant.

    ``deal``: the deal algorithm (:mod:`.deal`); ``neutrals-apart-v2`` deals
    two players uniformly. Games created before it get ``first-of-colour-v1``,
    the deal they were dealt by.
    """

    points: PointTable = PointTable()
    two_player_pairing: Pairing = "facing"
    deal: str = "neutrals-apart-v2"


def validate_setup(setup: Setup[KinokoOptions]) -> None:
    """Raise :class:`InvalidSetup` for a seat count or option the rules do not allow."""
    if not MIN_SEATS <= setup.seats <= MAX_SEATS:
        raise InvalidSetup(f"Kinoko Kombat is played by {MIN_SEATS} to {MAX_SEATS} players, not {setup.seats}")
    options = setup.options
    if not isinstance(options, KinokoOptions):
        raise InvalidSetup("options must be Kinoko Kombat options")
    if options.two_player_pairing not in ("facing", "aligned"):
        raise InvalidSetup("two_player_pairing must be 'facing' or 'aligned'")
    if options.deal not in DEALS:
        raise InvalidSetup(f"deal must be one of {', '.join(DEALS)}, not {options.deal!r}")
    problems = table_problems(options.points)
    if problems:
        raise InvalidSetup("invalid point table: " + "; ".join(problems))
