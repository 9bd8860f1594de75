"""Kombat Kittens over HTTP with 2 and 5 players: face-down cards stay face down."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.e2e.harness import check_recorded_game, play_recorded

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("seats", [2, 5])
async def test_a_complete_game_folds_and_no_seat_sees_a_hidden_card(anonymous: ClowderClient, seats: int) -> None:
    recorded = await play_recorded(anonymous, "kombat-kittens", seats, seed=seats, history_every=20)
    await check_recorded_game(recorded)
    outcome = recorded.final_view["outcome"] if recorded.final_view else None
    assert outcome is not None and outcome["winners"]
