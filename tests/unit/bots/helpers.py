"""Real positions of every game, from seeded simulations, as a client sees them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from domain.core.simulation import simulate
from services.bots.arena import as_json, game_for
from services.bots.registry import kinds


class Position(msgspec.Struct, frozen=True):
    """One seat owing a decision: its view and legal commands, as JSON and as builtins."""

    kind: str
    seats: int
    seat: int
    view: dict[str, Any]
    legal: list[dict[str, Any]]
    #: The same, straight from ``msgspec.to_builtins`` (tuples where JSON has lists).
    view_builtins: dict[str, Any]
    legal_builtins: list[dict[str, Any]]


def seat_counts(kind: str) -> range:
    game = game_for(kind)
    return range(game.min_seats, game.max_seats + 1)


def positions(kind: str, seats: int, games: int, every: int) -> Iterator[Position]:
    """Every ``every``-th decision of ``games`` random games, for every seat that owes one."""
    game = game_for(kind)
    found: list[Position] = []
    count = 0

    def collect(state: Any, _seat: int, _command: Any, _events: tuple[Any, ...]) -> None:
        nonlocal count
        count += 1
        if count % every or game.is_terminal(state):
            return
        for seat in sorted(game.pending_seats(state)):
            view = game.view(state, seat)
            legal = list(game.legal_commands(state, seat))
            found.append(
                Position(
                    kind=kind,
                    seats=seats,
                    seat=seat,
                    view=as_json(view),
                    legal=as_json(legal),
                    view_builtins=msgspec.to_builtins(view),
                    legal_builtins=[msgspec.to_builtins(command) for command in legal],
                )
            )

    for seed in range(games):
        simulate(game, game.default_setup(seats), seed, on_step=collect)
        yield from found
        found.clear()


ALL_KINDS = kinds()
