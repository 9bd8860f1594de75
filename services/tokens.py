"""Scoped, named, revocable bearer tokens (as Lichess's personal tokens).

Scopes: ``play`` (act in games: create, join, start, send commands),
``read`` (read what your seats see: views, streams, your decisions; ``play``
includes it), ``organize`` (create and run tournaments) and ``admin`` (the
operator's actions under ``/admin``). ``admin`` is never granted over the
network: only ``clowder admin create-token``, talking to PostgreSQL, makes one.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import msgspec
from psycopg import AsyncConnection

from domain.hosting.policy import IMPLIED_SCOPES

PLAY, READ, ORGANIZE, ADMIN = "play", "read", "organize", "admin"
#: What a player may grant itself through ``POST /players/me/tokens``.
NETWORK_SCOPES: tuple[str, ...] = (PLAY, ORGANIZE, READ)
ALL_SCOPES: tuple[str, ...] = (*NETWORK_SCOPES, ADMIN)
#: A scope that includes another: the policy's rule (domain/hosting/policy.py).
_IMPLIES = IMPLIED_SCOPES


class TokenInfo(msgspec.Struct, frozen=True):
    """A token as its owner (or an operator) sees it: never the secret itself."""

    token_id: str
    player_id: str
    name: str
    scopes: list[str]
    created_at: datetime
    expires_at: datetime | None
    revoked_at: datetime | None


class IssuedToken(msgspec.Struct, frozen=True):
    info: TokenInfo
    #: Shown once, at creation.
    token: str


def effective_scopes(scopes: frozenset[str] | Sequence[str]) -> frozenset[str]:
    held = frozenset(scopes)
    return held.union(*(_IMPLIES.get(scope, frozenset()) for scope in held))


def digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


token_row = "token_id, player_id, name, scopes, created_at, expires_at, revoked_at"


async def insert_token(
    conn: AsyncConnection[Any], player_id: str, name: str, scopes: Sequence[str], expires_at: datetime | None
) -> IssuedToken:
    """Insert a new token on ``conn`` (inside the caller's transaction, if any)."""
    secret = secrets.token_urlsafe(24)
    token_id = uuid.uuid4().hex[:12]
    cursor = await conn.execute(
        f"""INSERT INTO player_tokens (token_id, player_id, name, token_sha256, scopes, expires_at)
            VALUES (%s, %s, %s, %s, %s, %s) RETURNING {token_row}""",
        (token_id, player_id, name, digest(secret), sorted(set(scopes)), expires_at),
    )
    row = await cursor.fetchone()
    assert row is not None  # INSERT ... RETURNING gives the row it inserted
    return IssuedToken(info=TokenInfo(*row), token=secret)
