"""Every command a seat may send now: exactly what ``decide`` accepts."""

from __future__ import annotations

from domain.kombat_kittens.cards import HAND_LIMIT
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
from domain.kombat_kittens.rules import (
    battle_targets,
    fight_pending,
    helper_candidates,
    may_recruit,
    pending_seats,
    treasure_options,
)
from domain.kombat_kittens.state import KombatKittensState


def legal_commands(state: KombatKittensState, seat: int) -> tuple[Command, ...]:
    """Every command ``seat`` may send now. On a turn: a draw, then the battles, then the
    recruits, so that a client that plays the first legal command (and a seat whose time
    ran out with seven cards) moves the game on: draws and battles use up the deck, while
    recruiting, unlimited by the rulebook, could go on forever."""
    if seat not in pending_seats(state):
        return ()
    hand = state.hands[seat]
    fight = state.fight
    if fight is None:
        commands: list[Command] = []
        if len(hand) < HAND_LIMIT:
            commands.append(DrawCard())
        commands += [Battle(other) for other in battle_targets(state, seat)]
        if may_recruit(state, seat):
            commands += [Recruit(take, give) for take in state.recruits for give in hand]
        return tuple(commands)
    assert seat in fight_pending(fight)
    match fight.stage:
        case "ask":
            asks = tuple(AskForHelp(h) for h in helper_candidates(state, fight))
            return asks + (FightAlone(),)
        case "answer":
            return (AcceptHelp(), RefuseHelp())
        case "cards":
            commits = tuple(CommitCard(card) for card in hand)
            if fight.kind != "tiebreak" and fight.step >= 2:
                return commits + (Forfeit(),)
            return commits
        case "helpers":
            return tuple(CommitCard(card) for card in hand)
        case "treasure":
            return tuple(TakeTreasure(option) for option in treasure_options(state))
        case "reward":
            return tuple(GiveToHelper(card) for card in fight.taken) + (KeepTreasure(),)
        case _:
            return ()
