"""What a seat may send. The acting seat is never part of a command."""

from __future__ import annotations

import msgspec


class PlayCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="play_card"):
    """Play one card of this number from your hand onto the play pile."""

    card: int


class DrawCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="draw_card"):
    """Draw the top card of the draw pile instead of playing (ends your turn)."""


class RenewHand(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="renew_hand"):
    """With nine cards and nothing to play: discard your hand and draw five."""


class Pass(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="pass"):
    """Only when you can neither play nor draw (no card left to draw or reshuffle)."""


Command = PlayCard | DrawCard | RenewHand | Pass
