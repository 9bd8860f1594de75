"""A live stream's events, each redacted for whoever holds the caller's seat *then*.

A stream used to decide its viewer once, at connect: a player who left a seat
kept seeing as that seat, and so saw the next holder's hand. A feed instead
folds its own :class:`GameRecord` through every event it sends (lobby seat
events included) and redacts each event with ``visible_event(event, seat)``
where ``seat`` is the caller's seat in the record just before that event.

Events come from two places and are sent exactly once, in version order:
the hub's messages (content hints, taken only when they follow on the last
version sent) and the store (the truth, read from the last version sent
whenever a hint is missing, out of order, or the hub says RESYNC).
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.core.game import Game, Viewer
from domain.hosting.events import GameCreated
from domain.hosting.record import GameRecord, evolve_record, record_created, stream_id_of
from domain.hosting.visibility import visible_to
from eventstore import EventStore
from services.chained import hash_of
from services.codec import codec_for, decode_lobby_data
from services.history import HistoryEntry
from services.projector import LiveEvent

_live = msgspec.json.Decoder(list[LiveEvent])


class GameFeed:
    def __init__(
        self,
        store: EventStore,
        game: Game[Any, Any, Any, Any],
        game_id: str,
        record: GameRecord | None,
        player_id: str | None,
    ) -> None:
        """``record`` is the game as of the last version the client has (None: nothing yet)."""
        self.store = store
        self.game = game
        self.game_id = game_id
        self.record = record
        self.player_id = player_id
        self._codec = codec_for(game)

    @property
    def sent(self) -> int:
        """The last version sent (or that the client had)."""
        return 0 if self.record is None else self.record.version

    @property
    def finished(self) -> bool:
        return self.record is not None and self.record.status == "finished"

    @property
    def viewer(self) -> Viewer:
        """The caller's seat now (None: a spectator)."""
        if self.record is None or self.player_id is None:
            return None
        return self.record.seat_of(self.player_id)

    async def catch_up(self) -> list[HistoryEntry]:
        """Everything the store holds past the last version sent."""
        recorded = await self.store.read_stream(stream_id_of(self.game_id), self.sent + 1)
        return [self._take(event.version, event.type, event.data, hash_of(event)) for event in recorded]

    def hinted(self, message: bytes) -> list[HistoryEntry] | None:
        """The events a hub message brings, or None when it leaves a gap (read the store)."""
        try:
            live = [event for event in _live.decode(message) if event.version > self.sent]
        except msgspec.DecodeError:  # not a hint we understand: the store knows
            return None
        if any(event.version != self.sent + 1 + index for index, event in enumerate(live)):
            return None
        return [self._take(event.version, event.type, bytes(event.data), event.hash) for event in live]

    def _take(self, version: int, type_: str, data: bytes, hash_: str | None) -> HistoryEntry:
        """Fold one event into the record and show it as the caller's seat before it may."""
        if self.record is None:
            created = decode_lobby_data(data)
            if not isinstance(created, GameCreated):
                raise ValueError(f"game {self.game_id}: the stream does not start with its creation")
            self.record = record_created(self.game, created)
            return HistoryEntry(version=version, event=created, hash=hash_)
        if version != self.record.version + 1:
            raise ValueError(f"game {self.game_id}: version {version} after {self.record.version}")
        event = self._codec.decode_data(data)
        viewer = self.viewer
        self.record = evolve_record(self.game, self.record, event)
        shown = visible_to(self.game, event, viewer, ended=False)
        return HistoryEntry(version=version, event=shown, hash=hash_)
