"""The server-side bot runner: plays every seat held by a built-in bot player.

It follows the store's global log like the projector, woken by the same Redis
notifications. For each game that moved it loads the latest record and, for
each pending seat whose player is a bot, sends that bot's choice with the
version it decided on. A stale version or a rejection means another runner
(or a restart) got there first: the next event brings the game back here.
Bots see what a client sees: the seat's view and legal commands as JSON.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import msgspec
import structlog

from domain.core.rejection import Rejected
from domain.hosting.record import GameRecord
from eventstore import RecordedEvent
from services.bots import bot_for
from services.errors import ServiceError
from services.game_service import GameService
from services.players import Player, PlayerRegistry

log = structlog.get_logger(__name__)


def as_json(value: Any) -> Any:
    """``value`` exactly as a client would receive it."""
    return msgspec.json.decode(msgspec.json.encode(value))


class BotRunner:
    def __init__(self, service: GameService, players: PlayerRegistry, seed: int = 0) -> None:
        self.service = service
        self.players = players
        self.seed = seed
        self.moves = 0

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        """Play the games in which a bot owes a decision (most games have no bot)."""
        for record in records:
            if record.status == "running" and await self._bot_pending(record):
                await self.play(record.game_id)

    async def _bot_pending(self, record: GameRecord) -> bool:
        for seat in self.service.records.game_of(record).pending_seats(record.state):
            player = await self._bot_at(record, seat)
            if player is not None and player.bot is not None:
                return True
        return False

    async def play(self, game_id: str) -> None:
        """Make every move bots owe in this game, until it waits on someone else."""
        for _ in range(10_000):
            record = await self.service.records.load(game_id)
            if record.status != "running" or not await self._move_once(record):
                return

    async def _move_once(self, record: GameRecord) -> bool:
        game = self.service.records.game_of(record)
        for seat in sorted(game.pending_seats(record.state)):
            player = await self._bot_at(record, seat)
            if player is None or player.bot is None:
                continue
            view = as_json(game.view(record.state, seat))
            legal = as_json(list(game.legal_commands(record.state, seat)))
            chooser = random.Random(f"{self.seed}:{record.game_id}:{record.version}:{seat}")
            command = bot_for(record.kind, player.bot).choose(view, legal, chooser)
            try:
                await self.service.act(player, record.game_id, command, expected_version=record.version, by="bot")
            except (Rejected, ServiceError) as refusal:
                log.info("bot.refused", game_id=record.game_id, seat=seat, reason=str(refusal))
                return False
            self.moves += 1
            return True
        return False

    async def _bot_at(self, record: GameRecord, seat: int) -> Player | None:
        holder = record.seats[seat]
        return None if holder is None else await self.players.get(holder.player_id)
