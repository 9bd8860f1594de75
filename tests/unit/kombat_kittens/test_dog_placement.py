"""Where the Dogs go: "a third of the way through the deck", as a real cut, not a count.

Ruling 2: each Dog but the bottom one lies at a random place in a window of
a quarter of the stretch between Dogs on either side of its exact share; the
pile size is public, so an exact place would tell everyone which draw is a Dog.
"""

from __future__ import annotations

from collections import Counter

import pytest
from msgspec.structs import replace

from domain.core import InvalidSetup, Setup
from domain.core.chance import SeededRandom
from domain.kombat_kittens import GAME, KombatKittensOptions
from domain.kombat_kittens.cards import is_dog
from domain.kombat_kittens.dogs import exact_cuts, half_window
from domain.kombat_kittens.events import GameStarted, NewDeckShuffled
from domain.kombat_kittens.flow import Flow, end_action
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, Fixed, table

pytestmark = pytest.mark.unit

SEEDS = range(300)


class Last(Fixed):
    def below(self, bound: int) -> int:
        return bound - 1


def deal(seats: int, random: object, **options: object) -> GameStarted:
    state = GAME.initial_state(Setup(seats, KombatKittensOptions(**options)))
    event = GAME.start(state, random)[0]  # type: ignore[arg-type]
    assert isinstance(event, GameStarted)
    return event


def dog_positions(pile: tuple[str, ...]) -> list[int]:
    return [i for i, card in enumerate(pile) if is_dog(card)]


def windows(kittens: int, dogs: int) -> list[range]:
    """The places (pile indexes) Dog j may take: its exact share +- the half window."""
    h = half_window(kittens, dogs)
    return [range(cut - h + j, cut + h + j + 1) for j, cut in enumerate(exact_cuts(kittens, dogs)[:-1])]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_each_dog_but_the_last_lies_in_its_window_and_the_last_is_the_bottom_card(seats: int) -> None:
    for seed in SEEDS:
        pile = deal(seats, SeededRandom(b"dogs", seed)).draw_pile
        dogs = 3 if seats == 2 else 2
        kittens = len(pile) - dogs
        *upper, bottom = dog_positions(pile)
        assert bottom == len(pile) - 1
        assert all(place in window for place, window in zip(upper, windows(kittens, dogs), strict=True))


def test_two_players_dogs_are_not_at_a_predictable_draw() -> None:
    """Spectators counting draws must not know the 23rd, 46th and 70th are Dogs."""
    first, second = Counter(), Counter()
    for seed in SEEDS:
        upper = dog_positions(deal(2, SeededRandom(b"dogs", seed)).draw_pile)[:2]
        first[upper[0]] += 1
        second[upper[1]] += 1
    for seen in (first, second):
        assert len(seen) == 2 * half_window(67, 3) + 1  # every place of the window occurs
        assert max(seen.values()) / len(SEEDS) < 0.2  # no place is a safe bet


def test_the_window_is_drawn_through_the_games_random_source() -> None:
    lowest, highest = deal(2, Fixed()).draw_pile, deal(2, Last()).draw_pile
    h = half_window(67, 3)
    assert dog_positions(lowest)[:2] == [22 - h, 45 - h]
    assert dog_positions(highest)[:2] == [22 + h, 45 + h]


def test_the_second_deck_places_its_three_dogs_the_same_way() -> None:
    state = table([LOW, HIGH, MID], pile=(), litter_box=tuple(f"{r}{s}a" for r in (1, 2, 3, 4, 5, 6, 7, 9) for s in "SMNP"))
    state = replace(state, deck_ended=True, boxed_dogs=("D3", "D4", "D5"))
    flow = Flow(state, Last())
    end_action(flow)
    pile = [e for e in flow.events if isinstance(e, NewDeckShuffled)][0].draw_pile
    h = half_window(32, 3)
    assert dog_positions(pile) == [10 + h, 21 + h + 1, 34]


def test_option_exact_keeps_every_dog_at_exactly_its_share() -> None:
    for seed in range(20):
        pile = deal(2, SeededRandom(b"dogs", seed), dog_placement="exact").draw_pile
        assert dog_positions(pile) == [22, 45, 69]


def test_games_created_before_the_window_keep_exact_dogs_so_their_audit_still_passes() -> None:
    assert GAME.stored_options({}).dog_placement == "exact"
    assert GAME.stored_options({"dog_placement": "window"}).dog_placement == "window"
    assert GAME.options_type().dog_placement == "window"


def test_an_unknown_placement_is_refused() -> None:
    with pytest.raises(InvalidSetup):
        GAME.initial_state(Setup(2, KombatKittensOptions(dog_placement="anywhere")))
