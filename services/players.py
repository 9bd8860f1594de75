"""Players and their bearer tokens.

A token is shown once, at registration; only its SHA-256 is stored, so a
leaked table gives nobody a seat.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from typing import Protocol

import msgspec
from psycopg_pool import AsyncConnectionPool


class Player(msgspec.Struct, frozen=True):
    player_id: str
    name: str


class Registration(msgspec.Struct, frozen=True):
    player: Player
    token: str


class PlayerRegistry(Protocol):
    async def register(self, name: str) -> Registration: ...

    async def authenticate(self, token: str) -> Player | None: ...


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


def _new_registration(name: str) -> Registration:
    player = Player(player_id=uuid.uuid4().hex[:16], name=name)
    return Registration(player=player, token=secrets.token_urlsafe(24))


class InMemoryPlayers:
    def __init__(self) -> None:
        self._by_digest: dict[bytes, Player] = {}

    async def register(self, name: str) -> Registration:
        registration = _new_registration(name)
        self._by_digest[_digest(registration.token)] = registration.player
        return registration

    async def authenticate(self, token: str) -> Player | None:
        return self._by_digest.get(_digest(token))


class PostgresPlayers:
    """Players in PostgreSQL, with the tokens already seen cached in memory."""

    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool
        self._known: dict[bytes, Player] = {}

    async def register(self, name: str) -> Registration:
        registration = _new_registration(name)
        digest = _digest(registration.token)
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO players (player_id, name, token_sha256) VALUES (%s, %s, %s)",
                (registration.player.player_id, name, digest),
            )
        self._known[digest] = registration.player
        return registration

    async def authenticate(self, token: str) -> Player | None:
        digest = _digest(token)
        known = self._known.get(digest)
        if known is not None:
            return known
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT player_id, name FROM players WHERE token_sha256 = %s", (digest,)
            )
            row = await cursor.fetchone()
        if row is None:
            return None
        player = Player(player_id=row[0], name=row[1])
        self._known[digest] = player
        return player
