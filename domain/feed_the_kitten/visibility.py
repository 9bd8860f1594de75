"""Events as a seat (or a spectator) may see them while the game runs.

Nobody ever sees the order of a shuffled pile: it becomes a count. A seat sees
its own dealt hand, drawn cards and discarded hand; others see only how many.
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.feed_the_kitten.events import (
    CardDrawn,
    DrawPileReshuffled,
    Event,
    HandDiscarded,
    RoundDealt,
    StarterReturned,
)


class RoundDealtHidden(msgspec.Struct, frozen=True, tag="round_dealt_hidden"):
    """``hand`` is the viewer's own hand (``None`` for a spectator)."""

    round: int
    leader: int
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    draw_pile_size: int


class StarterReturnedHidden(msgspec.Struct, frozen=True, tag="starter_returned_hidden"):
    card: int
    draw_pile_size: int


class CardDrawnHidden(msgspec.Struct, frozen=True, tag="card_drawn_hidden"):
    seat: int


class DrawPileReshuffledHidden(msgspec.Struct, frozen=True, tag="draw_pile_reshuffled_hidden"):
    draw_pile_size: int


class HandDiscardedHidden(msgspec.Struct, frozen=True, tag="hand_discarded_hidden"):
    seat: int
    count: int


HiddenEvent = (
    RoundDealtHidden | StarterReturnedHidden | CardDrawnHidden | DrawPileReshuffledHidden | HandDiscardedHidden
)


def visible_event(event: Event, viewer: Viewer) -> Event | HiddenEvent:
    match event:
        case RoundDealt(round=round_, leader=leader, hands=hands, draw_pile=draw_pile):
            return RoundDealtHidden(
                round=round_,
                leader=leader,
                hand=hands[viewer] if viewer is not None else None,
                hand_sizes=tuple(len(hand) for hand in hands),
                draw_pile_size=len(draw_pile),
            )
        case StarterReturned(card=card, draw_pile=draw_pile):
            return StarterReturnedHidden(card=card, draw_pile_size=len(draw_pile))
        case DrawPileReshuffled(draw_pile=draw_pile):
            return DrawPileReshuffledHidden(draw_pile_size=len(draw_pile))
        case CardDrawn(seat=seat) if seat != viewer:
            return CardDrawnHidden(seat=seat)
        case HandDiscarded(seat=seat, cards=cards) if seat != viewer:
            return HandDiscardedHidden(seat=seat, count=len(cards))
        case _:
            return event
