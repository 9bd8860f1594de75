"""When a game of Kinoko Kombat is over, and how it ended."""

from __future__ import annotations

from domain.core import Outcome
from domain.kinoko_kombat.state import KinokoState


def is_terminal(state: KinokoState) -> bool:
    return state.phase == "finished"


def outcome(state: KinokoState) -> Outcome | None:
    if state.winner is None:
        return None
    return Outcome(
        winners=(state.winner,),
        scores=state.scores,
        summary=f"seat {state.winner} wins with {state.scores[state.winner]} points",
    )
