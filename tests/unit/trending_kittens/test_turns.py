"""A turn: put one of your cards face up side by side with a card, rotated by a
quarter turn, execute its actions, draw back up to three."""

import pytest

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn
from domain.trending_kittens import GAME
from domain.trending_kittens.commands import PlayCard, TurnCard
from domain.trending_kittens.events import (
    CardPlayed,
    CardsDrawn,
    CardsTurned,
    GameScored,
    MatchEnded,
    TurnedCard,
    TurnPassed,
)

from .helpers import given, table, when

pytestmark = pytest.mark.unit

BOX, PROWL = "box-squad", "night-prowlers"


def test_a_card_is_played_face_up_side_by_side_rotated_and_the_player_draws_back_to_three():
    # given seat 0 holds box-10 (a triangle right and left) beside one starting card
    state = table(
        [(0, 0, "prowler-01", False)],
        [["box-10", "box-02", "box-03"], ["prowler-02"]],
        decks=[["box-04", "box-05"], []],
    )
    # when it plays box-10 below that card, a quarter turn clockwise
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=90))
    # then the card lies face up, rotated; its triangles point up and down now:
    # up is the face-down prowler, which turns face up; then seat 0 draws one
    assert events == [
        CardPlayed(seat=0, card="box-10", faction=BOX, x=0, y=1, rotation=90),
        CardsTurned(seat=0, cards=(TurnedCard(0, 0, "prowler-01", PROWL, face_up=True),)),
        CardsDrawn(seat=0, cards=("box-04",)),
        TurnPassed(seat=1),
    ]
    after = given(state, *events)
    assert after.at(0, 1).face_up and after.at(0, 1).rotation == 90
    assert after.hands[0] == ("box-02", "box-03", "box-04")


def test_with_an_empty_deck_the_hand_shrinks():
    state = table([(0, 0, "prowler-01", True)], [["box-10", "box-02"], ["prowler-02"]])
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=0))
    assert not any(isinstance(e, CardsDrawn) for e in events)
    assert given(state, *events).hands[0] == ("box-02",)


def test_a_seat_with_no_card_left_is_skipped():
    # given seat 1 has played its last card; seat 2 still holds one
    state = table([(0, 0, "prowler-01", True)], [["box-10", "box-02"], [], ["climber-01"]])
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=0))
    assert events[-1] == TurnPassed(seat=2)


def test_the_only_seat_holding_cards_plays_on_alone():
    state = table([(0, 0, "prowler-01", True)], [["box-10", "box-02"], []])
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=0))
    assert events[-1] == TurnPassed(seat=0)


def test_turning_puts_a_face_up_card_face_down_and_a_face_down_card_face_up():
    # given a face-up prowler above and a face-down prowler right of (0, 1)
    state = table([(0, 0, "prowler-01", True), (1, 1, "prowler-02", False)], [["box-02"], ["prowler-03"]])
    # when seat 0 plays box-02 (up and right, small number 2) at (0, 1)
    events = when(state, 0, PlayCard(card="box-02", x=0, y=1, rotation=0))
    # then both are turned over
    assert events[1] == CardsTurned(
        seat=0,
        cards=(
            TurnedCard(0, 0, "prowler-01", PROWL, face_up=False),
            TurnedCard(1, 1, "prowler-02", PROWL, face_up=True),
        ),
    )


def test_a_triangle_aimed_at_an_empty_place_does_nothing():
    # given a single neighbour: box-06 has a triangle on every side
    state = table([(0, 0, "prowler-01", True)], [["box-06"], ["prowler-03"]])
    events = when(state, 0, PlayCard(card="box-06", x=1, y=0, rotation=0))
    assert events[1] == CardsTurned(seat=0, cards=(TurnedCard(0, 0, "prowler-01", PROWL, face_up=False),))


def test_a_play_reaching_no_card_turns_nothing():
    state = table([(0, 0, "prowler-01", True)], [["box-10", "box-01"], ["prowler-03"]])
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=0))
    assert not any(isinstance(e, CardsTurned) for e in events)


