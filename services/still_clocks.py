"""How long each game has stood still at its version: the clock the deadline and idle watchers share.

A watcher notes every game record it sees (from the log, or loaded); a game it
watches gets a clock started when it is first seen at a version, restarted when
the version moves on, and dropped when it is no longer watched. Time comes from
the injected :class:`~services.clock.Clock`; a restarted process starts every
clock afresh (a game gets more time after a restart, never less).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from domain.hosting.record import GameRecord
from eventstore import RecordedEvent
from services.clock import Clock
from services.game_service import GameService


class StillClocks(ABC):
    def __init__(self, service: GameService, clock: Clock) -> None:
        self.service = service
        self.clock = clock
        #: game id -> (the version it stands at, when it was first seen there)
        self.waiting: dict[str, tuple[int, float]] = {}

    @abstractmethod
    def watches(self, record: GameRecord) -> bool:
        """Whether a game at ``record`` is timed (each watcher says which)."""

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        for record in records:
            self.note(record)

    async def observe(self, game_id: str) -> None:
        self.note(await self.service.records.load(game_id))

    def note(self, record: GameRecord) -> None:
        """Start (or keep) the clock of a watched game at ``record.version``; drop an unwatched one's."""
        if not self.watches(record):
            self.waiting.pop(record.game_id, None)
            return
        seen = self.waiting.get(record.game_id)
        if seen is None or seen[0] != record.version:
            self.waiting[record.game_id] = (record.version, self.clock.now())
