"""Building tables for rule tests: given events, when a command, then events."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from msgspec.structs import replace

from domain.core import Setup
from domain.kombat_kittens import GAME, KombatKittensOptions, KombatKittensState
from domain.kombat_kittens.commands import Battle, Command, FightAlone
from domain.kombat_kittens.events import Event, GameStarted, TurnBegan

State = KombatKittensState


class Fixed:
    """A predictable RandomSource: shuffles keep their order, ``below`` gives 0."""

    def shuffled(self, items: Sequence[Any]) -> tuple[Any, ...]:
        return tuple(items)

    def below(self, bound: int) -> int:
        return 0


def table(
    hands: Sequence[Sequence[str]],
    pile: Iterable[str] = ("1Sa", "1Sb", "1Ma", "1Mb", "1Na", "1Nb", "1Pa", "1Pb", "D1"),
    recruits: Sequence[str] = ("7Pb",),
    first: int = 0,
    treasure: Sequence[Sequence[str]] | None = None,
    litter_box: Sequence[str] = (),
    boxed_dogs: Sequence[str] = (),
    deck: int = 1,
    **options: Any,
) -> State:
    """A table after the deal (folded from ``game_started``), plus direct tweaks."""
    seats = len(hands)
    state = GAME.initial_state(Setup(seats, KombatKittensOptions(**options)))
    started = GameStarted(
        first_seat=first,
        hands=tuple(tuple(hand) for hand in hands),
        recruits=tuple(recruits),
        draw_pile=tuple(pile),
        boxed_dogs=tuple(boxed_dogs),
    )
    state = GAME.fold(state, [started, TurnBegan(first)])
    if treasure is not None:
        state = replace(state, treasure=tuple(tuple(t) for t in treasure))
    return replace(state, litter_box=tuple(litter_box), deck=deck)


def when(state: State, seat: int, command: Command) -> tuple[Event, ...]:
    return tuple(GAME.decide(state, seat, command, Fixed()))


def play(state: State, *moves: tuple[int, Command]) -> State:
    """Apply ``(seat, command)`` moves in order and return the resulting state."""
    for seat, command in moves:
        state = GAME.fold(state, when(state, seat, command))
    return state


def battle(state: State, attacker: int, defender: int) -> State:
    """Declare a battle; both sides fight alone if they could ask for help."""
    state = play(state, (attacker, Battle(defender)))
    for seat in (attacker, defender):
        if state.fight is not None and state.fight.stage == "ask":
            state = play(state, (seat, FightAlone()))
    return state


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [event for event in events if isinstance(event, kind)]


#: Five-card hands used in many tests (ids: rank, suit letter, copy letter).
LOW = ("2Sa", "2Sb", "2Ma", "3Sa", "3Sb")
HIGH = ("4Sa", "4Sb", "4Ma", "5Sa", "5Sb")
MID = ("6Sa", "6Sb", "6Ma", "7Sa", "7Sb")
EXTRA = ("9Sa", "9Sb", "9Ma", "9Mb", "9Na")
