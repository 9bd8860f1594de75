"""Fault: a player's live stream outlives its seat. Invariant: it never shows a field
the seat it holds *now* may not see.

The player opens ``GET /games/{id}/stream`` (and its decision stream) while
seated, leaves the seat, someone else takes it, the game starts and is played
to the end with random legal commands. Every streamed event is compared with
``visible_event(full_event, seat)`` for the seat the player holds then (None
once it left: a spectator). Counts printed: leaked fields, missing and
duplicated versions, decisions announced for a seat the player does not hold.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import httpx
import msgspec
import pytest

from api.client.session import ClowderClient
from services.codec import codec_for
from services.game_registry import all_games
from tests.chaos.conftest import SseMessage, play_to_the_end, sse_messages

pytestmark = pytest.mark.chaos

#: Every registered game.
KINDS = list(all_games())


async def collect(
    http: httpx.AsyncClient, path: str, token: str, into: list[SseMessage], opened: asyncio.Event
) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    async with http.stream("GET", path, headers=headers, timeout=httpx.Timeout(60, read=None)) as response:
        assert response.status_code == 200, response.status_code
        opened.set()
        async for message in sse_messages(response):
            into.append(message)


def leaked_fields(shown: dict[str, Any], allowed: dict[str, Any]) -> list[str]:
    """The fields of ``shown`` whose value the viewer may not see (absent or other in ``allowed``)."""
    return [key for key, value in shown.items() if allowed.get(key, object()) != value]


async def wait_for_version(seen: list[SseMessage], version: int) -> None:
    for _ in range(500):
        if any(m.event == "event" and m.data["version"] >= version for m in seen):
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the stream did not reach version {version}")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("then", ["spectates", "takes-another-seat"])
async def test_a_stream_kept_open_across_leaving_a_seat_shows_only_what_the_seat_held_now_may_see(
    http: httpx.AsyncClient, anonymous: ClowderClient, kind: str, then: str
) -> None:
    game = all_games()[kind]
    seats = 2 if then == "spectates" else 3
    leaver, stayer, taker = [
        anonymous.as_player((await anonymous.register(name))["token"]) for name in ("leaver", "stayer", "taker")
    ]
    created = await leaver.create_game(kind, seats, join=True)  # the leaver holds seat 0
    game_id = created["game_id"]
    await stayer.join(game_id, seat=1)
    live: list[SseMessage] = []
    decisions: list[SseMessage] = []
    opened = [asyncio.Event(), asyncio.Event()]
    listeners = [
        asyncio.create_task(
            collect(http, f"/games/{game_id}/stream?from_version=1", leaver.token or "", live, opened[0])
        ),
        asyncio.create_task(collect(http, "/players/me/decisions", leaver.token or "", decisions, opened[1])),
    ]
    await asyncio.wait_for(asyncio.gather(*(event.wait() for event in opened)), 10)
    await wait_for_version(live, 3)  # connected, and seen as seat 0
    await http.delete(f"/games/{game_id}/seats/me", headers={"Authorization": f"Bearer {leaver.token}"})
    await taker.join(game_id, seat=0)
    clients = {0: taker, 1: stayer}
    if then == "takes-another-seat":
        await leaver.join(game_id, seat=2)
        clients[2] = leaver
    started = await stayer.start(game_id)
    commands = await play_to_the_end(clients, game_id, random.Random(kind), after=started["version"])
    await asyncio.wait_for(listeners[0], 30)  # the stream ends after the game's last event
    listeners[1].cancel()
    await asyncio.gather(listeners[1], return_exceptions=True)

    history = (await anonymous.history(game_id))["events"]  # public now: every field of every event
    codec = codec_for(game)
    seat_now = None if then == "spectates" else 2
    started = next(e["version"] for e in history if e["event"]["type"] == "lobby.game_started")
    leaked, checked = [], 0
    streamed = [m.data for m in live if m.event == "event"]
    for entry in streamed:
        full = history[entry["version"] - 1]
        assert full["version"] == entry["version"]
        if entry["version"] <= started:  # lobby events are public
            assert entry["event"] == full["event"]
            continue
        event = codec.decode_data(msgspec.json.encode(full["event"]))
        allowed = msgspec.json.decode(msgspec.json.encode(game.visible_event(event, seat_now)))
        leaked += [
            f"v{entry['version']} {entry['event']['type']}.{key}" for key in leaked_fields(entry["event"], allowed)
        ]
        checked += 1
    versions = [entry["version"] for entry in streamed]
    missing = sorted(set(range(1, len(history) + 1)) - set(versions))
    duplicated = len(versions) - len(set(versions))
    owed = [m.data for m in decisions if m.event == "decision" and m.data["game_id"] == game_id]
    wrong_seat = [d for d in owed if d["seat"] != seat_now]
    print(
        f"{kind} ({then}): {commands} commands, {checked} game events checked, {len(leaked)} leaked fields, "
        f"{len(missing)} missing, {duplicated} duplicated, {len(owed)} decisions, {len(wrong_seat)} for a seat not held"
    )
    assert leaked == [], leaked[:10]
    assert missing == [] and duplicated == 0 and versions == sorted(versions)
    assert wrong_seat == []
    if then == "takes-another-seat":
        assert owed, "the player who took seat 2 was never told it owed a decision"
    final_view = [m.data for m in live if m.event == "view"][-1]
    assert final_view["status"] == "finished" and final_view["seat"] == seat_now
