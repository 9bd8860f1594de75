"""Quick play's parts on a real PostgreSQL and Redis, with a wall clock tests move by hand."""

from __future__ import annotations

from dataclasses import dataclass

from services.clock import FakeClock
from services.game_records import GameRecords
from services.game_service import GameService
from services.house_bots import HouseBots
from services.matchmaking import Matchmaking, SeekRequest
from services.matchmaking_manager import MatchmakingManager
from services.matchmaking_queues import Queues
from services.players import Player
from services.seek_book import SeekView
from services.seek_channels import RedisAnnouncer
from tests.integration.conftest import Wiring

#: Seconds a seek waits before it expires, here.
SEEK_SECONDS = 60.0


@dataclass
class QuickPlay:
    wiring: Wiring
    clock: FakeClock
    matchmaking: Matchmaking

    def manager(self) -> MatchmakingManager:
        """A fresh process manager, as after a worker's restart: nothing cached, its own game log."""
        wiring = self.wiring
        games = GameService(
            wiring.games, GameRecords(wiring.store, wiring.games), wiring.service.seeds, wiring.service.notifier
        )
        return MatchmakingManager(
            fresh_queues(wiring), games, wiring.players, HouseBots(wiring.pool), wall=self.clock.now
        )

    async def player(self, name: str) -> Player:
        return (await self.wiring.players.register(name)).player

    async def seek(self, player: Player, kind: str = "feed-the-kitten", seats: int = 2, **extra: object) -> SeekView:
        return await self.matchmaking.post(player, SeekRequest(kind, seats, **extra))  # type: ignore[arg-type]

    async def games_made(self) -> list[str]:
        """Every quick-play game in the store (their ids start with ``q``)."""
        async with self.wiring.pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT DISTINCT stream_id FROM events WHERE stream_id LIKE 'game-q%' ORDER BY stream_id"
            )
            return [row[0].removeprefix("game-") for row in await cursor.fetchall()]


def fresh_queues(wiring: Wiring) -> Queues:
    return Queues(
        wiring.store, wiring.service.seeds, wiring.service.notifier, RedisAnnouncer(wiring.redis, wiring.prefix)
    )


def quick_play(wiring: Wiring) -> QuickPlay:
    clock = FakeClock(1_764_000_000.0)
    return QuickPlay(wiring, clock, Matchmaking(fresh_queues(wiring), wiring.games, SEEK_SECONDS, wall=clock.now))
