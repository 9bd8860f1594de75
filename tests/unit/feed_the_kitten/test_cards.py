"""Which card may go on which: the heart of every turn."""

from collections import Counter

import pytest

from domain.core import IllegalCommand
from domain.feed_the_kitten.cards import DECK, may_play, wins_round
from domain.feed_the_kitten.commands import PlayCard
from domain.feed_the_kitten.events import CardPlayed, TurnEnded

from .helpers import table, when

pytestmark = pytest.mark.unit


def test_the_deck_has_49_cards_five_of_each_ten_to_ninety_two_zeros_two_hundreds():
    counts = Counter(DECK)
    assert len(DECK) == 49
    assert counts == {0: 2, 100: 2, **{n: 5 for n in range(10, 100, 10)}}


@pytest.mark.parametrize(
    ("card", "top", "why"),
    [
        (40, 40, "same number"),
        (50, 50, "same number (and sums to 100)"),
        (50, 40, "ten higher"),
        (20, 80, "sums to 100"),
        (90, 10, "sums to 100"),
        (0, 70, "a 0 goes on anything"),
        (0, 100, "a 0 goes on anything"),
        (0, 0, "the other 0 on a 0"),
        (10, 0, "a 10 on a 0"),
        (100, 100, "same number; a 100 on a 100 does not win"),
    ],
)
def test_a_card_may_be_played_if_same_ten_higher_or_summing_to_100(card, top, why):
    """(A 100 on a 90 or a 0 is legal too, and wins: see test_rounds.)"""
    state = table(hands=[[card, 30], [10]], top=top)
    assert when(state, 0, PlayCard(card)) == [
        CardPlayed(seat=0, card=card),
        TurnEnded(seat=0, next_seat=1),
    ], why


@pytest.mark.parametrize(("card", "top"), [(20, 30), (80, 90), (10, 20), (90, 100)])
def test_you_may_never_go_down_by_ten(card, top):
    state = table(hands=[[card, 30], [10]], top=top)
    with pytest.raises(IllegalCommand, match="down by ten"):
        when(state, 0, PlayCard(card))


@pytest.mark.parametrize("card", [20, 30, 50, 90])
def test_only_a_0_a_10_or_a_100_may_be_played_on_a_0(card):
    state = table(hands=[[card, 30], [10]], top=0)
    with pytest.raises(IllegalCommand, match="only a 0, a 10 or a 100"):
        when(state, 0, PlayCard(card))


@pytest.mark.parametrize(("card", "top"), [(70, 50), (30, 60), (100, 50), (100, 10), (60, 100)])
def test_any_other_card_may_not_be_played(card, top):
    state = table(hands=[[card, 30], [10]], top=top)
    with pytest.raises(IllegalCommand):
        when(state, 0, PlayCard(card))


def test_the_full_table_of_legal_plays_matches_the_rulebook():
    """Every (card, top) pair, against the rules written out independently."""
    for top in range(0, 101, 10):
        for card in range(0, 101, 10):
            if card == 0:
                expected = True
            elif top == 0:
                expected = card in (10, 100)
            else:
                expected = card in (top, top + 10, 100 - top)
            assert may_play(card, top) is expected, (card, top)
            if expected and card == top - 10 and card != 0:
                pytest.fail(f"{card} on {top} goes down by ten")


def test_the_0_is_the_one_exception_to_never_going_down_by_ten():
    state = table(hands=[[0, 30], [10]], top=10)
    assert when(state, 0, PlayCard(0))[0] == CardPlayed(seat=0, card=0)


def test_only_a_100_on_a_0_or_a_90_wins_the_round():
    winners = {(card, top) for card in range(0, 101, 10) for top in range(0, 101, 10) if wins_round(card, top)}
    assert winners == {(100, 0), (100, 90)}
