"""Options of a Kombat Kittens game, and the setup check."""

from __future__ import annotations

import msgspec

from domain.core import InvalidSetup, Setup
from domain.kombat_kittens.dogs import DOG_PLACEMENTS

#: A tied Dogfight's Dog: ``discard`` to the Litter Box (the rulebook, the
#: default); ``set_aside``: out of the game (games created before).
TIED_DOG: tuple[str, ...] = ("discard", "set_aside")

#: What a game created before an option existed is played by (see
#: ``Game.legacy_options``): every option here changed a rule that an old
#: history was decided by.
LEGACY_OPTIONS = {
    "recruit_twice_in_a_row": True,
    "dog_placement": "exact",
    "tied_dog": "set_aside",
    "final_dogfight_ends_game": False,
}

MIN_SEATS = 2
MAX_SEATS = 5


class KombatKittensOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``nine_follows_seven``: 7 and 9 are adjacent in a straight (there is no 8).

    ``first_seat``: who goes first; ``None`` (the default) draws it at random
    (the rulebook's "most realistic meow" cannot be judged by a server).

    ``recruit_twice_in_a_row``: may a player recruit on two turns of theirs in
    a row? On by default (the rulebook sets no limit). Off is the opt-in limit:
    players who only trade Recruit cards never run the deck out, so a table
    that wants every game to end (a tournament of bots) may choose it.

    ``dog_placement``: ``window`` (default) puts each Dog but the bottom one at
    a random place around its share of the pile (see :mod:`.dogs`); ``exact``
    at exactly its share, which anyone counting the draws can predict.

    ``tied_dog``: ``discard`` (default, the rulebook) puts a tied Dogfight's
    Dog in the Litter Box; ``set_aside`` takes it out of the game.

    ``final_dogfight_ends_game``: the game ends right after the final deck's
    bottom Dog has been fought over (the rulebook, the default), even if the
    draws after it brought a Dog back up from the Litter Box; off, such a Dog
    was fought over too (games created before).

    Games created before an option existed get the rule they were played by
    (:data:`LEGACY_OPTIONS`): recruiting twice in a row allowed (as now), ``exact``,
    ``set_aside``, and the Dog after the final Dogfight fought over.
    """

    nine_follows_seven: bool = True
    first_seat: int | None = None
    recruit_twice_in_a_row: bool = True
    dog_placement: str = "window"
    tied_dog: str = "discard"
    final_dogfight_ends_game: bool = True


def validate_setup(setup: Setup[KombatKittensOptions]) -> None:
    seats = setup.seats
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidSetup(f"Kombat Kittens is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}")
    options = setup.options
    if not isinstance(options, KombatKittensOptions):
        raise InvalidSetup("options must be Kombat Kittens options")
    if options.first_seat is not None and not 0 <= options.first_seat < seats:
        raise InvalidSetup(f"first_seat must be a seat from 0 to {seats - 1}, not {options.first_seat}")
    if options.dog_placement not in DOG_PLACEMENTS:
        raise InvalidSetup(f"dog_placement must be 'window' or 'exact', not {options.dog_placement!r}")
    if options.tied_dog not in TIED_DOG:
        raise InvalidSetup(f"tied_dog must be 'discard' or 'set_aside', not {options.tied_dog!r}")
