"""Winning a round, feeding the Kitten, winning the game."""

import pytest

from domain.core import GameNotRunning, Outcome
from domain.feed_the_kitten import GAME, DrawCard, PlayCard
from domain.feed_the_kitten.cards import DECK
from domain.feed_the_kitten.events import (
    CardPlayed,
    GameWon,
    RoundDealt,
    RoundWon,
    StarterFlipped,
    TurnEnded,
)

from .helpers import ScriptedRandom, given, table, when

pytestmark = pytest.mark.unit

#: A fresh shuffle for the next round, scripted so its events can be spelled out.
NEXT_DECK = tuple(reversed(DECK))[2:] + (100, 100)


def _next_round(round_: int, leader: int, seats: int = 2) -> list:
    dealt = seats * 5
    hands = tuple(NEXT_DECK[i * 5 : i * 5 + 5] for i in range(seats))
    return [
        RoundDealt(round=round_, leader=leader, hands=hands, draw_pile=NEXT_DECK[dealt:]),
        StarterFlipped(card=NEXT_DECK[dealt]),
    ]


@pytest.mark.parametrize("top", [0, 90])
def test_a_100_played_on_a_0_or_a_90_wins_the_round(top):
    state = table(hands=[[100, 10], [10]], top=top)
    assert when(state, 0, PlayCard(100), ScriptedRandom(NEXT_DECK)) == [
        CardPlayed(seat=0, card=100),
        RoundWon(round=1, seat=0, reason="hundred", cans=1),
        *_next_round(2, leader=0),
    ]


def test_a_100_played_on_a_100_is_legal_but_does_not_win():
    state = table(hands=[[100, 10], [10]], top=100)
    assert when(state, 0, PlayCard(100)) == [
        CardPlayed(seat=0, card=100),
        TurnEnded(seat=0, next_seat=1),
    ]


def test_summing_to_100_does_not_win():
    state = table(hands=[[20, 10], [10]], top=80)
    assert when(state, 0, PlayCard(20))[-1] == TurnEnded(seat=0, next_seat=1)


def test_playing_your_last_card_wins_the_round():
    state = table(hands=[[10], [60, 70], [60]], top=50, turn=1)
    assert when(state, 1, PlayCard(60), ScriptedRandom(NEXT_DECK)) == [
        CardPlayed(seat=1, card=60),
        TurnEnded(seat=1, next_seat=2),
    ]
    state = table(hands=[[10], [60], [60]], top=50, turn=1)
    assert when(state, 1, PlayCard(60), ScriptedRandom(NEXT_DECK)) == [
        CardPlayed(seat=1, card=60),
        RoundWon(round=1, seat=1, reason="last_card", cans=1),
        *_next_round(2, leader=1, seats=3),
    ]


def test_a_last_card_100_on_a_90_wins_once_as_a_hundred():
    state = table(hands=[[100], [10]], top=90)
    events = when(state, 0, PlayCard(100))
    assert [e for e in events if isinstance(e, RoundWon)] == [RoundWon(round=1, seat=0, reason="hundred", cans=1)]


def test_the_round_winner_gains_a_can_takes_the_kitten_and_leads_a_new_deal():
    state = table(hands=[[10], [60], [60]], top=50, turn=1, cans=(1, 1, 0), round=3)
    after = given(state, *when(state, 1, PlayCard(60), ScriptedRandom(NEXT_DECK)))
    assert after.cans == (1, 2, 0)
    assert (after.kitten, after.turn, after.round) == (1, 1, 4)
    assert [len(hand) for hand in after.hands] == [5, 5, 5]
    assert after.play_pile == (NEXT_DECK[15],)


def test_the_next_round_reshuffles_all_49_cards():
    state = table(hands=[[10, 10], [60]], top=(20, 30, 40, 50), turn=1, draw=(70,))
    random = ScriptedRandom(NEXT_DECK)
    when(state, 1, PlayCard(60), random)
    assert random.asked == [DECK]


def test_the_third_can_wins_the_game_at_once_without_a_new_deal():
    state = table(hands=[[10], [60]], top=50, turn=1, cans=(2, 2))
    events = when(state, 1, PlayCard(60))
    assert events == [
        CardPlayed(seat=1, card=60),
        RoundWon(round=1, seat=1, reason="last_card", cans=3),
        GameWon(seat=1, cans=3),
    ]
    after = given(state, *events)
    assert GAME.is_terminal(after) and GAME.pending_seats(after) == frozenset()
    assert GAME.outcome(after) == Outcome(winners=(1,), scores=(2, 3), summary="seat 1 fed the Kitten 3 times")
    with pytest.raises(GameNotRunning, match="over"):
        when(after, 0, DrawCard())
    assert GAME.legal_commands(after, 0) == GAME.legal_commands(after, 1) == ()
    view = GAME.view(after, 0)
    assert (view.phase, view.winner, view.turn) == ("finished", 1, None)
    assert view.kitten_holder == 1, "the game winner feeds the Kitten one last time"


@pytest.mark.parametrize("cans_to_win", [4, 5])
def test_with_more_cans_to_win_the_third_can_does_not_end_the_game(cans_to_win):
    state = table(hands=[[10], [60]], top=50, turn=1, cans=(0, cans_to_win - 2), cans_to_win=cans_to_win)
    events = when(state, 1, PlayCard(60))
    assert not any(isinstance(e, GameWon) for e in events)
    assert GAME.outcome(given(state, *events)) is None
    state = table(hands=[[10], [60]], top=50, turn=1, cans=(0, cans_to_win - 1), cans_to_win=cans_to_win)
    assert when(state, 1, PlayCard(60))[-1] == GameWon(seat=1, cans=cans_to_win)


def test_no_outcome_while_the_game_runs():
    assert GAME.outcome(table(hands=[[10], [60]])) is None
