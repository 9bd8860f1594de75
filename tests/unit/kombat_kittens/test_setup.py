"""Setup: seats, options, the deal, the Recruit cards and the Dogs in the pile."""

from __future__ import annotations

from collections import Counter

import pytest

from domain.core import InvalidSetup, Setup
from domain.core.chance import SeededRandom
from domain.kombat_kittens import GAME, KombatKittensOptions
from domain.kombat_kittens.cards import ALL_IDS, is_dog
from domain.kombat_kittens.events import GameStarted, TurnBegan
from domain.kombat_kittens.state import all_cards
from tests.unit.kombat_kittens.helpers import Fixed

pytestmark = pytest.mark.unit


def started(seats: int, **options: object) -> GameStarted:
    state = GAME.initial_state(Setup(seats, KombatKittensOptions(**options)))
    event = GAME.start(state, Fixed())[0]
    assert isinstance(event, GameStarted)
    return event


@pytest.mark.parametrize("seats", [1, 6])
def test_two_to_five_players(seats: int) -> None:
    with pytest.raises(InvalidSetup):
        GAME.initial_state(GAME.default_setup(seats))


def test_first_seat_option_must_name_a_seat() -> None:
    with pytest.raises(InvalidSetup):
        GAME.initial_state(Setup(3, KombatKittensOptions(first_seat=3)))


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_setup_deals_five_kitten_cards_each(seats: int) -> None:
    event = started(seats)
    assert [len(hand) for hand in event.hands] == [5] * seats
    assert not any(is_dog(card) for hand in event.hands for card in hand)


def test_two_players_get_three_recruits_and_three_dogs_a_third_apart_the_last_at_the_bottom() -> None:
    event = started(2, dog_placement="exact")
    assert len(event.recruits) == 3
    dogs = [i for i, card in enumerate(event.draw_pile) if is_dog(card)]
    kittens = len(event.draw_pile) - 3
    assert kittens == 80 - 10 - 3
    assert dogs == [kittens // 3, 2 * kittens // 3 + 1, len(event.draw_pile) - 1]
    assert len(event.boxed_dogs) == 2


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_three_to_five_players_get_one_recruit_and_two_dogs_center_and_bottom(seats: int) -> None:
    event = started(seats, dog_placement="exact")
    assert len(event.recruits) == 1
    dogs = [i for i, card in enumerate(event.draw_pile) if is_dog(card)]
    kittens = 80 - 5 * seats - 1
    assert dogs == [kittens // 2, len(event.draw_pile) - 1]
    assert len(event.boxed_dogs) == 3


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_card_is_somewhere_after_the_deal(seats: int) -> None:
    state = GAME.initial_state(GAME.default_setup(seats))
    state = GAME.fold(state, GAME.start(state, SeededRandom(b"deal")))
    assert Counter(all_cards(state)) == Counter(ALL_IDS)


def test_first_seat_is_drawn_at_random_unless_chosen() -> None:
    class Last(Fixed):
        def below(self, bound: int) -> int:
            return bound - 1

    state = GAME.initial_state(GAME.default_setup(4))
    assert GAME.start(state, Last())[-1] == TurnBegan(3)
    chosen = GAME.initial_state(Setup(4, KombatKittensOptions(first_seat=1)))
    assert GAME.start(chosen, Last())[-1] == TurnBegan(1)
