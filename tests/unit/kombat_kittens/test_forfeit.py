"""Forfeiting after the first or second card, and what a forfeit costs and gives."""

from __future__ import annotations

import pytest

from domain.core import IllegalCommand
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import (
    AcceptHelp,
    AskForHelp,
    Battle,
    CommitCard,
    Forfeit,
    KeepTreasure,
    TakeTreasure,
)
from domain.kombat_kittens.events import (
    BattleWon,
    CardDrawn,
    CardsRevealed,
    CommitmentReturned,
    Forfeited,
    PlayedCardsDiscarded,
    Reveal,
    TreasureKept,
    TurnBegan,
)
from domain.kombat_kittens.legal import legal_commands
from tests.unit.kombat_kittens.helpers import EXTRA, HIGH, LOW, MID, battle, play, table, when

pytestmark = pytest.mark.unit


def after_first_card():  # noqa: ANN201
    state = battle(table([LOW, HIGH]), 0, 1)
    return play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")))


def test_a_main_combatant_may_forfeit_after_the_first_card() -> None:
    state = after_first_card()
    assert Forfeit() in legal_commands(state, 0) and Forfeit() in legal_commands(state, 1)
    events = when(state, 0, Forfeit())
    assert events == (Forfeited(0, 2), BattleWon(1, 0, True, "by forfeit", "forfeited"))


def test_a_main_combatant_may_forfeit_after_the_second_card() -> None:
    state = play(after_first_card(), (0, CommitCard("2Sb")), (1, CommitCard("4Sb")))
    assert state.fight.step == 3
    assert when(state, 1, Forfeit())[:2] == (Forfeited(1, 3), BattleWon(0, 1, True, "by forfeit", "forfeited"))


def test_a_forfeit_returns_the_opponents_unrevealed_card_to_their_hand() -> None:
    state = play(after_first_card(), (1, CommitCard("4Sb")))
    events = when(state, 0, Forfeit())
    assert events[:2] == (Forfeited(0, 2), CommitmentReturned(1, "4Sb"))
    state = GAME.fold(state, events)
    assert "4Sb" in state.hands[1]


def test_a_seat_that_already_committed_this_step_cannot_forfeit_it() -> None:
    state = play(after_first_card(), (0, CommitCard("2Sb")))
    with pytest.raises(IllegalCommand):
        when(state, 0, Forfeit())


def test_the_forfeiters_played_cards_may_be_taken_by_the_winner() -> None:
    state = GAME.fold(after_first_card(), when(after_first_card(), 0, Forfeit()))
    assert legal_commands(state, 1) == (TakeTreasure(("2Sa",)),)


def test_a_forfeiting_main_combatant_draws_up_to_five_then_one_extra() -> None:
    state = GAME.fold(after_first_card(), when(after_first_card(), 0, Forfeit()))
    events = when(state, 1, TakeTreasure(("2Sa",)))
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    # Seat 0 holds 4: one up to five, one extra. Seat 1 holds 4: one.
    assert drawn == [CardDrawn(0, "1Sa"), CardDrawn(0, "1Sb"), CardDrawn(1, "1Ma")]
    assert events[-1] == TurnBegan(1)


def four_with_helpers():  # noqa: ANN201
    state = play(
        table([LOW, HIGH, MID, EXTRA]),
        (0, Battle(1)),
        (0, AskForHelp(2)),
        (2, AcceptHelp()),
        (1, AskForHelp(3)),
        (3, AcceptHelp()),
        (0, CommitCard("2Sa")),
        (1, CommitCard("4Sa")),
    )
    return state


def test_the_forfeiting_sides_helper_must_still_play_but_the_winners_helper_does_not() -> None:
    state = four_with_helpers()
    state = GAME.fold(state, when(state, 0, Forfeit()))
    assert state.fight.stage == "helpers" and GAME.pending_seats(state) == {2}
    events = when(state, 2, CommitCard("6Sa"))
    assert events[1:] == (
        CardsRevealed(4, (Reveal(2, "6Sa", helper=True),)),
        BattleWon(1, 0, True, "by forfeit", "forfeited"),
    )


def test_a_forfeiting_sides_helper_draws_no_extra_card() -> None:
    state = four_with_helpers()
    state = play(state, (0, Forfeit()), (2, CommitCard("6Sa")))
    assert legal_commands(state, 1) == (TakeTreasure(("2Sa", "6Sa")),)
    state = play(state, (1, TakeTreasure(("2Sa", "6Sa"))))
    events = when(state, 1, KeepTreasure())
    assert events[:2] == (TreasureKept(1), PlayedCardsDiscarded(("4Sa",)))
    drawn = [(e.seat, e.card) for e in events if isinstance(e, CardDrawn)]
    assert drawn == [(0, "1Sa"), (0, "1Sb"), (1, "1Ma"), (2, "1Mb")]
