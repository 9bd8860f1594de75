"""Each game's secret seed: fixed at creation, kept on the server, published after the end.

Every chance event of a game is drawn from ``SeededRandom(seed, version)``, so
with the seed an auditor can re-run each decision and check every shuffle.
"""

from __future__ import annotations

import secrets
from typing import Protocol

from psycopg_pool import AsyncConnectionPool


def new_seed() -> bytes:
    return secrets.token_bytes(32)


class SeedVault(Protocol):
    async def keep(self, game_id: str, seed: bytes) -> None: ...

    async def seed_of(self, game_id: str) -> bytes: ...


class InMemorySeeds:
    def __init__(self) -> None:
        self._seeds: dict[str, bytes] = {}

    async def keep(self, game_id: str, seed: bytes) -> None:
        self._seeds.setdefault(game_id, seed)

    async def seed_of(self, game_id: str) -> bytes:
        return self._seeds[game_id]


class PostgresSeeds:
    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool
        self._cache: dict[str, bytes] = {}

    async def keep(self, game_id: str, seed: bytes) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO game_seeds (game_id, seed) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (game_id, seed),
            )
        self._cache[game_id] = seed

    async def seed_of(self, game_id: str) -> bytes:
        cached = self._cache.get(game_id)
        if cached is not None:
            return cached
        async with self._pool.connection() as conn:
            cursor = await conn.execute("SELECT seed FROM game_seeds WHERE game_id = %s", (game_id,))
            row = await cursor.fetchone()
        if row is None:
            raise KeyError(game_id)
        seed = bytes(row[0])
        if len(self._cache) > 100_000:
            self._cache.clear()
        self._cache[game_id] = seed
        return seed
