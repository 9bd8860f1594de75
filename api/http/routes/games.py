from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, Response, delete, get, post
from litestar.datastructures import ResponseHeader
from litestar.params import FromQuery, Parameter

from api.components import Components, ComponentsDep
from api.http.auth import ActorDep, PlayerDep, asks
from api.http.idempotency_header import CreationKey, SeatKey
from api.http.keyed_creation import create_game_once, join_once
from api.http.openapi_problems import problems
from api.http.pagination import Cursor, decode_cursor, game_list
from api.http.quotas import require_open_game_quota
from api.http.reading import game_summary, lobby_read
from api.http.schemas import CreateGameBody, GameList, JoinGameBody
from domain.core.rejection import Rejected
from domain.hosting import policy
from domain.hosting.record import GameRecord
from domain.hosting.visibility import GameSummary, summarize
from services.errors import ServiceError, UnknownKind
from services.server_work import Payer, pay_for_start

GameId = Annotated[str, Parameter(max_length=64, description="The game's id")]


class GameController(Controller):
    path = "/games"
    tags = ["games"]

    @post(
        "/",
        operation_id="createGame",
        dependencies=asks(policy.CreateGame),
        summary="Create a game of a kind, with a number of seats and options",
        status_code=201,
        opt=problems(conflicts=("quota-exceeded",)),
        response_headers=[
            ResponseHeader(name="Location", description="The new game: `/games/{game_id}`", documentation_only=True)
        ],
    )
    async def create(
        self,
        data: CreateGameBody,
        player: PlayerDep,
        actor: ActorDep,
        components: ComponentsDep,
        idempotency_key: CreationKey = None,
    ) -> Response[GameSummary]:
        """Options are the kind's (``GET /kinds/{kind}``); omitted ones take their defaults.

        With an ``Idempotency-Key`` a retry answers with the game the first attempt
        created (as it is now), and takes the caller's seat if that attempt had not."""
        if idempotency_key is None:
            await require_open_game_quota(components, player)
            record = await components.service.create_game(
                player, data.kind, data.seats, data.options, data.decision_seconds, actor=actor
            )
            if data.join:
                record = await components.service.join(
                    player, record.game_id, client_seed=data.client_seed, actor=actor
                )
        else:
            record = await create_game_once(components, player, actor, data, idempotency_key)
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
        dependencies=asks(policy.TakeSeat),
        summary="Take a seat in an open game",
        status_code=200,
        opt=problems(404, conflicts=("lobby-conflict",)),
    )
    async def join(
        self,
        game_id: GameId,
        player: PlayerDep,
        actor: ActorDep,
        components: ComponentsDep,
        data: JoinGameBody = None,
        idempotency_key: SeatKey = None,
    ) -> GameSummary:
        """With an ``Idempotency-Key`` a resend that finds your seat taken as you asked answers with it."""
        seat, client_seed = (None, None) if data is None else (data.seat, data.client_seed)
        if idempotency_key is None:
            record = await components.service.join(player, game_id, seat, client_seed, actor=actor)
        else:
            record = await join_once(components, player, actor, game_id, seat, client_seed)
        return await _answer(components, record)

    @delete(
        "/{game_id:str}/seats/me",
        operation_id="leaveGame",
        dependencies=asks(policy.LeaveSeat),
        summary="Give up your seat before the game starts",
        status_code=200,
        opt=problems(404, conflicts=("lobby-conflict",)),
    )
    async def leave(
        self, game_id: GameId, player: PlayerDep, actor: ActorDep, components: ComponentsDep
    ) -> GameSummary:
        record = await components.service.leave(player, game_id, actor=actor)
        return await _answer(components, record)

    @post(
        "/{game_id:str}/start",
        operation_id="startGame",
        dependencies=asks(policy.StartGame),
        summary="Start a game whose seats are all taken",
        status_code=200,
        opt=problems(404, 422, conflicts=("lobby-conflict", "quota-exceeded")),
    )
    async def start(
        self,
        request: Request[Any, Any, Any],
        game_id: GameId,
        player: PlayerDep,
        actor: ActorDep,
        components: ComponentsDep,
    ) -> GameSummary:
        """Shuffles and deals: the game's first events are drawn from its secret seed.

        A game with a server bot seated counts towards its creator's hourly budget of such
        games, and towards the caller's address's (``quota-exceeded``): the server plays those
        seats on the creator's behalf."""
        record = await components.game_records.load(game_id)
        payers = _payers(components, request, record)
        await pay_for_start(components.server_work, components.players, actor, payers, record)
        try:
            record = await components.service.start(player, game_id, actor=actor)
        except (Rejected, ServiceError):
            if (await components.game_records.load(game_id)).status == "open":  # nobody started it: nothing was spent
                await components.server_work.refund(payers, game_id)
            raise
        return await _answer(components, record)


def _payers(components: Components, request: Request[Any, Any, Any], record: GameRecord) -> list[Payer]:
    """Who pays for a lobby game's server bots: its creator, and every player of the caller's address."""
    limits = components.settings.limits
    address = request.client.host if request.client is not None else "unknown"
    return [
        Payer(record.created_by, limits.server_bot_games_per_player_per_hour),
        Payer(f"address:{address}", limits.server_bot_games_per_address_per_hour),
    ]


async def _answer(components: Components, record: GameRecord) -> GameSummary:
    """A lobby command's answer: the summary with a receipt for the head it left."""
    summary = summarize(components.games[record.kind], record)
    if record.chain_head is None:
        return summary
    receipt = await components.keys.receipt(record.game_id, record.version, record.chain_head)
    return msgspec.structs.replace(summary, receipt=receipt)
