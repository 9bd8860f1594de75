"""Quick play over HTTP: ``/matchmaking/seeks`` (docs/api.md, "Quick play")."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

import msgspec
from litestar import Controller, Request, Response, delete, get, post
from litestar.datastructures import ResponseHeader
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.auth import PlayerDep, asks
from api.http.idempotency_header import SeekKey
from api.http.openapi_problems import problems
from api.http.quotas import require_bot_seek_budget, require_open_seek_quota
from api.http.schemas import body_spec
from api.http.seek_waiting import seek_when_settled
from domain.hosting import policy
from services.idempotency import request_fingerprint
from services.input_checks import MAX_DECISION_SECONDS, MIN_DECISION_SECONDS
from services.matchmaking import SeekRequest
from services.seek_book import SeekView

SeekId = Annotated[str, Parameter(max_length=96, description="The seek's id, as `POST /matchmaking/seeks` gave it")]


class CreateSeek(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=16)]
    #: The kind's options (``GET /kinds/{kind}``); omitted ones take their defaults. Seeks meet
    #: only when they want the same game: the same seats, every option and ``decision_seconds``.
    options: dict[str, Any] = {}
    #: Seconds each seat has for each decision in the game (docs/deadlines.md).
    decision_seconds: Annotated[float, msgspec.Meta(ge=MIN_DECISION_SECONDS, le=MAX_DECISION_SECONDS)] | None = None
    #: After this many seconds without enough players, built-in bots take the empty seats
    #: (alongside other seeks that accept the same bots). Omitted: only players, until the seek expires.
    bots_after_seconds: Annotated[float, msgspec.Meta(ge=0, le=3600)] | None = None
    #: The built-in bots that fill them.
    bot: Literal["random", "heuristic"] = "heuristic"


class SeekList(msgspec.Struct, frozen=True):
    #: Your seeks that wait now, oldest first.
    seeks: list[SeekView]


SeekBody: TypeAlias = Annotated[
    CreateSeek,
    body_spec(
        "The game you want: a kind and a number of seats, and, if you wish, bots after a while.",
        two_players={"kind": "feed-the-kitten", "seats": 2},
        three_players_or_bots_after_ten_seconds={"kind": "kombat-kittens", "seats": 3, "bots_after_seconds": 10},
    ),
]


class MatchmakingController(Controller):
    path = "/matchmaking/seeks"
    tags = ["matchmaking"]

    @post(
        "/",
        operation_id="createSeek",
        dependencies=asks(policy.SeekGame),
        summary="Seek a game: wait for players who want the same one (or bots, after a while)",
        status_code=201,
        opt=problems(conflicts=("quota-exceeded",)),
        response_headers=[
            ResponseHeader(
                name="Location", description="The seek: `/matchmaking/seeks/{seek_id}`", documentation_only=True
            )
        ],
    )
    async def create(
        self, data: SeekBody, player: PlayerDep, components: ComponentsDep, idempotency_key: SeekKey = None
    ) -> Response[SeekView]:
        """When enough seeks want the same game, the service creates it, seats them in an order
        it draws, and starts it: ``GET /matchmaking/seeks/{id}?wait=30`` answers as soon as that
        is done, with your ``game_id`` and ``seat``. A seek waits ``CLOWDER_SEEK_SECONDS`` (300 s)
        at most; a player may have ``CLOWDER_OPEN_SEEKS_PER_PLAYER`` (3) waiting at once
        (``quota-exceeded``)."""
        fingerprint = None if idempotency_key is None else request_fingerprint(msgspec.to_builtins(data))
        request = SeekRequest(
            data.kind, data.seats, data.options, data.decision_seconds, data.bots_after_seconds, data.bot
        )

        async def admit() -> None:  # a retry of a posted seek is not counted again
            await require_open_seek_quota(components, player)
            if data.bots_after_seconds is not None:
                await require_bot_seek_budget(components, player)

        seek = await components.matchmaking.post(player, request, idempotency_key, fingerprint, admit)
        return Response(seek, status_code=201, headers={"Location": f"/matchmaking/seeks/{seek.seek_id}"})

    @get("/", operation_id="listSeeks", dependencies=asks(policy.ReadOwnAccount), summary="Your seeks that wait now")
    async def list_seeks(self, player: PlayerDep, components: ComponentsDep) -> SeekList:
        return SeekList(await components.matchmaking.waiting_of(player.player_id))

    @get(
        "/{seek_id:str}",
        operation_id="getSeek",
        dependencies=asks(policy.ReadSeek),
        summary="Your seek: waiting, matched (with its game), cancelled or expired; wait for it to settle",
        opt=problems(404),
    )
    async def get_seek(
        self,
        request: Request[Any, Any, Any],
        seek_id: SeekId,
        player: PlayerDep,
        components: ComponentsDep,
        wait: Annotated[
            float,
            Parameter(
                ge=0,
                le=30,
                description="Seconds to wait for the seek to settle (matched with its game started, "
                "cancelled or expired) before answering as it is; 0 answers at once.",
            ),
        ] = 0,
    ) -> SeekView:
        """Another player's seek is answered as unknown (404): nobody learns who else is waiting.
        A seek is kept for a day after it stopped waiting. A waiting read counts against
        ``CLOWDER_WAITING_READS_PER_TOKEN`` (429 ``too-many-waiting-reads`` past it)."""
        return await seek_when_settled(components, request, player, seek_id, wait)

    @delete(
        "/{seek_id:str}",
        operation_id="cancelSeek",
        dependencies=asks(policy.CancelSeek),
        summary="Stop waiting",
        status_code=200,
        opt=problems(404, conflicts=("seek-not-waiting",)),
    )
    async def cancel(self, seek_id: SeekId, player: PlayerDep, components: ComponentsDep) -> SeekView:
        """A seek already matched, cancelled or expired is a 409 ``seek-not-waiting`` that says which
        (a matched one names its game)."""
        return await components.matchmaking.cancel(player, seek_id)
