"""A game's history as a viewer may read it.

While the game runs, each event passes through the game's ``visible_event``
for the viewer, and the commands that caused them stay hidden (a committed
face-down card is in its command). Once the game has ended, the whole
history is public, commands and seats included, for auditors.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

import msgspec

from domain.core.game import Game, Viewer
from domain.hosting.record import GameRecord, stream_id_of
from domain.hosting.visibility import visible_to
from eventstore import EventStore, RecordedEvent
from services.codec import EventCodec, codec_for

#: The values of ``Cause.by`` (the spec's enum; the struct keeps ``str`` for its callers).
By = Literal["deadline", "bot", "idle", "admin"]


class Cause(msgspec.Struct, frozen=True):
    """Why a batch of events was appended: stored as each event's metadata."""

    player_id: str | None = None
    seat: int | None = None
    command: Any = None
    #: The stream version the batch was decided at (its chance derives from it).
    decided_at: int = 0
    #: Who decided when it was not the seat's client: a ``deadline``'s default move, a built-in
    #: ``bot``, the service ending an ``idle`` game, an operator (``admin``).
    by: str | None = None


class HistoryEntry(msgspec.Struct, frozen=True):
    version: int
    event: Any
    recorded_at: datetime | None = None
    #: Who caused the event and with what command: shown once the game has ended.
    cause: Cause | None = None
    #: The event's hash in the game's chain (docs/fairness.md); None before chains.
    #: Salted with a secret until the end, so it betrays no hidden card.
    hash: str | None = None


_cause_decoder = msgspec.json.Decoder(Cause)


class _Hashed(msgspec.Struct):
    hash: str | None = None


_hash_decoder = msgspec.json.Decoder(_Hashed)


async def history_of(
    store: EventStore, game: Game[Any, Any, Any, Any], record: GameRecord, viewer: Viewer, first: int, last: int | None
) -> list[HistoryEntry]:
    """The game's events from version ``first`` to ``last`` as ``viewer`` may see them now."""
    recorded = await store.read_stream(stream_id_of(record.game_id), first, last)
    return visible_history(game, codec_for(game), recorded, viewer, record.status == "finished")


def visible_history(
    game: Game[Any, Any, Any, Any],
    codec: EventCodec,
    recorded: list[RecordedEvent],
    viewer: Viewer,
    finished: bool,
) -> list[HistoryEntry]:
    entries = []
    for event in recorded:
        decoded = codec.decode(event)
        chained = _hash_decoder.decode(event.metadata).hash
        visible = visible_to(game, decoded, viewer, ended=finished)
        cause = _cause_decoder.decode(event.metadata) if finished else None
        entries.append(HistoryEntry(event.version, visible, event.recorded_at, cause, chained))
    return entries
