"""Ranking three-card hands, and the best three cards out of four (helpers).

From high to low: three of a kind, straight, pair, high card. Within a type
the higher rank wins: three of a kind and straights by their (top) rank, pairs
by the pair's rank then the third card, high card hands card by card from the
top. Equal keys are a tie.

There is no 8. With ``nine_follows_seven`` (the default) the ranks run
1-2-3-4-5-6-7-9, so 6-7-9 is a straight; without it 9 is adjacent to nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

import msgspec

from domain.kombat_kittens.cards import RANKS, rank

THREE_OF_A_KIND = 3
STRAIGHT = 2
PAIR = 1
HIGH_CARD = 0
HAND_NAMES = {
    THREE_OF_A_KIND: "three of a kind",
    STRAIGHT: "straight",
    PAIR: "pair",
    HIGH_CARD: "high card",
}


class HandValue(msgspec.Struct, frozen=True):
    """Compare hands by ``key`` only: a greater key is a better hand."""

    key: tuple[int, ...]
    cards: tuple[str, ...] = msgspec.field(default=())

    @property
    def name(self) -> str:
        return HAND_NAMES[self.key[0]]


def _position(value: int, nine_follows_seven: bool) -> int:
    return RANKS.index(value) if nine_follows_seven else value


def rank_key(ranks: Iterable[int], nine_follows_seven: bool = True) -> tuple[int, ...]:
    """The comparison key of exactly three ranks."""
    high, mid, low = sorted(ranks, reverse=True)
    if high == mid == low:
        return (THREE_OF_A_KIND, high)
    positions = [_position(r, nine_follows_seven) for r in (high, mid, low)]
    if positions[0] - positions[1] == 1 and positions[1] - positions[2] == 1:
        return (STRAIGHT, high)
    if high == mid:
        return (PAIR, high, low)
    if mid == low:
        return (PAIR, mid, high)
    return (HIGH_CARD, high, mid, low)


def best_hand(cards: Iterable[str], nine_follows_seven: bool = True) -> HandValue:
    """The best three-card hand from three or four cards."""
    cards = tuple(cards)
    if len(cards) < 3:
        raise ValueError("a hand needs three cards")
    return max(
        (
            HandValue(rank_key((rank(c) for c in trio), nine_follows_seven), tuple(trio))
            for trio in combinations(cards, 3)
        ),
        key=lambda hand: hand.key,
    )


def describe(hand: HandValue) -> str:
    ranks = "-".join(str(rank(c)) for c in sorted(hand.cards, key=rank, reverse=True))
    return f"{hand.name} ({ranks})"
