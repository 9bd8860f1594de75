"""The deck and the one question every turn asks: may this card go on that one?

Cards are plain ints (0, 10, ..., 100): the rules only ever look at the number.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable

ZERO = 0
HUNDRED = 100

#: Five each of 10..90, two 0s and two 100s: 49 cards.
DECK: tuple[int, ...] = tuple(sorted([ZERO] * 2 + [n for n in range(10, 100, 10) for _ in range(5)] + [HUNDRED] * 2))
DECK_COUNTS: Counter[int] = Counter(DECK)
CARD_VALUES: frozenset[int] = frozenset(DECK)

DEAL_SIZE = 5
HAND_LIMIT = 9


def may_play(card: int, top: int) -> bool:
    """Whether ``card`` may be played on ``top``.

    Same number, exactly ten higher, or summing to 100. A 0 goes on anything;
    on a 0 only a 0, a 10 or a 100 may go (all three already pass "same",
    "ten higher" and "sums to 100", so the 0 rule is only the wildcard half).
    "Never down by ten" needs no code of its own: ``top - 10`` is none of the
    three (it would sum to 100 only for a top of 55, which does not exist).
    """
    if card == ZERO:
        return True
    if top == ZERO:
        return card in (10, HUNDRED)
    return card == top or card == top + 10 or card + top == 100


def wins_round(card: int, top: int) -> bool:
    """A 100 played on a 0 or a 90 wins the round (a 100 on a 100 does not)."""
    return card == HUNDRED and top in (ZERO, 90)


def why_not(card: int, top: int) -> str:
    """A player-readable reason ``card`` may not go on ``top``."""
    if top == ZERO:
        return f"only a 0, a 10 or a 100 may be played on a 0, not a {card}"
    if card == top - 10:
        return f"you may never go down by ten ({card} on {top})"
    return (
        f"a {card} may not be played on a {top}: play the same number, ten higher, one that sums to 100 with it, or a 0"
    )


def sorted_hand(cards: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(cards))


def with_one(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``hand`` (sorted) with ``card`` in its place: what :func:`sorted_hand` gives, without a sort."""
    index = bisect_right(hand, card)
    return hand[:index] + (card,) + hand[index:]


def without_one(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``hand`` minus one copy of ``card`` (which must be in it)."""
    index = hand.index(card)
    return hand[:index] + hand[index + 1 :]
