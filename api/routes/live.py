from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any

import msgspec
from litestar import Controller, get
from litestar.params import HeaderParameter, Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from api.auth import OPTIONAL, CallerDep
from api.components import ComponentsDep
from api.openapi import sse
from api.openapi_problems import problems
from api.reading import fresh_view, load_record
from api.routes.games import GameId
from api.streaming import KEEPALIVE, messages
from domain.core.game import Game
from services.codec import codec_for
from services.game_record import GameRecord, stream_id_of
from services.history import HistoryEntry
from services.lobby import LOBBY_PREFIX
from services.projector import LiveEvent

_live = msgspec.json.Decoder(list[LiveEvent])
_encoder = msgspec.json.Encoder()


class LiveController(Controller):
    path = "/games/{game_id:str}"
    tags = ["live"]

    @get(
        "/stream",
        operation_id="streamGame",
        summary="Server-Sent Events: the game's events as your seat (or a spectator) may see them",
        dependencies=OPTIONAL,
        opt={
            **problems(404),
            **sse({"view": "SeatView", "event": "HistoryEntry"}, "A `view` first, an `event` per game event (`id` is its version), a last `view` when the game ends."),
        },
    )
    async def stream(
        self,
        game_id: GameId,
        components: ComponentsDep,
        caller: CallerDep,
        from_version: Annotated[int | None, Parameter(ge=1, description="Replay from this version first")] = None,
        last_event_id: Annotated[int | None, HeaderParameter(name="Last-Event-ID", ge=0)] = None,
    ) -> ServerSentEvent:
        """Sends a ``view`` event first, then an ``event`` per game event (id = version).

        Ends after the game's last event. Reconnect with ``Last-Event-ID`` to resume.
        """
        record = await load_record(components, game_id)
        viewer = None if caller is None else record.seat_of(caller.player_id)
        after = (last_event_id if last_event_id is not None else (from_version or record.version + 1) - 1)
        return ServerSentEvent(_events(components, record, viewer, after))


async def _events(
    components: ComponentsDep, record: GameRecord, viewer: int | None, after: int
) -> AsyncIterator[ServerSentEventMessage]:
    game = components.games[record.kind]
    codec = codec_for(game)
    pubsub = components.redis.pubsub()
    await pubsub.subscribe(components.read_models.game_channel(record.game_id))
    try:
        yield ServerSentEventMessage(event="view", data=_encoder.encode(fresh_view(components, record, viewer)).decode())
        sent = after
        missed = await components.store.read_stream(stream_id_of(record.game_id), sent + 1)
        for event in missed:
            yield _message(game, codec, event.version, event.type, event.data, viewer)
            sent = event.version
        if record.status == "finished":
            return
        async for message in messages(pubsub):
            if message is None:
                yield KEEPALIVE
                continue
            live = _live.decode(message["data"])
            if live and live[0].version > sent + 1:  # a gap: read it from the store
                gap = await components.store.read_stream(stream_id_of(record.game_id), sent + 1, live[0].version - 1)
                live = [LiveEvent(e.version, e.type, msgspec.Raw(e.data)) for e in gap] + live
            for event in live:
                if event.version <= sent:
                    continue
                yield _message(game, codec, event.version, event.type, bytes(event.data), viewer)
                sent = event.version
            latest = await components.game_log.load(record.game_id)
            if latest.status == "finished":
                yield ServerSentEventMessage(event="view", data=_encoder.encode(fresh_view(components, latest, viewer)).decode())
                return
    finally:
        await pubsub.aclose()


def _message(game: Game[Any, Any, Any, Any], codec: Any, version: int, type_: str, data: bytes, viewer: int | None) -> ServerSentEventMessage:
    decoded = codec.decode_data(data)
    shown = decoded if type_.startswith(LOBBY_PREFIX) else game.visible_event(decoded, viewer)
    entry = HistoryEntry(version=version, event=shown)
    return ServerSentEventMessage(event="event", id=version, data=_encoder.encode(entry).decode())
