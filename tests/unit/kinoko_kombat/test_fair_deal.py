"""Two players: "randomly select 1 Kinoko card of each colour from the deck ... Deal 8 cards to each
player." Every such deal must be equally likely.

Chi-square goodness-of-fit tests over many deals drawn the way games draw them
(``hmac-sha256-ctr-v1`` from a fixed key, one stream version per deal): the
chance is fixed, so the test cannot flake, and the threshold is a p-value of
one in a million, so only a deal that is really unfair fails it. The old deal
(``first-of-colour-v1``) fails the first one by far, as it should.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from itertools import permutations

import pytest

from domain.core import InvalidSetup, Setup
from domain.core.chance import HmacCounterRandom
from domain.kinoko_kombat import GAME, KinokoOptions
from domain.kinoko_kombat.cards import COLOURS, colour_of, rank_of
from domain.kinoko_kombat.deal import FIRST_OF_COLOUR_V1, NEUTRALS_APART_V2, deal_round
from domain.kinoko_kombat.events import RoundDealt

pytestmark = pytest.mark.unit

DEALS = 20_000
ALPHA = 1e-6
KEY = bytes(range(32))


def deals(algorithm: str, count: int = DEALS) -> Iterator[RoundDealt]:
    for version in range(count):
        yield deal_round(2, 1, 0, HmacCounterRandom(KEY, version), algorithm)


def p_value(observed: Counter[object], expected: dict[object, float]) -> float:
    """The chi-square test's p-value: how likely a fair deal is to stray this far."""
    assert set(observed) <= set(expected), set(observed) - set(expected)
    statistic = sum((observed[cell] - e) ** 2 / e for cell, e in expected.items())
    return chi_square_survival(statistic, len(expected) - 1)


def chi_square_survival(x: float, df: int) -> float:
    """P(X >= x) for X chi-square with ``df`` degrees of freedom: 1 - P(df/2, x/2), the
    regularized lower incomplete gamma function summed as its power series."""
    s, half = df / 2, x / 2
    term = total = 1 / s
    n = 0
    while term > total * 1e-17:
        n += 1
        term *= half / (s + n)
        total += term
    return max(0.0, 1 - math.exp(s * math.log(half) - half - math.lgamma(s)) * total)


def colour_profile(hand: tuple[str, ...]) -> tuple[int, ...]:
    """How many cards of each colour a hand holds, largest first: (4, 2, 1, 1) etc."""
    return tuple(sorted((sum(colour_of(card) == colour for card in hand) for colour in COLOURS), reverse=True))


def fair_profiles() -> dict[object, float]:
    """Expected deals per profile of seat 0's 8 cards out of 16 (four of each colour)."""
    weights: Counter[object] = Counter()
    for counts in _compositions(8, 4, 4):
        weights[tuple(sorted(counts, reverse=True))] += math.prod(math.comb(4, c) for c in counts)
    return {profile: DEALS * weight / math.comb(16, 8) for profile, weight in weights.items()}


def _compositions(total: int, parts: int, most: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        if total <= most:
            yield (total,)
        return
    for first in range(min(total, most) + 1):
        for rest in _compositions(total - first, parts - 1, most):
            yield (first, *rest)


def test_chi_square_survival_matches_known_values() -> None:
    assert chi_square_survival(3.841458820694124, 1) == pytest.approx(0.05, rel=1e-6)
    assert chi_square_survival(18.307038053275146, 10) == pytest.approx(0.05, rel=1e-6)


def test_seat_0_holds_each_colour_profile_as_often_as_a_fair_deal() -> None:
    observed = Counter(colour_profile(deal.hands[0]) for deal in deals(NEUTRALS_APART_V2))
    assert p_value(observed, fair_profiles()) > ALPHA
    all_four = sum(count for profile, count in observed.items() if profile[0] == 4) / DEALS
    print(f"seat 0 holds all four cards of a colour in {all_four:.2%} of deals (fair: {1974 / 12870:.2%})")


def test_the_old_deal_fails_the_same_test() -> None:
    observed = Counter(colour_profile(deal.hands[0]) for deal in deals(FIRST_OF_COLOUR_V1))
    assert p_value(observed, fair_profiles()) < ALPHA
    all_four = sum(count for profile, count in observed.items() if profile[0] == 4) / DEALS
    print(f"the old deal: seat 0 holds all four cards of a colour in {all_four:.2%} of deals")
    assert all_four > 0.18


def test_each_neutral_card_is_any_of_its_colours_five_with_equal_chance() -> None:
    observed = Counter(
        (colour_of(card), rank_of(card)) for deal in deals(NEUTRALS_APART_V2) for card in deal.neutral_centers
    )
    expected: dict[object, float] = {(colour, rank): DEALS / 5 for colour in COLOURS for rank in range(1, 6)}
    # Four independent colours: each 5-cell test has 4 degrees of freedom, 16 in all.
    statistic = sum((observed[cell] - e) ** 2 / e for cell, e in expected.items())
    assert chi_square_survival(statistic, 16) > ALPHA


def test_the_neutral_slots_hold_the_colours_in_any_order_with_equal_chance() -> None:
    observed = Counter(tuple(colour_of(card) for card in deal.neutral_centers) for deal in deals(NEUTRALS_APART_V2))
    expected: dict[object, float] = {order: DEALS / 24 for order in permutations(COLOURS)}
    assert p_value(observed, expected) > ALPHA


def test_a_deal_has_one_neutral_card_of_each_colour_and_eight_cards_a_seat() -> None:
    for deal in deals(NEUTRALS_APART_V2, 200):
        assert sorted(colour_of(card) for card in deal.neutral_centers) == sorted(COLOURS)
        assert [len(hand) for hand in deal.hands] == [8, 8]
        cards = [*deal.neutral_centers, *deal.hands[0], *deal.hands[1]]
        assert len(set(cards)) == 20


@pytest.mark.parametrize("seats", [3, 4])
def test_three_and_four_players_are_dealt_the_same_by_both_deals(seats: int) -> None:
    for version in range(50):
        old = deal_round(seats, 1, 0, HmacCounterRandom(KEY, version), FIRST_OF_COLOUR_V1)
        assert old == deal_round(seats, 1, 0, HmacCounterRandom(KEY, version), NEUTRALS_APART_V2)


def test_the_published_vector_of_the_two_player_deal() -> None:
    """docs/rules/kinoko-kombat.md, "The deal": game key 32 zero bytes, stream version 1."""
    deal = deal_round(2, 1, 0, HmacCounterRandom(bytes(32), 1), NEUTRALS_APART_V2)
    assert deal.neutral_centers == ("yellow-3", "red-1", "purple-5", "green-5")
    assert deal.hands == (
        ("yellow-1", "purple-1", "red-2", "red-3", "green-3", "yellow-4", "red-5", "yellow-5"),
        ("green-1", "green-2", "yellow-2", "purple-2", "purple-3", "red-4", "green-4", "purple-4"),
    )


def test_games_created_before_the_option_keep_the_old_deal_and_new_ones_record_the_new() -> None:
    assert GAME.stored_options({}).deal == FIRST_OF_COLOUR_V1
    assert GAME.options_type().deal == NEUTRALS_APART_V2


def test_an_unknown_deal_is_refused_when_the_game_is_created() -> None:
    with pytest.raises(InvalidSetup, match="deal must be one of"):
        GAME.initial_state(Setup(2, KinokoOptions(deal="first-card-wins")))
