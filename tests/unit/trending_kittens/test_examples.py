"""The rulebook's three examples, played out."""

import pytest

from domain.trending_kittens import scoring
from domain.trending_kittens.commands import PlayCard
from domain.trending_kittens.events import CardsTurned, TurnedCard

from .helpers import given, table, when

pytestmark = pytest.mark.unit


def test_example_1_a_card_turns_the_cards_up_and_left_of_it():
    # given two of our own cards face down, above and left of an empty place,
    # and box-01 in hand: a filled triangle up, a filled triangle left
    state = table(
        [(0, -1, "box-05", False), (-1, 0, "box-07", False), (1, -1, "prowler-01", True)], [["box-01"], ["prowler-02"]]
    )
    assert scoring.points(state) == (0, 1)
    # when we play it there
    events = when(state, 0, PlayCard(card="box-01", x=0, y=0, rotation=0))
    # then both cards are face up, which scores more points for us
    assert events[1] == CardsTurned(
        seat=0,
        cards=(
            TurnedCard(0, -1, "box-05", "box-squad", face_up=True),
            TurnedCard(-1, 0, "box-07", "box-squad", face_up=True),
        ),
    )
    assert scoring.points(given(state, *events)) == (3, 1)


def test_example_2_jump_one_up_then_turn_two_and_turn_one_right():
    # given a column of three cards above an empty place and one card right of it;
    # climber-02 reads up: hollow, filled, filled; right: filled
    column = [(0, -1, "prowler-01", False), (0, -2, "prowler-02", False), (0, -3, "prowler-03", True)]
    state = table(
        [*column, (1, 0, "prowler-04", True)],
        [["climber-02"], ["prowler-05"]],
        factions=("curtain-climbers", "night-prowlers"),
    )
    # when it is played there
    events = when(state, 0, PlayCard(card="climber-02", x=0, y=0, rotation=0))
    # then the first card up is jumped, the next two are turned, and the right one too
    assert events[1] == CardsTurned(
        seat=0,
        cards=(
            TurnedCard(1, 0, "prowler-04", "night-prowlers", face_up=False),
            TurnedCard(0, -2, "prowler-02", "night-prowlers", face_up=True),
            TurnedCard(0, -3, "prowler-03", "night-prowlers", face_up=False),
        ),
    )
    assert not given(state, *events).at(0, -1).face_up


def test_example_3_a_card_played_rotated_90_degrees_clockwise_acts_to_its_right():
    # given cards above and right of an empty place; laser-01 has one triangle, on top
    state = table(
        [(0, -1, "box-01", True), (1, 0, "box-02", True)],
        [["laser-01"], ["box-03"]],
        factions=("laser-chasers", "box-squad"),
    )
    # when it is played rotated 90 degrees clockwise
    events = when(state, 0, PlayCard(card="laser-01", x=0, y=0, rotation=90))
    # then its triangle points right: that card has to be turned, the one above is not
    assert events[1] == CardsTurned(seat=0, cards=(TurnedCard(1, 0, "box-02", "box-squad", face_up=False),))
    after = given(state, *events)
    assert after.at(0, -1).face_up and not after.at(1, 0).face_up
