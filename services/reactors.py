"""One reader of the log for every reactor (deadlines, ratings, bots, tournaments).

Each reactor used to follow the log on its own: four reads of every batch,
four checkpoint writes, and a store read per touched game per reactor. Now
one follower reads a batch, advances each touched game's record once (folded
from the batch itself), and hands the records to every reactor, which picks
the few it cares about. Reactors are idempotent, so the shared checkpoint may
be saved lazily: a restart repeats at most the last second of work.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from domain.hosting.record import GameRecord
from eventstore import RecordedEvent
from services.game_records import GameRecords


class Reactor(Protocol):
    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        """``records``: each game the batch touched, as of the batch's end."""
        ...


class Reactors:
    def __init__(self, records: GameRecords, reactors: Sequence[Reactor]) -> None:
        self.records = records
        self.reactors = reactors

    async def handle(self, batch: list[RecordedEvent]) -> None:
        by_stream: dict[str, list[RecordedEvent]] = {}
        for event in batch:
            if event.stream_id.startswith("game-"):
                by_stream.setdefault(event.stream_id, []).append(event)
        advanced = [
            await self.records.advance_readable(stream.removeprefix("game-"), events)
            for stream, events in by_stream.items()
        ]
        await self.react([record for record in advanced if record is not None], batch)

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        """Hand records already folded to the batch's end (by the projector that shares this
        batch, services/log_pump.py) to every reactor."""
        for reactor in self.reactors:
            await reactor.react(records, batch)
