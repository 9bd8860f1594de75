"""A seated player is never taken for a spectator, however far the read models lag."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient

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


async def test_a_past_version_as_another_seat_is_public_only_once_the_game_has_ended(anonymous) -> None:
    from api.client.session import ApiError
    from tests.e2e.harness import play_recorded, seat_players

    running = await seat_players(anonymous, "feed-the-kitten", 2)
    own = await running.clients[0].request("GET", f"/games/{running.game_id}/versions/6", params={"seat": 0})
    assert own["view"]["seat"] == 0 and own["view"]["view"]["hand"] is not None
    for caller in (running.clients[0], anonymous):
        try:
            await caller.request("GET", f"/games/{running.game_id}/versions/6", params={"seat": 1})
        except ApiError as error:
            assert error.status == 403
        else:
            raise AssertionError("a running game's other seat was shown")
    ended = await play_recorded(anonymous, "feed-the-kitten", 2, seed=1, history_every=10_000)
    shown = await anonymous.request("GET", f"/games/{ended.game_id}/versions/6", params={"seat": 1})
    assert shown["view"]["seat"] == 1 and shown["view"]["view"]["hand"] is not None
