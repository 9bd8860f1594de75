"""What a seat may ask for. Clients send them as JSON, e.g.
``{"type": "play_card", "card": "box-01", "x": 1, "y": 0, "rotation": 90}``.
"""

from __future__ import annotations

import msgspec


class PlaceStarter(msgspec.Struct, frozen=True, tag="place_starter", forbid_unknown_fields=True):
    """Preparation: put a random card of your deck face down at (x, y)."""

    x: int
    y: int


class PlayCard(msgspec.Struct, frozen=True, tag="play_card", forbid_unknown_fields=True):
    """Put ``card`` from your hand face up at (x, y), rotated clockwise by ``rotation``."""

    card: str
    x: int
    y: int
    rotation: int


class TurnCard(msgspec.Struct, frozen=True, tag="turn_card", forbid_unknown_fields=True):
    """Over the small number: pick one of the reached cards, at (x, y), to turn."""

    x: int
    y: int


Command = PlaceStarter | PlayCard | TurnCard
