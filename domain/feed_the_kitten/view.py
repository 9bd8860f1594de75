"""The table as one seat (or a spectator) sees it."""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.feed_the_kitten.state import FeedTheKittenState, Phase


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    hand_size: int
    cans: int
    has_kitten: bool


class FeedTheKittenView(msgspec.Struct, frozen=True):
    """``hand`` is the viewer's own hand (``None`` for a spectator); every
    seat's hand size is public, as it is across a real table."""

    viewer: int | None
    phase: Phase
    round: int
    cans_to_win: int
    turn: int | None
    kitten_holder: int
    top_card: int | None
    play_pile_size: int
    draw_pile_size: int
    hand: tuple[int, ...] | None
    seats: tuple[SeatView, ...]
    winner: int | None


def view(state: FeedTheKittenState, viewer: Viewer) -> FeedTheKittenView:
    return FeedTheKittenView(
        viewer=viewer,
        phase=state.phase,
        round=state.round,
        cans_to_win=state.options.cans_to_win,
        turn=state.turn if state.phase == "playing" else None,
        kitten_holder=state.kitten,
        top_card=state.top_card,
        play_pile_size=len(state.play_pile),
        draw_pile_size=len(state.draw_pile),
        hand=state.hands[viewer] if viewer is not None else None,
        seats=tuple(
            SeatView(
                seat=seat,
                hand_size=len(state.hands[seat]),
                cans=state.cans[seat],
                has_kitten=seat == state.kitten,
            )
            for seat in range(state.seats)
        ),
        winner=state.winner,
    )
