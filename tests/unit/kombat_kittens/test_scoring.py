"""Scoring: treasure values, suit bonuses, the winner, and the tie-break hand."""

from __future__ import annotations

import pytest

from domain.core import IllegalCommand
from domain.kombat_kittens import GAME
from domain.kombat_kittens.cards import card
from domain.kombat_kittens.commands import CommitCard, DrawCard, Forfeit
from domain.kombat_kittens.events import (
    DogSetAside,
    GameEnded,
    TiebreakCalled,
    TiebreakStarted,
)
from domain.kombat_kittens.legal import legal_commands
from domain.kombat_kittens.rules import score, suit_bonus
from tests.unit.kombat_kittens.helpers import LOW, play, table, when

pytestmark = pytest.mark.unit

SAMURAI = ("1Sa", "2Sa", "3Sa", "4Sa", "5Sa", "6Sa", "7Sa", "9Sa")
MECHS = ("1Ma", "2Ma", "3Ma", "4Ma")


def value(*ids: str) -> int:
    return sum(card(i).value for i in ids)


def test_score_is_the_sum_of_captured_treasure_values() -> None:
    assert score(("3Sb", "4Sb", "D1")) == 3 + 2 + 5


def test_four_cards_of_a_suit_earn_a_ten_point_bonus() -> None:
    assert suit_bonus(SAMURAI[:4]) == 10
    assert score(SAMURAI[:4]) == value(*SAMURAI[:4]) + 10
    assert suit_bonus(SAMURAI[:3] + MECHS[:3]) == 0


def test_the_bonus_is_paid_once_per_suit_eight_samurai_still_earn_ten() -> None:
    assert suit_bonus(SAMURAI) == 10


def test_four_samurai_and_four_mechs_earn_twenty() -> None:
    assert suit_bonus(SAMURAI[:4] + MECHS) == 20


def test_dogs_have_no_suit_and_earn_no_bonus() -> None:
    assert suit_bonus(("D1", "D2", "D3", "D4")) == 0


def test_the_highest_score_wins() -> None:
    state = table([LOW, ("4Sa", "4Sb", "4Ma", "9Sa", "9Sb")], pile=("D1",), treasure=[SAMURAI[:4], ()])
    state = play(state, (0, DrawCard()), (0, CommitCard("2Sa")), (1, CommitCard("4Sa")))
    state = play(state, (0, CommitCard("2Sb")), (1, Forfeit()))
    expected = score(SAMURAI[:4] + ("D1",))
    assert GAME.outcome(state).winners == (0,)
    assert GAME.outcome(state).scores == (expected, 0)


def tied_at_the_end():  # noqa: ANN201
    """Two players tied on 5 after a tied final Dogfight (three 9s each).

    The Dog is set aside (``tied_dog: set_aside``), so it cannot come back from
    the Litter Box during the last draws: the game ends on the scores.
    """
    hands = [("9Sa", "9Sb", "9Ma", "2Sa", "2Sb"), ("9Mb", "9Na", "9Nb", "4Sa", "4Ma")]
    state = table(hands, pile=("D1",), treasure=[("D2",), ("3Sb", "4Sb")], tied_dog="set_aside")
    state = play(state, (0, DrawCard()))
    for a, b in (("9Sa", "9Mb"), ("9Sb", "9Na"), ("9Ma", "9Nb")):
        state = play(state, (0, CommitCard(a)))
        events = when(state, 1, CommitCard(b))
        state = GAME.fold(state, events)
    assert DogSetAside("D1") in events
    assert TiebreakCalled((0, 1), (5, 5)) in events and events[-1] == TiebreakStarted((0, 1))
    return state


def test_a_tie_for_the_highest_score_is_decided_by_a_three_card_hand() -> None:
    state = tied_at_the_end()
    assert state.fight.kind == "tiebreak" and GAME.pending_seats(state) == {0, 1}
    assert [len(hand) for hand in state.hands] == [5, 5]
    for a, b in (("9Sa", "4Sa"), ("9Sb", "4Ma"), ("9Ma", "9Mb")):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    assert GAME.is_terminal(state)
    assert GAME.outcome(state).winners == (0,) and state.scores == (5, 5)


def test_nobody_may_forfeit_the_tie_break_hand() -> None:
    state = tied_at_the_end()
    state = play(state, (0, CommitCard("9Sa")), (1, CommitCard("4Sa")))
    assert Forfeit() not in legal_commands(state, 0)
    with pytest.raises(IllegalCommand):
        when(state, 0, Forfeit())


def test_a_tied_tie_break_shares_the_win() -> None:
    state = tied_at_the_end()
    for a, b in (("9Sa", "9Mb"), ("9Sb", "9Na"), ("9Ma", "9Nb")):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    assert GAME.outcome(state).winners == (0, 1)


def test_tied_players_draw_up_to_five_and_one_who_cannot_hold_three_cards_loses() -> None:
    state = table([LOW, ("4Sa", "4Sb")], pile=("D1",), treasure=[(), ("D2",)])
    state = play(state, (0, DrawCard()), (0, CommitCard("2Sa")), (1, CommitCard("4Sa")))
    state = play(state, (0, CommitCard("2Sb")))
    events = when(state, 1, Forfeit())
    assert TiebreakCalled((0, 1), (5, 5)) in events
    assert events[-1] == GameEnded((0,), (5, 5), by_tiebreak=True)
