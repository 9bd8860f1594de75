"""The table: hands, piles, captured treasure, and the fight in progress.

Card zones (every card is in exactly one): hands, draw pile, recruits, Litter
Box, treasure, Dogs face up waiting for their Dogfight, Dogs still in the box,
Dogs set aside, and the current fight (its Dog, played and committed cards).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.core import Setup
from domain.kombat_kittens.options import KombatKittensOptions, validate_setup

Phase = Literal["setup", "playing", "over"]
FightKind = Literal["battle", "dogfight", "tiebreak"]
#: ask/answer: help requests; cards: main card steps 1-3; helpers: the helpers'
#: card; showdown and cleanup are passed through inside one decision;
#: treasure/reward: the winner's choices.
Stage = Literal["ask", "answer", "cards", "helpers", "showdown", "treasure", "reward", "cleanup"]


class Side(msgspec.Struct, frozen=True):
    """One side of a fight: its main combatant and, in a battle, a helper."""

    main: int
    helper: int | None = None
    played: tuple[str, ...] = ()
    helper_card: str | None = None
    forfeited: bool = False

    @property
    def cards(self) -> tuple[str, ...]:
        return self.played + ((self.helper_card,) if self.helper_card else ())


class Fight(msgspec.Struct, frozen=True):
    """A battle (two sides), a Dogfight or the final tie-break (a side per seat)."""

    kind: FightKind
    sides: tuple[Side, ...]
    stage: Stage
    step: int = 1
    asking: int = 0
    asked: int | None = None
    #: (seat, card) face down, not yet revealed. Secret to everyone but the seat.
    committed: tuple[tuple[int, str], ...] = ()
    dog: str | None = None
    winner: int | None = None
    loser: int | None = None
    taken: tuple[str, ...] = ()

    def side_of(self, seat: int) -> int | None:
        for index, side in enumerate(self.sides):
            if seat in (side.main, side.helper):
                return index
        return None

    def committed_card(self, seat: int) -> str | None:
        for who, card in self.committed:
            if who == seat:
                return card
        return None

    @property
    def played_cards(self) -> tuple[str, ...]:
        return tuple(card for side in self.sides for card in side.cards)


class KombatKittensState(msgspec.Struct, frozen=True):
    seats: int
    options: KombatKittensOptions
    phase: Phase = "setup"
    active: int = 0
    hands: tuple[tuple[str, ...], ...] = ()
    draw_pile: tuple[str, ...] = ()
    recruits: tuple[str, ...] = ()
    litter_box: tuple[str, ...] = ()
    treasure: tuple[tuple[str, ...], ...] = ()
    dogs_waiting: tuple[str, ...] = ()
    boxed_dogs: tuple[str, ...] = ()
    set_aside: tuple[str, ...] = ()
    deck: int = 1
    deck_ended: bool = False
    #: The Dog that was the bottom card of the current deck, once drawn.
    bottom_dog: str | None = None
    #: Its Dogfight has been decided (won, tied or unfought).
    bottom_dog_fought: bool = False
    fight: Fight | None = None
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    #: Seats that recruited and have drawn no card and declared no battle since.
    recruited_last: frozenset[int] = frozenset()

    @property
    def final_deck(self) -> int:
        """Two players play one deck; three to five play a second one."""
        return 1 if self.seats == 2 else 2


def initial_state(setup: Setup[KombatKittensOptions]) -> KombatKittensState:
    """The table before the deal, or :class:`~domain.core.rejection.InvalidSetup` for what the rules refuse."""
    validate_setup(setup)
    return new_state(setup.seats, setup.options)


def new_state(seats: int, options: KombatKittensOptions) -> KombatKittensState:
    return KombatKittensState(
        seats=seats,
        options=options,
        hands=((),) * seats,
        treasure=((),) * seats,
    )


def all_cards(state: KombatKittensState) -> tuple[str, ...]:
    """Every card on the table, zone by zone (used to check conservation)."""
    cards = [card for hand in state.hands for card in hand]
    cards += state.draw_pile + state.recruits + state.litter_box
    cards += [card for pile in state.treasure for card in pile]
    cards += state.dogs_waiting + state.boxed_dogs + state.set_aside
    fight = state.fight
    if fight is not None:
        cards += fight.played_cards + tuple(card for _, card in fight.committed)
        cards += (fight.dog,) if fight.dog else ()
    return tuple(cards)
