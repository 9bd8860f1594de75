"""What a Trending Kittens card is.

Each of a card's four printed sides carries a sequence of triangles read
outward from the card: the i-th symbol acts on the place i steps away in the
direction that side points to once the card is rotated. A filled triangle
turns the card found there; a hollow one skips it ("jump one, then turn two"
is hollow, filled, filled). ``limit`` is the small number printed on the card:
the most cards one play of it may turn.

:class:`CardSpec` and :class:`FactionSpec` are the shape factions are written
in (the built-in data and a game creator's custom factions alike); they are
checked and turned into :class:`Card` and :class:`Faction` by :mod:`.catalog`.
"""

from __future__ import annotations

from typing import Literal

import msgspec

Symbol = Literal["filled", "hollow"]
FILLED: Symbol = "filled"
HOLLOW: Symbol = "hollow"
SYMBOLS: tuple[str, ...] = (FILLED, HOLLOW)

#: The printed sides, clockwise from the top; their index is used for rotation.
SIDES: tuple[str, ...] = ("up", "right", "down", "left")


class CardSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A card as written in data. Symbols are plain strings, checked later.

    ``limit`` ``None`` means "as many as its filled triangles".
    """

    id: str
    up: tuple[str, ...] = ()
    right: tuple[str, ...] = ()
    down: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    limit: int | None = None


class FactionSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A faction deck as written in data: an id, a name, a character, its cards."""

    id: str
    name: str = ""
    character: str = ""
    cards: tuple[CardSpec, ...] = ()


class Card(msgspec.Struct, frozen=True):
    """A checked card. ``sides`` are the printed sides in :data:`SIDES` order."""

    id: str
    faction: str
    sides: tuple[tuple[Symbol, ...], tuple[Symbol, ...], tuple[Symbol, ...], tuple[Symbol, ...]]
    limit: int

    def side(self, name: str) -> tuple[Symbol, ...]:
        return self.sides[SIDES.index(name)]


class Faction(msgspec.Struct, frozen=True):
    """A checked faction deck."""

    id: str
    name: str
    character: str
    cards: tuple[Card, ...]

    @property
    def card_ids(self) -> tuple[str, ...]:
        return tuple(card.id for card in self.cards)
