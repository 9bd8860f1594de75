"""What each seat and a spectator see of the table and of each event."""

import msgspec
import pytest

from domain.feed_the_kitten import GAME
from domain.feed_the_kitten.events import (
    CardDrawn,
    CardPlayed,
    DrawPileReshuffled,
    HandDiscarded,
    RoundDealt,
    StarterReturned,
)
from domain.feed_the_kitten.view import FeedTheKittenView, SeatView
from domain.feed_the_kitten.visibility import (
    CardDrawnHidden,
    DrawPileReshuffledHidden,
    HandDiscardedHidden,
    RoundDealtHidden,
    StarterReturnedHidden,
)

from .helpers import table, waiting

pytestmark = pytest.mark.unit

DEALT = RoundDealt(round=1, leader=0, hands=((10, 20, 30, 40, 50), (60, 70, 80, 90, 0)), draw_pile=(100, 10, 20))


def test_a_seat_sees_its_hand_every_hand_size_the_piles_cans_kitten_and_turn():
    state = table(hands=[[10, 60], [20, 30, 40]], top=(30, 50), draw=(70, 80, 90), turn=1, cans=(2, 1))
    assert GAME.view(state, 0) == FeedTheKittenView(
        viewer=0,
        phase="playing",
        round=1,
        cans_to_win=3,
        turn=1,
        kitten_holder=0,
        top_card=50,
        play_pile_size=2,
        draw_pile_size=3,
        hand=(10, 60),
        seats=(
            SeatView(seat=0, hand_size=2, cans=2, has_kitten=True),
            SeatView(seat=1, hand_size=3, cans=1, has_kitten=False),
        ),
        winner=None,
    )


def test_a_spectator_sees_no_hand():
    state = table(hands=[[10, 60], [20, 30, 40]])
    view = GAME.view(state, None)
    assert view.hand is None and [s.hand_size for s in view.seats] == [2, 3]


def test_before_the_start_the_view_shows_an_empty_waiting_table():
    view = GAME.view(waiting(3), 1)
    assert (view.phase, view.turn, view.top_card, view.hand) == ("waiting", None, None, ())
    msgspec.json.encode(view)


def test_the_deal_shows_each_seat_only_its_own_hand_and_nobody_the_draw_pile():
    assert GAME.visible_event(DEALT, 1) == RoundDealtHidden(
        round=1, leader=0, hand=(60, 70, 80, 90, 0), hand_sizes=(5, 5), draw_pile_size=3
    )
    assert GAME.visible_event(DEALT, None).hand is None


def test_a_drawn_card_is_seen_only_by_the_seat_that_drew_it():
    drawn = CardDrawn(seat=1, card=70)
    assert GAME.visible_event(drawn, 1) == drawn
    assert GAME.visible_event(drawn, 0) == CardDrawnHidden(seat=1)
    assert GAME.visible_event(drawn, None) == CardDrawnHidden(seat=1)


def test_a_discarded_hand_is_seen_only_by_its_owner():
    discarded = HandDiscarded(seat=0, cards=(10,) * 9)
    assert GAME.visible_event(discarded, 0) == discarded
    assert GAME.visible_event(discarded, 1) == HandDiscardedHidden(seat=0, count=9)


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_nobody_sees_the_order_of_a_shuffled_pile(viewer):
    assert GAME.visible_event(DrawPileReshuffled(draw_pile=(10, 20)), viewer) == (
        DrawPileReshuffledHidden(draw_pile_size=2)
    )
    assert GAME.visible_event(StarterReturned(card=100, draw_pile=(10, 100)), viewer) == (
        StarterReturnedHidden(card=100, draw_pile_size=2)
    )


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_a_played_card_is_public(viewer):
    played = CardPlayed(seat=0, card=50)
    assert GAME.visible_event(played, viewer) == played


def test_commands_and_events_round_trip_as_json_with_their_tags():
    command = msgspec.json.decode(b'{"type": "play_card", "card": 50}', type=GAME.command_type)
    assert msgspec.json.encode(command) == b'{"type":"play_card","card":50}'
    assert msgspec.json.decode(msgspec.json.encode(DEALT), type=GAME.event_type) == DEALT
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "draw_card", "card": 50}', type=GAME.command_type)
