"""Simultaneous face-down reveals: commit, stay hidden, reveal together, three times."""

from __future__ import annotations

import msgspec
import pytest

from domain.core import IllegalCommand
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import CommitCard, Forfeit
from domain.kombat_kittens.events import BattleWon, CardCommitted, CardsRevealed, Reveal
from domain.kombat_kittens.legal import legal_commands
from domain.kombat_kittens.visibility import CardCommittedHidden
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, battle, play, table, when

pytestmark = pytest.mark.unit


def fresh():  # noqa: ANN201
    return battle(table([LOW, HIGH, MID]), 0, 1)


def test_a_committed_card_leaves_the_hand_and_nothing_is_revealed_yet() -> None:
    state = fresh()
    assert when(state, 0, CommitCard("3Sa")) == (CardCommitted(0, "3Sa"),)
    state = play(state, (0, CommitCard("3Sa")))
    assert "3Sa" not in state.hands[0]
    assert GAME.pending_seats(state) == {1}


def test_a_committed_card_is_hidden_from_everyone_else_in_events_and_views() -> None:
    state = fresh()
    event = CardCommitted(0, "3Sa")
    assert GAME.visible_event(event, 0) == event
    for viewer in (1, 2, None):
        assert GAME.visible_event(event, viewer) == CardCommittedHidden(0)
    state = play(state, (0, CommitCard("3Sa")))
    for viewer in (1, 2, None):
        assert b"3Sa" not in msgspec.json.encode(GAME.view(state, viewer))
    mine = GAME.view(state, 0)
    assert mine.fight.your_committed_card.id == "3Sa"
    assert GAME.view(state, 1).fight.committed_seats == (0,)


def test_a_seat_that_has_committed_may_not_change_its_card() -> None:
    state = play(fresh(), (0, CommitCard("3Sa")))
    with pytest.raises(IllegalCommand, match="already committed"):
        when(state, 0, CommitCard("3Sb"))
    assert legal_commands(state, 0) == ()


def test_cards_are_revealed_together_once_every_combatant_has_committed() -> None:
    state = play(fresh(), (0, CommitCard("3Sa")))
    events = when(state, 1, CommitCard("5Sa"))
    assert events == (
        CardCommitted(1, "5Sa"),
        CardsRevealed(1, (Reveal(0, "3Sa"), Reveal(1, "5Sa"))),
    )
    state = GAME.fold(state, events)
    assert state.fight.step == 2 and state.fight.committed == ()
    assert state.fight.sides[0].played == ("3Sa",)


def test_only_cards_in_hand_may_be_committed() -> None:
    state = fresh()
    with pytest.raises(IllegalCommand):
        when(state, 0, CommitCard("4Sa"))
    assert legal_commands(state, 0) == tuple(CommitCard(card) for card in LOW)


def test_no_forfeit_before_the_first_card_is_revealed() -> None:
    state = fresh()
    with pytest.raises(IllegalCommand):
        when(state, 0, Forfeit())
    assert Forfeit() not in legal_commands(state, 0)


def test_after_three_reveals_the_best_hand_wins() -> None:
    state = fresh()
    for a, b in zip(("2Sa", "2Sb", "2Ma"), ("4Sa", "5Sa", "4Sb"), strict=True):
        state = play(state, (0, CommitCard(a)))
        events = when(state, 1, CommitCard(b))
        state = GAME.fold(state, events)
    assert events[-1] == BattleWon(0, 1, False, "three of a kind (2-2-2)", "pair (5-4-4)")
    assert state.fight.stage == "treasure" and GAME.pending_seats(state) == {0}


def test_a_non_combatant_may_not_commit() -> None:
    from domain.core import NotYourTurn

    with pytest.raises(NotYourTurn):
        when(fresh(), 2, CommitCard("6Sa"))
