"""The fold is a table of one function per event type: it must name every event, and no other."""

from __future__ import annotations

import typing

import msgspec
import pytest

from domain.feed_the_kitten.events import Event
from domain.feed_the_kitten.evolve import EVOLVERS, evolve
from domain.feed_the_kitten.options import FeedTheKittenOptions
from domain.feed_the_kitten.state import new_state


def test_every_event_has_a_fold() -> None:
    assert set(EVOLVERS) == set(typing.get_args(Event))


def test_an_unknown_event_is_refused_not_ignored() -> None:
    class Stranger(msgspec.Struct, frozen=True):
        seat: int

    with pytest.raises(TypeError):
        evolve(new_state(2, FeedTheKittenOptions()), Stranger(0))  # type: ignore[arg-type]
