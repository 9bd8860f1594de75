"""Players, their handles and their bearer tokens.

A player has a display name (which may repeat: three "bot-1" are fine) and a
unique handle, shown on leaderboards and standings. A player may hold several
named tokens, each with scopes and an optional expiry (``services/tokens.py``).
A token is shown once; only its SHA-256 is stored, so a leaked table gives
nobody a seat.
"""

from __future__ import annotations

import re
import secrets
import uuid
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

import msgspec
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from services.errors import LobbyConflict
from services.input_checks import check_visible_name
from services.lru import Lru
from services.registration_keys import KeyedRegistration, record, recorded
from services.tokens import (
    LIVE_CREDENTIAL,
    NETWORK_SCOPES,
    REVOKE_WITH_DESCENDANTS,
    ChildTerms,
    IssuedToken,
    Parent,
    TokenInfo,
    digest,
    effective_scopes,
    insert_token,
    token_row,
)

if TYPE_CHECKING:
    from services.credential_cache import CredentialCache


class Player(msgspec.Struct, frozen=True):
    player_id: str
    name: str
    #: The built-in bot the server plays this player with (None: a client plays it).
    bot: str | None = None
    #: Unique among players (lower case); None only for players made before handles.
    handle: str | None = None
    #: The player whose token registered this one (a bot an organizer made), None if anonymous.
    registered_by: str | None = None


class Credential(msgspec.Struct, frozen=True):
    """Who is calling, with which token and scopes."""

    player: Player
    token_id: str
    scopes: frozenset[str]
    #: The earliest expiry of the token and its ancestors (None: all live until revoked).
    expires_at: datetime | None = None
    #: How many tokens made this one, one from the other (0: a registration or operator token).
    ancestors: int = 0

    def allows(self, scope: str) -> bool:
        return scope in effective_scopes(self.scopes)

    def as_parent(self) -> Parent:
        """This token as the parent of one it makes (services/tokens.py: ``child_terms``)."""
        return Parent(self.token_id, self.scopes, self.expires_at, self.ancestors)


class Registration(msgspec.Struct, frozen=True):
    player: Player
    token: str


class _LostTheRace(Exception):
    """Another attempt with the same Idempotency-Key committed first: roll this one back."""


class HandleTaken(LobbyConflict):
    code = "handle-taken"


class PlayerRegistry(Protocol):
    async def register(
        self,
        name: str,
        bot: str | None = None,
        handle: str | None = None,
        scopes: Sequence[str] = NETWORK_SCOPES,
        token_name: str = "registration",
        *,
        registered_by: str | None = None,
    ) -> Registration: ...

    async def authenticate(self, token: str, epoch: str | None = None) -> Credential | None: ...

    async def get(self, player_id: str) -> Player | None: ...


HANDLE_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,31}$"


def handle_from(name: str) -> str:
    """A handle made from a display name: lower case, ``-`` for anything else, at most 24 characters."""
    slug = re.sub(r"[^a-z0-9_]+", "-", name.lower()).strip("-")[:24].strip("-")
    return slug or "player"


