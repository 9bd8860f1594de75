"""Given-when-then helpers: a precise table, a scripted random source."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.core import Setup
from domain.feed_the_kitten import GAME, FeedTheKittenOptions, FeedTheKittenState
from domain.feed_the_kitten.events import Event


class ScriptedRandom:
    """A RandomSource whose shuffles return the scripted orders, in turn.

    Unscripted shuffles keep the order they are given, so a test can see
    exactly which cards a draw, a deal or a reshuffle will produce.
    """

    def __init__(self, *orders: Sequence[int]) -> None:
        self.orders = [tuple(order) for order in orders]
        self.asked: list[tuple[Any, ...]] = []

    def shuffled(self, items: Sequence[Any]) -> tuple[Any, ...]:
        self.asked.append(tuple(items))
        if not self.orders:
            return tuple(items)
        order = self.orders.pop(0)
        assert sorted(order) == sorted(items), f"scripted {order} is not a shuffle of {items}"
        return order

    def below(self, bound: int) -> int:
        return 0


def table(
    hands: Sequence[Sequence[int]],
    top: int | Sequence[int] = 50,
    draw: Sequence[int] = (10, 20, 30, 40, 60, 70),
    turn: int = 0,
    cans: Sequence[int] | None = None,
    cans_to_win: int = 3,
    round: int = 1,
    draw_after_renewal: str = "only_if_stuck",
) -> FeedTheKittenState:
    """A running round built for one precise situation (``top`` may be the whole
    play pile, bottom first). It need not hold all 49 cards."""
    play = (top,) if isinstance(top, int) else tuple(top)
    return FeedTheKittenState(
        seats=len(hands),
        options=FeedTheKittenOptions(cans_to_win=cans_to_win, draw_after_renewal=draw_after_renewal),
        phase="playing",
        round=round,
        hands=tuple(tuple(sorted(hand)) for hand in hands),
        draw_pile=tuple(draw),
        play_pile=play,
        turn=turn,
        kitten=0,
        cans=tuple(cans) if cans is not None else (0,) * len(hands),
    )


def waiting(seats: int = 2, cans_to_win: int = 3) -> FeedTheKittenState:
    return GAME.initial_state(Setup(seats=seats, options=FeedTheKittenOptions(cans_to_win)))


def given(state: FeedTheKittenState, *events: Event) -> FeedTheKittenState:
    return GAME.fold(state, events)


def when(state: FeedTheKittenState, seat: int, command: Any, random: Any = None) -> list[Event]:
    return list(GAME.decide(state, seat, command, random or ScriptedRandom()))
