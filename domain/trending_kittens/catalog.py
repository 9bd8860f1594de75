"""Checking faction data and turning it into playable decks.

The same checks run on the built-in factions (at import) and on a game
creator's custom factions (in ``initial_state``), so a bad faction is refused
with :class:`InvalidSetup` naming the fault before anything is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from domain.core import InvalidSetup
from domain.trending_kittens import factions, factions_first_edition
from domain.trending_kittens.cards import (
    FILLED,
    SIDES,
    SYMBOLS,
    Card,
    CardSpec,
    Faction,
    FactionSpec,
)

#: Longest symbol sequence on one side: keeps reach (and the board) sane.
MAX_SYMBOLS_PER_SIDE = 5
#: Largest deck: keeps the number of legal placements reasonably small.
MAX_CARDS_PER_FACTION = 20
MAX_CUSTOM_FACTIONS = 8
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")


def check_card(spec: CardSpec, faction_id: str) -> Card:
    """A :class:`Card` from its spec, or :class:`InvalidSetup` naming the fault."""
    where = f"card {spec.id!r} of faction {faction_id!r}"
    if not _ID.match(spec.id):
        raise InvalidSetup(
            f"faction {faction_id!r} has a card with id {spec.id!r}: an id is 1 to 40 "
            "lowercase letters, digits, '-' or '_'"
        )
    sides = tuple(getattr(spec, name) for name in SIDES)
    for name, symbols in zip(SIDES, sides, strict=True):
        for symbol in symbols:
            if symbol not in SYMBOLS:
                raise InvalidSetup(
                    f"{where}: unknown symbol {symbol!r} on its {name} side (a symbol is 'filled' or 'hollow')"
                )
        if len(symbols) > MAX_SYMBOLS_PER_SIDE:
            raise InvalidSetup(
                f"{where}: its {name} side has {len(symbols)} symbols, at most {MAX_SYMBOLS_PER_SIDE} are allowed"
            )
    filled = sum(symbols.count(FILLED) for symbols in sides)
    if filled == 0:
        raise InvalidSetup(f"{where} is empty: it has no filled triangle, so it turns nothing")
    limit = filled if spec.limit is None else spec.limit
    if not 1 <= limit <= filled:
        raise InvalidSetup(f"{where}: its small number {limit} must be from 1 to its {filled} filled triangles")
    return Card(id=spec.id, faction=faction_id, sides=sides, limit=limit)


def check_faction(spec: FactionSpec) -> Faction:
    """A :class:`Faction` from its spec (cards checked one by one)."""
    if not _ID.match(spec.id):
        raise InvalidSetup(
            f"faction id {spec.id!r} is not allowed: an id is 1 to 40 lowercase letters, digits, '-' or '_'"
        )
    if not spec.cards:
        raise InvalidSetup(f"faction {spec.id!r} has no cards")
    if len(spec.cards) > MAX_CARDS_PER_FACTION:
        raise InvalidSetup(
            f"faction {spec.id!r} has {len(spec.cards)} cards, at most {MAX_CARDS_PER_FACTION} are allowed"
        )
    cards = tuple(check_card(card, spec.id) for card in spec.cards)
    return Faction(id=spec.id, name=spec.name or spec.id, character=spec.character, cards=cards)


def check_catalog(factions: Iterable[Faction]) -> tuple[Faction, ...]:
    """Refuse duplicate faction ids and duplicate card ids across all factions."""
    factions = tuple(factions)
    seen_factions: set[str] = set()
    owner_of: dict[str, str] = {}
    for faction in factions:
        if faction.id in seen_factions:
            raise InvalidSetup(f"duplicate faction id {faction.id!r}")
        seen_factions.add(faction.id)
        for card in faction.cards:
            if card.id in owner_of:
                raise InvalidSetup(
                    f"duplicate card id {card.id!r} (in factions {owner_of[card.id]!r} and {faction.id!r})"
                )
            owner_of[card.id] = faction.id
    return factions


#: The built-in decks of each edition, checked once at import (pure computation, no I/O).
EDITIONS: dict[int, tuple[Faction, ...]] = {
    1: check_catalog(check_faction(f) for f in factions_first_edition.BUILT_IN),
    2: check_catalog(check_faction(f) for f in factions.BUILT_IN),
}
#: The edition new games get.
CURRENT_EDITION = 2
BUILT_IN_FACTIONS: tuple[Faction, ...] = EDITIONS[CURRENT_EDITION]


def catalog(custom: tuple[FactionSpec, ...], edition: int = CURRENT_EDITION) -> tuple[Faction, ...]:
    """Every faction a game may use: the custom ones first, then the built-in ones of ``edition``.

    Custom ids must differ from each other and from the built-in ones.
    """
    if len(custom) > MAX_CUSTOM_FACTIONS:
        raise InvalidSetup(f"{len(custom)} custom factions given, at most {MAX_CUSTOM_FACTIONS} are allowed")
    if edition not in EDITIONS:
        raise InvalidSetup(f"faction_edition must be one of {', '.join(map(str, EDITIONS))}, not {edition}")
    return check_catalog((*(check_faction(spec) for spec in custom), *EDITIONS[edition]))
