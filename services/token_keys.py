"""A token made with an Idempotency-Key: how a retry of ``POST /players/me/tokens`` gets the first answer.

A client that lost the answer to a token it asked for lost the token's
secret, which the service keeps only as a SHA-256. So that its retry (to any
API process, or several at once) makes no second token and still gets the
secret, the key is kept in ``token_keys`` (migration 014) with the token it
made, in the token's transaction, and the secret is kept sealed as a
registration's is (``services/registration_keys.py``: AES-GCM under a key
HKDF-derived from the Idempotency-Key, which the table does not hold).

The sealed secret is kept :data:`SECRET_WINDOW` (a day, the window payment
APIs keep an idempotent answer), then erased by the next keyed creation's
sweep, and never opened after it even before the sweep: a retry comes within
seconds or minutes, and a secret kept longer is one more copy for whoever
reads both the database and a log that recorded the header. Past the window
a resend is answered ``409 token-already-issued``, naming the token the key
made: its secret was delivered once and is not delivered again; revoke that
token if the secret was lost and make another with a new key.
"""

from __future__ import annotations

import hashlib
from datetime import timedelta
from typing import Any

import msgspec
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from services.errors import IdempotencyKeyReused, LobbyConflict
from services.idempotency import request_fingerprint
from services.input_checks import check_visible_name
from services.registration_keys import seal, unseal
from services.tokens import ChildTerms, IssuedToken, TokenInfo, insert_token, token_row

#: How long a resend gets the token's secret back.
SECRET_WINDOW = timedelta(hours=24)

_CONTEXT = b"clowder token replay v1"
_TOKEN_COLUMNS = ", ".join(f"t.{column.strip()}" for column in token_row.split(","))


class TokenAlreadyIssued(LobbyConflict):
    """The Idempotency-Key made a token whose secret is past its window (409)."""

    code = "token-already-issued"


class KeyedToken(msgspec.Struct, frozen=True):
    """A token's Idempotency-Key, scoped to the player, and the fingerprint of its request."""

    player_id: str
    idempotency_key: str
    fingerprint: bytes

    @classmethod
    def of(
        cls, player_id: str, idempotency_key: str, name: str, expires_in_seconds: int | None, terms: ChildTerms
    ) -> KeyedToken:
        """The request as asked: the name, the scopes, the lifetime asked for and the calling token
        (the same key sent with another of the player's tokens is another request)."""
        asked = {
            "name": name,
            "scopes": list(terms.scopes),
            "expires_in_seconds": expires_in_seconds,
            "parent_token_id": terms.parent_token_id,
        }
        return cls(player_id, idempotency_key, request_fingerprint(asked))

    @property
    def digest(self) -> bytes:
        """How the row is found: the key itself is never stored."""
        scoped = f"{self.player_id}\x00{self.idempotency_key}".encode()
        return hashlib.sha256(b"clowder token key\x00" + scoped).digest()

    @property
    def context(self) -> bytes:
        """What the sealed secret is bound to: a token's replay, for this player."""
        return _CONTEXT + b"\x00" + self.player_id.encode()


class _LostTheRace(Exception):
    """Another attempt with the same key committed first: roll this one back."""


async def issue_token_once(pool: AsyncConnectionPool, name: str, terms: ChildTerms, keyed: KeyedToken) -> IssuedToken:
    """The token ``keyed`` made, or a new one on ``terms`` if it made none; racing attempts make one."""
    check_visible_name(name, "name")
    async with pool.connection() as conn:
        earlier = await _recorded(conn, keyed)
    if earlier is not None:
        return earlier
    try:
        async with pool.connection() as conn, conn.transaction():
            issued = await insert_token(
                conn, keyed.player_id, name, terms.scopes, terms.expires_at, terms.parent_token_id
            )
            if not await _record(conn, keyed, issued):
                raise _LostTheRace
    except _LostTheRace:
        async with pool.connection() as conn:
            earlier = await _recorded(conn, keyed)
        if earlier is None:
            raise LobbyConflict("a token with this Idempotency-Key is being made; retry") from None
        return earlier
    async with pool.connection() as conn:
        await sweep(conn)
    return issued


async def sweep(conn: AsyncConnection[Any]) -> int:
    """Erase the sealed secrets past their window; how many."""
    cursor = await conn.execute(
        "UPDATE token_keys SET sealed_token = NULL WHERE sealed_token IS NOT NULL AND created_at < now() - %s",
        (SECRET_WINDOW,),
    )
    return cursor.rowcount


async def _recorded(conn: AsyncConnection[Any], keyed: KeyedToken) -> IssuedToken | None:
    """The token an earlier request with this key made, as it is now, with its secret while in the window."""
    cursor = await conn.execute(
        f"""SELECT k.fingerprint, k.created_at,
                   CASE WHEN k.created_at >= now() - %s THEN k.sealed_token END, {_TOKEN_COLUMNS}
            FROM token_keys k JOIN player_tokens t USING (token_id) WHERE k.key_sha256 = %s""",
        (SECRET_WINDOW, keyed.digest),
    )
    row = await cursor.fetchone()
    if row is None:
        return None
    fingerprint, created_at, sealed, info = bytes(row[0]), row[1], row[2], TokenInfo(*row[3:])
    if fingerprint != keyed.fingerprint:
        raise IdempotencyKeyReused(
            "this Idempotency-Key was already used to make another token (the name, scopes, lifetime or "
            "calling token differ); send a new key for a new token"
        )
    if sealed is None:
        raise TokenAlreadyIssued(
            f"this Idempotency-Key made token {info.token_id} at {created_at.isoformat()}; its secret is given "
            f"back only within {SECRET_WINDOW.total_seconds() / 3600:g} h of that: if it was lost, revoke the "
            f"token (DELETE /players/me/tokens/{info.token_id}) and make another with a new key"
        )
    return IssuedToken(info=info, token=unseal(keyed.idempotency_key, bytes(sealed), keyed.context))


async def _record(conn: AsyncConnection[Any], keyed: KeyedToken, issued: IssuedToken) -> bool:
    """Keep the key with the token, in its transaction; False if another attempt kept it first."""
    cursor = await conn.execute(
        """INSERT INTO token_keys (key_sha256, fingerprint, token_id, sealed_token)
           VALUES (%s, %s, %s, %s) ON CONFLICT (key_sha256) DO NOTHING""",
        (
            keyed.digest,
            keyed.fingerprint,
            issued.info.token_id,
            seal(keyed.idempotency_key, issued.token, keyed.context),
        ),
    )
    return cursor.rowcount == 1
