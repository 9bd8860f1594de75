from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, get
from litestar.params import HeaderParameter, Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from api.components import Components, ComponentsDep
from api.http.auth import CallerDep, asks
from api.http.openapi import sse
from api.http.openapi_problems import problems
from api.http.reading import load_record
from api.http.routes.games import GameId
from api.http.stream_messages import EventMessage, view_message
from api.http.streaming import KEEPALIVE, KEEPALIVE_SECONDS, hold_token, lease_stream, until_token_ends, watch
from domain.hosting import policy
from domain.hosting.record import GameRecord
from domain.hosting.visibility import seat_view
from services.history import HistoryEntry
from services.live_feed import GameFeed
from services.stream_hub import RESYNC
from services.stream_limits import Lease
from services.token_watch import Hold

_encoder = msgspec.json.Encoder()


class LiveController(Controller):
    path = "/games/{game_id:str}"
    tags = ["live"]

    @get(
        "/stream",
        operation_id="streamGame",
        summary="Server-Sent Events: the game's events as your seat (or a spectator) may see them",
        dependencies=asks(policy.ReadSeat),
        opt={
            **problems(404),
            **sse(
                "GameStreamMessage",
                {"view": "GameStreamView", "event": "GameStreamEvent"},
                "A `view` first, an `event` per game event (`id` is its version), a last `view` when the game ends.",
            ),
        },
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        game_id: GameId,
        components: ComponentsDep,
        caller: CallerDep,
        from_version: Annotated[
            int | None, Parameter(ge=1, le=10_000_000, description="Replay from this version first")
        ] = None,
        last_event_id: Annotated[int | None, HeaderParameter(name="Last-Event-ID", ge=0, le=10_000_000)] = None,
    ) -> ServerSentEvent:
        """Sends a ``view`` event first, then an ``event`` per game event (id = version).

        Each event is shown as the seat you hold when it happens: leave a seat and
        you see as a spectator from then on. Ends after the game's last event.
        Reconnect with ``Last-Event-ID`` to resume. A client holds at most
        ``CLOWDER_STREAMS_PER_TOKEN`` streams (429 ``too-many-streams`` past it).
        A stream opened with a token ends (a last comment line says why) within
        about a second of that token's revocation or expiry.
        """
        latest = await load_record(components, game_id)
        after = last_event_id if last_event_id is not None else (from_version or latest.version + 1) - 1
        base = await _record_at(components, latest, after)
        lease = lease_stream(components, request, caller)
        hold = hold_token(components, request)
        feed = GameFeed(
            components.store, components.games[latest.kind], game_id, base, None if caller is None else caller.player_id
        )
        return ServerSentEvent(until_token_ends(components, _events(components, feed, latest, lease, hold), hold))


async def _record_at(components: Components, latest: GameRecord, after: int) -> GameRecord | None:
    """The game as the client last saw it (None before its creation)."""
    if after <= 0:
        return None
    if after >= latest.version:
        return latest
    return await components.game_records.load_at(latest.game_id, after)


async def _events(
    components: Components, feed: GameFeed, latest: GameRecord, lease: Lease, hold: Hold | None
) -> AsyncGenerator[ServerSentEventMessage, None]:
    try:
        with components.hub.subscribe(components.read_models.game_channel(feed.game_id)) as subscription:
            watch(subscription, hold)
            yield _view(components, latest, latest.seat_of(feed.player_id) if feed.player_id else None)
            for entry in await feed.catch_up():
                yield _message(latest.kind, entry)
            while not feed.finished:
                delivery = await subscription.get(KEEPALIVE_SECONDS)
                if delivery is None:
                    yield KEEPALIVE
                    continue
                entries = None if delivery is RESYNC else feed.hinted(delivery)  # type: ignore[arg-type]
                if entries is None:
                    entries = await feed.catch_up()
                for entry in entries:
                    yield _message(latest.kind, entry)
            if feed.record is not None and feed.sent > latest.version:
                yield _view(components, feed.record, feed.viewer)
    finally:
        lease.release()


def _view(components: Components, record: GameRecord, viewer: int | None) -> ServerSentEventMessage:
    data = _encoder.encode(view_message(seat_view(components.games[record.kind], record, viewer))).decode()
    return ServerSentEventMessage(event="view", data=data)


def _message(kind: str, entry: HistoryEntry) -> ServerSentEventMessage:
    message = EventMessage(kind, entry.version, entry.event, entry.recorded_at, entry.cause, entry.hash)
    return ServerSentEventMessage(event="event", id=entry.version, data=_encoder.encode(message).decode())
