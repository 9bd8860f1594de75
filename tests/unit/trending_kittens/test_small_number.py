"""The small number: the most cards one play may turn.

Ruling (option ``over_limit``): with "choose" (the default) the player picks
which of the reached cards to turn, exactly as many as the small number, one
``turn_card`` at a time; with "nearest" the nearest ones turn (ties clockwise
from up). Only cards actually reached count: empty places never do.
"""

import pytest

from domain.core import IllegalCommand, NotYourTurn
from domain.trending_kittens import GAME
from domain.trending_kittens.commands import PlaceStarter, PlayCard, TurnCard
from domain.trending_kittens.events import (
    CardPlayed,
    CardsDrawn,
    CardsTurned,
    ChoiceOffered,
    TurnedCard,
    TurnPassed,
)
from domain.trending_kittens.state import Spot

from .helpers import given, table, when

pytestmark = pytest.mark.unit

PROWL = "night-prowlers"
#: Four face-up prowlers around the empty origin.
AROUND = [
    (0, -1, "prowler-01", True),
    (1, 0, "prowler-02", True),
    (0, 1, "prowler-03", True),
    (-1, 0, "prowler-04", True),
]
ALL_FOUR = (Spot(0, -1), Spot(1, 0), Spot(0, 1), Spot(-1, 0))


def surrounded(**fields):
    """Seat 0 holds box-07: a triangle on every side, small number 3."""
    return table(AROUND, [["box-07", "box-01"], ["prowler-05"]], decks=[["box-02"], []], **fields)


def test_reaching_more_cards_than_the_small_number_offers_the_player_a_choice():
    # given box-07 reaches four cards but may turn three
    state = surrounded()
    # when it is played
    events = when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0))
    # then nothing turns yet: seat 0 must pick three of the four
    assert events == [
        CardPlayed(0, "box-07", "box-squad", 0, 0, 0),
        ChoiceOffered(seat=0, spots=ALL_FOUR, count=3),
    ]
    after = given(state, *events)
    assert after.phase == "choosing" and GAME.pending_seats(after) == frozenset({0})
    assert GAME.legal_commands(after, 0) == tuple(TurnCard(s.x, s.y) for s in ALL_FOUR)


def test_each_pick_turns_one_card_and_the_last_pick_ends_the_turn():
    state = surrounded()
    state = given(state, *when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0)))
    # when seat 0 picks the left card
    first = when(state, 0, TurnCard(x=-1, y=0))
    # then it turns, and two picks remain among the three others
    assert first == [CardsTurned(0, (TurnedCard(-1, 0, "prowler-04", PROWL, False),))]
    state = given(state, *first)
    assert state.choice.remaining == 2
    assert set(GAME.legal_commands(state, 0)) == {TurnCard(0, -1), TurnCard(1, 0), TurnCard(0, 1)}
    state = given(state, *when(state, 0, TurnCard(x=0, y=-1)))
    # when the last pick is made, the player draws and the turn passes
    last = when(state, 0, TurnCard(x=0, y=1))
    assert last == [
        CardsTurned(0, (TurnedCard(0, 1, "prowler-03", PROWL, False),)),
        CardsDrawn(0, ("box-02",)),
        TurnPassed(1),
    ]
    after = given(state, *last)
    assert [after.at(x, y).face_up for x, y in [(0, -1), (1, 0), (0, 1), (-1, 0)]] == [False, True, False, False]


def test_a_card_already_picked_or_not_reached_cannot_be_picked():
    state = surrounded()
    state = given(state, *when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0)))
    state = given(state, *when(state, 0, TurnCard(x=-1, y=0)))
    for x, y in [(-1, 0), (0, 0), (4, 4)]:
        with pytest.raises(IllegalCommand, match="not one of the cards your card reached"):
            when(state, 0, TurnCard(x=x, y=y))


def test_no_card_is_played_and_no_one_else_acts_while_a_choice_is_pending():
    state = surrounded()
    state = given(state, *when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0)))
    with pytest.raises(IllegalCommand, match="first pick"):
        when(state, 0, PlayCard(card="box-01", x=2, y=0, rotation=0))
    with pytest.raises(NotYourTurn):
        when(state, 1, TurnCard(x=1, y=0))


def test_reaching_exactly_the_small_number_turns_them_all_without_a_choice():
    state = table(AROUND[:3], [["box-07"], ["prowler-05"]])
    events = when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0))
    assert len(events[1].cards) == 3
    assert not any(isinstance(e, ChoiceOffered) for e in events)


def test_only_cards_actually_reached_count_toward_the_small_number():
    # given laser-05 (four filled up, small number 2) with cards only at distances 1 and 4
    state = table(
        [(0, -1, "box-01", True), (0, -4, "box-02", True), (1, -2, "box-03", True), (1, -3, "box-04", True)],
        [["laser-05"], ["box-05"]],
        factions=("laser-chasers", "box-squad"),
    )
    events = when(state, 0, PlayCard(card="laser-05", x=0, y=0, rotation=0))
    # then both turn: the empty places at distances 2 and 3 use up nothing
    assert {(t.x, t.y) for t in events[1].cards} == {(0, -1), (0, -4)}


def test_with_over_limit_nearest_the_nearest_cards_turn_ties_clockwise_from_up():
    state = surrounded(over_limit="nearest")
    events = when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0))
    assert events[1] == CardsTurned(
        0,
        (
            TurnedCard(0, -1, "prowler-01", PROWL, False),
            TurnedCard(1, 0, "prowler-02", PROWL, False),
            TurnedCard(0, 1, "prowler-03", PROWL, False),
        ),
    )
    assert events[-1] == TurnPassed(1)


def test_with_over_limit_nearest_a_line_turns_from_the_card_outward():
    column = [(0, -d, f"box-0{d}", True) for d in range(1, 5)]
    state = table(column, [["laser-05"], ["box-05"]], over_limit="nearest", factions=("laser-chasers", "box-squad"))
    events = when(state, 0, PlayCard(card="laser-05", x=0, y=0, rotation=0))
    assert [(t.x, t.y) for t in events[1].cards] == [(0, -1), (0, -2)]


@pytest.mark.parametrize(
    "command",
    [PlayCard(card="box-01", x=5, y=5, rotation=0), PlaceStarter(x=1, y=1)],
    ids=["play_card", "place_starter"],
)
def test_while_a_pick_is_owed_every_other_command_is_pointed_to_turn_card(command):
    state = surrounded()
    state = given(state, *when(state, 0, PlayCard(card="box-07", x=0, y=0, rotation=0)))
    with pytest.raises(IllegalCommand, match=r"pick the cards to turn.*\(turn_card"):
        when(state, 0, command)
