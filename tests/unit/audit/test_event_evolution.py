"""An event stored before one of its fields existed is the event the rules decide now with that
field's default; anything else that differs is still a difference."""

from __future__ import annotations

import msgspec
import pytest

from domain.audit.evolution import same_as_decided
from domain.trending_kittens.events import Event, GameScored

pytestmark = pytest.mark.unit

#: ``game_scored`` as games stored it before the lead bonus existed: no ``bonus`` key.
BEFORE_THE_BONUS = {"type": "game_scored", "number": 1, "points": [5, 4], "winners": [0]}


def decided(bonus: tuple[int, ...] = ()) -> object:
    return msgspec.to_builtins(GameScored(number=1, points=(5, 4), winners=(0,), bonus=bonus))


def test_an_old_game_scored_without_bonus_is_the_event_decided_with_no_bonus() -> None:
    assert same_as_decided(decided(), BEFORE_THE_BONUS, Event)


def test_an_old_game_scored_is_not_one_decided_with_a_bonus() -> None:
    assert not same_as_decided(decided((1, 0)), BEFORE_THE_BONUS, Event)


def test_a_key_the_event_does_not_know_is_a_difference() -> None:
    assert not same_as_decided(decided(), {**BEFORE_THE_BONUS, "extra": 1}, Event)


def test_a_changed_value_is_a_difference() -> None:
    assert not same_as_decided(decided(), {**BEFORE_THE_BONUS, "winners": [1]}, Event)


def test_a_body_that_is_no_event_is_a_difference() -> None:
    assert not same_as_decided(decided(), {"type": "game_scored", "number": "one"}, Event)
