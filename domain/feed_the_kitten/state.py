"""The table: hands, piles, cans, the Kitten token and whose turn it is."""

from __future__ import annotations

from typing import Literal, TypeVar

import msgspec

from domain.core import Setup
from domain.feed_the_kitten.options import FeedTheKittenOptions, validate_setup

Phase = Literal["waiting", "playing", "finished"]


class FeedTheKittenState(msgspec.Struct, frozen=True):
    """``draw_pile`` lists its top card first; ``play_pile`` its top card last.

    ``waiting`` is the table before :meth:`start` deals the first round.
    Hands are kept sorted so equal tables compare equal.
    """

    seats: int
    options: FeedTheKittenOptions
    phase: Phase = "waiting"
    round: int = 0
    hands: tuple[tuple[int, ...], ...] = ()
    draw_pile: tuple[int, ...] = ()
    play_pile: tuple[int, ...] = ()
    turn: int = 0
    kitten: int = 0
    cans: tuple[int, ...] = ()
    winner: int | None = None
    #: The seat to act renewed its hand this turn (it plays, or draws only if stuck).
    renewed: bool = False

    @property
    def top_card(self) -> int | None:
        return self.play_pile[-1] if self.play_pile else None


def initial_state(setup: Setup[FeedTheKittenOptions]) -> FeedTheKittenState:
    """The table before the deal, or :class:`~domain.core.rejection.InvalidSetup` for what the rules refuse."""
    validate_setup(setup)
    return new_state(setup.seats, setup.options)


def new_state(seats: int, options: FeedTheKittenOptions) -> FeedTheKittenState:
    """Seat 0 holds the Kitten token and will lead the first round."""
    return FeedTheKittenState(
        seats=seats,
        options=options,
        hands=tuple(() for _ in range(seats)),
        cans=(0,) * seats,
    )


_T = TypeVar("_T")


def replace_at(values: tuple[_T, ...], index: int, value: _T) -> tuple[_T, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def next_seat(state: FeedTheKittenState, seat: int) -> int:
    """Play passes to the left: the next seat clockwise."""
    return (seat + 1) % state.seats
