"""A turn: draw (under seven cards), recruit, or battle a named player."""

from __future__ import annotations

import pytest

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import Battle, CommitCard, DrawCard, Recruit
from domain.kombat_kittens.events import (
    BattleDeclared,
    CardDrawn,
    DogDrawn,
    DogfightStarted,
    Recruited,
    TurnBegan,
)
from domain.kombat_kittens.legal import legal_commands
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, table, when

pytestmark = pytest.mark.unit


def test_draw_takes_the_top_card_and_passes_the_turn_clockwise() -> None:
    state = table([LOW, HIGH, MID], first=2)
    assert when(state, 2, DrawCard()) == (CardDrawn(2, "1Sa"), TurnBegan(0))


def test_draw_is_refused_with_seven_cards_in_hand() -> None:
    state = table([LOW + ("9Sa", "9Sb"), HIGH])
    with pytest.raises(IllegalCommand):
        when(state, 0, DrawCard())
    assert DrawCard() not in legal_commands(state, 0)


def test_draw_is_allowed_with_six_cards() -> None:
    state = table([LOW + ("9Sa",), HIGH])
    assert when(state, 0, DrawCard())[0] == CardDrawn(0, "1Sa")


def test_recruit_takes_a_recruit_card_and_leaves_a_hand_card_in_its_place() -> None:
    state = table([LOW, HIGH], recruits=("9Sa", "9Sb", "9Ma"))
    events = when(state, 0, Recruit(take="9Sb", give="2Sa"))
    assert events == (Recruited(0, "9Sb", "2Sa"), TurnBegan(1))
    after = GAME.fold(state, events)
    assert after.recruits == ("9Sa", "2Sa", "9Ma")
    assert "9Sb" in after.hands[0] and "2Sa" not in after.hands[0]


def test_recruit_needs_a_face_up_recruit_and_a_card_you_hold() -> None:
    state = table([LOW, HIGH], recruits=("9Sa",))
    with pytest.raises(IllegalCommand):
        when(state, 0, Recruit(take="9Sb", give="2Sa"))
    with pytest.raises(IllegalCommand):
        when(state, 0, Recruit(take="9Sa", give="4Sa"))


def test_battle_names_another_player() -> None:
    state = table([LOW, HIGH, MID])
    assert when(state, 0, Battle(2))[0] == BattleDeclared(0, 2)
    for bad in (0, 3, -1):
        with pytest.raises(IllegalCommand):
            when(state, 0, Battle(bad))


def test_battle_needs_three_cards_in_both_hands() -> None:
    state = table([LOW, ("4Sa", "4Sb"), MID])
    with pytest.raises(IllegalCommand):
        when(state, 0, Battle(1))
    assert Battle(1) not in legal_commands(state, 0)
    assert Battle(2) in legal_commands(state, 0)


def test_only_the_seat_whose_turn_it_is_may_act() -> None:
    state = table([LOW, HIGH, MID])
    with pytest.raises(NotYourTurn):
        when(state, 1, DrawCard())
    assert legal_commands(state, 1) == ()


def test_a_battle_command_is_not_a_turn_action() -> None:
    with pytest.raises(IllegalCommand):
        when(table([LOW, HIGH]), 0, CommitCard("2Sa"))


def test_legal_turn_commands_are_draw_every_battle_and_every_recruit_swap_in_that_order() -> None:
    """The order moves the game on for a client that plays the first legal command."""
    state = table([LOW, HIGH, MID], recruits=("9Sa",))
    legal = legal_commands(state, 0)
    assert legal == (
        DrawCard(),
        Battle(1),
        Battle(2),
        *(Recruit("9Sa", card) for card in LOW),
    )


def test_drawing_a_dog_places_it_face_up_the_drawer_replaces_it_and_a_dogfight_starts() -> None:
    state = table([LOW, HIGH, MID], pile=("D1", "1Sa", "1Sb", "D2"))
    events = when(state, 0, DrawCard())
    assert events == (
        DogDrawn(0, "D1", last_of_deck=False),
        CardDrawn(0, "1Sa"),
        DogfightStarted("D1", (0, 1, 2)),
    )


def test_nothing_is_accepted_once_the_game_is_over() -> None:
    from msgspec.structs import replace

    state = replace(table([LOW, HIGH]), phase="over")
    with pytest.raises(GameNotRunning):
        when(state, 0, DrawCard())
    assert GAME.pending_seats(state) == frozenset()
