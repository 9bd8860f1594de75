"""A game's history as a viewer may read it.

While the game runs, each event passes through the game's ``visible_event``
for the viewer, and the commands that caused them stay hidden (a committed
face-down card is in its command). Once the game has ended, the whole
history is public, commands and seats included, for auditors.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec

from domain.core.game import Game, Viewer
from eventstore import RecordedEvent
from services.codec import EventCodec
from services.lobby import LOBBY_PREFIX


class Cause(msgspec.Struct, frozen=True):
    """Why a batch of events was appended: stored as each event's metadata."""

    player_id: str | None = None
    seat: int | None = None
    command: Any = None
    #: The stream version the batch was decided at (its chance derives from it).
    decided_at: int = 0
    #: Who decided for the seat when it was not its client: "deadline" or "bot".
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
        if finished:
            cause = _cause_decoder.decode(event.metadata)
            entries.append(HistoryEntry(event.version, decoded, event.recorded_at, cause, chained))
        elif event.type.startswith(LOBBY_PREFIX):
            entries.append(HistoryEntry(event.version, decoded, event.recorded_at, hash=chained))
        else:
            visible = game.visible_event(decoded, viewer)
            entries.append(HistoryEntry(event.version, visible, event.recorded_at, hash=chained))
    return entries
