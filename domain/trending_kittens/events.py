"""What happened. Tags are stable forever; every chance outcome is written here.

Decks are listed top card first. Events carrying a secret (a deck order, a
drawn card, the face of a card put down unseen) have redacted twins in
:mod:`.visibility`.
"""

from __future__ import annotations

import msgspec

from domain.trending_kittens.state import Spot


class GameStarted(msgspec.Struct, frozen=True, tag="game_started"):
    """Game ``number`` of the match: every seat's deck shuffled; ``first_seat`` leads."""

    number: int
    first_seat: int
    decks: tuple[tuple[str, ...], ...]


class StarterPlaced(msgspec.Struct, frozen=True, tag="starter_placed"):
    """Preparation: the top card of ``seat``'s deck put face down at (x, y), unseen."""

    seat: int
    x: int
    y: int
    card: str
    faction: str


class CardsDrawn(msgspec.Struct, frozen=True, tag="cards_drawn"):
    """The top ``cards`` of ``seat``'s deck went into its hand."""

    seat: int
    cards: tuple[str, ...]


class CardPlayed(msgspec.Struct, frozen=True, tag="card_played"):
    seat: int
    card: str
    faction: str
    x: int
    y: int
    rotation: int


class TurnedCard(msgspec.Struct, frozen=True):
    """A card turned over; ``face_up`` is its new side. Turning it up reveals it."""

    x: int
    y: int
    card: str
    faction: str
    face_up: bool


class CardsTurned(msgspec.Struct, frozen=True, tag="cards_turned"):
    seat: int
    cards: tuple[TurnedCard, ...]


class ChoiceOffered(msgspec.Struct, frozen=True, tag="choice_offered"):
    """The played card reached more cards (at ``spots``) than its small number:
    ``seat`` picks ``count`` of them, one ``turn_card`` at a time."""

    seat: int
    spots: tuple[Spot, ...]
    count: int


class TurnPassed(msgspec.Struct, frozen=True, tag="turn_passed"):
    """``seat`` plays next (seats with no card left are skipped)."""

    seat: int


class GameScored(msgspec.Struct, frozen=True, tag="game_scored"):
    """Every card is on the table. ``points[seat]``: its faction's face-up cards;
    ``bonus[seat]``: the lead bonus (empty: none, as in games before it);
    ``winners``: the seats of the side(s) with the most points plus bonus."""

    number: int
    points: tuple[int, ...]
    winners: tuple[int, ...]
    bonus: tuple[int, ...] = ()


class MatchEnded(msgspec.Struct, frozen=True, tag="match_ended"):
    """The match is decided. ``wins[seat]``: games won by that seat's side."""

    winners: tuple[int, ...]
    wins: tuple[int, ...]


Event = (
    GameStarted
    | StarterPlaced
    | CardsDrawn
    | CardPlayed
    | CardsTurned
    | ChoiceOffered
    | TurnPassed
    | GameScored
    | MatchEnded
)
