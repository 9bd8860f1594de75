"""Scoped, named, revocable bearer tokens (as Lichess's personal tokens).

Scopes: ``play`` (act in games: create, join, start, send commands),
``read`` (read what your seats see: views, streams, your decisions; ``play``
includes it), ``organize`` (create and run tournaments) and ``admin`` (the
operator's actions under ``/admin``). ``admin`` is never granted over the
network: only ``clowder admin create-token``, talking to PostgreSQL, makes one.

A token made with another (``POST /players/me/tokens``) is that token's
*child*, and may never be more than its parent: its scopes are within the
parent's, it expires no later, and it stops working when any ancestor is
revoked or expires. Revoking a token marks its descendants revoked too, and
authentication checks the whole chain (:data:`LIVE_CREDENTIAL`), so a child
minted in the same instant as its parent's revocation dies with it as well.
Registration and operator tokens have no parent.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Final

import msgspec
from psycopg import AsyncConnection

from domain.hosting.policy import IMPLIED_SCOPES
from services.errors import InsufficientScope, InvalidRequest

PLAY, READ, ORGANIZE, ADMIN = "play", "read", "organize", "admin"
#: What a player may grant itself through ``POST /players/me/tokens``.
NETWORK_SCOPES: tuple[str, ...] = (PLAY, ORGANIZE, READ)
ALL_SCOPES: tuple[str, ...] = (*NETWORK_SCOPES, ADMIN)
#: A scope that includes another: the policy's rule (domain/hosting/policy.py).
_IMPLIES = IMPLIED_SCOPES
#: How many ancestors a token may have. Authentication walks the chain, so a chain of
#: thousands (one mint each) would make every check of its last token walk thousands of rows.
MAX_ANCESTORS: Final = 8


class TokenInfo(msgspec.Struct, frozen=True):
    """A token as its owner (or an operator) sees it: never the secret itself."""

    token_id: str
    player_id: str
    name: str
    scopes: list[str]
    created_at: datetime
    expires_at: datetime | None
    revoked_at: datetime | None
    #: The token that made this one (it dies with it); None for a registration or operator token.
    parent_token_id: str | None = None


class IssuedToken(msgspec.Struct, frozen=True):
    info: TokenInfo
    #: Shown once, at creation.
    token: str


def effective_scopes(scopes: frozenset[str] | Sequence[str]) -> frozenset[str]:
    held = frozenset(scopes)
    return held.union(*(_IMPLIES.get(scope, frozenset()) for scope in held))


def digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


class Parent(msgspec.Struct, frozen=True):
    """What a child token inherits its limits from: the calling token, as authentication found it."""

    token_id: str
    scopes: frozenset[str]
    #: The earliest expiry along its chain (None: it and every ancestor live until revoked).
    expires_at: datetime | None
    ancestors: int


class ChildTerms(msgspec.Struct, frozen=True):
    scopes: tuple[str, ...]
    expires_at: datetime | None
    parent_token_id: str


def child_terms(parent: Parent, scopes: Sequence[str], expires_at: datetime | None) -> ChildTerms:
    """The terms of a token ``parent`` makes: its scopes must be within the parent's (403
    ``insufficient-scope`` otherwise); its expiry is the one asked, brought forward to the
    parent's if that comes first (a parent that expires never makes a token that does not)."""
    missing = sorted(set(scopes) - effective_scopes(parent.scopes))
    if missing:
        raise InsufficientScope(f"this token cannot grant scopes it does not hold: {', '.join(missing)}")
    if parent.ancestors + 1 > MAX_ANCESTORS:
        raise InvalidRequest(
            f"this token is a token's token {parent.ancestors} times over; a token may have at most "
            f"{MAX_ANCESTORS} ancestors: make this one with an ancestor of it"
        )
    capped = min((when for when in (expires_at, parent.expires_at) if when is not None), default=None)
    return ChildTerms(tuple(sorted(set(scopes))), capped, parent.token_id)


token_row = "token_id, player_id, name, scopes, created_at, expires_at, revoked_at, parent_token_id"

#: A live token's player, id and scopes, with the earliest expiry and the length of its chain of
#: ancestors; no row when the token, or any ancestor, is unknown, revoked or expired.
#: Parameters: the token's SHA-256, twice.
LIVE_CREDENTIAL = """
WITH RECURSIVE chain AS (
    SELECT token_id, parent_token_id, revoked_at, expires_at, 0 AS depth
    FROM player_tokens WHERE token_sha256 = %s
    UNION ALL
    SELECT parent.token_id, parent.parent_token_id, parent.revoked_at, parent.expires_at, chain.depth + 1
    FROM player_tokens parent JOIN chain ON parent.token_id = chain.parent_token_id
)
SELECT p.player_id, p.name, p.bot, p.handle, t.token_id, t.scopes,
       (SELECT min(expires_at) FROM chain), (SELECT max(depth) FROM chain)
FROM player_tokens t JOIN players p USING (player_id)
WHERE t.token_sha256 = %s
  AND NOT EXISTS (SELECT 1 FROM chain WHERE revoked_at IS NOT NULL OR expires_at <= now())
"""

#: Revoke a token and every descendant (a second revocation keeps the first time); the rows
#: changed, the token asked for among them. Parameter: the token's id.
REVOKE_WITH_DESCENDANTS = f"""
WITH RECURSIVE family AS (
    SELECT token_id FROM player_tokens WHERE token_id = %s
    UNION
    SELECT child.token_id FROM player_tokens child JOIN family ON child.parent_token_id = family.token_id
)
UPDATE player_tokens t SET revoked_at = coalesce(t.revoked_at, now())
FROM family WHERE t.token_id = family.token_id
RETURNING {", ".join(f"t.{column.strip()}" for column in token_row.split(","))}
"""


async def insert_token(
    conn: AsyncConnection[Any],
    player_id: str,
    name: str,
    scopes: Sequence[str],
    expires_at: datetime | None,
    parent_token_id: str | None = None,
) -> IssuedToken:
    """Insert a new token on ``conn`` (inside the caller's transaction, if any)."""
    secret = secrets.token_urlsafe(24)
    token_id = uuid.uuid4().hex[:12]
    cursor = await conn.execute(
        f"""INSERT INTO player_tokens (token_id, player_id, name, token_sha256, scopes, expires_at, parent_token_id)
            VALUES (%s, %s, %s, %s, %s, %s, %s) RETURNING {token_row}""",
        (token_id, player_id, name, digest(secret), sorted(set(scopes)), expires_at, parent_token_id),
    )
    row = await cursor.fetchone()
    assert row is not None  # INSERT ... RETURNING gives the row it inserted
    return IssuedToken(info=TokenInfo(*row), token=secret)
