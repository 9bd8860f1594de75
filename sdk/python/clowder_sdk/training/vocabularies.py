"""Each kind's finite values of its command fields, for one game setup.

The Game protocol says which commands are legal *now* but not which could
ever be: a card id or a grid position is a plain ``str`` or ``int`` to the
type checker. So each kind names, here, the values each non-``Literal``
field can take in a game of that setup (the alphabet of :mod:`.actions` is
built from them). A kind missing from :data:`VOCABULARIES` has no
environment: :class:`~clowder_sdk.training.env.NoVocabulary` says so.

Every bound below follows from the rules: a test plays random games of every
kind and seat count through the environment, and a legal command outside
its alphabet fails it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec

from domain.core.game import Game, Setup


class Vocabulary(msgspec.Struct, frozen=True):
    """``values``: field name -> its values (a tuple field: its elements'); ``max_lengths``: tuple fields."""

    values: Mapping[str, Sequence[Any]]
    max_lengths: Mapping[str, int] = msgspec.field(default_factory=dict)


VocabularyOf = Callable[[Game[Any, Any, Any, Any], Setup[Any]], Vocabulary]


def _feed_the_kitten(game: Game[Any, Any, Any, Any], setup: Setup[Any]) -> Vocabulary:
    from domain.feed_the_kitten.cards import CARD_VALUES

    return Vocabulary({"card": sorted(CARD_VALUES)})


def _kombat_kittens(game: Game[Any, Any, Any, Any], setup: Setup[Any]) -> Vocabulary:
    from domain.kombat_kittens.cards import CARDS

    cards = tuple(CARDS)
    seats = tuple(range(setup.seats))
    # A capture is one card, or two in a helper battle.
    return Vocabulary(
        {"take": cards, "give": cards, "card": cards, "cards": cards, "opponent": seats, "helper": seats}, {"cards": 2}
    )


def _trending_kittens(game: Game[Any, Any, Any, Any], setup: Setup[Any]) -> Vocabulary:
    from domain.trending_kittens.geometry import ROTATIONS

    factions = game.initial_state(setup).factions
    cards = sorted({card for faction in factions for card in faction.card_ids})
    # The first card lies at (0, 0) and every other touches one: with every seat's whole deck
    # on the board no card is further than that many steps from the origin.
    reach = sum(len(faction.cards) for faction in factions)
    coordinates = tuple(range(-reach, reach + 1))
    return Vocabulary({"card": cards, "x": coordinates, "y": coordinates, "rotation": ROTATIONS})


def _kinoko_kombat(game: Game[Any, Any, Any, Any], setup: Setup[Any]) -> Vocabulary:
    from domain.kinoko_kombat.cards import COLOURS, HAND_SIZE_BY_SEATS, deck_for

    cards = deck_for(setup.seats)
    longest_row = HAND_SIZE_BY_SEATS[setup.seats]
    return Vocabulary(
        {
            "card": cards,
            "row": cards,
            "owner": tuple(range(setup.seats)),
            "position": tuple(range(longest_row)),
            # Center cards: one per seat (from three seats on), then the neutral ones (at most one a colour).
            "slot": tuple(range(setup.seats + len(COLOURS))),
        },
        {"row": longest_row},
    )


#: kind -> the vocabulary of its commands for a setup.
VOCABULARIES: Mapping[str, VocabularyOf] = {
    "feed-the-kitten": _feed_the_kitten,
    "kombat-kittens": _kombat_kittens,
    "trending-kittens": _trending_kittens,
    "kinoko-kombat": _kinoko_kombat,
}