def test_the_players_own_cards_are_turned_too():
    state = table([(0, 0, "box-05", False)], [["box-03"], ["prowler-03"]])
    events = when(state, 0, PlayCard(card="box-03", x=0, y=1, rotation=0))
    assert events[1] == CardsTurned(seat=0, cards=(TurnedCard(0, 0, "box-05", BOX, True),))


def test_a_card_turned_face_up_does_not_execute_its_own_actions():
    # given a face-down box-06 (triangles everywhere) next to a face-up box-07
    state = table(
        [(0, 0, "box-06", False), (-1, 0, "box-07", True)],
        [["laser-01"], ["box-01"]],
        factions=("laser-chasers", "box-squad"),
    )
    # when a laser turns box-06 face up
    events = when(state, 0, PlayCard(card="laser-01", x=0, y=1, rotation=0))
    # then only box-06 turns: box-07 beside it stays face up
    assert events[1] == CardsTurned(seat=0, cards=(TurnedCard(0, 0, "box-06", BOX, True),))
    assert given(state, *events).at(-1, 0).face_up


def test_the_legal_plays_are_every_hand_card_on_every_open_place_in_every_rotation():
    state = table([(0, 0, "prowler-01", True), (1, 0, "prowler-02", False)], [["box-01", "box-02"], ["prowler-03"]])
    legal = GAME.legal_commands(state, 0)
    assert len(legal) == 2 * 6 * 4
    assert PlayCard("box-02", 2, 0, 270) in legal
    assert GAME.legal_commands(state, 1) == ()


def test_a_card_not_in_the_hand_is_refused():
    state = table([(0, 0, "prowler-01", True)], [["box-01"], ["prowler-03"]], decks=[["box-02"], []])
    with pytest.raises(IllegalCommand, match="you do not hold"):
        when(state, 0, PlayCard(card="box-02", x=1, y=0, rotation=0))


@pytest.mark.parametrize("rotation", [45, -90, 360])
def test_only_quarter_turns_are_allowed(rotation):
    state = table([(0, 0, "prowler-01", True)], [["box-01"], ["prowler-03"]])
    with pytest.raises(IllegalCommand, match="rotation"):
        when(state, 0, PlayCard(card="box-01", x=1, y=0, rotation=rotation))


@pytest.mark.parametrize(("x", "y"), [(1, 1), (0, 0), (3, 0)])
def test_a_card_must_go_on_an_empty_place_side_by_side_with_a_card(x, y):
    state = table([(0, 0, "prowler-01", True)], [["box-01"], ["prowler-03"]])
    with pytest.raises(IllegalCommand, match="not an empty place"):
        when(state, 0, PlayCard(card="box-01", x=x, y=y, rotation=0))


def test_only_the_seat_in_turn_plays():
    state = table([(0, 0, "prowler-01", True)], [["box-01"], ["prowler-03"]])
    with pytest.raises(NotYourTurn):
        when(state, 1, PlayCard(card="prowler-03", x=1, y=0, rotation=0))


def test_there_is_nothing_to_pick_outside_a_choice():
    state = table([(0, 0, "prowler-01", True)], [["box-01"], ["prowler-03"]])
    with pytest.raises(IllegalCommand, match="no card to pick now"):
        when(state, 0, TurnCard(x=0, y=0))


def test_the_game_ends_once_every_card_is_on_the_table():
    # given seat 0 holds the last card not on the table
    state = table([(0, 0, "prowler-01", False), (1, 0, "box-02", True)], [["box-01"], []])
    # when it plays it, turning the prowler face up
    events = when(state, 0, PlayCard(card="box-01", x=0, y=1, rotation=0))
    # then the game is scored (one point per face-up card of one's faction) and, a
    # single game, the match ends
    assert events[-2:] == [
        GameScored(number=1, points=(2, 1), winners=(0,)),
        MatchEnded(winners=(0,), wins=(1, 0)),
    ]
    after = given(state, *events)
    assert GAME.is_terminal(after) and GAME.pending_seats(after) == frozenset()
    with pytest.raises(GameNotRunning):
        when(after, 1, PlayCard(card="box-01", x=5, y=5, rotation=0))
