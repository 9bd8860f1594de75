"""Kinoko Kombat over HTTP, 2 to 4 players: secret choices stay secret until revealed."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.e2e.harness import check_recorded_game, play_recorded

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("seats", [2, 3, 4])
async def test_a_complete_game_folds_and_no_seat_sees_a_secret_card(anonymous: ClowderClient, seats: int) -> None:
    recorded = await play_recorded(anonymous, "kinoko-kombat", seats, seed=seats, history_every=10)
    await check_recorded_game(recorded)
    outcome = recorded.final_view["outcome"] if recorded.final_view else None
    assert outcome is not None and len(outcome["winners"]) == 1
