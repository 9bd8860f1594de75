from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from litestar import Controller, Response, delete, get, post
from litestar.datastructures import ResponseHeader
from litestar.params import FromQuery, Parameter

from api.auth import REQUIRED, PlayerDep
from api.components import Components, ComponentsDep
from api.openapi_problems import problems
from api.pagination import Cursor, decode_cursor, game_list
from api.quotas import require_open_game_quota, require_server_bot_budget
from api.reading import game_summary, lobby_read
from api.schemas import CreateGameBody, GameList, JoinGameBody
from services.errors import UnknownKind
from services.game_record import GameRecord
from services.views import GameSummary, summarize

GameId = Annotated[str, Parameter(max_length=64, description="The game's id")]


class GameController(Controller):
    path = "/games"
    tags = ["games"]

    @post(
        "/",
        operation_id="createGame",
        dependencies=REQUIRED,
        summary="Create a game of a kind, with a number of seats and options",
        status_code=201,
        opt=problems(409),
        response_headers=[
            ResponseHeader(name="Location", description="The new game: `/games/{game_id}`", documentation_only=True)
        ],
    )
    async def create(self, data: CreateGameBody, player: PlayerDep, components: ComponentsDep) -> Response[GameSummary]:
        """Options are the kind's (``GET /kinds/{kind}``); omitted ones take their defaults."""
        await require_open_game_quota(components, player)
        record = await components.service.create_game(
            player, data.kind, data.seats, data.options, data.decision_seconds
        )
        if data.join:
            record = await components.service.join(player, record.game_id, client_seed=data.client_seed)
        return Response(
            await _answer(components, record), status_code=201, headers={"Location": f"/games/{record.game_id}"}
        )

    @get("/", operation_id="listGames", summary="List games, newest first, by status and kind", opt=problems(422))
    async def list_games(
        self,
        components: ComponentsDep,
        status: FromQuery[Literal["open", "running", "finished", "all"]] = "all",
        kind: Annotated[str | None, Parameter(max_length=64)] = None,
        offset: Annotated[
            int, Parameter(ge=0, le=1_000_000, description="Skip this many (prefer `cursor`: offsets shift)")
        ] = 0,
        limit: Annotated[int, Parameter(ge=1, le=200)] = 50,
        cursor: Cursor = None,
    ) -> GameList:
        """Newest first. Follow ``next`` (or pass ``next_cursor`` as ``cursor``) for the next page."""
        if kind is not None and kind not in components.games:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(components.games)}")
        after = None if cursor is None else decode_cursor(cursor)
        key = components.read_models.lobby_key(status, kind)
        read = await lobby_read(
            components, key, after, offset, limit, lambda: components.store_lobby.list(status, kind, offset, limit)
        )
        return game_list(read, "/games", {"status": status, **({"kind": kind} if kind else {})}, offset, limit)

    @get(
        "/{game_id:str}",
        operation_id="getGame",
        summary="A game's summary: seats, status, version, outcome",
        opt=problems(404),
    )
    async def get_game(self, game_id: GameId, components: ComponentsDep) -> GameSummary:
        return await game_summary(components, game_id)

    @post(
        "/{game_id:str}/seats",
        operation_id="joinGame",
        dependencies=REQUIRED,
        summary="Take a seat in an open game",
        status_code=200,
        opt=problems(404, 409),
    )
    async def join(
        self, game_id: GameId, player: PlayerDep, components: ComponentsDep, data: JoinGameBody = None
    ) -> GameSummary:
        seat, client_seed = (None, None) if data is None else (data.seat, data.client_seed)
        record = await components.service.join(player, game_id, seat, client_seed)
        return await _answer(components, record)

    @delete(
        "/{game_id:str}/seats/me",
        operation_id="leaveGame",
        dependencies=REQUIRED,
        summary="Give up your seat before the game starts",
        status_code=200,
        opt=problems(404, 409),
    )
    async def leave(self, game_id: GameId, player: PlayerDep, components: ComponentsDep) -> GameSummary:
        record = await components.service.leave(player, game_id)
        return await _answer(components, record)

    @post(
        "/{game_id:str}/start",
        operation_id="startGame",
        dependencies=REQUIRED,
        summary="Start a game whose seats are all taken",
        status_code=200,
        opt=problems(404, 409, 422),
    )
    async def start(self, game_id: GameId, player: PlayerDep, components: ComponentsDep) -> GameSummary:
        """Shuffles and deals: the game's first events are drawn from its secret seed.

        A game with a server bot seated counts towards its creator's hourly budget of such
        games (``quota-exceeded``): the server plays those seats on the creator's behalf."""
        await require_server_bot_budget(components, await components.game_log.load(game_id))
        record = await components.service.start(player, game_id)
        return await _answer(components, record)


async def _answer(components: Components, record: GameRecord) -> GameSummary:
    """A lobby command's answer: the summary with a receipt for the head it left."""
    summary = summarize(components.games[record.kind], record)
    if record.chain_head is None:
        return summary
    receipt = await components.keys.receipt(record.game_id, record.version, record.chain_head)
    return msgspec.structs.replace(summary, receipt=receipt)
