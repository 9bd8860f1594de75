"""One policy plays the environment and, through PolicyBot, the server's JSON: the same choices."""

from __future__ import annotations

import random

import msgspec
import numpy as np
import pytest
from clowder_sdk.online import PolicyBot
from clowder_sdk.policy import FirstPolicy, Policy, RandomPolicy, play_offline
from clowder_sdk.training import decode_view, env, raw_env, seat_of
from clowder_sdk.training.encoding import view_json

from services.game_registry import all_games

pytestmark = pytest.mark.unit

KINDS = list(all_games())


@pytest.mark.parametrize("kind", KINDS)
def test_a_random_policy_plays_a_game_to_the_end(kind: str) -> None:
    table = env(kind, 3 if all_games()[kind].max_seats >= 3 else 2)
    totals = play_offline(table, RandomPolicy(seed=1), seed=5)
    game = table.unwrapped.game
    outcome = game.outcome(table.unwrapped.state_)
    assert game.is_terminal(table.unwrapped.state_) and outcome is not None
    assert {agent for agent, total in totals.items() if total == 1.0} == {f"player_{s}" for s in outcome.winners}


def test_the_same_seed_deals_the_same_game() -> None:
    first, second = raw_env("kombat-kittens", 4), raw_env("kombat-kittens", 4)
    play_offline(first, RandomPolicy(seed=3), seed=11)
    play_offline(second, RandomPolicy(seed=3), seed=11)
    assert first.events == second.events


def test_a_seat_observes_its_own_view_and_nothing_more() -> None:
    table = raw_env("kinoko-kombat", 3)
    table.reset(seed=8)
    for agent in table.agents:
        seen = decode_view(table.observe(agent))
        assert seen == view_json(table.game.view(table.state_, seat_of(agent)))
        assert seen == view_json(table.infos[agent]["view"])


class Recording:
    """Wraps a policy and keeps every observation it was shown."""

    def __init__(self, policy: Policy) -> None:
        self.policy, self.seen = policy, []

    def act(self, observation, view) -> int:
        self.seen.append({key: value.copy() for key, value in observation.items()})
        return self.policy.act(observation, view)


@pytest.mark.parametrize("kind", KINDS)
def test_the_bot_shows_the_policy_what_the_environment_shows_it(kind: str) -> None:
    """Each decision offline, replayed as the server's JSON through PolicyBot: same observations, same command."""
    table = raw_env(kind, 2)
    table.reset(seed=2)
    bot_policy, env_policy = Recording(FirstPolicy()), Recording(FirstPolicy())
    bot = PolicyBot(table.game, 2, {}, bot_policy)
    decisions = 0
    while not table.game.is_terminal(table.state_) and decisions < 60:
        agent = table.agent_selection
        legal = table.infos[agent]["legal_commands"]
        as_json = [msgspec.to_builtins(command) for command in legal]
        chosen = bot.choose(view_json(table.infos[agent]["view"]), as_json, random.Random(0))
        version = len(table.events)
        while len(table.events) == version and not table.game.is_terminal(table.state_):
            observation = table.observe(agent)
            table.step(env_policy.act(observation, view_json(table.infos[agent]["view"])))
        assert table.played[-1] == (seat_of(agent), msgspec.convert(chosen, table.game.command_type))
        decisions += 1
    assert all(np.array_equal(a[k], b[k]) for a, b in zip(bot_policy.seen, env_policy.seen, strict=True) for k in a)
