"""Capturing treasure: what the winner may take, helper battles, and rewarding a helper."""

from __future__ import annotations

from itertools import product

import pytest

from domain.core import IllegalCommand, NotYourTurn
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import (
    AcceptHelp,
    AskForHelp,
    Battle,
    CommitCard,
    FightAlone,
    GiveToHelper,
    KeepTreasure,
    TakeTreasure,
)
from domain.kombat_kittens.events import BattleWon, TreasureGiven, TreasureKept, TreasureTaken
from domain.kombat_kittens.legal import legal_commands
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, battle, play, table, when

pytestmark = pytest.mark.unit

#: Values: 3Pa 1, 3Nb 1, 3Sb 3 (see the deck table).
JOSH_TREASURE = ("3Pa", "3Nb", "3Sb")


def won_by_seat_1(hands, treasure):  # noqa: ANN001, ANN201
    """Seat 0 (2-2-2) loses to seat 1 (4-4-4)."""
    state = battle(table(hands, treasure=treasure), 0, 1)
    for a, b in zip(("2Sa", "2Sb", "2Ma"), ("4Sa", "4Sb", "4Ma"), strict=True):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    assert state.fight.stage == "treasure"
    return state


def test_two_players_the_winner_takes_one_played_card_never_captured_treasure() -> None:
    state = won_by_seat_1([LOW, HIGH], treasure=[("3Pa",), ()])
    assert legal_commands(state, 1) == tuple(TakeTreasure((c,)) for c in ("2Ma", "2Sa", "2Sb"))
    with pytest.raises(IllegalCommand):
        when(state, 1, TakeTreasure(("3Pa",)))


def test_three_players_the_winner_takes_a_played_card_or_the_lowest_captured_treasure() -> None:
    state = won_by_seat_1([LOW, HIGH, MID], treasure=[("3Sb", "3Pa"), (), ()])
    options = {command.cards for command in legal_commands(state, 1)}
    assert options == {("2Sa",), ("2Sb",), ("2Ma",), ("3Pa",)}
    with pytest.raises(IllegalCommand):
        when(state, 1, TakeTreasure(("3Sb",)))
    events = when(state, 1, TakeTreasure(("3Pa",)))
    assert events[0] == TreasureTaken(1, 0, ("3Pa",))
    after = GAME.fold(state, events)
    assert after.treasure == (("3Sb",), ("3Pa",), ())


def test_the_winner_chooses_among_equally_lowest_treasure_cards() -> None:
    state = won_by_seat_1([LOW, HIGH, MID], treasure=[JOSH_TREASURE, (), ()])
    options = {command.cards for command in legal_commands(state, 1)}
    assert {("3Pa",), ("3Nb",)} <= options and ("3Sb",) not in options


def test_only_the_winner_chooses_the_treasure() -> None:
    state = won_by_seat_1([LOW, HIGH, MID], treasure=None)
    assert GAME.pending_seats(state) == {1}
    with pytest.raises(NotYourTurn):
        when(state, 0, TakeTreasure(("2Sa",)))


def test_taking_more_cards_than_allowed_is_refused() -> None:
    state = won_by_seat_1([LOW, HIGH, MID], treasure=None)
    with pytest.raises(IllegalCommand):
        when(state, 1, TakeTreasure(("2Sa", "2Sb")))


KIM, JOSH, MIKE, VIVIAN = 0, 1, 2, 3


def kim_beats_josh():  # noqa: ANN201
    """The rulebook's helper example: Kim (with Mike) battles Josh (with Vivian)."""
    hands = [
        ("5Sa", "5Sb", "5Ma", "2Sa", "2Sb"),
        ("4Sa", "5Na", "6Sa", "4Sb", "4Ma"),
        ("7Sa", "6Ma", "6Mb", "9Ma", "9Mb"),
        ("7Ma", "6Na", "6Nb", "9Na", "9Nb"),
    ]
    state = play(
        table(hands, treasure=[(), JOSH_TREASURE, (), ()]),
        (KIM, Battle(JOSH)),
        (KIM, AskForHelp(MIKE)),
        (MIKE, AcceptHelp()),
        (JOSH, AskForHelp(VIVIAN)),
        (VIVIAN, AcceptHelp()),
    )
    for kim, josh in (("5Sa", "4Sa"), ("5Sb", "5Na"), ("5Ma", "6Sa")):
        state = play(state, (KIM, CommitCard(kim)), (JOSH, CommitCard(josh)))
    state = play(state, (MIKE, CommitCard("7Sa")))
    events = when(state, VIVIAN, CommitCard("7Ma"))
    assert events[-1] == BattleWon(KIM, JOSH, False, "three of a kind (5-5-5)", "straight (7-6-5)")
    return GAME.fold(state, events)


def test_rulebook_helper_example_winner_takes_one_of_four_played_and_one_of_the_losers_treasure() -> None:
    state = kim_beats_josh()
    expected = {tuple(sorted(pair)) for pair in product(("4Sa", "5Na", "6Sa", "7Ma"), ("3Pa", "3Nb"))}
    assert {command.cards for command in legal_commands(state, KIM)} == expected


def test_rulebook_helper_example_winner_may_give_one_taken_card_to_the_helper() -> None:
    state = play(kim_beats_josh(), (KIM, TakeTreasure(("3Pa", "6Sa"))))
    assert state.fight.stage == "reward" and GAME.pending_seats(state) == {KIM}
    assert legal_commands(state, KIM) == (
        GiveToHelper("3Pa"),
        GiveToHelper("6Sa"),
        KeepTreasure(),
    )
    events = when(state, KIM, GiveToHelper("6Sa"))
    assert events[0] == TreasureGiven(KIM, MIKE, "6Sa")
    after = GAME.fold(state, events)
    assert after.treasure[KIM] == ("3Pa",) and after.treasure[MIKE] == ("6Sa",)
    assert after.treasure[JOSH] == ("3Nb", "3Sb")


def test_the_winner_may_keep_both_cards() -> None:
    state = play(kim_beats_josh(), (KIM, TakeTreasure(("3Pa", "6Sa"))))
    assert when(state, KIM, KeepTreasure())[0] == TreasureKept(KIM)
    with pytest.raises(IllegalCommand):
        when(state, KIM, GiveToHelper("4Sa"))


def test_helper_battle_takes_two_played_cards_when_the_loser_has_no_treasure() -> None:
    state = play(
        table([LOW, HIGH, MID]),
        (0, Battle(1)),
        (0, FightAlone()),
        (1, AskForHelp(2)),
        (2, AcceptHelp()),
    )
    for a, b in zip(("2Sa", "2Sb", "2Ma"), ("4Sa", "4Sb", "4Ma"), strict=True):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    state = play(state, (2, CommitCard("6Sa")))
    options = {command.cards for command in legal_commands(state, 1)}
    assert options == {("2Ma", "2Sa"), ("2Ma", "2Sb"), ("2Sa", "2Sb")}
    state = play(state, (1, TakeTreasure(("2Sb", "2Sa"))))
    assert state.treasure[1] == ("2Sa", "2Sb")
    assert legal_commands(state, 1) == (GiveToHelper("2Sa"), GiveToHelper("2Sb"), KeepTreasure())
