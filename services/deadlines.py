"""Decision deadlines: a seat that lets its time pass gets the game's default command.

A game created with ``decision_seconds`` gives each pending seat that long
from the moment the watcher sees the game waiting on it (time comes from the
injected :class:`~services.clock.Clock`, never from the domain). When the time
has passed and the game is still at that version, the watcher plays the
game's ``default_command`` for each seat still pending, recorded with
``by: "deadline"``. A restarted watcher starts every clock afresh: a seat may
get more time after a restart, never less.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec
import structlog

from domain.core.rejection import Rejected
from domain.hosting.record import GameRecord
from eventstore import RecordedEvent
from services.clock import Clock
from services.errors import ServiceError
from services.game_service import GameService
from services.players import Player

log = structlog.get_logger(__name__)


class DeadlineWatcher:
    def __init__(self, service: GameService, clock: Clock) -> None:
        self.service = service
        self.clock = clock
        #: game id -> (version seen waiting, when it was first seen so)
        self.waiting: dict[str, tuple[int, float]] = {}
        self.defaults_played = 0

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        for record in records:
            self.note(record)

    async def observe(self, game_id: str) -> None:
        self.note(await self.service.records.load(game_id))

    def note(self, record: GameRecord) -> None:
        """Start (or keep) the clock of a game waiting at ``record.version``."""
        game_id = record.game_id
        if record.decision_seconds is None or record.status != "running":
            self.waiting.pop(game_id, None)
            return
        seen = self.waiting.get(game_id)
        if seen is None or seen[0] != record.version:
            self.waiting[game_id] = (record.version, self.clock.now())

    async def tick(self) -> None:
        """Play the default command for every seat whose time has passed."""
        now = self.clock.now()
        for game_id, (version, since) in list(self.waiting.items()):
            record = await self.service.records.load(game_id)
            if record.version != version or record.status != "running":
                await self.observe(game_id)
                continue
            assert record.decision_seconds is not None
            if now - since < record.decision_seconds:
                continue
            await self._default(game_id, version)
            await self.observe(game_id)

    async def _default(self, game_id: str, version: int) -> None:
        record = await self.service.records.load(game_id)
        game = self.service.records.game_of(record)
        for seat in sorted(game.pending_seats(record.state)):
            holder = record.seats[seat]
            command = game.default_command(record.state, seat)
            if holder is None or command is None:
                continue
            try:
                await self.service.act(
                    Player(holder.player_id, holder.name),
                    game_id,
                    msgspec.to_builtins(command),
                    expected_version=record.version,
                    by="deadline",
                )
            except (Rejected, ServiceError) as refusal:
                log.info("deadline.skipped", game_id=game_id, seat=seat, reason=str(refusal))
                return
            self.defaults_played += 1
            log.info("deadline.default_played", game_id=game_id, seat=seat, version=version)
            record = await self.service.records.load(game_id)
