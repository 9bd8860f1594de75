"""When a game of Feed the Kitten is over, and how it ended."""

from __future__ import annotations

from domain.core import Outcome
from domain.feed_the_kitten.state import FeedTheKittenState


def is_terminal(state: FeedTheKittenState) -> bool:
    return state.phase == "finished"


def outcome(state: FeedTheKittenState) -> Outcome | None:
    if state.winner is None:
        return None
    return Outcome(
        winners=(state.winner,),
        scores=state.cans,
        summary=f"seat {state.winner} fed the Kitten {state.cans[state.winner]} times",
    )
