"""The live state of a Kinoko Kombat game: frozen, folded from events only."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.core import Setup
from domain.kinoko_kombat.commands import Token
from domain.kinoko_kombat.events import TeamsCompared
from domain.kinoko_kombat.options import KinokoOptions, validate_setup

Phase = Literal["setup", "preparation", "selection", "finished"]
TOKENS_PER_SEAT = 4
MUSHROOMS_PER_SEAT = 3


class Claim(msgspec.Struct, frozen=True):
    """A token a seat placed: on ``owner``'s row at ``index``, or on Center ``slot`` ``index``."""

    target: Literal["recruit", "center"]
    owner: int | None
    index: int
    token: Token


class CenterSlot(msgspec.Struct, frozen=True):
    """A Center card place. ``owner`` is ``None`` for a neutral card; ``card`` is
    ``None`` until its owner has chosen it."""

    owner: int | None
    card: str | None


class SeatRound(msgspec.Struct, frozen=True):
    """One seat's round: cards still in hand, Leader, row, claims made (in order)."""

    hand: tuple[str, ...] = ()
    leader: str | None = None
    row: tuple[str, ...] | None = None
    claims: tuple[Claim, ...] = ()
    star_tile_up: bool = True


class KinokoState(msgspec.Struct, frozen=True):
    seats: int
    options: KinokoOptions
    phase: Phase = "setup"
    round: int = 0
    first_player: int = 0
    #: Claims made this round (0 .. 4 x seats); the acting seat follows from it.
    turn: int = 0
    players: tuple[SeatRound, ...] = ()
    centers: tuple[CenterSlot, ...] = ()
    scores: tuple[int, ...] = ()
    results: tuple[TeamsCompared, ...] = ()
    winner: int | None = None


def initial_state(setup: Setup[KinokoOptions]) -> KinokoState:
    """The table before the deal, or :class:`~domain.core.rejection.InvalidSetup` for what the rules refuse."""
    validate_setup(setup)
    return new_state(setup.seats, setup.options)


def new_state(seats: int, options: KinokoOptions) -> KinokoState:
    return KinokoState(
        seats=seats,
        options=options,
        players=tuple(SeatRound() for _ in range(seats)),
        scores=(0,) * seats,
    )


def rounds_in_game(seats: int) -> int:
    """As many rounds as players (two in the 2-player variant)."""
    return seats


def current_seat(state: KinokoState) -> int:
    return (state.first_player + state.turn) % state.seats


def turn_number(state: KinokoState) -> int:
    """The acting seat's turn this round, 1 to 4."""
    return state.turn // state.seats + 1


def mushrooms_left(player: SeatRound) -> int:
    return MUSHROOMS_PER_SEAT - sum(1 for claim in player.claims if claim.token == "mushroom")


def spotted_left(player: SeatRound) -> bool:
    return all(claim.token != "spotted" for claim in player.claims)


def own_center(state: KinokoState, seat: int) -> str | None:
    for slot in state.centers:
        if slot.owner == seat:
            return slot.card
    return None
