"""Events as a seat (or a spectator) may see them while the game runs.

A seat sees its own dealt hand, Center, Leader and row; others see that the
step happened and, for a row or a Center card, the colours of the backs
(ruling 5: the colour of a card lying face down on the table shows, never its
rank). Nobody sees another hand, the
neutral Center cards, or anything of a Spotted claim until the comparison
(claim events never carry a Spotted card, so they need no twin).
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.kinoko_kombat.cards import colour_of
from domain.kinoko_kombat.events import CenterChosen, Event, LeaderChosen, RoundDealt, RowArranged


class RoundDealtHidden(msgspec.Struct, frozen=True, tag="round_dealt_hidden"):
    """``hand``: the viewer's own hand (``None`` for a spectator)."""

    round: int
    first_player: int
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    neutral_centers: int
    #: The neutral Center cards' colours, slot by slot (their backs show).
    neutral_colours: tuple[str, ...] = ()


class CenterChosenHidden(msgspec.Struct, frozen=True, tag="center_chosen_hidden"):
    seat: int
    colour: str = ""


class LeaderChosenHidden(msgspec.Struct, frozen=True, tag="leader_chosen_hidden"):
    seat: int


class RowArrangedHidden(msgspec.Struct, frozen=True, tag="row_arranged_hidden"):
    seat: int
    length: int
    #: Each face-down card's colour, left to right.
    colours: tuple[str, ...] = ()


HiddenEvent = RoundDealtHidden | CenterChosenHidden | LeaderChosenHidden | RowArrangedHidden


def visible_event(event: Event, viewer: Viewer) -> Event | HiddenEvent:
    match event:
        case RoundDealt(round=round_, first_player=first, hands=hands, neutral_centers=neutral):
            return RoundDealtHidden(
                round=round_,
                first_player=first,
                hand=hands[viewer] if viewer is not None else None,
                hand_sizes=tuple(len(hand) for hand in hands),
                neutral_centers=len(neutral),
                neutral_colours=tuple(colour_of(card) for card in neutral),
            )
        case CenterChosen(seat=seat, card=card) if seat != viewer:
            return CenterChosenHidden(seat=seat, colour=colour_of(card))
        case LeaderChosen(seat=seat) if seat != viewer:
            return LeaderChosenHidden(seat=seat)
        case RowArranged(seat=seat, row=row) if seat != viewer:
            return RowArrangedHidden(seat=seat, length=len(row), colours=tuple(colour_of(card) for card in row))
        case _:
            return event
