"""Built-in bots are players the server plays; a player's decisions arrive on one stream."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from api.client.session import ApiError, ClowderClient
from services.game_registry import all_games

pytestmark = pytest.mark.e2e


async def wait_until_finished(client: ClowderClient, game_id: str, seconds: float = 60) -> dict:
    for _ in range(int(seconds * 20)):
        game = await client.game(game_id)
        if game["status"] == "finished":
            return game
        await asyncio.sleep(0.05)
    raise AssertionError(f"game {game_id} did not finish: {game}")


@pytest.mark.parametrize("kind", list(all_games()))
async def test_a_game_of_server_bots_plays_itself_to_the_end(anonymous: ClowderClient, kind: str) -> None:
    registrations = [
        await anonymous.request("POST", "/players", json={"name": f"{kind}-bot-{n}", "bot": "random"}) for n in range(2)
    ]
    bots = [anonymous.as_player(r["token"]) for r in registrations]
    game = await bots[0].create_game(kind, 2, join=True)
    await bots[1].join(game["game_id"])
    await bots[0].start(game["game_id"])
    finished = await wait_until_finished(anonymous, game["game_id"])
    assert finished["outcome"]["winners"]
    history = await anonymous.history(game["game_id"])
    causes = [entry["cause"] for entry in history["events"] if entry["cause"] and entry["cause"]["command"]]
    assert causes and all(cause["by"] == "bot" for cause in causes)


async def test_a_human_against_a_bot_is_told_of_each_decision_on_one_stream(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    human = anonymous.as_player((await anonymous.register("human"))["token"])
    bot_registration = await anonymous.request("POST", "/players", json={"name": "robo", "bot": "heuristic"})
    bot = anonymous.as_player(bot_registration["token"])
    game = await human.create_game("feed-the-kitten", 2, join=True)
    await bot.join(game["game_id"])
    decisions: list[dict] = []

    async def listen() -> None:
        headers = {"Authorization": f"Bearer {human.token}"}
        async with http.stream("GET", "/players/me/decisions", headers=headers) as response:
            async for line in response.aiter_lines():
                if line.startswith("data: "):
                    decisions.append(json.loads(line[6:]))
                    return

    listener = asyncio.create_task(listen())
    await asyncio.sleep(0.2)
    await human.start(game["game_id"])
    await asyncio.wait_for(listener, timeout=10)
    owed = decisions[0]
    assert owed["game_id"] == game["game_id"] and owed["seat"] == 0 and owed["kind"] == "feed-the-kitten"
    view = await human.view(game["game_id"], min_version=owed["version"])
    assert view["your_turn"] and view["legal_commands"]
    result = await human.command(game["game_id"], view["legal_commands"][0], expected_version=view["version"])
    for _ in range(200):  # the server's bot answers by itself
        again = await human.view(game["game_id"], min_version=result["version"])
        if again["your_turn"] or again["status"] == "finished":
            break
        await asyncio.sleep(0.05)
    assert again["your_turn"] or again["status"] == "finished"
    assert again["version"] > result["version"]


async def test_an_unknown_bot_name_is_refused(http: httpx.AsyncClient) -> None:
    response = await http.post("/players", json={"name": "x", "bot": "genius"})
    assert response.status_code == 400 and response.headers["content-type"].startswith("application/problem+json")


@pytest.mark.parametrize("kind", list(all_games()))
async def test_two_clients_play_a_whole_game_from_the_decisions_stream_with_one_request_per_move(
    http: httpx.AsyncClient, anonymous: ClowderClient, kind: str
) -> None:
    """Each decision carries the deciding seat's own view: a client moves on it with one POST, no GET.
    (Where both seats may act at once, a reaction window, one of two racing POSTs gets its 409.)"""
    players = [anonymous.as_player((await anonymous.register(f"streamer-{n}"))["token"]) for n in range(2)]
    game = await players[0].create_game(kind, 2, join=True)
    game_id = game["game_id"]
    await players[1].join(game_id)
    moves = [0, 0]
    reads = [0, 0]
    finished = asyncio.Event()

    async def play(seat: int) -> None:
        player = players[seat]
        headers = {"Authorization": f"Bearer {player.token}"}
        async with http.stream("GET", "/players/me/decisions", headers=headers, timeout=60) as response:
            async for line in response.aiter_lines():
                if not line.startswith("data: "):
                    continue
                owed = json.loads(line[6:])
                if owed["game_id"] != game_id:
                    continue
                assert owed["seat"] == seat
                view = owed.get("view")
                if view is None:  # the game moved on while this was announced: read it
                    reads[seat] += 1
                    view = await player.view(game_id, min_version=owed["version"])
                assert view["seat"] == seat and view["version"] == owed["version"]
                then = await player.request("GET", f"/games/{game_id}/versions/{owed['version']}")
                assert view == then["view"]  # the seat's own view at that version, nothing more
                while view["status"] == "running" and view["your_turn"] and view["legal_commands"]:
                    try:
                        result = await player.command(
                            game_id, view["legal_commands"][0], expected_version=view["version"]
                        )
                    except ApiError as error:  # both seats could act and the other one did: the next decision says
                        assert error.status == 409, error
                        break
                    moves[seat] += 1
                    view = result["view"]
                if view["status"] == "finished":
                    finished.set()
                    return

    tasks = [asyncio.create_task(play(seat)) for seat in range(2)]
    await asyncio.sleep(0.2)
    await players[0].start(game_id)
    done, pending = await asyncio.wait(tasks, timeout=60, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    assert done, "no seat saw the game end"
    for task in done:
        task.result()  # a failed assertion inside a seat's loop
    assert finished.is_set()
    summary = await anonymous.game(game_id)
    assert summary["status"] == "finished"
    assert sum(moves) > 4
    assert sum(reads) == 0, (reads, moves)  # every decision came with its view
