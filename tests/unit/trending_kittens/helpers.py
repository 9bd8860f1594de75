"""Given-when-then helpers: a precise table, a scripted random source."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from msgspec.structs import replace

from domain.core import Setup
from domain.trending_kittens import GAME
from domain.trending_kittens.cards import CardSpec, FactionSpec
from domain.trending_kittens.events import Event
from domain.trending_kittens.options import TrendingKittensOptions
from domain.trending_kittens.state import GameResult, Placed, TrendingKittensState

F = "filled"
H = "hollow"


class KeepOrder:
    """A RandomSource that never shuffles: decks stay in data order."""

    def __init__(self) -> None:
        self.shuffles = 0

    def shuffled(self, items: Sequence[Any]) -> tuple[Any, ...]:
        self.shuffles += 1
        return tuple(items)

    def below(self, bound: int) -> int:
        return 0


def options(**fields: Any) -> TrendingKittensOptions:
    return TrendingKittensOptions(**fields)


def setup(seats: int = 2, **fields: Any) -> Setup[TrendingKittensOptions]:
    return Setup(seats=seats, options=options(**fields))


#: Rule tests name the first-edition cards by their shapes ("climber-01 jumps one,
#: then turns one"); the rules are the same in every edition, and the current
#: edition's cards are checked in test_factions.py. They also score without the
#: lead bonus unless a test asks for it (test_lead_bonus.py).
EXAMPLES = {"faction_edition": 1, "lead_bonus": 0}


def waiting(seats: int = 2, **fields: Any) -> TrendingKittensState:
    return GAME.initial_state(setup(seats, **{**EXAMPLES, **fields}))


def started(seats: int = 2, **fields: Any) -> TrendingKittensState:
    """A game just started, decks in data order: seat 0's first card lies at (0, 0)."""
    state = waiting(seats, **fields)
    return GAME.fold(state, GAME.start(state, KeepOrder()))


def given(state: TrendingKittensState, *events: Event) -> TrendingKittensState:
    return GAME.fold(state, events)


def when(state: TrendingKittensState, seat: int, command: Any) -> list[Event]:
    return list(GAME.decide(state, seat, command, KeepOrder()))


def custom_faction(*cards: CardSpec, faction_id: str = "test-cats") -> FactionSpec:
    return FactionSpec(id=faction_id, name="Test Cats", cards=cards)


def card(card_id: str, **sides: Any) -> CardSpec:
    return CardSpec(card_id, **sides)


def faction_of(state: TrendingKittensState, card_id: str) -> str:
    return state.card(card_id).faction


def table(
    board: Sequence[tuple[int, int, str, bool]] | Sequence[tuple[int, int, str, bool, int]],
    hands: Sequence[Sequence[str]],
    decks: Sequence[Sequence[str]] | None = None,
    turn: int = 0,
    custom: Sequence[CardSpec] = (),
    results: Sequence[GameResult] = (),
    game_number: int | None = None,
    **fields: Any,
) -> TrendingKittensState:
    """A running game built for one precise situation.

    ``board`` rows are (x, y, card, face_up[, rotation]). With ``custom`` cards a
    custom faction "test-cats" is played by seat 0 and the built-in ones follow.
    It need not hold every card of every deck.
    """
    seats = len(hands)
    if custom:
        fields.setdefault("custom_factions", (custom_faction(*custom),))
    state = waiting(seats, **fields)
    placed = tuple(
        Placed(
            row[0], row[1], row[2], faction_of(state, row[2]), rotation=row[4] if len(row) > 4 else 0, face_up=row[3]
        )  # type: ignore[misc]
        for row in board
    )
    return replace(
        state,
        phase="playing",
        game_number=game_number or len(results) + 1,
        turn=turn,
        board=placed,
        hands=tuple(tuple(hand) for hand in hands),
        decks=tuple(tuple(deck) for deck in (decks or [()] * seats)),
        results=tuple(results),
    )
