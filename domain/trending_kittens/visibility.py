"""Events as a seat (or a spectator) may see them while the game runs.

Nobody sees a deck's order (it becomes a count) nor the card put face down
unseen in the preparation (only its place and faction). A seat sees the cards
it draws itself; the others learn only how many.
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.trending_kittens.events import CardsDrawn, Event, GameStarted, StarterPlaced


class GameStartedHidden(msgspec.Struct, frozen=True, tag="game_started_hidden"):
    number: int
    first_seat: int
    deck_sizes: tuple[int, ...]


class StarterPlacedHidden(msgspec.Struct, frozen=True, tag="starter_placed_hidden"):
    seat: int
    x: int
    y: int
    faction: str


class CardsDrawnHidden(msgspec.Struct, frozen=True, tag="cards_drawn_hidden"):
    seat: int
    count: int


HiddenEvent = GameStartedHidden | StarterPlacedHidden | CardsDrawnHidden


def visible_event(event: Event, viewer: Viewer) -> Event | HiddenEvent:
    match event:
        case GameStarted(number=number, first_seat=first, decks=decks):
            return GameStartedHidden(number=number, first_seat=first, deck_sizes=tuple(len(d) for d in decks))
        case StarterPlaced(seat=seat, x=x, y=y, faction=faction):
            return StarterPlacedHidden(seat=seat, x=x, y=y, faction=faction)
        case CardsDrawn(seat=seat, cards=cards) if seat != viewer:
            return CardsDrawnHidden(seat=seat, count=len(cards))
        case _:
            return event
