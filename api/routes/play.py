from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Response, get, post
from litestar.params import HeaderParameter, JSONBody, Parameter

from api.auth import OPTIONAL, REQUIRED, CallerDep, PlayerDep
from api.components import ComponentsDep
from api.reading import fresh_view, seat_of, view_bytes
from api.routes.games import GameId
from api.schemas import CommandResult, SubmitCommand
from services.codec import tag_of
from services.history import HistoryEntry
from services.lobby import LOBBY_PREFIX
from services.views import SeatView

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
    )
    async def submit(
        self,
        game_id: GameId,
        data: JSONBody[SubmitCommand],
        player: PlayerDep,
        components: ComponentsDep,
        idempotency_key: IdempotencyKey = None,
    ) -> CommandResult:
        """Validated against the game's rules; an illegal command changes nothing (4xx)."""
        acted = await components.service.act(
            player, game_id, data.command, data.expected_version, idempotency_key
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
        return CommandResult(
            game_id=game_id,
            version=record.version,
            replayed=acted.replayed,
            events=events,
            view=fresh_view(components, record, acted.seat),
        )

    @get(
        "/view",
        operation_id="getView",
        summary="Your seat's view with its legal commands (a spectator's without a token)",
        dependencies=OPTIONAL,
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
                description=(
                    "Wait (at most CLOWDER_MIN_VERSION_WAIT_SECONDS, default 30 s) until the game is at this "
                    "version or later; 409 version-not-reached with current_version if it does not come"
                ),
            ),
        ] = None,
    ) -> Response[SeatView]:
        raw = await view_bytes(components, game_id, await seat_of(components, game_id, caller), min_version)
        return Response(raw, media_type="application/json")  # type: ignore[arg-type]


def _is_lobby(event: msgspec.Struct) -> bool:
    return tag_of(event).startswith(LOBBY_PREFIX)
