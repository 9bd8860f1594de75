from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Response, get, post
from litestar.params import HeaderParameter, Parameter

from api.auth import OPTIONAL, REQUIRED, CallerDep, PlayerDep
from api.caching import ETAG_KEY, IfNoneMatch, conditional
from api.components import ComponentsDep
from api.metrics import counted
from api.openapi_problems import problems
from api.reading import fresh_view, seat_of, view_bytes
from api.routes.games import GameId
from api.schemas import CommandResult, SubmitCommandBody
from services.codec import tag_of
from services.history import HistoryEntry
from services.lobby import LOBBY_PREFIX
from services.views import SeatView, head_of

IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        max_length=200,
        description="Retrying a command with the same key records it once and returns the first answer.",
    ),
]


class PlayController(Controller):
    path = "/games/{game_id:str}"
    tags = ["play"]

    @post(
        "/commands",
        operation_id="submitCommand",
        summary="Send your seat's command",
        status_code=200,
        dependencies=REQUIRED,
        opt=problems(404, 409),
    )
    async def submit(
        self,
        game_id: GameId,
        data: SubmitCommandBody,
        player: PlayerDep,
        components: ComponentsDep,
        idempotency_key: IdempotencyKey = None,
    ) -> CommandResult:
        """Validated against the game's rules; an illegal command changes nothing (4xx)."""
        acted = await counted(
            components,
            game_id,
            components.service.act(player, game_id, data.command, data.expected_version, idempotency_key),
        )
        record = acted.record
        game = components.games[record.kind]
        first = record.version - len(acted.events) + 1
        events = [
            HistoryEntry(
                version=first + index,
                event=event if _is_lobby(event) else game.visible_event(event, acted.seat),
            )
            for index, event in enumerate(acted.events)
        ]
        head = head_of(record)
        return CommandResult(
            game_id=game_id,
            kind=record.kind,
            version=record.version,
            replayed=acted.replayed,
            events=events,
            view=fresh_view(components, record, acted.seat),
            chain=head,
            receipt=None if head is None else await components.keys.receipt(game_id, head.version, head.hash),  # type: ignore[arg-type]
        )

    @get(
        "/view",
        operation_id="getView",
        summary="Your seat's view with its legal commands (a spectator's without a token)",
        dependencies=OPTIONAL,
        opt=problems(404, 409, **{ETAG_KEY: True}),
    )
    async def view(
        self,
        game_id: GameId,
        components: ComponentsDep,
        caller: CallerDep,
        min_version: Annotated[
            int | None,
            Parameter(
                ge=0,
                le=10_000_000,
                description=(
                    "Wait (at most CLOWDER_MIN_VERSION_WAIT_SECONDS, default 30 s) until the game is at this "
                    "version or later; 409 version-not-reached with current_version if it does not come"
                ),
            ),
        ] = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[SeatView]:
        raw = await view_bytes(components, game_id, await seat_of(components, game_id, caller), min_version)
        return conditional(raw, if_none_match)


def _is_lobby(event: msgspec.Struct) -> bool:
    return tag_of(event).startswith(LOBBY_PREFIX)
