"""Every game, at every seat count, passes PettingZoo's own API test suite."""

from __future__ import annotations

import warnings

import pytest
from clowder_sdk.training import env
from pettingzoo.test import api_test

from services.game_registry import all_games

pytestmark = pytest.mark.unit

SETUPS = [(kind, seats) for kind, game in all_games().items() for seats in range(game.min_seats, game.max_seats + 1)]


@pytest.mark.parametrize(("kind", "seats"), SETUPS)
def test_the_environment_passes_pettingzoos_api_test(kind: str, seats: int) -> None:
    table = env(kind, seats)
    with warnings.catch_warnings():
        # api_test warns of every dict observation; PettingZoo's own board games (chess, go) observe dicts too.
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent probably should be")
        api_test(table, num_cycles=1000)


def test_every_registered_kind_has_an_environment() -> None:
    for kind in all_games():
        assert env(kind).unwrapped.alphabet.size > 0
