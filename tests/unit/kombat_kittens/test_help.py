"""Helping: asking before the first card, answering, and who may be asked."""

from __future__ import annotations

import pytest

from domain.core import IllegalCommand, NotYourTurn
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import (
    AcceptHelp,
    AskForHelp,
    Battle,
    CommitCard,
    FightAlone,
    RefuseHelp,
)
from domain.kombat_kittens.events import HelpAccepted, HelpAsked, HelpNotAsked, HelpRefused
from domain.kombat_kittens.legal import legal_commands
from tests.unit.kombat_kittens.helpers import EXTRA, HIGH, LOW, MID, play, table, when

pytestmark = pytest.mark.unit

FOUR = [LOW, HIGH, MID, EXTRA]
THREE = [LOW, HIGH, MID]


def stage(state):  # noqa: ANN001, ANN201
    assert state.fight is not None
    return state.fight.stage


def test_two_player_battles_go_straight_to_the_first_card_nobody_can_help() -> None:
    state = play(table([LOW, HIGH]), (0, Battle(1)))
    assert stage(state) == "cards" and GAME.pending_seats(state) == {0, 1}


def test_after_a_battle_is_declared_the_attacker_may_ask_first() -> None:
    state = play(table(FOUR), (0, Battle(1)))
    assert stage(state) == "ask" and GAME.pending_seats(state) == {0}
    assert legal_commands(state, 0) == (AskForHelp(2), AskForHelp(3), FightAlone())
    with pytest.raises(NotYourTurn):
        when(state, 1, FightAlone())


def test_asking_names_a_player_who_alone_may_answer() -> None:
    state = table(FOUR)
    state = play(state, (0, Battle(1)))
    assert when(state, 0, AskForHelp(3)) == (HelpAsked(0, 3),)
    state = play(state, (0, AskForHelp(3)))
    assert GAME.pending_seats(state) == {3}
    assert legal_commands(state, 3) == (AcceptHelp(), RefuseHelp())
    for other in (0, 1, 2):
        assert legal_commands(state, other) == ()
        with pytest.raises(NotYourTurn):
            when(state, other, AcceptHelp())


def test_combatants_cannot_be_asked_to_help() -> None:
    state = play(table(FOUR), (0, Battle(1)))
    for seat in (0, 1, 4):
        with pytest.raises(IllegalCommand):
            when(state, 0, AskForHelp(seat))


def test_an_accepted_helper_joins_the_askers_side_then_the_defender_may_ask() -> None:
    state = play(table(FOUR), (0, Battle(1)), (0, AskForHelp(3)))
    assert when(state, 3, AcceptHelp()) == (HelpAccepted(3, 0),)
    state = play(state, (3, AcceptHelp()))
    assert state.fight.sides[0].helper == 3
    assert GAME.pending_seats(state) == {1}
    assert legal_commands(state, 1) == (AskForHelp(2), FightAlone())


def test_a_player_asked_for_help_may_decline_and_the_asker_fights_alone() -> None:
    state = play(table(FOUR), (0, Battle(1)), (0, AskForHelp(3)))
    assert when(state, 3, RefuseHelp()) == (HelpRefused(3, 0),)
    state = play(state, (3, RefuseHelp()))
    assert state.fight.sides[0].helper is None
    assert GAME.pending_seats(state) == {1}
    # The one who refused may still be asked by the other side.
    assert AskForHelp(3) in legal_commands(state, 1)


def test_each_side_may_have_a_helper_in_a_four_player_game() -> None:
    state = play(
        table(FOUR),
        (0, Battle(1)),
        (0, AskForHelp(2)),
        (2, AcceptHelp()),
        (1, AskForHelp(3)),
        (3, AcceptHelp()),
    )
    assert [(s.main, s.helper) for s in state.fight.sides] == [(0, 2), (1, 3)]
    assert stage(state) == "cards" and GAME.pending_seats(state) == {0, 1}


def test_in_a_three_player_game_only_one_side_can_get_the_third_player_as_helper() -> None:
    state = play(table(THREE), (0, Battle(1)), (0, AskForHelp(2)), (2, AcceptHelp()))
    assert stage(state) == "cards"
    refused = play(table(THREE), (0, Battle(1)), (0, AskForHelp(2)), (2, RefuseHelp()))
    assert legal_commands(refused, 1) == (AskForHelp(2), FightAlone())


def test_fighting_alone_is_a_choice_each_side_makes() -> None:
    state = play(table(FOUR), (0, Battle(1)))
    assert when(state, 0, FightAlone()) == (HelpNotAsked(0),)
    state = play(state, (0, FightAlone()), (1, FightAlone()))
    assert stage(state) == "cards"


def test_help_may_be_asked_only_before_the_first_card() -> None:
    state = play(table(FOUR), (0, Battle(1)), (0, FightAlone()), (1, FightAlone()))
    with pytest.raises(IllegalCommand):
        when(state, 0, AskForHelp(2))
    assert AskForHelp(2) not in legal_commands(state, 0)


def test_a_player_with_no_cards_cannot_be_asked() -> None:
    state = play(table([LOW, HIGH, MID, ()]), (0, Battle(1)))
    assert legal_commands(state, 0) == (AskForHelp(2), FightAlone())


def test_helpers_play_one_card_after_the_three_main_cards_and_reveal_together() -> None:
    state = play(
        table(FOUR),
        (0, Battle(1)),
        (0, AskForHelp(2)),
        (2, AcceptHelp()),
        (1, AskForHelp(3)),
        (3, AcceptHelp()),
    )
    for a, b in zip(LOW[:3], HIGH[:3], strict=True):
        assert GAME.pending_seats(state) == {0, 1}
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    assert stage(state) == "helpers" and GAME.pending_seats(state) == {2, 3}
    state = play(state, (2, CommitCard("6Sa")))
    assert GAME.pending_seats(state) == {3}
    state = play(state, (3, CommitCard("9Sa")))
    assert state.fight.sides[0].helper_card == "6Sa" and state.fight.sides[1].helper_card == "9Sa"
