"""When a game of Kombat Kittens is over, and how it ended."""

from __future__ import annotations

from domain.core import Outcome
from domain.kombat_kittens.state import KombatKittensState


def is_terminal(state: KombatKittensState) -> bool:
    return state.phase == "over"


def outcome(state: KombatKittensState) -> Outcome | None:
    if state.phase != "over":
        return None
    names = ", ".join(f"seat {seat}" for seat in state.winners)
    verb = "shares" if len(state.winners) > 1 else "wins"
    return Outcome(
        winners=state.winners,
        scores=state.scores,
        summary=f"{names} {verb} with {max(state.scores)} treasure",
    )
