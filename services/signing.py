"""The service's signing keys: kept in PostgreSQL, shared by every API process, rotatable.

The first process to start creates the key (a partial unique index lets only
one key be active, so concurrent first starts agree on one). Each process
caches the active key for ``refresh_seconds``: after a rotation, another
process may sign with the retired key for that long, which is harmless since
retired keys stay published and their signatures stay valid.
"""

from __future__ import annotations

import time
from datetime import datetime

import msgspec
from psycopg_pool import AsyncConnectionPool

from domain.audit.receipts import PublicKey, Receipt, ReceiptSigner, key_id_of, new_private_key


class SigningKey(msgspec.Struct, frozen=True):
    key_id: str
    private_key: bytes


class PostgresKeys:
    def __init__(self, pool: AsyncConnectionPool, refresh_seconds: float = 30.0) -> None:
        self._pool = pool
        self._refresh = refresh_seconds
        self._active: SigningKey | None = None
        self._signer: ReceiptSigner | None = None
        self._loaded_at = 0.0

    async def ensure(self) -> SigningKey:
        """The active key, created if there is none (first start)."""
        private, public = new_private_key()
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO signing_keys (key_id, private_key, public_key) VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                (key_id_of(public), private, public),
            )
        return await self._load()

    async def active(self) -> SigningKey:
        if self._active is None or time.monotonic() - self._loaded_at > self._refresh:
            return await self.ensure() if self._active is None else await self._load()
        return self._active

    async def rotate(self) -> SigningKey:
        """Retire the active key and make a new one, in one transaction."""
        private, public = new_private_key()
        async with self._pool.connection() as conn, conn.transaction():
            await conn.execute("UPDATE signing_keys SET retired_at = now() WHERE retired_at IS NULL")
            await conn.execute(
                "INSERT INTO signing_keys (key_id, private_key, public_key) VALUES (%s, %s, %s)",
                (key_id_of(public), private, public),
            )
        return await self._load()

    async def receipt(self, game_id: str, version: int, head: str) -> Receipt:
        key = await self.active()
        if self._signer is None or self._signer.key_id != key.key_id:
            self._signer = ReceiptSigner(key.private_key)
        return self._signer.sign(game_id, version, head)

    async def public_keys(self) -> list[PublicKey]:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT key_id, public_key, algorithm, created_at, retired_at FROM signing_keys ORDER BY created_at"
            )
            rows = await cursor.fetchall()
        return [
            PublicKey(key_id, bytes(public).hex(), algorithm, _iso(created), _iso(retired))
            for key_id, public, algorithm, created, retired in rows
        ]

    async def _load(self) -> SigningKey:
        async with self._pool.connection() as conn:
            cursor = await conn.execute("SELECT key_id, private_key FROM signing_keys WHERE retired_at IS NULL")
            row = await cursor.fetchone()
        if row is None:
            return await self.ensure()
        self._active, self._loaded_at = SigningKey(row[0], bytes(row[1])), time.monotonic()
        return self._active


def _iso(at: datetime | None) -> str | None:
    return None if at is None else at.isoformat()
