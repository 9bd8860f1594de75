"""Playing a game in memory with random legal commands.

Used by the random-play tests of every game and by anyone who wants a quick,
deterministic game without a server: the same seed gives the same game.
"""

from __future__ import annotations

import random as stdlib_random
from collections.abc import Callable
from typing import Any

import msgspec

from domain.core.chance import SeededRandom
from domain.core.game import Game, Setup


class SimulatedGame(msgspec.Struct, frozen=True):
    """A finished (or abandoned) simulated game: its history and final state."""

    setup: Setup[Any]
    events: tuple[Any, ...]
    state: Any
    steps: int
    finished: bool


#: Called after every accepted command with (state, seat, command, events).
StepHook = Callable[[Any, int, Any, tuple[Any, ...]], None]


def simulate(
    game: Game[Any, Any, Any, Any],
    setup: Setup[Any],
    seed: int,
    max_steps: int = 20_000,
    on_step: StepHook | None = None,
) -> SimulatedGame:
    """Play one game choosing uniformly among each pending seat's legal commands.

    A legal command that ``decide`` rejects raises: that is a bug in the game.
    Chance comes from a :class:`SeededRandom` derived from ``seed`` and the
    version, exactly as the service derives it.
    """
    chooser = stdlib_random.Random(seed)
    secret = f"simulation-{seed}".encode()
    state = game.initial_state(setup)
    events: list[Any] = list(game.start(state, SeededRandom(secret, 0)))
    state = game.fold(state, events)
    steps = 0
    while not game.is_terminal(state) and steps < max_steps:
        pending = sorted(game.pending_seats(state))
        if not pending:
            raise AssertionError(f"{game.kind}: no seat owes a decision but the game is not over")
        seat = chooser.choice(pending)
        legal = list(game.legal_commands(state, seat))
        if not legal:
            raise AssertionError(f"{game.kind}: seat {seat} is pending but has no legal command")
        command = chooser.choice(legal)
        new_events = tuple(game.decide(state, seat, command, SeededRandom(secret, len(events))))
        if not new_events:
            raise AssertionError(f"{game.kind}: {command!r} was accepted but changed nothing")
        events.extend(new_events)
        state = game.fold(state, new_events)
        steps += 1
        if on_step is not None:
            on_step(state, seat, command, new_events)
    return SimulatedGame(
        setup=setup,
        events=tuple(events),
        state=state,
        steps=steps,
        finished=game.is_terminal(state),
    )
