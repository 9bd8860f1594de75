"""Any Clowder game as a PettingZoo AEC environment, on the server's own pure rules.

The environment folds the game exactly as the service does: ``start`` deals,
``decide`` turns a seat's command into events, ``evolve`` folds them, and
chance comes from the service's ``hmac-sha256-ctr-v1`` source keyed by the
``reset`` seed (the same seed, the same deals and draws). Agents are
``player_0`` .. ``player_{n-1}``, one per seat.

Whose turn: the lowest seat among those that owe a decision. Several seats
owe one at once only for simultaneous secret choices; the domain's views hide
a committed choice from the other seats, so taking them in seat order shows
nobody anything the server would not.

Actions and observations: :mod:`.actions` and :mod:`.encoding`. Rewards come
at the end only: +1 to each winner, -1 to each other seat, 0 to all when a
game ends without a winner. A game that reaches ``max_commands`` is
truncated for every seat.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from typing import Any

import msgspec
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from clowder_sdk.training.actions import ActionAlphabet, Speller
from clowder_sdk.training.encoding import DEFAULT_VIEW_BYTES, encode, observation_space, view_json
from clowder_sdk.training.vocabularies import VOCABULARIES, VocabularyOf
from domain.core.chance import HmacCounterRandom
from domain.core.game import Game, Setup


class NoVocabulary(LookupError):
    """The kind has no vocabulary of command values, so no fixed action space (see :mod:`.vocabularies`)."""


def agent_name(seat: int) -> str:
    return f"player_{seat}"


def seat_of(agent: str) -> int:
    return int(agent.removeprefix("player_"))


def training_setup(game: Game[Any, Any, Any, Any], seats: int | None, options: Mapping[str, Any] | None) -> Setup[Any]:
    """A new game's setup: ``options`` as the API takes them (missing ones get today's defaults)."""
    count = game.min_seats if seats is None else seats
    setup = Setup(seats=count, options=msgspec.convert(dict(options or {}), game.options_type))
    game.initial_state(setup)  # refuses seats or options the rules do not allow (InvalidSetup)
    return setup


def alphabet_for(
    game: Game[Any, Any, Any, Any], setup: Setup[Any], vocabulary: VocabularyOf | None = None
) -> ActionAlphabet:
    """The fixed action alphabet of ``game`` played with ``setup``."""
    of = vocabulary if vocabulary is not None else VOCABULARIES.get(game.kind)
    if of is None:
        raise NoVocabulary(f"no vocabulary of command values for {game.kind!r}; pass vocabulary=")
    words = of(game, setup)
    return ActionAlphabet(game.command_type, words.values, words.max_lengths)


def chance_key(seed: int | None) -> bytes:
    """The 32-byte key of a game's chance: derived from ``seed``, or fresh when it is None."""
    if seed is None:
        return os.urandom(32)
    return hashlib.sha256(f"clowder-training-v1/{seed}".encode()).digest()


class ClowderEnv(AECEnv[str, dict[str, np.ndarray], int]):
    """One game of ``game`` at ``setup``; ``reset(seed=...)`` deals a new one."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        game: Game[Any, Any, Any, Any],
        setup: Setup[Any],
        vocabulary: VocabularyOf | None = None,
        view_bytes: int = DEFAULT_VIEW_BYTES,
        max_commands: int = 20_000,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game, self.setup = game, setup
        self.alphabet = alphabet_for(game, setup, vocabulary)
        self.metadata = {**self.metadata, "name": f"clowder_{game.kind.replace('-', '_')}_v0"}
        self.render_mode = render_mode
        self.view_bytes, self.max_commands = view_bytes, max_commands
        self.possible_agents = [agent_name(seat) for seat in range(setup.seats)]
        actions, longest = self.alphabet.size, self.alphabet.longest
        self.observation_spaces = {a: observation_space(view_bytes, actions, longest) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(actions) for a in self.possible_agents}
        self.state_: Any = None
        self.events: list[Any] = []
        #: (seat, command) of every command played since the reset, in order.
        self.played: list[tuple[int, Any]] = []
        self.commands = 0
        self._key = b""
        self._speller: Speller | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._key = chance_key(seed)
        self.state_ = self.game.initial_state(self.setup)
        self.events = list(self.game.start(self.state_, HmacCounterRandom(self._key, 0)))
        self.state_ = self.game.fold(self.state_, self.events)
        self.commands = 0
        self.played = []
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._next_decision()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        mine = self._speller is not None and agent == self.agent_selection
        allowed = self._speller.allowed() if mine and self._speller else frozenset()
        prefix = self._speller.prefix if mine and self._speller else ()
        view = self.game.view(self.state_, seat_of(agent))
        return encode(view, allowed, prefix, self.view_bytes, self.alphabet.size, self.alphabet.longest)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or self._speller is None:
            raise ValueError(f"{agent} owes a decision: step() takes one of its allowed actions")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        command = self._speller.take(int(action))
        if command is not None:
            self._play(seat_of(agent), command)
        self._accumulate_rewards()

    def _play(self, seat: int, command: Any) -> None:
        random = HmacCounterRandom(self._key, len(self.events))
        events = tuple(self.game.decide(self.state_, seat, command, random))
        self.events.extend(events)
        self.state_ = self.game.fold(self.state_, events)
        self.played.append((seat, command))
        self.commands += 1
        if self.game.is_terminal(self.state_):
            self._finish()
        elif self.commands >= self.max_commands:
            self._speller = None
            self.truncations = {agent: True for agent in self.agents}
            self._update_infos()
        else:
            self._next_decision()

    def _finish(self) -> None:
        self._speller = None
        outcome = self.game.outcome(self.state_)
        winners = set(outcome.winners) if outcome is not None else set()
        for agent in self.agents:
            self.rewards[agent] = 0.0 if not winners else (1.0 if seat_of(agent) in winners else -1.0)
        self.terminations = {agent: True for agent in self.agents}
        self._update_infos()

    def _next_decision(self) -> None:
        pending = sorted(self.game.pending_seats(self.state_))
        if not pending:
            raise RuntimeError(f"{self.game.kind}: no seat owes a decision but the game is not over")
        seat = pending[0]
        legal = self.game.legal_commands(self.state_, seat)
        if not legal:
            raise RuntimeError(f"{self.game.kind}: seat {seat} owes a decision but has no legal command")
        self._speller = Speller(self.alphabet, legal)
        self.agent_selection = agent_name(seat)
        self._update_infos()

    def _update_infos(self) -> None:
        for agent in self.agents:
            self.infos[agent] = {"view": self.game.view(self.state_, seat_of(agent))}
        if self._speller is not None:
            self.infos[self.agent_selection]["legal_commands"] = self._speller.legal

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return msgspec.json.encode(view_json(self.game.view(self.state_, None)), order="sorted").decode()

    def close(self) -> None:
        self._speller = None