class PostgresPlayers:
    """Players in PostgreSQL. A player (immutable) is cached by id; a token is
    checked in PostgreSQL, or its last check reused under the current revocation
    epoch (services/credential_cache.py), so a revocation holds at once in
    every process, whatever happens to Redis. At most ``capacity`` players are
    kept (least recently used out; ``CLOWDER_CACHED_PLAYERS``)."""

    def __init__(
        self,
        pool: AsyncConnectionPool,
        capacity: int = 10_000,
        credentials: CredentialCache | None = None,
        on_revoked: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        self._pool = pool
        self._by_id: Lru[str, Player] = Lru(capacity)
        #: Tokens PostgreSQL vouched for, valid under a revocation epoch (services/credential_cache.py).
        self._credentials = credentials
        #: Tells every process that a token was revoked (a new revocation epoch in Redis).
        self._on_revoked = on_revoked

    @property
    def capacity(self) -> int:
        return self._by_id.capacity

    @property
    def cached_count(self) -> int:
        return len(self._by_id)

    async def register(
        self,
        name: str,
        bot: str | None = None,
        handle: str | None = None,
        scopes: Sequence[str] = NETWORK_SCOPES,
        token_name: str = "registration",
        expires_at: datetime | None = None,
        *,
        registered_by: str | None = None,
        keyed: KeyedRegistration | None = None,
    ) -> Registration:
        """A new player and its first token. A handle asked for and taken is refused;
        one derived from the name gets a short random suffix until it is unique.
        A name, handle or token name with an invisible character is refused (``InvalidCharacters``).

        With ``keyed`` (an Idempotency-Key), a registration that key already made is
        answered again, player and token alike, and nothing new is made, even when
        the attempts race (the key is kept in the registration's transaction)."""
        check_visible_name(name, "name")
        if handle is not None:
            check_visible_name(handle, "handle")
        check_visible_name(token_name, "token name")
        if keyed is not None and (earlier := await self._keyed(keyed)) is not None:
            return earlier
        player_id = uuid.uuid4().hex[:16]
        try:
            async with self._pool.connection() as conn, conn.transaction():
                chosen = await self._claim_handle(conn, player_id, name, bot, handle, registered_by)
                issued = await insert_token(conn, player_id, token_name, scopes, expires_at)
                if keyed is not None and not await record(conn, keyed, player_id, issued.token):
                    raise _LostTheRace
        except _LostTheRace:
            earlier = await self._keyed(keyed) if keyed is not None else None
            if earlier is None:
                raise LobbyConflict("a registration with this Idempotency-Key is under way; retry") from None
            return earlier
        player = Player(player_id=player_id, name=name, bot=bot, handle=chosen, registered_by=registered_by)
        self._by_id[player_id] = player
        return Registration(player=player, token=issued.token)

    async def _keyed(self, keyed: KeyedRegistration) -> Registration | None:
        async with self._pool.connection() as conn:
            earlier = await recorded(conn, keyed)
        if earlier is None:
            return None
        player = await self.get(earlier[0])
        assert player is not None  # registration_keys.player_id references players
        return Registration(player=player, token=earlier[1])

    async def _claim_handle(
        self,
        conn: AsyncConnection[Any],
        player_id: str,
        name: str,
        bot: str | None,
        asked: str | None,
        registered_by: str | None,
    ) -> str:
        base = asked or handle_from(name)
        candidates = (
            [base] if asked else [base] + [f"{base}-{secrets.token_hex(2)}" for _ in range(4)] + [f"{base}-{player_id}"]
        )
        for candidate in candidates:
            cursor = await conn.execute(
                """INSERT INTO players (player_id, name, bot, handle, registered_by) VALUES (%s, %s, %s, %s, %s)
                   ON CONFLICT (handle) DO NOTHING""",
                (player_id, name, bot, candidate, registered_by),
            )
            if cursor.rowcount == 1:
                return candidate
        raise HandleTaken(f"the handle {base!r} is taken; choose another")

    async def get(self, player_id: str) -> Player | None:
        known = self._by_id.get(player_id)
        if known is not None:
            return known
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT player_id, name, bot, handle, registered_by FROM players WHERE player_id = %s", (player_id,)
            )
            row = await cursor.fetchone()
        if row is None:
            return None
        player = Player(*row)
        self._by_id[player.player_id] = player
        return player

    async def handles(self, player_ids: Sequence[str]) -> dict[str, str]:
        """Each known player's handle, for standings."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT player_id, handle FROM players WHERE player_id = ANY(%s)", (list(player_ids),)
            )
            return {row[0]: row[1] for row in await cursor.fetchall()}

    async def authenticate(self, token: str, epoch: str | None = None) -> Credential | None:
        """The player and scopes of a live token; None when unknown, revoked or expired.

        With the current revocation ``epoch`` (read from Redis before this call),
        an answer PostgreSQL gave under the same epoch may be reused
        (services/credential_cache.py); without one PostgreSQL is asked."""
        token_digest = digest(token)
        cache = self._credentials
        if cache is not None and (remembered := cache.get(token_digest, epoch)) is not None:
            return remembered
        async with self._pool.connection() as conn:
            cursor = await conn.execute(LIVE_CREDENTIAL, (token_digest, token_digest))
            row = await cursor.fetchone()
        if row is None:
            return None
        player, token_id, scopes, expires_at, ancestors = Player(*row[:4]), row[4], row[5], row[6], row[7]
        credential = Credential(player, token_id, frozenset(scopes), expires_at, ancestors)
        if cache is not None:  # remembered no longer than the first expiry along its chain
            cache.put(token_digest, credential, epoch, expires_at)
        return credential

    async def issue_token(self, player_id: str, name: str, terms: ChildTerms) -> IssuedToken:
        """A token made by another of the player's tokens, on the terms ``child_terms`` set."""
        check_visible_name(name, "name")
        async with self._pool.connection() as conn:
            return await insert_token(conn, player_id, name, terms.scopes, terms.expires_at, terms.parent_token_id)

    async def tokens_of(self, player_id: str) -> list[TokenInfo]:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                f"SELECT {token_row} FROM player_tokens WHERE player_id = %s ORDER BY created_at, token_id",
                (player_id,),
            )
            return [TokenInfo(*row) for row in await cursor.fetchall()]

    async def token(self, token_id: str) -> TokenInfo | None:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(f"SELECT {token_row} FROM player_tokens WHERE token_id = %s", (token_id,))
            row = await cursor.fetchone()
        return None if row is None else TokenInfo(*row)

    async def revoke(self, token_id: str) -> TokenInfo | None:
        """Revoke a token and every token it made, theirs too (again is harmless: the first
        time is kept); None when unknown.

        After the commit, and before the caller answers, every process's memory
        of checked tokens is invalidated (a new revocation epoch)."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(REVOKE_WITH_DESCENDANTS, (token_id,))
            revoked = [TokenInfo(*row) for row in await cursor.fetchall()]
        if self._credentials is not None:
            self._credentials.forget_all()
        if revoked and self._on_revoked is not None:
            await self._on_revoked()
        return next((info for info in revoked if info.token_id == token_id), None)
