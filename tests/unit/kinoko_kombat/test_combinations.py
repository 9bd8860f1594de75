"""Every combination of the Reference card, and the best one a team forms."""

from collections import Counter
from functools import cache
from itertools import combinations, pairwise

import pytest

from domain.kinoko_kombat.cards import full_deck, rank_of
from domain.kinoko_kombat.combos import TIER_OF, best_combination, tier_of

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (("red-5", "green-5", "yellow-5", "purple-5", "red-1"), "four_of_a_kind"),
        (("red-3", "green-3", "yellow-3", "red-1", "green-1"), "full_house"),
        (("red-1", "green-2", "yellow-3", "purple-4", "red-5"), "straight"),
        (("red-4", "green-5", "yellow-6", "purple-7", "red-8"), "straight"),
        (("red-3", "green-3", "yellow-3", "red-1", "green-7"), "three_of_a_kind"),
        (("red-5", "green-6", "yellow-7", "purple-8", "red-1"), "mini_straight"),
        (("red-2", "green-2", "red-5", "green-5", "red-4"), "two_pair"),
        (("red-2", "green-2", "red-5", "green-7", "red-4"), "pair"),
        (("red-1", "green-3", "red-5", "green-7", "red-8"), "single"),
    ],
)
def test_each_combination_is_recognised(cards, expected):
    assert best_combination(cards) == expected


def test_tiers_run_from_four_of_a_kind_to_single_and_two_pair_shares_mini_straights_tier():
    assert [
        tier_of(name)
        for name in ("four_of_a_kind", "full_house", "straight", "three_of_a_kind", "mini_straight", "pair", "single")
    ] == [1, 2, 3, 4, 5, 6, 7]
    assert tier_of("two_pair") == tier_of("mini_straight") == 5


def test_the_best_combination_is_chosen_over_a_weaker_one_in_the_same_cards():
    # a pair of 4s, but 1-2-3-4 is a mini straight (tier 5 beats a pair)
    assert best_combination(("red-1", "green-2", "red-3", "red-4", "green-4")) == "mini_straight"
    # three 3s plus a pair is a full house, not three of a kind
    assert best_combination(("red-3", "green-3", "yellow-3", "red-6", "green-6")) == "full_house"


# --- the independent oracle: try every subset of the five cards against the
# rulebook's wording of each combination, keep the strongest tier found.


def _same_rank(ranks):
    return len(set(ranks)) == 1


def _in_sequence(ranks):
    ordered = sorted(ranks)
    return all(b == a + 1 for a, b in pairwise(ordered))


ORACLE_PATTERNS = [  # (name, subset size, predicate over the subset's ranks)
    ("four_of_a_kind", 4, _same_rank),
    ("full_house", 5, lambda r: sorted(Counter(r).values()) == [2, 3]),
    ("straight", 5, _in_sequence),
    ("three_of_a_kind", 3, _same_rank),
    ("mini_straight", 4, _in_sequence),
    ("two_pair", 4, lambda r: sorted(Counter(r).values()) == [2, 2]),
    ("pair", 2, _same_rank),
    ("single", 1, lambda r: True),
]
ORACLE_TIER = {
    "four_of_a_kind": 1,
    "full_house": 2,
    "straight": 3,
    "three_of_a_kind": 4,
    "mini_straight": 5,
    "two_pair": 5,
    "pair": 6,
    "single": 7,
}


@cache
def oracle(ranks: tuple[int, ...]) -> frozenset[str]:
    """Every combination present in the hand, by brute force over its subsets."""
    return frozenset(
        name
        for name, size, predicate in ORACLE_PATTERNS
        if any(predicate(subset) for subset in combinations(ranks, size))
    )


def test_every_five_card_hand_of_the_32_card_deck_gets_its_best_combination():
    seen: Counter[str] = Counter()
    for hand in combinations(full_deck(), 5):
        present = oracle(tuple(sorted(rank_of(card) for card in hand)))
        best_tier = min(ORACLE_TIER[name] for name in present)
        name = best_combination(hand)
        assert name in present, (hand, name, present)
        assert tier_of(name) == best_tier, (hand, name, present)
        seen[name] += 1
    assert set(seen) == set(TIER_OF), "every combination occurs in some hand"
    assert sum(seen.values()) == 201_376
