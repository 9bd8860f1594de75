"""No Dogfight after the final one.

"Two Players: At the end of the first deck, there will be a single Dogfight
(the bottom card is always a Dog) and then the game is over." A tied Dog goes to
the Litter Box, and the draws after the end of the deck come from the Litter
Box: a Dog that comes up there stays face up, unfought, and the game ends.
"""

from __future__ import annotations

import pytest

from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import CommitCard, DrawCard, Forfeit
from domain.kombat_kittens.events import DogDiscarded, DogDrawn, DogfightStarted, DogfightWon, GameEnded
from tests.unit.kombat_kittens.helpers import State, of_type, play, table, when

pytestmark = pytest.mark.unit

#: Two hands that make the same best hand (a pair of 2s with a 3): their Dogfight ties.
PAIRS = (("2Sa", "2Sb", "3Sa", "5Sa", "6Sa"), ("2Ma", "2Mb", "3Ma", "5Ma", "6Ma"))
#: Seat 0 leads on treasure: whoever takes a Dog after the final Dogfight decides the winner.
AHEAD = [("4Sb",), ()]
LITTER = ("9Sa", "9Sb", "9Ma", "9Mb")


def final_dogfight(litter_box: tuple[str, ...] = LITTER, **options: object) -> State:
    """Seat 0 draws the bottom Dog of the only deck: the final Dogfight starts."""
    state = table(PAIRS, pile=("D1",), litter_box=litter_box, treasure=AHEAD, **options)
    return play(state, (0, DrawCard()))


def tie_it(state: State) -> tuple[State, tuple[object, ...]]:
    """Both fighters play their pair of 2s and a 3; returns the state before seat 1's last card."""
    for a, b in (("2Sa", "2Ma"), ("2Sb", "2Mb")):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    state = play(state, (0, CommitCard("3Sa")))
    return state, when(state, 1, CommitCard("3Ma"))


def test_two_players_a_tied_final_dogfight_ends_the_game_though_its_dog_comes_back_up() -> None:
    state, events = tie_it(final_dogfight())
    assert DogDiscarded("D1") in events
    # The tie draws empty the pile and reshuffle the Litter Box, the tied Dog on top.
    assert DogDrawn(1, "D1", last_of_deck=False) in events
    assert of_type(events, DogfightStarted) == []
    assert events[-1] == GameEnded((0,), (2, 0), by_tiebreak=False)
    after = GAME.fold(state, events)
    assert GAME.is_terminal(after) and after.dogs_waiting == ("D1",)


def test_a_dog_tied_earlier_that_the_end_of_deck_draws_bring_up_is_not_fought_over() -> None:
    # D2 was tied (discarded) earlier; refilling seat 0's hand after the bottom Dog brings it up.
    state = final_dogfight(litter_box=("D2", *LITTER))
    assert state.dogs_waiting == ("D2",) and state.fight is not None and state.fight.dog == "D1"
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("2Ma")))
    events = when(state, 1, Forfeit())
    assert DogfightWon(0, "D1", "last one standing") in events
    assert of_type(events, DogfightStarted) == []
    assert events[-1] == GameEnded((0,), (7, 0), by_tiebreak=False)


def test_games_created_before_the_option_fought_the_dog_that_came_back_and_keep_doing_so() -> None:
    assert GAME.stored_options({}).final_dogfight_ends_game is False
    assert GAME.options_type().final_dogfight_ends_game is True
    state, events = tie_it(final_dogfight(final_dogfight_ends_game=False))
    assert events[-1] == DogfightStarted("D1", (0, 1))
    assert not GAME.is_terminal(GAME.fold(state, events))
