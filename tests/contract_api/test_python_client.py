"""A client generated from the served spec by openapi-python-client plays every kind to the end.

Typed all the way: commands are the generated per-kind classes picked from
the view's ``legal_commands``, views parse into the kind's view class, the
command's answer into the kind's result, a refusal into ``ProblemDetails``.
If the spec drifts from what the service sends, parsing here fails.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from collections.abc import AsyncIterator
from types import ModuleType
from typing import Any

import httpx
import pytest

from api.http.openapi_types import prefix_of
from services.game_registry import all_games
from tests.contract_api.tools import run, tool

pytestmark = pytest.mark.e2e

PACKAGE = "clowder_generated_client"


@pytest.fixture(scope="module")
async def client_package(service_url: str, tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    root = tmp_path_factory.mktemp("python-client")
    config = root / "config.yaml"
    config.write_text("post_hooks: []\n")
    done = await run(
        tool("openapi-python-client"),
        "generate",
        "--url",
        f"{service_url}/schema/openapi.json",
        "--output-path",
        root / PACKAGE,
        "--meta",
        "none",
        "--config",
        config,
        cwd=root,
    )
    assert done.code == 0 and "Warning" not in done.out, done.out
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(root))


def part(package: ModuleType, name: str) -> Any:
    return importlib.import_module(f"{package.__name__}.{name}")


@pytest.mark.parametrize("kind", list(all_games()))
async def test_a_generated_client_plays_a_whole_game_with_typed_commands_and_views(
    client_package: ModuleType, service_url: str, kind: str
) -> None:
    game_type = all_games()[kind]
    prefix = prefix_of(game_type)
    models = part(client_package, "models")
    api = lambda name: part(client_package, f"api.{name}")  # noqa: E731
    anonymous = client_package.Client(base_url=service_url, timeout=30.0)
    seats = game_type.min_seats
    clients = []
    for seat in range(seats):
        registered = await api("players.register_player").asyncio(
            client=anonymous, body=models.RegisterPlayer(name=f"typed-{seat}")
        )
        assert isinstance(registered, models.PlayerRegistered), registered
        clients.append(client_package.AuthenticatedClient(base_url=service_url, token=registered.token, timeout=30.0))
    create = getattr(models, f"{prefix}CreateGame")(kind=kind, seats=seats, join=True)
    game = await api("games.create_game").asyncio(client=clients[0], body=create)
    summary_class = getattr(models, f"{prefix}GameSummary")
    assert isinstance(game, summary_class), game
    for client in clients[1:]:
        joined = await api("games.join_game").asyncio(game.game_id, client=client, body=models.JoinGame())
        assert isinstance(joined, summary_class), joined
    started = await api("games.start_game").asyncio(game.game_id, client=clients[0])
    assert isinstance(started, summary_class), started

    view_class = getattr(models, f"{prefix}GameView")
    result_class = getattr(models, f"{prefix}CommandResult")
    chooser = random.Random(kind)
    view = await api("play.get_view").asyncio(game.game_id, client=clients[0], min_version=started.version)
    commands = 0
    while view.status != "finished":
        assert commands < 5_000, "the game did not end"
        seat = chooser.choice(view.pending_seats)
        seat_view = await api("play.get_view").asyncio(game.game_id, client=clients[seat], min_version=view.version)
        assert isinstance(seat_view, view_class), seat_view
        assert type(seat_view.view).__name__.startswith(prefix), seat_view.view
        command = chooser.choice(seat_view.legal_commands)
        assert type(command).__name__.startswith(prefix), command  # a generated class of this kind
        body = models.SubmitCommand(command=command, expected_version=seat_view.version)
        result = await api("play.submit_command").asyncio(game.game_id, client=clients[seat], body=body)
        assert isinstance(result, result_class), result
        assert all(type(entry.event).__name__ in _event_classes(models, prefix) for entry in result.events)
        view = result.view
        commands += 1

    late = await api("play.submit_command").asyncio(
        game.game_id, client=clients[0], body=models.SubmitCommand(command=command, expected_version=0)
    )
    assert isinstance(late, models.ProblemDetails), late
    assert late.status == 409 and late.type_.endswith("/stale-version") and late.current_version == view.version
    history = await api("history.get_history").asyncio(game.game_id, client=anonymous)
    assert isinstance(history, getattr(models, f"{prefix}History")), history
    assert history.complete and len(history.events) == view.version
    print(f"{kind}: {commands} typed commands, {len(history.events)} typed events")


def _event_classes(models: ModuleType, prefix: str) -> set[str]:
    lobby = {"GameCreated", "SeatTaken", "SeatLeft", "GameStarted"}
    return lobby | {name for name in dir(models) if name.startswith(prefix)}


def typed(models: ModuleType, spec: dict[str, Any], name: str, data: dict[str, Any]) -> Any:
    """The thin layer a Python SDK adds (openapi-python-client reads a ``text/event-stream`` answer
    as one text, so it cannot stream): a message's data as the generated class the spec's
    discriminators pick, by ``type`` and then by ``kind``."""
    schema = spec["components"]["schemas"][name]
    if "discriminator" in schema:
        member = schema["discriminator"]["mapping"][data[schema["discriminator"]["propertyName"]]]
        return typed(models, spec, member.rsplit("/", 1)[1], data)
    return getattr(models, schema["title"]).from_dict(data)


async def stream_messages(
    http: httpx.AsyncClient, path: str, token: str, **params: Any
) -> AsyncIterator[tuple[str, dict[str, Any]]]:
    """(event name, decoded data) of each message of a Server-Sent Events stream."""
    headers = {"Authorization": f"Bearer {token}"}
    async with http.stream("GET", path, headers=headers, params=params, timeout=60) as response:
        assert response.status_code == 200, await response.aread()
        event, data = "", ""
        async for line in response.aiter_lines():
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
            elif not line and data:
                yield event, json.loads(data)
                event, data = "", ""


async def test_a_generated_python_client_plays_from_both_streams_as_typed_messages(
    client_package: ModuleType, service_url: str, spec: dict[str, Any]
) -> None:
    models = part(client_package, "models")
    api = lambda name: part(client_package, f"api.{name}")  # noqa: E731
    anonymous = client_package.Client(base_url=service_url, timeout=30.0)
    me = await api("players.register_player").asyncio(client=anonymous, body=models.RegisterPlayer(name="py-bot"))
    house = await api("players.register_player").asyncio(
        client=anonymous, body=models.RegisterPlayer(name="py-house", bot=models.BotStrategy.RANDOM)
    )
    mine = client_package.AuthenticatedClient(base_url=service_url, token=me.token, timeout=30.0)
    theirs = client_package.AuthenticatedClient(base_url=service_url, token=house.token, timeout=30.0)
    create = models.FeedTheKittenCreateGame(kind="feed-the-kitten", seats=2, join=True)
    game = await api("games.create_game").asyncio(client=mine, body=create)
    assert isinstance(game, models.FeedTheKittenGameSummary), game
    assert isinstance(game.options, models.FeedTheKittenOptions)
    joined = await api("games.join_game").asyncio(game.game_id, client=theirs)  # no body: the first free seat
    assert isinstance(joined, models.FeedTheKittenGameSummary), joined
    await api("games.start_game").asyncio(game.game_id, client=mine)

    moves, ended = 0, None
    async with httpx.AsyncClient(base_url=service_url) as http:
        async for event, data in stream_messages(http, "/players/me/decisions", me.token):
            message = typed(models, spec, "DecisionStreamMessage", data)
            assert message.type_ == event  # the data names its event
            if message.game_id != game.game_id:
                continue
            if isinstance(message, models.GameEnded):
                ended = message
                break
            assert isinstance(message, models.Decision) and message.deadline is None
            view = message.view or await api("play.get_view").asyncio(game.game_id, client=mine)
            assert isinstance(view, models.FeedTheKittenGameView), view
            if view.your_turn:
                body = models.SubmitCommand(command=view.legal_commands[0], expected_version=view.version)
                result = await api("play.submit_command").asyncio(game.game_id, client=mine, body=body)
                moves += isinstance(result, models.FeedTheKittenCommandResult)
        assert ended is not None and isinstance(ended.outcome, models.Outcome) and moves > 0

        shown: list[Any] = []
        async for _event, data in stream_messages(http, f"/games/{game.game_id}/stream", me.token, from_version=1):
            shown.append(typed(models, spec, "GameStreamMessage", data))
    kinds = {type(message).__name__ for message in shown}
    assert kinds == {"FeedTheKittenStreamView", "FeedTheKittenStreamEvent"}, kinds
    events = [message for message in shown if isinstance(message, models.FeedTheKittenStreamEvent)]
    assert [message.version for message in events] == list(range(1, ended.version + 1))
    print(f"python client: {moves} moves from the decisions stream, {len(events)} typed events replayed")
