"""The deck as data: ranks, suits, treasure values, Dogs, and where Dogs go."""

from __future__ import annotations

from collections import Counter

import pytest

from domain.kombat_kittens.cards import (
    ALL_IDS,
    DOGS,
    KITTENS,
    RANKS,
    SUITS,
    card,
    place_dogs,
)

pytestmark = pytest.mark.unit


def test_deck_has_ten_kittens_of_each_rank_one_to_seven_and_nine_but_no_eight() -> None:
    assert Counter(c.rank for c in KITTENS) == {rank: 10 for rank in (1, 2, 3, 4, 5, 6, 7, 9)}
    assert len(KITTENS) == 80 and 8 not in RANKS


def test_every_kitten_has_a_suit_and_a_treasure_value_from_one_to_four() -> None:
    assert {c.suit for c in KITTENS} == set(SUITS) == {"samurai", "mech", "ninja", "pirate"}
    assert {c.value for c in KITTENS} == {1, 2, 3, 4}


def test_suits_are_balanced_twenty_cards_and_fifty_points_each() -> None:
    for suit in SUITS:
        cards = [c for c in KITTENS if c.suit == suit]
        assert len(cards) == 20
        assert Counter(c.value for c in cards) == {1: 5, 2: 5, 3: 5, 4: 5}
        assert {c.rank for c in cards} == set(RANKS)


def test_every_rank_carries_every_treasure_value() -> None:
    for rank in RANKS:
        assert {c.value for c in KITTENS if c.rank == rank} == {1, 2, 3, 4}


def test_five_dogs_are_worth_five_and_have_no_rank_or_suit() -> None:
    assert len(DOGS) == 5
    assert all(d.value == 5 and d.rank is None and d.suit is None and d.dog for d in DOGS)


def test_card_ids_are_unique_and_name_rank_and_suit() -> None:
    assert len(set(ALL_IDS)) == 85
    assert card("5Sa").rank == 5 and card("5Sa").suit == "samurai"
    assert card("9Pb").rank == 9 and card("9Pb").suit == "pirate"


def test_three_dogs_go_a_third_of_the_way_through_the_deck_the_last_at_the_bottom() -> None:
    kittens = tuple(f"k{i}" for i in range(9))
    pile = place_dogs(kittens, ("D1", "D2", "D3"))
    assert pile.index("D1") == 3 and pile.index("D2") == 7 and pile[-1] == "D3"


def test_two_dogs_go_in_the_middle_and_at_the_bottom() -> None:
    kittens = tuple(f"k{i}" for i in range(10))
    pile = place_dogs(kittens, ("D1", "D2"))
    assert pile.index("D1") == 5 and pile[-1] == "D2" and len(pile) == 12


def test_the_rules_document_lists_exactly_this_deck() -> None:
    import re
    from pathlib import Path

    doc = Path(__file__).parents[3] / "docs" / "rules" / "kombat-kittens.md"
    listed = dict(re.findall(r"`(\d[SMNP][abc])` (\d)", doc.read_text()))
    assert listed == {c.id: str(c.value) for c in KITTENS}
