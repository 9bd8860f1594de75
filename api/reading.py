"""Serving reads from the read models, falling back to the store.

Redis is disposable: when a model is missing (a flushed Redis, a projector
that has not caught up) or older than the client asks for, the answer is
computed from the store instead, never a 404 for a game that exists.
"""

from __future__ import annotations

import msgspec

from api.components import Components
from services.game_record import GameRecord
from services.players import Player
from services.views import GameSummary, SeatView, seat_view, summarize

_summary = msgspec.json.Decoder(GameSummary)


class _Versioned(msgspec.Struct):
    version: int


_versioned = msgspec.json.Decoder(_Versioned)


async def load_record(components: Components, game_id: str) -> GameRecord:
    return await components.game_log.load(game_id)


async def game_summary(components: Components, game_id: str) -> GameSummary:
    raw = await components.read_models.summary(game_id)
    if raw is not None:
        return _summary.decode(raw)
    record = await load_record(components, game_id)
    return summarize(components.games[record.kind], record)


async def seat_of(components: Components, game_id: str, player: Player | None) -> int | None:
    """The caller's seat. The read model may lag behind a join, so a player it
    does not list yet is looked up in the store before being taken for a spectator."""
    if player is None:
        return None
    raw = await components.read_models.summary(game_id)
    if raw is not None:
        for info in _summary.decode(raw).seats:
            if info.player_id == player.player_id:
                return info.seat
    return (await load_record(components, game_id)).seat_of(player.player_id)


async def view_bytes(
    components: Components, game_id: str, viewer: int | None, min_version: int | None
) -> bytes:
    raw = await components.read_models.view(game_id, viewer)
    if raw is not None and (min_version is None or _versioned.decode(raw).version >= min_version):
        return raw
    record = await load_record(components, game_id)
    return msgspec.json.encode(fresh_view(components, record, viewer))


def fresh_view(components: Components, record: GameRecord, viewer: int | None) -> SeatView:
    return seat_view(components.games[record.kind], record, viewer)

