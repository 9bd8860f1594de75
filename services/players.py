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
    #: The built-in bot the server plays this player with (None: a client plays it).
    bot: str | None = None


class Registration(msgspec.Struct, frozen=True):
    player: Player
    token: str


class PlayerRegistry(Protocol):
    async def register(self, name: str, bot: str | None = None) -> Registration: ...

    async def authenticate(self, token: str) -> Player | None: ...

    async def get(self, player_id: str) -> Player | None: ...


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


def _new_registration(name: str, bot: str | None) -> Registration:
    player = Player(player_id=uuid.uuid4().hex[:16], name=name, bot=bot)
    return Registration(player=player, token=secrets.token_urlsafe(24))


class InMemoryPlayers:
    def __init__(self) -> None:
        self._by_digest: dict[bytes, Player] = {}
        self._by_id: dict[str, Player] = {}

    async def register(self, name: str, bot: str | None = None) -> Registration:
        registration = _new_registration(name, bot)
        self._by_digest[_digest(registration.token)] = registration.player
        self._by_id[registration.player.player_id] = registration.player
        return registration

    async def authenticate(self, token: str) -> Player | None:
        return self._by_digest.get(_digest(token))

    async def get(self, player_id: str) -> Player | None:
        return self._by_id.get(player_id)


class PostgresPlayers:
    """Players in PostgreSQL, with the tokens already seen cached in memory."""

    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool
        self._known: dict[bytes, Player] = {}
        self._by_id: dict[str, Player] = {}

    async def register(self, name: str, bot: str | None = None) -> Registration:
        registration = _new_registration(name, bot)
        digest = _digest(registration.token)
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO players (player_id, name, token_sha256, bot) VALUES (%s, %s, %s, %s)",
                (registration.player.player_id, name, digest, bot),
            )
        self._known[digest] = registration.player
        self._by_id[registration.player.player_id] = registration.player
        return registration

    async def get(self, player_id: str) -> Player | None:
        known = self._by_id.get(player_id)
        if known is not None:
            return known
        async with self._pool.connection() as conn:
            cursor = await conn.execute("SELECT player_id, name, bot FROM players WHERE player_id = %s", (player_id,))
            row = await cursor.fetchone()
        if row is None:
            return None
        player = Player(player_id=row[0], name=row[1], bot=row[2])
        self._by_id[player.player_id] = player
        return player

    async def authenticate(self, token: str) -> Player | None:
        digest = _digest(token)
        known = self._known.get(digest)
        if known is not None:
            return known
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT player_id, name, bot FROM players WHERE token_sha256 = %s", (digest,)
            )
            row = await cursor.fetchone()
        if row is None:
            return None
        player = Player(player_id=row[0], name=row[1], bot=row[2])
        self._known[digest] = player
        return player
