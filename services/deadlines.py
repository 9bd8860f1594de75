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

import msgspec
import structlog

from domain.core.rejection import Rejected
from domain.hosting.record import GameRecord
from services.clock import Clock
from services.errors import ServiceError
from services.game_service import GameService
from services.players import Player
from services.still_clocks import StillClocks

log = structlog.get_logger(__name__)


class DeadlineWatcher(StillClocks):
    def __init__(self, service: GameService, clock: Clock) -> None:
        super().__init__(service, clock)
        self.defaults_played = 0

    def watches(self, record: GameRecord) -> bool:
        """A running game with deadlines waits on its pending seats."""
        return record.decision_seconds is not None and record.status == "running"

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
