"""legal_commands is exactly what decide accepts, checked along random games.

At every step, for every seat, a broad set of candidate commands (the legal
ones, near misses, other seats' cards, out-of-range seats) is sent to decide:
it must accept exactly the commands legal_commands lists.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest

from domain.core import Rejected
from domain.core.chance import SeededRandom
from domain.core.simulation import simulate
from domain.kombat_kittens import GAME, KombatKittensState
from domain.kombat_kittens.commands import (
    AcceptHelp,
    AskForHelp,
    Battle,
    Command,
    CommitCard,
    DrawCard,
    FightAlone,
    Forfeit,
    GiveToHelper,
    KeepTreasure,
    Recruit,
    RefuseHelp,
    TakeTreasure,
)

pytestmark = pytest.mark.unit


def candidates(state: KombatKittensState, seat: int) -> list[Command]:
    n = state.seats
    hand = state.hands[seat]
    strangers = [h[0] for i, h in enumerate(state.hands) if h and i != seat]
    strangers += list(state.draw_pile[:1]) + [pile[0] for pile in state.treasure if pile]
    cards = list(hand) + strangers
    commands: list[Command] = [DrawCard(), FightAlone(), AcceptHelp(), RefuseHelp(), Forfeit(), KeepTreasure()]
    commands += [Battle(s) for s in range(-1, n + 1)] + [AskForHelp(s) for s in range(-1, n + 1)]
    commands += [CommitCard(card) for card in cards]
    commands += [Recruit(take, give) for take in state.recruits + tuple(strangers[:1]) for give in cards]
    fight = state.fight
    if fight is not None:
        loose = sorted(set(fight.played_cards) | {c for pile in state.treasure for c in pile})
        commands += [TakeTreasure((card,)) for card in loose]
        commands += [TakeTreasure(pair) for pair in combinations(loose, 2)]
        commands += [GiveToHelper(card) for card in fight.taken + tuple(cards[:2])]
    return commands


def accepted(state: KombatKittensState, seat: int, command: Command) -> bool:
    try:
        GAME.decide(state, seat, command, SeededRandom(b"probe"))
    except Rejected:
        return False
    return True


def check(state: Any) -> None:
    for seat in range(state.seats):
        legal = set(GAME.legal_commands(state, seat))
        assert len(legal) == len(GAME.legal_commands(state, seat)), "duplicate legal commands"
        for command in candidates(state, seat):
            assert accepted(state, seat, command) == (command in legal), (
                f"seat {seat}, {command!r}: decide and legal_commands disagree"
            )


class EveryOtherCommonStep:
    """Checks every rare situation, and every other turn or card step (for speed)."""

    def __init__(self) -> None:
        self.steps = 0
        self.stages: set[str] = set()

    def __call__(self, state: Any, seat: int, command: Any, events: Any) -> None:
        if GAME.is_terminal(state):
            return
        stage = state.fight.stage if state.fight else "turn"
        self.steps += 1
        if stage in ("turn", "cards") and self.steps % 2:
            return
        self.stages.add(stage)
        check(state)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_decide_accepts_exactly_the_legal_commands(seats: int) -> None:
    checker = EveryOtherCommonStep()
    game = simulate(GAME, GAME.default_setup(seats), seed=1000 + seats, on_step=checker)
    assert game.finished
    expected = {"turn", "cards", "treasure"} | ({"ask", "answer", "helpers", "reward"} if seats > 2 else set())
    assert expected <= checker.stages
