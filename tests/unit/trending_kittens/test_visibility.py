"""What each seat may see. Hands and deck orders are secret. Ruling: a face-down
card shows its faction (each faction deck has its own back) and hides which card
it is, from everyone, its owner included (it was put down unseen)."""

import msgspec
import pytest

from domain.core import IllegalCommand
from domain.trending_kittens import GAME
from domain.trending_kittens.commands import PlayCard
from domain.trending_kittens.events import (
    CardPlayed,
    CardsDrawn,
    CardsTurned,
    GameStarted,
    StarterPlaced,
    TurnedCard,
)
from domain.trending_kittens.visibility import (
    CardsDrawnHidden,
    GameStartedHidden,
    StarterPlacedHidden,
)

from .helpers import table, when

pytestmark = pytest.mark.unit

VIEWERS = [0, 1, None]


@pytest.mark.parametrize("viewer", VIEWERS)
def test_nobody_sees_the_order_of_any_deck_only_its_size(viewer):
    event = GameStarted(number=1, first_seat=0, decks=(("box-02", "box-01"), ("prowler-01",)))
    assert GAME.visible_event(event, viewer) == GameStartedHidden(1, 0, (2, 1))


@pytest.mark.parametrize("viewer", VIEWERS)
def test_nobody_not_even_its_owner_sees_a_starting_card_only_its_place_and_faction(viewer):
    event = StarterPlaced(seat=0, x=1, y=0, card="box-03", faction="box-squad")
    assert GAME.visible_event(event, viewer) == StarterPlacedHidden(0, 1, 0, "box-squad")


def test_a_seat_sees_the_cards_it_draws_and_the_others_only_how_many():
    event = CardsDrawn(seat=1, cards=("prowler-01", "prowler-02"))
    assert GAME.visible_event(event, 1) == event
    assert GAME.visible_event(event, 0) == CardsDrawnHidden(seat=1, count=2)
    assert GAME.visible_event(event, None) == CardsDrawnHidden(seat=1, count=2)


@pytest.mark.parametrize("viewer", VIEWERS)
def test_a_played_or_turned_card_is_public(viewer):
    played = CardPlayed(0, "box-01", "box-squad", 1, 0, 90)
    turned = CardsTurned(0, (TurnedCard(0, 0, "prowler-01", "night-prowlers", True),))
    assert GAME.visible_event(played, viewer) == played
    assert GAME.visible_event(turned, viewer) == turned


def _state():
    return table(
        [(0, 0, "prowler-01", False), (1, 0, "box-04", True, 90)],
        [["box-01", "box-02"], ["prowler-02", "prowler-03", "prowler-04"]],
        decks=[["box-03"], ["prowler-05"]],
    )


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    seat_view = GAME.view(_state(), 0)
    assert [c.id for c in seat_view.hand] == ["box-01", "box-02"]
    assert seat_view.hand[0].up == ("filled",) and seat_view.hand[0].limit == 2
    assert [(s.hand_size, s.deck_size) for s in seat_view.seats] == [(2, 1), (3, 1)]
    encoded = msgspec.json.encode(seat_view)
    for secret in (b'"prowler-02"', b'"prowler-05"', b'"box-03"', b'"prowler-01"'):
        assert secret not in encoded
    assert GAME.view(_state(), None).hand == ()


def test_the_grid_is_drawable_data_face_down_cards_show_only_their_faction():
    board = GAME.view(_state(), 1).board
    down, up = board
    assert (down.x, down.y, down.face, down.faction) == (0, 0, "down", "night-prowlers")
    assert down.card is None and down.rotation is None
    assert (up.x, up.y, up.face, up.rotation) == (1, 0, "up", 90)
    assert up.card.id == "box-04" and up.card.right == ("filled",) and up.card.left == ()


def test_the_view_says_whose_turn_it_is_and_the_points():
    seat_view = GAME.view(_state(), 1)
    assert seat_view.turn == 0 and seat_view.you == 1 and seat_view.phase == "playing"
    assert [s.points for s in seat_view.seats] == [1, 0]
    assert [(s.team, s.seats, s.points) for s in seat_view.sides] == [(0, (0,), 1), (1, (1,), 0)]


@pytest.mark.parametrize("hidden", ["prowler-02", "box-03", "prowler-01", "no-such-card"])
def test_refusing_a_card_one_does_not_hold_says_nothing_about_where_it_is(hidden):
    # another hand, a deck, a face-down card or no card at all: the same words
    with pytest.raises(IllegalCommand) as refused:
        when(_state(), 0, PlayCard(card=hidden, x=0, y=1, rotation=0))
    assert refused.value.message == f"you do not hold the card {hidden!r}"
