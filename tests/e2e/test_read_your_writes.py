"""A seated player is never taken for a spectator, however far the read models lag."""

from __future__ import annotations

import pytest

from api.client import ClowderClient

pytestmark = pytest.mark.e2e


async def test_a_player_who_just_joined_gets_a_seat_view_even_before_the_projection(
    anonymous: ClowderClient, service_url: str
) -> None:
    players = [anonymous.as_player((await anonymous.register(f"p{n}"))["token"]) for n in range(2)]
    for _ in range(20):  # race the projector: read straight after joining and starting
        game = await players[0].create_game("feed-the-kitten", 2, join=True)
        await players[1].join(game["game_id"])
        started = await players[0].start(game["game_id"])
        view = await players[1].view(game["game_id"], min_version=started["version"])
        assert view["seat"] == 1 and view["view"]["hand"] is not None
