"""Preparation: in turn, each player puts a random card of their deck face down
side by side with a card already on the table (the first at (0, 0)); then each
draws three and the first seat plays."""

import pytest

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn
from domain.trending_kittens import GAME
from domain.trending_kittens.commands import PlaceStarter, PlayCard
from domain.trending_kittens.events import (
    CardsDrawn,
    GameStarted,
    StarterPlaced,
    TurnPassed,
)

from .helpers import KeepOrder, started, waiting, when

pytestmark = pytest.mark.unit


def test_start_shuffles_every_deck_and_puts_the_first_seats_top_card_face_down_at_the_origin():
    # given a new 3-player table
    state = waiting(3)
    random = KeepOrder()
    # when the game starts
    events = list(GAME.start(state, random))
    # then every deck is shuffled, and seat 0's top card lies face down at (0, 0)
    assert random.shuffles == 3
    assert events[0] == GameStarted(number=1, first_seat=0, decks=events[0].decks)
    assert [len(deck) for deck in events[0].decks] == [10, 10, 10]
    assert events[1] == StarterPlaced(seat=0, x=0, y=0, card="box-01", faction="box-squad")
    after = GAME.fold(state, events)
    assert after.phase == "preparation" and after.turn == 1
    assert not after.board[0].face_up
    assert GAME.pending_seats(after) == frozenset({1})


def test_the_next_seat_puts_its_random_card_face_down_side_by_side_where_it_chooses():
    # given the first card on the table
    state = started(3)
    # when seat 1 places its starting card left of it
    events = when(state, 1, PlaceStarter(x=-1, y=0))
    # then the top card of its shuffled deck goes there face down, and seat 2 follows
    assert events == [StarterPlaced(seat=1, x=-1, y=0, card="prowler-01", faction="night-prowlers")]
    after = GAME.fold(state, events)
    assert after.decks[1][0] == "prowler-02"
    assert after.turn == 2


def test_the_legal_starting_places_are_the_empty_places_beside_a_card():
    state = started(2)
    assert set(GAME.legal_commands(state, 1)) == {
        PlaceStarter(0, -1),
        PlaceStarter(1, 0),
        PlaceStarter(0, 1),
        PlaceStarter(-1, 0),
    }
    assert GAME.legal_commands(state, 0) == ()


@pytest.mark.parametrize(("x", "y"), [(1, 1), (0, 0), (0, 2), (5, -3)])
def test_a_starting_card_not_side_by_side_with_a_card_or_on_one_is_refused(x, y):
    # given the first card at (0, 0): diagonal, occupied and far places are refused
    with pytest.raises(IllegalCommand, match="not an empty place side by side"):
        when(started(2), 1, PlaceStarter(x=x, y=y))


def test_only_the_seat_in_turn_places_its_starting_card():
    with pytest.raises(NotYourTurn):
        when(started(3), 2, PlaceStarter(x=1, y=0))


def test_no_card_is_played_from_the_hand_during_the_preparation():
    with pytest.raises(IllegalCommand, match="starting card"):
        when(started(2), 1, PlayCard(card="prowler-01", x=1, y=0, rotation=0))


def test_when_every_starting_card_is_down_each_draws_three_and_the_first_seat_plays():
    # given seats 0 and 1 have placed; seat 2 is last
    state = started(3)
    state = GAME.fold(state, when(state, 1, PlaceStarter(x=1, y=0)))
    # when seat 2 places its starting card
    events = when(state, 2, PlaceStarter(x=2, y=0))
    # then everyone draws three, from the first seat on, and seat 0 plays first
    assert events[1:] == [
        CardsDrawn(seat=0, cards=("box-02", "box-03", "box-04")),
        CardsDrawn(seat=1, cards=("prowler-02", "prowler-03", "prowler-04")),
        CardsDrawn(seat=2, cards=("climber-02", "climber-03", "climber-04")),
        TurnPassed(seat=0),
    ]
    after = GAME.fold(state, events)
    assert after.phase == "playing"
    assert [len(hand) for hand in after.hands] == [3, 3, 3]
    assert [len(deck) for deck in after.decks] == [6, 6, 6]
    assert [p.face_up for p in after.board] == [False, False, False]


def test_nothing_is_decided_before_the_start():
    with pytest.raises(GameNotRunning):
        when(waiting(2), 0, PlaceStarter(x=0, y=1))


def test_a_game_starts_only_once():
    with pytest.raises(GameNotRunning):
        GAME.start(started(2), KeepOrder())
