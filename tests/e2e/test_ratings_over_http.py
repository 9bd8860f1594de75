"""Ratings over HTTP: a finished game rates its players with their uncertainty, and a tournament may seed by them."""

from __future__ import annotations

import asyncio

import pytest

from api.client.session import ClowderClient
from tests.e2e.test_bots_and_decisions import wait_until_finished
from tests.e2e.test_tournaments_over_http import bot

pytestmark = pytest.mark.e2e


async def rated(client: ClowderClient, player_ids: set[str], kind: str = "feed-the-kitten") -> list[dict]:
    """The leaderboard once every one of ``player_ids`` is on it (the worker rates games as it follows the log)."""
    for _ in range(600):
        board = await client.request("GET", f"/kinds/{kind}/leaderboard", params={"limit": 500})
        if player_ids <= {row["player_id"] for row in board}:
            return board
        await asyncio.sleep(0.1)
    raise AssertionError(f"{player_ids} were never rated")


async def test_the_winner_leads_with_its_uncertainty_and_a_tournament_seeded_by_rating_puts_it_first(
    anonymous: ClowderClient,
) -> None:
    organizer = anonymous.as_player((await anonymous.register("seeding-organizer"))["token"])
    first, second, newcomer = [await bot(organizer, f"seeded-{n}", "random") for n in range(3)]
    seats = [anonymous.as_player(first["token"]), anonymous.as_player(second["token"])]
    game = await seats[0].create_game("feed-the-kitten", 2, join=True)
    await seats[1].join(game["game_id"])
    await seats[0].start(game["game_id"])
    finished = await wait_until_finished(anonymous, game["game_id"])
    players = [first["player_id"], second["player_id"]]
    winner = players[finished["outcome"]["winners"][0]]
    loser = next(player for player in players if player != winner)

    board = {row["player_id"]: row for row in await rated(anonymous, set(players))}
    assert board[winner]["mu"] > 25 > board[loser]["mu"]
    for row in (board[winner], board[loser]):
        assert row["sigma"] < 25 / 3 and row["rating"] == pytest.approx(row["mu"] - 3 * row["sigma"])
        assert row["games"] == 1
    mine = await anonymous.request("GET", f"/players/{winner}/ratings")
    assert [(row["kind"], row["mu"], row["sigma"]) for row in mine] == [
        ("feed-the-kitten", board[winner]["mu"], board[winner]["sigma"])
    ]

    body = {"kind": "feed-the-kitten", "format": "swiss", "seeding": "rating"}
    tid = (await organizer.request("POST", "/tournaments", json=body))["tournament_id"]
    for entrant in (loser, newcomer["player_id"], winner):  # registration order: worst rated first
        await organizer.request("POST", f"/tournaments/{tid}/entrants", json={"player_id": entrant})
    started = await organizer.request("POST", f"/tournaments/{tid}/start")
    assert started["state"]["settings"]["seeding"] == "rating"
    assert [e["entrant_id"] for e in started["state"]["entrants"]] == [winner, newcomer["player_id"], loser]
    assert set(started["ratings"]) == {winner, loser}
    assert started["ratings"][winner]["mu"] == board[winner]["mu"]
