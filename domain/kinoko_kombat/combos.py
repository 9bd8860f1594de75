"""The combinations of the Reference card, and the best one a team can form.

Tier 1 is strongest. Mini straight and two pair share tier 5. A team of five
cards forms the strongest combination any of its cards allow; colours never
matter, only ranks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Literal

from domain.kinoko_kombat.cards import rank_of

CombinationName = Literal[
    "four_of_a_kind",
    "full_house",
    "straight",
    "three_of_a_kind",
    "mini_straight",
    "two_pair",
    "pair",
    "single",
]

#: Every combination and its tier, strongest first.
TIER_OF: dict[str, int] = {
    "four_of_a_kind": 1,
    "full_house": 2,
    "straight": 3,
    "three_of_a_kind": 4,
    "mini_straight": 5,
    "two_pair": 5,
    "pair": 6,
    "single": 7,
}
TIERS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7)


def longest_run(ranks: Iterable[int]) -> int:
    """Length of the longest sequence of consecutive distinct ranks."""
    present = set(ranks)
    best = 0
    for rank in present:
        if rank - 1 in present:
            continue
        length = 1
        while rank + length in present:
            length += 1
        best = max(best, length)
    return best


def best_combination(cards: Iterable[str]) -> CombinationName:
    """The strongest combination the cards form, checked strongest tier first."""
    ranks = [rank_of(card) for card in cards]
    counts = sorted(Counter(ranks).values(), reverse=True) + [0, 0]
    run = longest_run(ranks)
    if counts[0] >= 4:
        return "four_of_a_kind"
    if counts[0] >= 3 and counts[1] >= 2:
        return "full_house"
    if run >= 5:
        return "straight"
    if counts[0] >= 3:
        return "three_of_a_kind"
    if run >= 4:
        return "mini_straight"
    if counts[0] >= 2 and counts[1] >= 2:
        return "two_pair"
    if counts[0] >= 2:
        return "pair"
    return "single"


def tier_of(name: str) -> int:
    return TIER_OF[name]
