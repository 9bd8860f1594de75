"""A process remembers a checked token no longer than the first expiry along its chain of parents."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest
from psycopg_pool import AsyncConnectionPool

from services.credential_cache import CredentialCache
from services.players import PostgresPlayers
from services.tokens import Parent, child_terms, digest

pytestmark = pytest.mark.integration


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


async def test_a_remembered_child_is_forgotten_when_its_parent_expires(pool: AsyncConnectionPool) -> None:
    clock = Clock()
    cache = CredentialCache(ttl=7 * 86_400, capacity=10, clock=clock)  # a week: only the expiry can end it
    players = PostgresPlayers(pool, credentials=cache)
    owner = await players.register("chain-cache")
    parent_expires = datetime.now(UTC) + timedelta(hours=1)
    registration = await players.authenticate(owner.token)
    assert registration is not None
    parent = await players.issue_token(
        owner.player.player_id, "parent", child_terms(registration.as_parent(), ["read"], parent_expires)
    )
    parent_credential = await players.authenticate(parent.token)
    assert parent_credential is not None and parent_credential.ancestors == 1
    child = await players.issue_token(
        owner.player.player_id, "child", child_terms(parent_credential.as_parent(), ["read"], None)
    )
    async with pool.connection() as conn:  # a child whose own row never expires (as if made before the cap)
        await conn.execute("UPDATE player_tokens SET expires_at = NULL WHERE token_id = %s", (child.info.token_id,))
    remembered = await players.authenticate(child.token, epoch="e1")
    assert remembered is not None and remembered.ancestors == 2
    assert remembered.expires_at == parent_expires, "the earliest expiry along the chain"
    assert remembered.as_parent() == Parent(child.info.token_id, frozenset({"read"}), parent_expires, 2)
    clock.now = parent_expires.timestamp() - 1
    assert cache.get(digest(child.token), "e1") == remembered
    clock.now = parent_expires.timestamp()
    assert cache.get(digest(child.token), "e1") is None
