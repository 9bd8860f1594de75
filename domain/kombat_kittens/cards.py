"""The Kombat Kittens deck as data: 80 Kitten cards and 5 Dogs.

The rulebook gives ranks (ten each of 1-7 and 9, no 8), treasure values 1 to 4
and names two suits (Samurai, Mechs) without the full list. We use four suits
of 20 cards, so four of a suit (the bonus) is within reach of a real game:

* the ten cards of rank index ``i`` (0 for rank 1 .. 7 for rank 9) go to the
  suits in rotation, card ``j`` to suit ``(2*i + j) % 4``: each rank has three
  cards in two suits and two in the others, each suit 2 or 3 of every rank;
* within a suit, in that order, values cycle 1, 2, 3, 4 starting at
  ``1 + suit_index``: every suit holds five cards of each value (50 points),
  and every rank holds values 1 to 4, so no rank is simply "the rich one".

A card id is a short string: rank, suit letter, copy letter (``"5Sa"``,
``"9Pc"``); Dogs are ``"D1"`` .. ``"D5"``. Ids are stable and JSON friendly.
"""

from __future__ import annotations

from types import MappingProxyType

import msgspec

from domain.kombat_kittens.dogs import exact_cuts, place_at

RANKS = (1, 2, 3, 4, 5, 6, 7, 9)
SUITS = ("samurai", "mech", "ninja", "pirate")
SUIT_LETTERS = ("S", "M", "N", "P")
COPIES = "abc"
COPIES_PER_RANK = 10
DOG_VALUE = 5
DOG_COUNT = 5
HAND_SIZE = 5
HAND_LIMIT = 7
SUIT_BONUS = 10
SUIT_BONUS_CARDS = 4


class Card(msgspec.Struct, frozen=True):
    """One card. Dogs have no rank and no suit."""

    id: str
    rank: int | None
    suit: str | None
    value: int
    dog: bool = False


def _kittens() -> tuple[Card, ...]:
    cards = []
    dealt_to_suit = [0] * len(SUITS)
    copies: dict[tuple[int, int], int] = {}
    for r, rank in enumerate(RANKS):
        for j in range(COPIES_PER_RANK):
            s = (2 * r + j) % len(SUITS)
            value = 1 + (dealt_to_suit[s] + s) % 4
            dealt_to_suit[s] += 1
            copy = copies.get((rank, s), 0)
            copies[(rank, s)] = copy + 1
            card_id = f"{rank}{SUIT_LETTERS[s]}{COPIES[copy]}"
            cards.append(Card(card_id, rank, SUITS[s], value))
    return tuple(cards)


KITTENS: tuple[Card, ...] = _kittens()
DOGS: tuple[Card, ...] = tuple(Card(f"D{i}", None, None, DOG_VALUE, dog=True) for i in range(1, DOG_COUNT + 1))
KITTEN_IDS: tuple[str, ...] = tuple(card.id for card in KITTENS)
DOG_IDS: tuple[str, ...] = tuple(card.id for card in DOGS)
ALL_IDS: tuple[str, ...] = KITTEN_IDS + DOG_IDS
CARDS = MappingProxyType({card.id: card for card in KITTENS + DOGS})


def card(card_id: str) -> Card:
    return CARDS[card_id]


def is_dog(card_id: str) -> bool:
    return CARDS[card_id].dog


def rank(card_id: str) -> int:
    value = CARDS[card_id].rank
    if value is None:
        raise ValueError(f"{card_id} is a Dog and has no rank")
    return value


def value(card_id: str) -> int:
    return CARDS[card_id].value


def place_dogs(kittens: tuple[str, ...], dogs: tuple[str, ...]) -> tuple[str, ...]:
    """Dog ``j`` of ``k`` exactly after ``j/k`` of the kittens; the last is at the bottom.

    The ``exact`` placement (see :mod:`.dogs` for the default ``window``). Two
    Dogs: one in the middle, one at the bottom. Three Dogs: a third of the way,
    two thirds of the way, and the bottom. The top of a pile is index 0.
    """
    return place_at(kittens, dogs, exact_cuts(len(kittens), len(dogs)))
