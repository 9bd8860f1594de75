"""Kinoko cards: four colours, ranks 1 to 8, named by a string id like ``"red-7"``.

A card id is what commands, events and views carry: short, readable and
JSON-friendly. Ranks 2, 4 and 6 carry one star (used to break ties).
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "green", "yellow", "purple")
STARRED_RANKS = frozenset({2, 4, 6})
#: Highest rank used, by number of players (rulebook "Setup", step 1).
TOP_RANK_BY_SEATS = {2: 5, 3: 7, 4: 8}
#: Cards dealt to each seat, by number of players.
HAND_SIZE_BY_SEATS = {2: 8, 3: 9, 4: 8}


def card_id(colour: str, rank: int) -> str:
    return f"{colour}-{rank}"


def colour_of(card: str) -> str:
    return card.rsplit("-", 1)[0]


def rank_of(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def stars_of(card: str) -> int:
    return 1 if rank_of(card) in STARRED_RANKS else 0


def is_card(text: str) -> bool:
    """Whether ``text`` names a card of the full 32-card deck."""
    colour, _, rank = text.rpartition("-")
    return colour in COLOURS and rank in {str(r) for r in range(1, 9)}


def deck_for(seats: int) -> tuple[str, ...]:
    """The cards in play for ``seats`` players, colour by colour, rank by rank."""
    top = TOP_RANK_BY_SEATS[seats]
    return tuple(card_id(colour, rank) for colour in COLOURS for rank in range(1, top + 1))


def full_deck() -> tuple[str, ...]:
    return tuple(card_id(colour, rank) for colour in COLOURS for rank in range(1, 9))


def sort_key(card: str) -> tuple[int, int]:
    """Ascending rank, then colour in :data:`COLOURS` order (for stable listings)."""
    return rank_of(card), COLOURS.index(colour_of(card))
