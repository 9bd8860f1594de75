"""A short-lived, per-process memory of checked tokens, invalidated by a revocation epoch.

Checking a token in PostgreSQL on every request cost a pool checkout and a
query per request (about a quarter of a millisecond here, and the most
expensive part of many reads). A process may instead remember what
PostgreSQL said about a token, as long as a revocation anywhere is refused by
every process on its next request.

That is what the *revocation epoch* is for: a random value in Redis that every
revocation replaces after its PostgreSQL commit and before it answers. Each
request learns the current epoch in the round trip it already makes to Redis
(the rate-limit script, ``api/http/limits.py``), and a remembered token counts
only under the epoch it was checked under. So a revocation invalidates every
process's memory at once; a flushed Redis gets a new epoch (the script sets
one when none is there), which does the same. Without an epoch (Redis away,
rate limits off) nothing is remembered or used: every request asks
PostgreSQL, as before.

Each entry also lives at most ``ttl`` seconds, and never past its token's
expiry (the first along its chain of parents, services/tokens.py): the bound
for what no epoch can see (a token, or an ancestor of it, revoked by hand in
the database; a revocation whose epoch write failed). Revoking a parent through
the service is a revocation like any other: a new epoch, so no process keeps
its descendants either.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime

import msgspec

from services.lru import Lru
from services.players import Credential


class _Remembered(msgspec.Struct, frozen=True):
    credential: Credential
    epoch: str
    until: float


class CredentialCache:
    def __init__(self, ttl: float, capacity: int, clock: Callable[[], float] = time.time) -> None:
        self.ttl = ttl
        self.capacity = capacity
        self._clock = clock
        self._entries: Lru[bytes, _Remembered] = Lru(max(1, capacity))

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def enabled(self) -> bool:
        return self.ttl > 0 and self.capacity > 0

    def get(self, token_digest: bytes, epoch: str | None) -> Credential | None:
        """The credential remembered for the token under ``epoch``; None if not (or no longer) valid."""
        if epoch is None or not self.enabled:
            return None
        entry = self._entries.get(token_digest)
        if entry is None:
            return None
        if entry.epoch != epoch or self._clock() >= entry.until:
            self._entries.pop(token_digest)
            return None
        return entry.credential

    def put(self, token_digest: bytes, credential: Credential, epoch: str | None, expires_at: datetime | None) -> None:
        """Remember a credential PostgreSQL vouched for, under the epoch read *before* asking it."""
        if epoch is None or not self.enabled:
            return
        until = self._clock() + self.ttl
        if expires_at is not None:
            until = min(until, expires_at.timestamp())
        self._entries[token_digest] = _Remembered(credential, epoch, until)

    def forget_all(self) -> None:
        self._entries.clear()
