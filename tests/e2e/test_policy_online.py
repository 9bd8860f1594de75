"""One policy, unchanged, plays a game offline (the PettingZoo environment) and on the live service,
where the Python SDK's bot runner plays it from each seat's decisions stream."""

from __future__ import annotations

import asyncio

import pytest
from clowder_sdk import Clowder
from clowder_sdk.kinds import KINDS
from clowder_sdk.policy import RandomPolicy, play_offline
from clowder_sdk.training import env

from api.client.session import ClowderClient

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(
    ("kind", "seats"), [("feed-the-kitten", 3), ("kinoko-kombat", 2), ("trending-kittens", 2), ("kombat-kittens", 2)]
)
async def test_a_policy_that_plays_the_environment_plays_the_service_through_the_sdk_runner(
    service_url: str, anonymous: ClowderClient, kind: str, seats: int
) -> None:
    policy = RandomPolicy(seed=7)

    table = env(kind, seats)
    totals = play_offline(table, policy, seed=3)
    assert table.unwrapped.game.is_terminal(table.unwrapped.state_) and max(totals.values()) == 1.0

    async with Clowder(service_url) as service:
        players = [await service.register(f"policy-{seat}") for seat in range(seats)]
        game = await players[0].create_game(KINDS[kind].CreateGame(seats=seats, join=True))
        for player in players[1:]:
            await player.join(game.game_id)
        await players[0].start(game.game_id)
        runners = [player.runner(policy) for player in players]  # the very same object at every seat
        ended = await asyncio.gather(*(runner.play([game.game_id]) for runner in runners))

    assert all(game.game_id in seen for seen in ended)
    outcome = ended[0][game.game_id].outcome
    assert outcome is not None and outcome.winners
    history = await anonymous.history(game.game_id)
    commands = [entry["cause"] for entry in history["events"] if entry["cause"] and entry["cause"]["command"]]
    assert commands and all(cause["by"] != "bot" for cause in commands)  # every move was the policy's
    assert sum(runner.commands for runner in runners) > 0
