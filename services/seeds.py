"""Each game's secret server seed: fixed and committed to at creation, published after the end.

Every chance event of a game is drawn from the random source its recorded
algorithm derives from this seed (with every seat's client seed for
``hmac-sha256-ctr-v1``), so with the seed an auditor can re-run each decision
and check every shuffle. Its SHA-256 (:func:`commitment_of`) is published in
``lobby.game_created`` before anything is dealt.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Protocol

from psycopg_pool import AsyncConnectionPool

from services.lru import Lru


def new_seed() -> bytes:
    return secrets.token_bytes(32)


def commitment_of(seed: bytes) -> str:
    """The published commitment to a server seed: its SHA-256, in hex."""
    return hashlib.sha256(seed).hexdigest()


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
    """Seeds in PostgreSQL, the last ``capacity`` used kept in memory (``CLOWDER_CACHED_SEEDS``)."""

    def __init__(self, pool: AsyncConnectionPool, capacity: int = 10_000) -> None:
        self._pool = pool
        self._cache: Lru[str, bytes] = Lru(capacity)

    @property
    def capacity(self) -> int:
        return self._cache.capacity

    @property
    def cached_count(self) -> int:
        return len(self._cache)

    async def keep(self, game_id: str, seed: bytes) -> None:
        # The seed kept first wins: a retried creation must commit to the seed it will be played with.
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "INSERT INTO game_seeds (game_id, seed) VALUES (%s, %s)"
                " ON CONFLICT (game_id) DO UPDATE SET game_id = EXCLUDED.game_id RETURNING seed",
                (game_id, seed),
            )
            row = await cursor.fetchone()
        self._cache[game_id] = bytes(row[0]) if row is not None else seed

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
        self._cache[game_id] = seed
        return seed
