"""Chance derives from (seed, version) alone, so an auditor can repeat every draw."""

from __future__ import annotations

import pytest

from domain.core.chance import SeededRandom

pytestmark = pytest.mark.unit


def test_the_same_seed_and_version_shuffle_alike() -> None:
    assert SeededRandom(b"s", 7).shuffled(range(20)) == SeededRandom(b"s", 7).shuffled(range(20))


def test_another_version_or_seed_shuffles_differently() -> None:
    base = SeededRandom(b"s", 7).shuffled(range(20))
    assert SeededRandom(b"s", 8).shuffled(range(20)) != base
    assert SeededRandom(b"t", 7).shuffled(range(20)) != base


def test_a_shuffle_keeps_every_item_once() -> None:
    assert sorted(SeededRandom(b"s", 1).shuffled(range(49))) == list(range(49))


def test_below_stays_in_range_and_refuses_nothing_to_draw_from() -> None:
    chance = SeededRandom(b"s", 3)
    assert all(0 <= chance.below(5) < 5 for _ in range(100))
    with pytest.raises(ValueError):
        chance.below(0)
