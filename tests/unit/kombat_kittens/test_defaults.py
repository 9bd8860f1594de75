"""What a seat whose time ran out plays: the neutral choice, never the consequential one.

The deadline watcher plays ``GAME.default_command``: an idle combatant fights
alone, an idle asked player refuses to help, an idle winner keeps its
treasure, an idle player on its turn draws a card.
"""

from __future__ import annotations

import pytest

from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import (
    AcceptHelp,
    AskForHelp,
    Battle,
    CommitCard,
    DrawCard,
    FightAlone,
    Forfeit,
    KeepTreasure,
    RefuseHelp,
    TakeTreasure,
)
from domain.kombat_kittens.legal import legal_commands
from tests.unit.kombat_kittens.helpers import EXTRA, HIGH, LOW, MID, play, table

pytestmark = pytest.mark.unit

FOUR = [LOW, HIGH, MID, EXTRA]


def test_an_idle_attacker_fights_alone_rather_than_ask_for_help() -> None:
    state = play(table(FOUR), (0, Battle(1)))
    assert AskForHelp(2) in legal_commands(state, 0)
    assert GAME.default_command(state, 0) == FightAlone()


def test_an_idle_asked_player_refuses_to_help() -> None:
    state = play(table(FOUR), (0, Battle(1)), (0, AskForHelp(3)))
    assert legal_commands(state, 3)[0] == AcceptHelp()
    assert GAME.default_command(state, 3) == RefuseHelp()


def test_an_idle_winner_of_a_helper_battle_keeps_the_treasure() -> None:
    state = play(table(FOUR), (0, Battle(1)), (0, AskForHelp(3)), (3, AcceptHelp()), (1, FightAlone()))
    # Seat 0's three 2s beat seat 1's pair of 5s; seat 3 helped with a 9.
    for a, b in (("2Sa", "4Sa"), ("2Sb", "5Sa"), ("2Ma", "5Sb")):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    state = play(state, (3, CommitCard("9Sa")))
    assert state.fight.stage == "treasure"
    take = GAME.default_command(state, 0)
    assert isinstance(take, TakeTreasure)
    state = play(state, (0, take))
    assert state.fight.stage == "reward" and GAME.pending_seats(state) == {0}
    assert GAME.default_command(state, 0) == KeepTreasure()


def test_an_idle_player_on_its_turn_draws_a_card() -> None:
    state = table(FOUR)
    assert GAME.default_command(state, 0) == DrawCard()


def test_an_idle_combatant_commits_a_card_and_does_not_forfeit() -> None:
    state = play(table([LOW, HIGH]), (0, Battle(1)), (0, CommitCard("2Sa")), (1, CommitCard("4Sa")))
    assert Forfeit() in legal_commands(state, 0)
    assert isinstance(GAME.default_command(state, 0), CommitCard)


def test_a_seat_that_owes_nothing_has_no_default() -> None:
    assert GAME.default_command(table(FOUR), 1) is None
