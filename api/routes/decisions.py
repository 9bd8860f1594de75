from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

import msgspec
from litestar import Controller, get
from litestar.params import Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from api.auth import REQUIRED, PlayerDep
from api.components import Components, ComponentsDep
from api.openapi import sse
from api.pagination import Cursor, decode_cursor, game_list
from api.reading import game_summary
from api.schemas import GameList
from api.streaming import KEEPALIVE, messages
from services.players import Player
from services.projector import DecisionOwed
from services.read_models import lobby_page

_owed = msgspec.json.Decoder(DecisionOwed)


class DecisionController(Controller):
    path = "/players/me"
    tags = ["players"]

    @get("/", operation_id="whoAmI", summary="The player the token belongs to", dependencies=REQUIRED)
    async def me(self, player: PlayerDep) -> Player:
        return player

    @get("/games", operation_id="listMyGames", summary="The games you sit in, newest first", dependencies=REQUIRED)
    async def my_games(
        self, player: PlayerDep, components: ComponentsDep,
        limit: Annotated[int, Parameter(ge=1, le=200)] = 50, cursor: Cursor = None,
    ) -> GameList:
        """Every status; follow ``next`` for the next page. ``total`` may count a seat you left."""
        after = None if cursor is None else decode_cursor(cursor)
        page = await lobby_page(components.read_models, components.read_models.player_games_key(player.player_id), after, limit)
        return await game_list(components, page, "/players/me/games", {}, 0, limit, player.player_id)

    @get(
        "/decisions",
        operation_id="streamDecisions",
        summary="Server-Sent Events: every decision you owe, across all your games",
        dependencies=REQUIRED,
        opt=sse({"decision": DecisionOwed}, "One `decision` event per game that waits on you (docs/api.md)."),
    )
    async def decisions(self, player: PlayerDep, components: ComponentsDep) -> ServerSentEvent:
        """One connection for a bot: a ``decision`` event (game, kind, seat, version)
        for each game that waits on you now, then one each time another does.
        Read the seat's view with ``min_version`` to get the legal commands."""
        return ServerSentEvent(_decisions(components, player))


async def _decisions(components: Components, player: Player) -> AsyncIterator[ServerSentEventMessage]:
    pubsub = components.redis.pubsub()
    await pubsub.subscribe(components.read_models.player_channel(player.player_id))
    try:
        for game_id in await components.read_models.owed(player.player_id):
            summary = await game_summary(components, game_id)
            for info in summary.seats:
                if info.player_id == player.player_id and info.seat in summary.pending_seats:
                    owed = DecisionOwed(game_id, summary.kind, info.seat, summary.version)
                    yield ServerSentEventMessage(event="decision", data=msgspec.json.encode(owed).decode())
        async for message in messages(pubsub):
            if message is None:
                yield KEEPALIVE
                continue
            owed = _owed.decode(message["data"])
            yield ServerSentEventMessage(event="decision", data=msgspec.json.encode(owed).decode())
    finally:
        await pubsub.aclose()
