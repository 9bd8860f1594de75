"""The fold is a table of one function per event type: it must name every event, and no other."""

from __future__ import annotations

import typing

import msgspec
import pytest

from domain.feed_the_kitten.events import Event
from domain.feed_the_kitten.evolve import EVOLVERS, evolve, fold
from domain.feed_the_kitten.options import FeedTheKittenOptions
from domain.feed_the_kitten.state import new_state


def test_every_event_has_a_fold() -> None:
    assert set(EVOLVERS) == set(typing.get_args(Event))


def test_an_unknown_event_is_refused_not_ignored() -> None:
    class Stranger(msgspec.Struct, frozen=True):
        seat: int

    with pytest.raises(TypeError):
        evolve(new_state(2, FeedTheKittenOptions()), Stranger(0))  # type: ignore[arg-type]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_replay_fold_gives_what_evolve_gives_after_every_event(seats: int) -> None:
    from domain.core.simulation import simulate
    from domain.feed_the_kitten import GAME

    for seed in range(6):
        played = simulate(GAME, GAME.default_setup(seats), seed=100 * seats + seed)
        events = list(played.events)
        by_evolve = [GAME.initial_state(played.setup)]
        for event in events:
            by_evolve.append(evolve(by_evolve[-1], event))
        assert by_evolve[-1] == played.state
        for cut in range(len(events) + 1):  # from the start, and from every state on
            assert fold(by_evolve[0], events[:cut]) == by_evolve[cut], cut
            assert fold(by_evolve[cut], events[cut:]) == by_evolve[-1], cut


def test_the_replay_fold_refuses_an_unknown_event_too() -> None:
    class Stranger(msgspec.Struct, frozen=True):
        seat: int

    with pytest.raises(TypeError):
        fold(new_state(2, FeedTheKittenOptions()), [Stranger(0)])  # type: ignore[list-item]
