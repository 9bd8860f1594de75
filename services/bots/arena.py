"""Playing whole games between bots in memory, the way a client would see them.

The arena is the referee: it holds the full state and applies each game's
``start``/``decide``/``evolve`` exactly as :mod:`domain.core.simulation` does
(chance from a :class:`~domain.core.chance.SeededRandom` derived from the seed
and the stream version). Each bot is only ever handed its seat's view and
legal commands as JSON, and its answer is decoded like a client's command.
Views and commands go through a JSON round trip, as over HTTP.
The same seed and the same bots give the same game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from domain.core.chance import SeededRandom
from domain.core.game import Game, Outcome, Setup
from services.bots.base import Bot, Json

#: Called before every decision with (seat, view, legal commands, chosen command).
DecisionHook = Callable[[int, Json, list[Json], Json], None]


class IllegalChoice(AssertionError):
    """A bot answered with something that is not one of its legal commands."""


class PlayedGame(msgspec.Struct, frozen=True):
    outcome: Outcome | None
    steps: int
    finished: bool

    def credit(self, seat: int) -> float:
        """A seat's share of the win: 1 alone, 1/k when k seats share it, else 0."""
        if self.outcome is None or seat not in self.outcome.winners:
            return 0.0
        return 1.0 / len(self.outcome.winners)


def as_json(value: Any) -> Any:
    """``value`` exactly as a client receives it: JSON objects, lists, strings, numbers."""
    return msgspec.json.decode(msgspec.json.encode(value))


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator a seat's bot draws from in game ``seed`` (stable across runs)."""
    return random.Random(f"bot-{seed}-{seat}")


def play(
    game: Game[Any, Any, Any, Any],
    setup: Setup[Any],
    bots: Sequence[Bot],
    seed: int,
    max_steps: int = 50_000,
    on_decision: DecisionHook | None = None,
) -> PlayedGame:
    """Play one game with ``bots[seat]`` choosing for each seat.

    When several seats owe a decision at once (secret simultaneous choices),
    which of them answers first is drawn from a generator seeded by ``seed``;
    the order cannot leak anything, each seat only sees its own view.
    """
    if len(bots) != setup.seats:
        raise ValueError(f"{setup.seats} seats need {setup.seats} bots, not {len(bots)}")
    secret = f"arena-{seed}".encode()
    order = random.Random(f"order-{seed}")
    rngs = [seat_rng(seed, seat) for seat in range(setup.seats)]
    state = game.initial_state(setup)
    version = 0
    opening = game.start(state, SeededRandom(secret, version))
    state = game.fold(state, opening)
    version += len(opening)
    steps = 0
    while not game.is_terminal(state) and steps < max_steps:
        pending = sorted(game.pending_seats(state))
        if not pending:
            raise AssertionError(f"{game.kind}: no seat owes a decision but the game is not over")
        seat = pending[0] if len(pending) == 1 else order.choice(pending)
        view = as_json(game.view(state, seat))
        legal = as_json(list(game.legal_commands(state, seat)))
        choice = bots[seat].choose(view, legal, rngs[seat])
        if choice not in legal:
            raise IllegalChoice(f"{game.kind}: seat {seat}'s bot chose {choice!r}, not a legal command")
        if on_decision is not None:
            on_decision(seat, view, legal, choice)
        command = msgspec.convert(choice, game.command_type)
        events = game.decide(state, seat, command, SeededRandom(secret, version))
        state = game.fold(state, events)
        version += len(events)
        steps += 1
    finished = game.is_terminal(state)
    return PlayedGame(outcome=game.outcome(state) if finished else None, steps=steps, finished=finished)


def game_for(kind: str) -> Game[Any, Any, Any, Any]:
    """The registered game of ``kind``."""
    from services.game_registry import all_games

    return all_games()[kind]
