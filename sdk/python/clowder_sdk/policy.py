"""A policy: what one seat sees in, one action out; the same object plays offline and online.

A policy is handed the observation of :mod:`clowder_sdk.training.encoding`
(the seat's view as bytes, the ``action_mask`` and the ``prefix`` of the
command being spelled) and the view itself as JSON values (what the server
sends in ``GET /games/{id}/view``'s ``"view"``). It returns one action whose
mask entry is 1. Offline it is driven by :func:`play_offline`; against a
server by :class:`clowder_sdk.online.PolicyBot`, which builds the very same
observation from the server's answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

import numpy as np

from clowder_sdk.training.encoding import view_json

Observation = Mapping[str, np.ndarray]


@runtime_checkable
class Policy(Protocol):
    def act(self, observation: Observation, view: Any) -> int:
        """One action with ``observation["action_mask"][action] == 1``."""
        ...


class RandomPolicy:
    """Uniform among the allowed actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = np.random.default_rng(seed)

    def act(self, observation: Observation, view: Any) -> int:
        allowed = np.flatnonzero(observation["action_mask"])
        if allowed.size == 0:
            raise ValueError("no action is allowed: the seat owes no decision")
        return int(self._rng.choice(allowed))


class FirstPolicy:
    """Always the lowest allowed action id: deterministic, a baseline for tests."""

    def act(self, observation: Observation, view: Any) -> int:
        return int(np.flatnonzero(observation["action_mask"])[0])


def play_offline(env: Any, policies: Mapping[str, Policy] | Policy, seed: int | None = None) -> dict[str, float]:
    """Play one game of a PettingZoo AEC ``env`` to its end; each agent's total reward.

    ``policies``: one per agent, or one for every seat.
    """
    env.reset(seed=seed)
    totals: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        totals[agent] = totals.get(agent, 0.0) + float(reward)
        if terminated or truncated:
            env.step(None)
            continue
        policy = policies[agent] if isinstance(policies, Mapping) else policies
        env.step(policy.act(observation, view_json(info["view"])))
    return totals
