"""Clowder's games offline, as PettingZoo AEC environments, for training and testing a policy.

    from clowder_sdk.training import env

    table = env("kinoko-kombat", seats=3)
    table.reset(seed=7)
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, info = table.last()
        action = None if terminated or truncated else policy(observation, info)
        table.step(action)

Every kind in the registry (``services/game_registry.py``) that has a vocabulary (:mod:`.vocabularies`)
gets an environment; see sdk/python/README.md for the spaces.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from clowder_sdk.training.actions import ActionAlphabet, Speller
from clowder_sdk.training.encoding import DEFAULT_VIEW_BYTES, ViewTooLarge, decode_view
from clowder_sdk.training.env import ClowderEnv, NoVocabulary, agent_name, alphabet_for, seat_of, training_setup
from clowder_sdk.training.vocabularies import VOCABULARIES, Vocabulary


def raw_env(kind: str, seats: int | None = None, options: Mapping[str, Any] | None = None, **kwargs: Any) -> ClowderEnv:
    """The environment of game ``kind`` for ``seats`` players (default: its fewest) with API ``options``."""
    from services.game_registry import all_games

    games = all_games()
    if kind not in games:
        raise KeyError(f"there is no game kind {kind!r}; known kinds: {', '.join(games)}")
    game = games[kind]
    return ClowderEnv(game, training_setup(game, seats, options), **kwargs)


def env(kind: str, seats: int | None = None, options: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
    """:func:`raw_env` behind PettingZoo's order-enforcing wrapper (the usual entry point)."""
    return wrappers.OrderEnforcingWrapper(raw_env(kind, seats, options, **kwargs))


__all__ = [
    "DEFAULT_VIEW_BYTES",
    "VOCABULARIES",
    "ActionAlphabet",
    "ClowderEnv",
    "NoVocabulary",
    "Speller",
    "ViewTooLarge",
    "Vocabulary",
    "agent_name",
    "alphabet_for",
    "decode_view",
    "env",
    "raw_env",
    "seat_of",
    "training_setup",
]
