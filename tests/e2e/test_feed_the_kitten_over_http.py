"""Complete games of Feed the Kitten over HTTP, 2 to 5 players, checked afterwards."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.e2e.harness import check_recorded_game, play_recorded, seat_players

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
async def test_a_complete_game_folds_to_its_final_state_and_hides_every_other_hand(
    anonymous: ClowderClient, seats: int
) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats, seed=seats)
    final = await check_recorded_game(recorded)

    assert final.state.winner is not None
    assert final.state.cans[final.state.winner] == 3
    assert recorded.final_view is not None and recorded.final_view["outcome"]["winners"] == [final.state.winner]
    for seat, view in recorded.views:
        shown = view["view"]
        assert shown["viewer"] == seat
        assert set(shown) == {
            "viewer",
            "phase",
            "round",
            "cans_to_win",
            "turn",
            "kitten_holder",
            "top_card",
            "play_pile_size",
            "draw_pile_size",
            "hand",
            "seats",
            "winner",
        }, "a seat's view carries a field that could leak a hidden card"
        for other in shown["seats"]:
            assert set(other) == {"seat", "hand_size", "cans", "has_kitten"}


async def test_a_spectator_sees_no_hand_while_the_game_runs(anonymous: ClowderClient) -> None:
    recorded = await seat_players(anonymous, "feed-the-kitten", 2)
    spectator = ClowderClient(anonymous.http)
    view = await spectator.view(recorded.game_id, min_version=recorded.started_version)
    assert view["status"] == "running"
    assert view["view"]["hand"] is None and view["seat"] is None and view["legal_commands"] == []


async def test_two_to_three_players_may_play_to_five_cans(anonymous: ClowderClient) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", 2, seed=7, options={"cans_to_win": 5})
    final = await check_recorded_game(recorded)
    assert max(final.state.cans) == 5


async def test_an_auditor_re_derives_every_shuffle_of_a_finished_game_from_its_seed(anonymous: ClowderClient) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", 3, seed=21)
    report = await ClowderClient(anonymous.http).audit(recorded.game_id)
    assert report["ok"] and report["mismatches"] == []
    assert len(bytes.fromhex(report["seed"])) == 32
    history = await ClowderClient(anonymous.http).history(recorded.game_id)
    batches = {e["cause"]["decided_at"] for e in history["events"]}
    assert report["verified"] == len(batches)  # the creation, each seat taken, the start and every command
