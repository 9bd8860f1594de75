"""Seats, options, the deal and the starter card."""

import pytest

from domain.core import GameNotRunning, InvalidSetup, NotYourTurn, SeededRandom, Setup
from domain.feed_the_kitten import GAME, DrawCard, FeedTheKittenOptions
from domain.feed_the_kitten.cards import DECK
from domain.feed_the_kitten.events import RoundDealt, StarterFlipped, StarterReturned

from .helpers import ScriptedRandom, waiting, when

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_two_to_five_players_may_play(seats):
    assert GAME.initial_state(GAME.default_setup(seats)).seats == seats


@pytest.mark.parametrize("seats", [0, 1, 6, 7])
def test_fewer_than_two_or_more_than_five_players_is_an_invalid_setup(seats):
    with pytest.raises(InvalidSetup, match="2 to 5 players"):
        GAME.initial_state(GAME.default_setup(seats))


def test_the_game_is_to_three_cans_by_default():
    assert GAME.initial_state(GAME.default_setup(4)).options.cans_to_win == 3


@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("cans", [4, 5])
def test_two_or_three_players_may_play_to_four_or_five_cans(seats, cans):
    setup = Setup(seats=seats, options=FeedTheKittenOptions(cans_to_win=cans))
    assert GAME.initial_state(setup).options.cans_to_win == cans


@pytest.mark.parametrize("seats", [4, 5])
@pytest.mark.parametrize("cans", [4, 5])
def test_four_or_five_players_may_not_play_to_more_cans(seats, cans):
    setup = Setup(seats=seats, options=FeedTheKittenOptions(cans_to_win=cans))
    with pytest.raises(InvalidSetup, match="only allowed with 2 or 3 players"):
        GAME.initial_state(setup)


@pytest.mark.parametrize("cans", [-1, 0, 1, 2, 6, 11])
def test_any_other_number_of_cans_is_an_invalid_setup(cans):
    setup = Setup(seats=2, options=FeedTheKittenOptions(cans_to_win=cans))
    with pytest.raises(InvalidSetup, match="must be 3, 4 or 5"):
        GAME.initial_state(setup)


def test_start_deals_five_cards_each_and_flips_the_starter():
    deck = tuple(reversed(DECK))[2:] + (100, 100)  # 90s first, the two 100s last
    events = list(GAME.start(waiting(3), ScriptedRandom(deck)))
    assert events == [
        RoundDealt(round=1, leader=0, hands=(deck[0:5], deck[5:10], deck[10:15]), draw_pile=deck[15:]),
        StarterFlipped(card=deck[15]),
    ]
    state = GAME.fold(waiting(3), events)
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert state.play_pile == (deck[15],) and len(state.draw_pile) == 49 - 15 - 1


def test_seat_0_holds_the_kitten_token_and_takes_the_first_turn():
    state = GAME.fold(waiting(4), GAME.start(waiting(4), SeededRandom(b"s")))
    assert (state.kitten, state.turn, state.round) == (0, 0, 1)


def test_a_flipped_100_goes_back_into_the_reshuffled_draw_pile_and_a_new_card_is_flipped():
    deck = _deck_with_draw_pile_starting(100)
    rest = deck[10:]  # the draw pile, a 100 on top
    reshuffled = rest[1:3] + (100,) + rest[3:]  # scripted: the 100 goes third
    events = list(GAME.start(waiting(2), ScriptedRandom(deck, reshuffled)))
    assert events[1:] == [
        StarterFlipped(card=100),
        StarterReturned(card=100, draw_pile=reshuffled),
        StarterFlipped(card=reshuffled[0]),
    ]
    state = GAME.fold(waiting(2), events)
    assert state.top_card == reshuffled[0] and state.play_pile == (reshuffled[0],)
    assert state.draw_pile == reshuffled[1:]


def test_starters_are_flipped_until_one_is_not_a_100():
    deck = _deck_with_draw_pile_starting(100)
    rest = deck[10:]
    again = (100,) + tuple(c for c in rest if c != 100) + (100,)  # the other 100 on top
    events = list(GAME.start(waiting(2), ScriptedRandom(deck, again)))
    flips = [e.card for e in events if isinstance(e, StarterFlipped)]
    assert flips == [100, 100, again[1]]
    assert GAME.fold(waiting(2), events).top_card != 100


def test_a_game_cannot_be_started_twice():
    state = GAME.fold(waiting(2), GAME.start(waiting(2), SeededRandom(b"s")))
    with pytest.raises(GameNotRunning):
        GAME.start(state, SeededRandom(b"s"))


def test_no_command_is_accepted_before_the_game_starts():
    with pytest.raises(GameNotRunning, match="not started"):
        when(waiting(2), 0, DrawCard())
    assert GAME.pending_seats(waiting(2)) == frozenset()
    assert GAME.legal_commands(waiting(2), 0) == ()


def test_only_the_seat_whose_turn_it_is_may_act():
    state = GAME.fold(waiting(3), GAME.start(waiting(3), SeededRandom(b"s")))
    assert GAME.pending_seats(state) == frozenset({0})
    for seat in (1, 2, 7, -1):
        with pytest.raises(NotYourTurn):
            when(state, seat, DrawCard())
        assert GAME.legal_commands(state, seat) == ()


def _deck_with_draw_pile_starting(card: int) -> tuple[int, ...]:
    """A 2-seat deck order whose draw pile (after ten dealt cards) starts with ``card``."""
    rest = list(DECK)
    rest.remove(card)
    return tuple(rest[:10]) + (card,) + tuple(rest[10:])
