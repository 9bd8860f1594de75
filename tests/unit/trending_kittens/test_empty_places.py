"""Jumps over empty places. Ruling (option ``empty_places``): with "count" (the
default) the i-th symbol acts on the place i steps away, so an empty place uses
up the symbol aimed at it; with "skip" the symbols pass over empty places and
act on the successive cards along the line."""

import pytest

from domain.trending_kittens.commands import PlayCard
from domain.trending_kittens.events import CardsTurned

from .helpers import table, when

pytestmark = pytest.mark.unit

#: An empty place right above the origin, then two cards further up.
GAP_THEN_TWO = [(1, 0, "box-01", True), (1, -1, "box-02", True), (0, -2, "box-03", True), (0, -3, "box-04", True)]


def turned(events):
    return [(t.x, t.y) for e in events if isinstance(e, CardsTurned) for t in e.cards]


@pytest.mark.parametrize(("empty_places", "expected"), [("count", [(0, -2)]), ("skip", [(0, -3)])])
def test_a_jump_over_an_empty_place(empty_places, expected):
    # given climber-01 (up: hollow, filled) below an empty place and two cards
    state = table(
        GAP_THEN_TWO,
        [["climber-01"], ["box-05"]],
        empty_places=empty_places,
        factions=("curtain-climbers", "box-squad"),
    )
    events = when(state, 0, PlayCard(card="climber-01", x=0, y=0, rotation=0))
    # then "count": the hollow jumps the empty place, the filled turns the card 2 up;
    # "skip": the hollow jumps the first card, the filled turns the second
    assert turned(events) == expected


@pytest.mark.parametrize(("empty_places", "expected"), [("count", []), ("skip", [(0, -2)])])
def test_a_filled_triangle_aimed_at_an_empty_place(empty_places, expected):
    state = table(
        GAP_THEN_TWO, [["laser-01"], ["box-05"]], empty_places=empty_places, factions=("laser-chasers", "box-squad")
    )
    events = when(state, 0, PlayCard(card="laser-01", x=0, y=0, rotation=0))
    assert turned(events) == expected


def test_skipping_empty_places_stops_at_the_edge_of_the_table():
    # given "skip" and a line with a single card: the second symbol finds nothing
    state = table(
        [(0, -3, "box-01", True), (1, 0, "box-02", True)],
        [["laser-02"], ["box-05"]],
        empty_places="skip",
        factions=("laser-chasers", "box-squad"),
    )
    events = when(state, 0, PlayCard(card="laser-02", x=0, y=0, rotation=0))
    assert turned(events) == [(0, -3)]
