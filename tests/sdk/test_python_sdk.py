"""The Python SDK against the live service: its runner plays every kind to the end, and rides out faults.

Each game is played by the runner's one seat against a built-in bot; then the
game's stream replays it as the generated types, and its history shows each of
the runner's commands recorded once.
"""

from __future__ import annotations

import json
import random
from typing import Any

import httpx
import pytest
from clowder_sdk import Clowder, Player
from clowder_sdk.kinds import KINDS, AnyCommand, SeatView

from services.game_registry import all_games
from tests.sdk.recorded import commands_recorded

pytestmark = pytest.mark.e2e


def random_legal(seed: int) -> Any:
    """A strategy: one of the view's legal commands, drawn from its own seeded generator."""
    rng = random.Random(seed)

    def choose(view: SeatView) -> AnyCommand:
        return rng.choice(view.legal_commands)

    return choose


async def new_game_against_a_bot(me: Player, kind: str) -> str:
    game = await me.create_game(KINDS[kind].CreateGame(seats=2, join=True))
    await me.seat_bot(game.game_id, "random")
    await me.start(game.game_id)
    return game.game_id


def test_every_kind_the_server_hosts_has_its_namespace_of_types() -> None:
    assert set(KINDS) == set(all_games())
    for kind, namespace in KINDS.items():
        assert namespace.kind == kind
        assert namespace.CreateGame(seats=2).to_dict()["kind"] == kind  # a body fills its own tag


@pytest.mark.parametrize("kind", list(KINDS))
async def test_the_runner_plays_a_game_of_each_kind_to_its_end(service: Clowder, service_url: str, kind: str) -> None:
    me = await service.register(f"py-sdk-{kind}")
    game_id = await new_game_against_a_bot(me, kind)
    runner = me.runner(random_legal(seed=len(kind)))

    ended = await runner.play([game_id])

    assert ended[game_id].outcome is not None and ended[game_id].outcome.winners
    assert runner.commands > 0
    replayed = [message async for message in me.game_stream(game_id, from_version=1)]
    events = [message for message in replayed if message.type_ == "event"]
    assert [event.version for event in events] == list(range(1, ended[game_id].version + 1))
    assert all(type(message).__name__.startswith(KINDS[kind].__name__) for message in replayed)
    assert replayed[-1].type_ == "view" and replayed[-1].status == "finished"
    async with httpx.AsyncClient(base_url=service_url) as http:
        assert await commands_recorded(http, game_id, await me.player_id()) == runner.commands
    print(f"{kind}: {runner.commands} commands, {runner.conflicts} 409s, {len(events)} events")


class CutStreams(httpx.AsyncBaseTransport):
    """Cuts each of the first ``cuts`` decision streams after its first message (a dropped connection)."""

    def __init__(self, inner: httpx.AsyncBaseTransport, cuts: int) -> None:
        self.inner, self.cuts = inner, cuts
        self.last_event_ids: list[str | None] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if request.url.path != "/players/me/decisions":
            return response
        self.last_event_ids.append(request.headers.get("last-event-id"))
        if self.cuts == 0:
            return response
        self.cuts -= 1
        return httpx.Response(response.status_code, headers=response.headers, stream=_CutAfterOneMessage(response))

    async def aclose(self) -> None:
        await self.inner.aclose()


class _CutAfterOneMessage(httpx.AsyncByteStream):
    def __init__(self, response: httpx.Response) -> None:
        self.response = response

    async def __aiter__(self) -> Any:
        sent = b""
        async for chunk in self.response.aiter_raw():
            yield chunk
            sent += chunk
            if b"\n\n" in sent or b"\r\n\r\n" in sent:  # a whole message has gone through
                break
        await self.response.aclose()
        raise httpx.ReadError("the connection was cut")


async def test_a_cut_decisions_stream_is_resumed_with_last_event_id(service_url: str) -> None:
    cutter = CutStreams(httpx.AsyncHTTPTransport(), cuts=3)
    async with Clowder(service_url, inner=cutter) as service:
        me = await service.register("py-sdk-cut")
        game_id = await new_game_against_a_bot(me, "kinoko-kombat")
        runner = me.runner(random_legal(seed=5))

        ended = await runner.play([game_id])

    assert ended[game_id].outcome is not None
    assert len(cutter.last_event_ids) >= 4 and cutter.last_event_ids[0] is None
    assert all(sent is not None for sent in cutter.last_event_ids[1:])  # each reconnection resumed


class LoseFirstAnswer(httpx.AsyncBaseTransport):
    """Delivers the first command to the server, then loses its answer (the connection drops)."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.keys: list[str | None] = []
        self.replayed: list[bool] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if not request.url.path.endswith("/commands"):
            return response
        self.keys.append(request.headers.get("idempotency-key"))
        body = await response.aread()
        if len(self.keys) == 1:
            raise httpx.ReadError("the answer was lost")
        self.replayed.append(json.loads(body).get("replayed", False))
        decoded = {k: v for k, v in response.headers.items() if k not in ("content-encoding", "content-length")}
        return httpx.Response(response.status_code, headers=decoded, content=body)

    async def aclose(self) -> None:
        await self.inner.aclose()


async def test_a_command_whose_answer_was_lost_is_resent_with_its_key_and_played_once(service_url: str) -> None:
    loser = LoseFirstAnswer(httpx.AsyncHTTPTransport())
    async with Clowder(service_url, inner=loser) as service:
        me = await service.register("py-sdk-lost")
        game_id = await new_game_against_a_bot(me, "feed-the-kitten")
        runner = me.runner(random_legal(seed=2))
        await runner.play([game_id])
        player_id = await me.player_id()

    assert loser.keys[0] is not None and loser.keys[1] == loser.keys[0]  # the resend carried the same key
    assert loser.replayed[0] is True  # answered from the record of the first
    async with httpx.AsyncClient(base_url=service_url) as http:
        assert await commands_recorded(http, game_id, player_id) == runner.commands
