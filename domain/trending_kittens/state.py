"""The state of a Trending Kittens table (a match of one or more games).

Positions are grid cells ``(x, y)``: x grows to the right, y grows downward
(as on a screen), so "up" is toward smaller y. Decks are listed top first.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.trending_kittens.cards import Card, Faction

Phase = Literal["waiting", "preparation", "playing", "choosing", "finished"]


class Spot(msgspec.Struct, frozen=True):
    """A grid position."""

    x: int
    y: int


class Placed(msgspec.Struct, frozen=True):
    """A card on the table. ``rotation`` is clockwise degrees (0, 90, 180, 270)."""

    x: int
    y: int
    card: str
    faction: str
    rotation: int
    face_up: bool


class Choice(msgspec.Struct, frozen=True):
    """The player must still turn ``remaining`` of the reached cards at ``spots``."""

    seat: int
    spots: tuple[Spot, ...]
    remaining: int


class Rules(msgspec.Struct, frozen=True):
    """The checked options a game is played by. ``teams[seat]`` is its side label."""

    best_of: int
    teams: tuple[int, ...]
    over_limit: str
    empty_places: str
    team_play: bool
    #: ``replay``: a tied game of a match counts for nobody (see options).
    match_ties: str = "shared"
    #: Points added to the score of the seat that plays first in a game.
    lead_bonus: int = 0


class GameResult(msgspec.Struct, frozen=True):
    """One finished game: each seat's own points, its bonus, and the seats that won it."""

    number: int
    points: tuple[int, ...]
    winners: tuple[int, ...]
    bonus: tuple[int, ...] = ()


class TrendingKittensState(msgspec.Struct, frozen=True):
    seats: int
    rules: Rules
    #: The faction deck each seat plays, by seat.
    factions: tuple[Faction, ...]
    phase: Phase = "waiting"
    game_number: int = 0
    first_seat: int = 0
    turn: int = 0
    decks: tuple[tuple[str, ...], ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    board: tuple[Placed, ...] = ()
    choice: Choice | None = None
    results: tuple[GameResult, ...] = ()
    winners: tuple[int, ...] = ()

    def card(self, card_id: str) -> Card:
        for faction in self.factions:
            for card in faction.cards:
                if card.id == card_id:
                    return card
        raise KeyError(card_id)

    def at(self, x: int, y: int) -> Placed | None:
        for placed in self.board:
            if placed.x == x and placed.y == y:
                return placed
        return None
