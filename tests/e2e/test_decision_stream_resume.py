"""The decisions stream, as a bot relies on it: ids to resume from, the end of each game, and deadlines.

docs/api.md, "The decisions stream": every message has an ``id`` (the time it
was sent, ms); a reconnection re-announces the decisions owed now and, with
``Last-Event-ID``, the ends of the player's games since that id.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import datetime, timedelta

import httpx
import pytest

from api.client.session import ClowderClient
from tests.e2e.test_bots_and_decisions import wait_until_finished

pytestmark = pytest.mark.e2e


class Message(dict):  # type: ignore[type-arg]
    """One SSE message: ``event``, ``id`` and the decoded ``data``."""


async def messages(http: httpx.AsyncClient, token: str, last_event_id: str | None = None) -> AsyncIterator[Message]:
    headers = {"Authorization": f"Bearer {token}"}
    if last_event_id is not None:
        headers["Last-Event-ID"] = last_event_id
    async with http.stream("GET", "/players/me/decisions", headers=headers, timeout=60) as response:
        assert response.status_code == 200
        frame: dict[str, str] = {}
        async for line in response.aiter_lines():
            if not line:
                if "data" in frame:
                    yield Message(event=frame["event"], id=frame.get("id"), data=json.loads(frame["data"]))
                frame = {}
                continue
            field, _, value = line.partition(": ")
            if field in ("event", "id", "data"):
                frame[field] = value


async def first(stream: AsyncIterator[Message], matching: str, game_id: str) -> Message:
    async def find() -> Message:
        async for message in stream:
            if message["event"] == matching and message["data"]["game_id"] == game_id:
                return message
        raise AssertionError("the stream ended")

    return await asyncio.wait_for(find(), 60)


async def test_a_decision_owed_is_announced_again_on_a_reconnect_with_its_id(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    players = [anonymous.as_player((await anonymous.register(f"resumer-{n}"))["token"]) for n in range(2)]
    game = await players[0].create_game("feed-the-kitten", 2, join=True)
    await players[1].join(game["game_id"])
    await players[0].start(game["game_id"])
    view = await players[0].view(game["game_id"])
    owing = players[view["pending_seats"][0]]

    stream = messages(http, owing.token)
    before = await first(stream, "decision", game["game_id"])
    await stream.aclose()  # the connection drops
    assert before["id"] and int(before["id"]) > 0
    assert before["data"]["type"] == "decision" and before["data"]["view"]["your_turn"]

    stream = messages(http, owing.token, last_event_id=before["id"])
    again = await first(stream, "decision", game["game_id"])
    await stream.aclose()
    assert again["data"]["version"] == before["data"]["version"]  # still owed: announced again
    assert int(again["id"]) >= int(before["id"])


async def test_a_game_that_ended_while_the_bot_was_away_is_announced_when_it_resumes(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    registrations = [
        await anonymous.request("POST", "/players", json={"name": f"away-{n}", "bot": "random"}) for n in range(2)
    ]
    bots = [anonymous.as_player(r["token"]) for r in registrations]
    game = await bots[0].create_game("feed-the-kitten", 2, join=True)
    await bots[1].join(game["game_id"])

    stream = messages(http, bots[0].token)
    await asyncio.sleep(0.2)  # connected before anything is owed
    await bots[0].start(game["game_id"])
    heard = await asyncio.wait_for(anext(stream), 60)  # a decision, or already the end: either has an id
    await stream.aclose()
    finished = await wait_until_finished(anonymous, game["game_id"])

    stream = messages(http, bots[0].token, last_event_id=heard["id"])
    ended = await first(stream, "game_ended", game["game_id"])
    await stream.aclose()
    assert ended["data"]["type"] == "game_ended" and ended["data"]["seat"] == 0
    assert ended["data"]["version"] == finished["version"]
    assert ended["data"]["outcome"] == finished["outcome"]


async def test_the_end_of_a_game_comes_on_the_stream_after_the_built_in_bots_last_move(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    human = anonymous.as_player((await anonymous.register("ender"))["token"])
    bot = anonymous.as_player(
        (await anonymous.request("POST", "/players", json={"name": "e", "bot": "random"}))["token"]
    )
    body = {"kind": "feed-the-kitten", "seats": 2, "join": True, "decision_seconds": 600}
    game = await human.request("POST", "/games", json=body)
    await bot.join(game["game_id"])
    await human.start(game["game_id"])
    stream = messages(http, human.token)
    deadlines: list[tuple[str, str]] = []

    async def play_until_the_end() -> Message:
        async for message in stream:
            data = message["data"]
            if data["game_id"] != game["game_id"]:
                continue
            if message["event"] == "game_ended":
                return message
            deadlines.append((data["deadline"], data["view"]["deadline"]))
            command = next(
                (c for c in data["view"]["legal_commands"] if c["type"] == "draw_card"),
                data["view"]["legal_commands"][0],
            )
            await human.command(game["game_id"], command, expected_version=data["version"])
        raise AssertionError("the stream ended")

    ended = await asyncio.wait_for(play_until_the_end(), 120)
    await stream.aclose()
    finished = await anonymous.game(game["game_id"])
    assert ended["data"]["outcome"] == finished["outcome"] and ended["data"]["version"] == finished["version"]
    assert deadlines and all(decision == view for decision, view in deadlines)
    due = datetime.fromisoformat(deadlines[-1][0])
    assert due.utcoffset() == timedelta(0)  # RFC 3339 in UTC
    assert timedelta(seconds=500) < due - datetime.now(due.tzinfo) <= timedelta(seconds=605)
