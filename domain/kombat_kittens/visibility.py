"""Events as a seat (or a spectator) may see them while the game runs.

Hidden: other seats' hands (dealt and drawn cards), every pile's order (a
shuffle becomes a count, for everyone), and a face-down committed card until
its reveal (others see only that the seat committed). Everything played face
up (reveals, Recruits, treasure, Dogs, the Litter Box) is public.
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.kombat_kittens.events import (
    CardCommitted,
    CardDrawn,
    CommitmentReturned,
    Event,
    GameStarted,
    LitterBoxReshuffled,
    NewDeckShuffled,
)


class GameStartedSeen(msgspec.Struct, frozen=True, tag="game_started_seen"):
    """``hand`` is the viewer's own hand (``None`` for a spectator)."""

    first_seat: int
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    recruits: tuple[str, ...]
    draw_pile_size: int


class CardDrawnHidden(msgspec.Struct, frozen=True, tag="card_drawn_hidden"):
    seat: int


class LitterBoxReshuffledHidden(msgspec.Struct, frozen=True, tag="litter_box_reshuffled_hidden"):
    draw_pile_size: int


class NewDeckShuffledHidden(msgspec.Struct, frozen=True, tag="new_deck_shuffled_hidden"):
    deck: int
    draw_pile_size: int


class CardCommittedHidden(msgspec.Struct, frozen=True, tag="card_committed_hidden"):
    """Seat ``seat`` has placed a card face down."""

    seat: int


class CommitmentReturnedHidden(msgspec.Struct, frozen=True, tag="commitment_returned_hidden"):
    """Seat ``seat`` took back its face-down card (the fight ended before the reveal)."""

    seat: int


HiddenEvent = (
    GameStartedSeen
    | CardDrawnHidden
    | LitterBoxReshuffledHidden
    | NewDeckShuffledHidden
    | CardCommittedHidden
    | CommitmentReturnedHidden
)


def visible_event(event: Event, viewer: Viewer) -> Event | HiddenEvent:
    match event:
        case GameStarted():
            return GameStartedSeen(
                first_seat=event.first_seat,
                hand=event.hands[viewer] if viewer is not None else None,
                hand_sizes=tuple(len(hand) for hand in event.hands),
                recruits=event.recruits,
                draw_pile_size=len(event.draw_pile),
            )
        case CardDrawn(seat=seat) if seat != viewer:
            return CardDrawnHidden(seat)
        case LitterBoxReshuffled(draw_pile=pile):
            return LitterBoxReshuffledHidden(len(pile))
        case NewDeckShuffled(deck=deck, draw_pile=pile):
            return NewDeckShuffledHidden(deck, len(pile))
        case CardCommitted(seat=seat) if seat != viewer:
            return CardCommittedHidden(seat)
        case CommitmentReturned(seat=seat) if seat != viewer:
            return CommitmentReturnedHidden(seat)
        case _:
            return event
