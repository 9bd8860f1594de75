"""The command path and the read side on a real PostgreSQL and a real Redis."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest
from psycopg_pool import AsyncConnectionPool
from redis.asyncio import Redis

from eventstore.postgres import PostgresEventStore, open_pool
from services.game_records import GameRecords
from services.game_registry import all_games
from services.game_service import GameService
from services.notifier import RedisNotifier
from services.players import Player, PostgresPlayers
from services.seeds import PostgresSeeds


@dataclass
class Wiring:
    store: PostgresEventStore
    service: GameService
    players: PostgresPlayers
    redis: Redis
    pool: AsyncConnectionPool
    prefix: str
    games: Any


@pytest.fixture
async def wiring(fresh_database_url: str, redis_url: str) -> AsyncIterator[Wiring]:
    pool = await open_pool(fresh_database_url, min_size=2, max_size=20)
    redis = Redis.from_url(redis_url)
    prefix = f"it-{uuid.uuid4().hex[:8]}:"
    store = PostgresEventStore(pool)
    games = all_games()
    seeds = PostgresSeeds(pool)
    service = GameService(games, GameRecords(store, games), seeds, RedisNotifier(redis, f"{prefix}events"))
    try:
        yield Wiring(store, service, PostgresPlayers(pool), redis, pool, prefix, games)
    finally:
        async for key in redis.scan_iter(match=f"{prefix}*"):
            await redis.delete(key)
        await redis.aclose()
        await pool.close()


async def started_game(wiring: Wiring, kind: str = "feed-the-kitten", seats: int = 2) -> tuple[str, list[Player]]:
    players = [(await wiring.players.register(f"p{seat}")).player for seat in range(seats)]
    record = await wiring.service.create_game(players[0], kind, seats, {})
    for player in players:
        await wiring.service.join(player, record.game_id)
    await wiring.service.start(players[0], record.game_id)
    return record.game_id, players
