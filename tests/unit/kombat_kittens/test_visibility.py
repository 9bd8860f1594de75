"""What each seat and a spectator may see: hands, piles, face-down cards, errors."""

from __future__ import annotations

import dataclasses

import msgspec
import pytest

from domain.core import IllegalCommand
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import CommitCard, Recruit
from domain.kombat_kittens.events import (
    CardDrawn,
    CardsRevealed,
    CommitmentReturned,
    DogDrawn,
    GameStarted,
    LitterBoxReshuffled,
    NewDeckShuffled,
    Reveal,
)
from domain.kombat_kittens.visibility import (
    CardDrawnHidden,
    CommitmentReturnedHidden,
    GameStartedSeen,
    LitterBoxReshuffledHidden,
    NewDeckShuffledHidden,
)
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, battle, play, table, when
from tests.unit.kombat_kittens.leaks import check_event, shown_cards

pytestmark = pytest.mark.unit

DEAL = GameStarted(
    first_seat=1,
    hands=(LOW, HIGH),
    recruits=("9Sa", "9Sb", "9Ma"),
    draw_pile=("1Sa", "D1", "1Sb"),
    boxed_dogs=("D4", "D5"),
)


def test_a_seat_sees_its_own_dealt_hand_and_only_the_sizes_of_the_others() -> None:
    assert GAME.visible_event(DEAL, 0) == GameStartedSeen(1, LOW, (5, 5), DEAL.recruits, 3)
    assert GAME.visible_event(DEAL, None) == GameStartedSeen(1, None, (5, 5), DEAL.recruits, 3)


def test_a_drawn_card_is_seen_only_by_the_drawer() -> None:
    event = CardDrawn(1, "1Sa")
    assert GAME.visible_event(event, 1) == event
    assert GAME.visible_event(event, 0) == CardDrawnHidden(1)
    assert GAME.visible_event(event, None) == CardDrawnHidden(1)


def test_nobody_sees_the_order_of_a_reshuffled_pile() -> None:
    for viewer in (0, 1, None):
        assert GAME.visible_event(LitterBoxReshuffled(("2Sa", "3Sa")), viewer) == (LitterBoxReshuffledHidden(2))
        assert GAME.visible_event(NewDeckShuffled(2, ("2Sa", "D3")), viewer) == (NewDeckShuffledHidden(2, 2))


def test_a_card_taken_back_unrevealed_stays_hidden_from_others() -> None:
    event = CommitmentReturned(0, "2Sa")
    assert GAME.visible_event(event, 0) == event
    assert GAME.visible_event(event, 1) == CommitmentReturnedHidden(0)


def test_face_up_events_are_shown_whole() -> None:
    for event in (DogDrawn(0, "D1", False), CardsRevealed(1, (Reveal(0, "2Sa"), Reveal(1, "4Sa")))):
        assert GAME.visible_event(event, 1) == event and GAME.visible_event(event, None) == event


def test_a_view_shows_your_hand_and_only_the_sizes_of_other_hands() -> None:
    state = table([LOW, HIGH, MID], recruits=("9Sa",))
    mine = GAME.view(state, 0)
    assert [c.id for c in mine.your_hand] == list(LOW)
    assert [s.hand_size for s in mine.seats] == [5, 5, 5]
    assert shown_cards(mine) == set(LOW) | {"9Sa"}
    spectator = GAME.view(state, None)
    assert spectator.your_hand is None and shown_cards(spectator) == {"9Sa"}
    assert spectator.draw_pile_size == 9 and spectator.dogs_left_in_draw_pile == 1


def test_a_view_names_whose_turn_it_is_and_who_owes_a_decision() -> None:
    state = battle(table([LOW, HIGH, MID], first=1), 1, 2)
    view = GAME.view(state, 0)
    assert view.turn == 1 and view.pending_seats == (1, 2)
    assert view.fight.kind == "battle" and view.fight.stage == "cards"


def test_rejections_do_not_tell_where_a_card_is() -> None:
    state = play(battle(table([LOW, HIGH, MID]), 0, 1), (0, CommitCard("2Sa")))
    messages = set()
    # Committed face down by seat 0, in seat 0's hand, in a third hand, in the pile, nowhere.
    for card in ("2Sa", "3Sa", "6Sa", "1Sa", "9Pc"):
        with pytest.raises(IllegalCommand) as rejected:
            when(state, 1, CommitCard(card))
        messages.add(rejected.value.message.replace(card, "X"))
    assert messages == {"You do not hold X."}


def test_a_recruit_swap_shows_the_cards_that_changed_hands_publicly() -> None:
    state = table([LOW, HIGH], recruits=("9Sa",))
    events = when(state, 0, Recruit("9Sa", "2Sa"))
    after = play(state, (0, Recruit("9Sa", "2Sa")))
    for viewer in (0, 1, None):
        check_event(state, events[0], after, viewer)


def test_the_leak_checker_catches_a_face_down_card_shown_to_another_seat() -> None:
    state = battle(table([LOW, HIGH]), 0, 1)
    events = when(state, 0, CommitCard("2Sa"))
    after = GAME.fold(state, events)
    check_event(state, events[0], after, 1)
    showing_everything = dataclasses.replace(GAME, visible_event=lambda event, viewer: event)
    with pytest.raises(AssertionError):
        check_event(state, events[0], after, 1, game=showing_everything)


def test_views_encode_to_json() -> None:
    state = battle(table([LOW, HIGH, MID]), 0, 1)
    for viewer in (0, 1, 2, None):
        assert msgspec.json.decode(msgspec.json.encode(GAME.view(state, viewer)))
