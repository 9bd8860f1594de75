"""A registration's Idempotency-Key: how its retries get the first answer, token included.

The answer to ``POST /players`` holds the new player's token, which the
service otherwise keeps only as a SHA-256. To answer a retry with it, the
token is kept sealed (AES-GCM, cryptography's) under a key derived from the
Idempotency-Key by HKDF, and the row is found by another SHA-256 of the
Idempotency-Key: the table alone opens no token, and only a client that holds
the key (the one that sent it) gets the token back. Keys must be long enough
not to be guessed (the route asks for 16 characters at least, a UUID's hex is 32).
"""

from __future__ import annotations

import hashlib
import os
from typing import Any

import msgspec
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from psycopg import AsyncConnection

from services.errors import IdempotencyKeyReused

_NONCE_BYTES = 12
_CONTEXT = b"clowder registration replay v1"


def key_digest(idempotency_key: str) -> bytes:
    """How the row is found: the key itself is never stored."""
    return hashlib.sha256(b"clowder registration key\x00" + idempotency_key.encode()).digest()


def seal(idempotency_key: str, token: str, context: bytes = _CONTEXT) -> bytes:
    """``token`` sealed under a key derived from ``idempotency_key`` and ``context`` (what it is for:
    a registration here, a token's key in services/token_keys.py), which it is also bound to."""
    nonce = os.urandom(_NONCE_BYTES)
    return nonce + AESGCM(_sealing_key(idempotency_key, context)).encrypt(nonce, token.encode(), context)


def unseal(idempotency_key: str, sealed: bytes, context: bytes = _CONTEXT) -> str:
    nonce, box = sealed[:_NONCE_BYTES], sealed[_NONCE_BYTES:]
    return AESGCM(_sealing_key(idempotency_key, context)).decrypt(nonce, box, context).decode()


def _sealing_key(idempotency_key: str, context: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=context).derive(idempotency_key.encode())


class KeyedRegistration(msgspec.Struct, frozen=True):
    """A registration's Idempotency-Key and the fingerprint of its request."""

    idempotency_key: str
    fingerprint: bytes


async def recorded(conn: AsyncConnection[Any], keyed: KeyedRegistration) -> tuple[str, str] | None:
    """The ``(player_id, token)`` an earlier registration with this key recorded, if any.

    The same key with another request is refused (422), as for commands."""
    cursor = await conn.execute(
        "SELECT player_id, fingerprint, sealed_token FROM registration_keys WHERE key_sha256 = %s",
        (key_digest(keyed.idempotency_key),),
    )
    row = await cursor.fetchone()
    if row is None:
        return None
    player_id, fingerprint, sealed = row
    if bytes(fingerprint) != keyed.fingerprint:
        raise IdempotencyKeyReused(
            "this Idempotency-Key was already used to register another player (the name, bot, handle or "
            "registering token differ); send a new key for a new registration"
        )
    return player_id, unseal(keyed.idempotency_key, bytes(sealed))


async def record(conn: AsyncConnection[Any], keyed: KeyedRegistration, player_id: str, token: str) -> bool:
    """Keep the key with the registration, in its transaction; False if another attempt kept it first."""
    cursor = await conn.execute(
        """INSERT INTO registration_keys (key_sha256, fingerprint, player_id, sealed_token)
           VALUES (%s, %s, %s, %s) ON CONFLICT (key_sha256) DO NOTHING""",
        (key_digest(keyed.idempotency_key), keyed.fingerprint, player_id, seal(keyed.idempotency_key, token)),
    )
    return cursor.rowcount == 1
