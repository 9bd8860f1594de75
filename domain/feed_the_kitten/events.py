"""What happened. Tags are stable forever; every chance outcome is written here.

Draw piles are listed top card first. Events that carry secrets (a hand, a
drawn card, a shuffled order) have redacted twins in :mod:`.visibility`.
"""

from __future__ import annotations

from typing import Literal

import msgspec

WinReason = Literal["hundred", "last_card"]


class RoundDealt(msgspec.Struct, frozen=True, tag="round_dealt"):
    """All 49 cards shuffled: five to each seat, the rest form the draw pile.

    ``leader`` holds the Kitten token and takes the first turn of the round.
    """

    round: int
    leader: int
    hands: tuple[tuple[int, ...], ...]
    draw_pile: tuple[int, ...]


class StarterFlipped(msgspec.Struct, frozen=True, tag="starter_flipped"):
    """The top card of the draw pile turned up to start the play pile."""

    card: int


class StarterReturned(msgspec.Struct, frozen=True, tag="starter_returned"):
    """A flipped 100 went back into the draw pile, which was reshuffled."""

    card: int
    draw_pile: tuple[int, ...]


class CardPlayed(msgspec.Struct, frozen=True, tag="card_played"):
    seat: int
    card: int


class CardDrawn(msgspec.Struct, frozen=True, tag="card_drawn"):
    """The top card of the draw pile went into ``seat``'s hand."""

    seat: int
    card: int


class DrawPileReshuffled(msgspec.Struct, frozen=True, tag="draw_pile_reshuffled"):
    """The draw pile ran out: all but the top card of the play pile, shuffled."""

    draw_pile: tuple[int, ...]


class HandDiscarded(msgspec.Struct, frozen=True, tag="hand_discarded"):
    """Hand limit: ``seat`` discarded its nine cards face down under the top card."""

    seat: int
    cards: tuple[int, ...]


class TurnPassed(msgspec.Struct, frozen=True, tag="turn_passed"):
    """``seat`` could neither play nor draw."""

    seat: int


class TurnEnded(msgspec.Struct, frozen=True, tag="turn_ended"):
    seat: int
    next_seat: int


class RoundWon(msgspec.Struct, frozen=True, tag="round_won"):
    """``seat`` won the round, took the Kitten token and now has ``cans`` cans."""

    round: int
    seat: int
    reason: WinReason
    cans: int


class GameWon(msgspec.Struct, frozen=True, tag="game_won"):
    seat: int
    cans: int


Event = (
    RoundDealt
    | StarterFlipped
    | StarterReturned
    | CardPlayed
    | CardDrawn
    | DrawPileReshuffled
    | HandDiscarded
    | TurnPassed
    | TurnEnded
    | RoundWon
    | GameWon
)
