"""The end of a deck: the final Dogfight, the second deck, and draws owed on the way."""

from __future__ import annotations

import pytest

from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import CommitCard, DrawCard, Forfeit, TakeTreasure
from domain.kombat_kittens.events import (
    CardDrawn,
    CommitmentReturned,
    DogDrawn,
    DogfightStarted,
    DogfightWon,
    GameEnded,
    LitterBoxReshuffled,
    NewDeckShuffled,
    TurnBegan,
)
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, battle, of_type, play, table, when

pytestmark = pytest.mark.unit

NINES = ("9Sa", "9Sb", "9Ma", "9Mb", "9Na", "9Nb", "9Pa", "9Pb", "9Pc")


def seat_0_wins_the_dogfight(state):  # noqa: ANN001, ANN201
    """Everyone plays a first card, then everyone but seat 0 forfeits."""
    seats = [side.main for side in state.fight.sides]
    firsts = {0: "2Sa", 1: "4Sa", 2: "6Sa"}
    state = play(state, *((seat, CommitCard(firsts[seat])) for seat in seats))
    return play(state, *((seat, Forfeit()) for seat in seats if seat != 0))


def test_two_players_the_bottom_dogs_dogfight_ends_the_game() -> None:
    state = table([LOW, HIGH], pile=("D1",), litter_box=NINES[:4])
    events = when(state, 0, DrawCard())
    assert events == (
        DogDrawn(0, "D1", last_of_deck=True),
        LitterBoxReshuffled(NINES[:4]),
        CardDrawn(0, "9Sa"),
        DogfightStarted("D1", (0, 1)),
    )
    state = GAME.fold(state, events)
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")), (0, CommitCard("2Sb")))
    events = when(state, 1, Forfeit())
    assert events[1:3] == (CommitmentReturned(0, "2Sb"), DogfightWon(0, "D1", "last one standing"))
    assert events[-1] == GameEnded((0,), (5, 0), by_tiebreak=False)
    assert GAME.is_terminal(GAME.fold(state, events))


def test_three_players_the_first_decks_end_brings_a_second_deck_with_three_dogs() -> None:
    state = table([LOW, HIGH, MID], pile=("D2",), litter_box=NINES, boxed_dogs=("D3", "D4", "D5"))
    state = play(state, (0, DrawCard()))
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")), (2, CommitCard("6Sa")))
    state = play(state, (1, Forfeit()))
    events = when(state, 2, Forfeit())
    # The rest of the reshuffled Litter Box and this Dogfight's discards make the new deck.
    new_deck = of_type(events, NewDeckShuffled)
    assert new_deck == [NewDeckShuffled(2, ("9Nb", "9Pa", "D3", "9Pb", "9Pc", "D4", "2Sa", "4Sa", "6Sa", "D5"))]
    assert events[-1] == TurnBegan(1)
    after = GAME.fold(state, events)
    assert after.deck == 2 and not after.deck_ended and after.boxed_dogs == ()
    assert after.litter_box == () and not GAME.is_terminal(after)


def test_three_players_the_second_decks_bottom_dog_ends_the_game() -> None:
    state = table([LOW, HIGH, MID], pile=("D5",), litter_box=NINES, deck=2)
    state = seat_0_wins_the_dogfight(play(state, (0, DrawCard())))
    assert GAME.is_terminal(state)
    assert GAME.outcome(state).winners == (0,) and state.scores == (5, 0, 0)


def test_draws_owed_after_the_bottom_dog_come_from_the_reshuffled_litter_box() -> None:
    state = battle(table([LOW, HIGH], pile=("1Sa", "D1")), 0, 1)
    for a, b in zip(("2Sa", "2Sb", "2Ma"), ("4Sa", "4Sb", "4Ma"), strict=True):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    events = when(state, 1, TakeTreasure(("2Sa",)))
    assert DogDrawn(0, "D1", last_of_deck=True) in events
    assert LitterBoxReshuffled(("2Sb", "2Ma", "4Sa", "4Sb", "4Ma")) in events
    after = GAME.fold(state, events)
    assert [len(hand) for hand in after.hands] == [5, 5] and after.litter_box == ()
    assert after.fight is not None and after.fight.dog == "D1"


def test_before_the_final_dogfight_short_hands_are_topped_up() -> None:
    state = table([LOW, HIGH, ("6Sa", "6Sb")], pile=("D2",), litter_box=NINES, deck=2)
    events = when(state, 0, DrawCard())
    assert [(e.seat, e.card) for e in of_type(events, CardDrawn)] == [
        (0, "9Sa"),
        (2, "9Sb"),
        (2, "9Ma"),
        (2, "9Mb"),
    ]
    assert events[-1] == DogfightStarted("D2", (0, 1, 2))


def test_a_draw_with_draw_pile_and_litter_box_both_empty_is_skipped() -> None:
    state = table([LOW, HIGH], pile=("D1",))
    events = when(state, 0, DrawCard())
    assert events == (DogDrawn(0, "D1", last_of_deck=True), DogfightStarted("D1", (0, 1)))
