"""Trending Kittens over HTTP: a game, a best-of-3 match, teams, and custom factions."""

from __future__ import annotations

import httpx
import pytest

from api.client.session import ClowderClient
from tests.e2e.harness import check_recorded_game, play_recorded

pytestmark = pytest.mark.e2e

TABBIES = {
    "id": "tabbies",
    "name": "Tabbies",
    "character": "turns the card beside it, or jumps one",
    "cards": [
        {"id": f"tabby-{n}", "up": ["filled"], "right": ["hollow", "filled"], "limit": 1 + n % 2} for n in range(1, 11)
    ],
}


@pytest.mark.parametrize("seats", [2, 3, 4])
async def test_a_complete_game_folds_and_hides_hands_and_decks(anonymous: ClowderClient, seats: int) -> None:
    recorded = await play_recorded(anonymous, "trending-kittens", seats, seed=seats)
    final = await check_recorded_game(recorded)
    assert recorded.final_view is not None and recorded.final_view["outcome"]["winners"]
    assert final.state is not None


async def test_a_best_of_three_match_of_teams_is_played_to_the_end(anonymous: ClowderClient) -> None:
    options = {"best_of": 3, "teams": [0, 1, 0, 1]}
    recorded = await play_recorded(anonymous, "trending-kittens", 4, seed=5, options=options)
    await check_recorded_game(recorded)
    assert recorded.final_view is not None and recorded.final_view["status"] == "finished"


async def test_a_custom_faction_plays_a_complete_game(anonymous: ClowderClient) -> None:
    options = {"factions": ["tabbies", "box-squad"], "custom_factions": [TABBIES]}
    recorded = await play_recorded(anonymous, "trending-kittens", 2, seed=9, options=options)
    await check_recorded_game(recorded)


@pytest.mark.parametrize(
    ("fault", "faction"),
    [
        ("unknown symbol", {**TABBIES, "cards": [{"id": "t-1", "up": ["sparkle"]}]}),
        ("empty card", {**TABBIES, "cards": [{"id": "t-1"}]}),
        ("duplicate", {**TABBIES, "cards": [{"id": "t-1", "up": ["filled"]}, {"id": "t-1", "up": ["filled"]}]}),
    ],
)
async def test_an_invalid_custom_faction_is_refused_naming_the_fault_and_nothing_is_stored(
    http: httpx.AsyncClient, anonymous: ClowderClient, fault: str, faction: dict
) -> None:
    creator = anonymous.as_player((await anonymous.register("designer"))["token"])
    before = (await http.get("/games", params={"kind": "trending-kittens", "limit": 200})).json()["games"]
    response = await http.post(
        "/games",
        json={
            "kind": "trending-kittens",
            "seats": 2,
            "options": {"factions": ["tabbies", "box-squad"], "custom_factions": [faction]},
        },
        headers={"Authorization": f"Bearer {creator.token}"},
    )
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    detail = response.json()["detail"].lower()
    assert any(word in detail for word in fault.split()), detail
    after = (await http.get("/games", params={"kind": "trending-kittens", "limit": 200})).json()["games"]
    assert len(after) == len(before)
