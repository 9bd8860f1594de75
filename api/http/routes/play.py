from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.params import Parameter

from api.components import Components, ComponentsDep
from api.http.auth import ActorDep, CallerDep, PlayerDep, asks
from api.http.caching import ETAG_KEY, IfNoneMatch, conditional
from api.http.idempotency_header import IdempotencyKey
from api.http.metrics import counted
from api.http.openapi_problems import problems
from api.http.reading import current_view, game_summary, seat_of
from api.http.routes.games import GameId
from api.http.routes.transparency import locator
from api.http.schemas import CommandResult, SubmitCommandBody
from api.http.waiting import view_at_least
from domain.core.rejection import NotYourTurn
from domain.hosting import policy
from domain.hosting.visibility import SeatView, head_of, seat_view, visible_to
from services.errors import StaleVersion
from services.history import HistoryEntry


class PlayController(Controller):
    path = "/games/{game_id:str}"
    tags = ["play"]

    @post(
        "/commands",
        operation_id="submitCommand",
        summary="Send your seat's command",
        status_code=200,
        dependencies=asks(policy.Act),
        opt=problems(404, conflicts=("stale-version", "not-your-turn", "game-not-running")),
    )
    async def submit(
        self,
        game_id: GameId,
        data: SubmitCommandBody,
        player: PlayerDep,
        actor: ActorDep,
        components: ComponentsDep,
        idempotency_key: IdempotencyKey = None,
    ) -> CommandResult:
        """Validated against the game's rules; an illegal command changes nothing (4xx).

        A ``stale-version`` or ``not-your-turn`` problem says which seats the game waits on
        now (``pending_seats``) at ``current_version``: when several seats decide at once,
        another seat's move makes your ``expected_version`` stale while your decision is
        still owed; if your seat is still pending, read your view and decide again."""
        try:
            answer = await counted(
                components,
                game_id,
                components.service.act(
                    player, game_id, data.command, data.expected_version, idempotency_key, actor=actor
                ),
            )
        except (StaleVersion, NotYourTurn) as refusal:
            await _say_who_is_awaited(components, game_id, refusal)
            raise
        record = answer.record
        game = components.games[record.kind]
        first = record.version - len(answer.events) + 1
        events = [
            HistoryEntry(
                version=first + index,
                event=visible_to(game, event, answer.seat, ended=False),
            )
            for index, event in enumerate(answer.events)
        ]
        head = head_of(record)
        return CommandResult(
            game_id=game_id,
            kind=record.kind,
            version=record.version,
            replayed=answer.replayed,
            events=events,
            view=seat_view(components.games[record.kind], record, answer.seat),
            chain=head,
            receipt=None if head is None else await components.keys.receipt(game_id, head.version, head.hash),  # type: ignore[arg-type]
            log=locator(game_id, first, head),
        )

    @get(
        "/view",
        operation_id="getView",
        summary="Your seat's view with its legal commands (a spectator's without a token)",
        dependencies=asks(policy.ReadSeat),
        opt={**problems(404, conflicts=("version-not-reached",)), ETAG_KEY: True},
    )
    async def view(
        self,
        request: Request[Any, Any, Any],
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
                    "version or later; 409 version-not-reached with current_version if it does not come. "
                    "A client waits on at most CLOWDER_WAITING_READS_PER_TOKEN (16) at once: past it a 429 "
                    "too-many-waiting-reads with Retry-After"
                ),
            ),
        ] = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[SeatView]:
        if min_version is None:
            raw, _ = await current_view(components, game_id, await seat_of(components, game_id, caller))
        else:
            raw = await view_at_least(components, request, game_id, caller, min_version)
        return conditional(raw, if_none_match)


async def _say_who_is_awaited(components: Components, game_id: str, refusal: Exception) -> None:
    """The game's pending seats and version now, on the refusal (its problem carries them)."""
    try:
        summary = await game_summary(components, game_id)
    except Exception:  # the refusal stands without them
        return
    refusal.pending_seats = list(summary.pending_seats)  # type: ignore[attr-defined]
    refusal.current_version = summary.version  # type: ignore[attr-defined]
