"""Battle hands, with the rulebook's own examples."""

from __future__ import annotations

import pytest

from domain.kombat_kittens.hands import best_hand

pytestmark = pytest.mark.unit


def hand(*ids: str, nine: bool = True) -> tuple[int, ...]:
    return best_hand(ids, nine).key


FOUR_FOUR_FOUR = hand("4Sa", "4Sb", "4Ma")
TWO_TWO_TWO = hand("2Sa", "2Sb", "2Ma")
FOUR_FIVE_SIX = hand("4Sa", "5Sa", "6Sa")
TWO_THREE_FOUR = hand("2Sa", "3Sa", "4Sa")
PAIR_665 = hand("6Sa", "6Sb", "5Sa")
PAIR_663 = hand("6Sa", "6Sb", "3Sa")
PAIR_447 = hand("4Sa", "4Sb", "7Sa")
HIGH_743 = hand("7Sa", "4Sa", "3Sa")
HIGH_652 = hand("6Sa", "5Sa", "2Sa")


def test_rulebook_three_of_a_kind_4_4_4_beats_2_2_2_and_all_straights_pairs_high_cards() -> None:
    assert FOUR_FOUR_FOUR > TWO_TWO_TWO
    assert TWO_TWO_TWO > max(FOUR_FIVE_SIX, PAIR_665, HIGH_743)


def test_rulebook_straight_4_5_6_beats_2_3_4_and_all_pairs_and_high_cards() -> None:
    assert FOUR_FIVE_SIX > TWO_THREE_FOUR
    assert TWO_THREE_FOUR > max(PAIR_665, HIGH_743, hand("9Sa", "9Sb", "7Sa"))


def test_rulebook_pair_6_6_5_beats_6_6_3_and_4_4_7_and_any_high_card() -> None:
    assert PAIR_665 > PAIR_663
    assert PAIR_665 > PAIR_447
    assert PAIR_447 > hand("9Sa", "7Sa", "5Sa")


def test_rulebook_high_card_7_4_3_beats_6_5_2() -> None:
    assert HIGH_743 > HIGH_652


def test_rulebook_helper_example_5_5_5_7_beats_4_5_6_7() -> None:
    kim = best_hand(("5Sa", "5Sb", "5Ma", "7Sa"))
    josh = best_hand(("4Sa", "5Na", "6Sa", "7Ma"))
    assert kim.key > josh.key
    assert kim.name == "three of a kind" and josh.name == "straight"


def test_best_three_of_four_cards_is_chosen() -> None:
    assert best_hand(("2Sa", "9Sa", "9Sb", "3Sa")).key == (1, 9, 3)


def test_same_hand_of_the_same_ranks_is_a_tie() -> None:
    assert hand("6Sa", "6Sb", "5Sa") == hand("6Ma", "6Mb", "5Ma")


def test_nine_follows_seven_by_default_so_6_7_9_is_a_straight() -> None:
    assert hand("6Sa", "7Sa", "9Sa") == (2, 9)
    assert hand("6Sa", "7Sa", "9Sa") > hand("5Sa", "6Sb", "7Sb")


def test_without_nine_follows_seven_9_has_no_neighbour() -> None:
    assert hand("6Sa", "7Sa", "9Sa", nine=False) == (0, 9, 7, 6)
    assert hand("5Sa", "6Sb", "7Sb", nine=False) == (2, 7)


def test_one_two_three_is_the_lowest_straight_and_nothing_wraps_around() -> None:
    assert hand("1Sa", "2Sa", "3Sa") == (2, 3)
    assert hand("9Sa", "1Sa", "2Sa")[0] == 0
