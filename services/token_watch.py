"""Ends what a token holds open (live streams, waiting reads) once it is revoked or expires.

A request's token is checked when the request arrives (api/http/auth.py), but a
stream lasts minutes or hours and a waiting read up to half a minute: checked
only at connect, a revoked token kept receiving its seat's private events.
Each of them now holds its token here (a :class:`Hold`), and one watch per
process asks PostgreSQL, the truth, which of the held tokens are still live
(the token and every token above it, as authentication checks it):

* at most every ``every`` seconds while anything is held: one query for the
  whole process, however many streams it serves;
* at once when a revocation is announced on Redis (every process's hub hears
  it, services/stream_hub.py): the fast path;
* at a token's expiry, known from the last check, so that an expiry holds
  even while PostgreSQL cannot be asked.

A lost announcement (Redis flushed, restarted or away) therefore costs at most
``every`` seconds, never the revocation. An ended hold ends the hub
subscriptions attached to it, which wakes their readers at once (their next
``get`` raises SubscriptionEnded), and ``ended`` tells a stream to send nothing more.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import structlog
from psycopg_pool import AsyncConnectionPool

from services.stream_hub import StreamHub, Subscription

log = structlog.get_logger(__name__)

#: Which of these token ids are live now, each with its expiry (a Unix time; None: none).
LiveTokens = Callable[[Sequence[str]], Awaitable[dict[str, float | None]]]


class Hold:
    """One stream's (or waiting read's) claim on its token; ``ended`` once the token is not live."""

    def __init__(self, token_id: str) -> None:
        self.token_id = token_id
        self.ended = False
        self._subscriptions: list[Subscription] = []

    def attach(self, subscription: Subscription) -> None:
        """End ``subscription`` with the token (at once if it already ended)."""
        if self.ended:
            subscription.end()
        else:
            self._subscriptions.append(subscription)

    def end(self) -> None:
        self.ended = True
        for subscription in self._subscriptions:
            subscription.end()
        self._subscriptions.clear()


class TokenWatch:
    def __init__(self, live_tokens: LiveTokens, every: float = 1.0, clock: Callable[[], float] = time.time) -> None:
        self._live_tokens = live_tokens
        self.every = max(0.1, every)  # 0 would ask PostgreSQL in a busy loop
        self._clock = clock
        #: The holds by token; weak, so that a hold whose stream never ran is dropped with it.
        self._holds: dict[str, weakref.WeakSet[Hold]] = {}
        #: When each held token expires, from the last check.
        self._expiry: dict[str, float] = {}
        self._announcements: Subscription | None = None
        #: Queries made, and holds ended (revoked or expired tokens), since the start.
        self.checks = 0
        self.ended = 0

    @property
    def held(self) -> int:
        return sum(len(holds) for holds in self._holds.values())

    def hold(self, token_id: str) -> Hold:
        hold = Hold(token_id)
        self._holds.setdefault(token_id, weakref.WeakSet()).add(hold)
        return hold

    def release(self, hold: Hold | None) -> None:
        """Give a hold back (idempotent; None: nothing was held, an anonymous caller)."""
        if hold is None:
            return
        holds = self._holds.get(hold.token_id)
        if holds is not None:
            holds.discard(hold)
            if not holds:
                del self._holds[hold.token_id]
                self._expiry.pop(hold.token_id, None)

    def announce(self) -> None:
        """A revocation in this process: check now (other processes hear it through Redis)."""
        if self._announcements is not None:
            self._announcements.deliver(b"local")

    async def check(self) -> None:
        """End the holds of every held token PostgreSQL no longer calls live."""
        for token_id in [token_id for token_id, holds in self._holds.items() if not holds]:
            del self._holds[token_id]  # their streams were dropped without a release
            self._expiry.pop(token_id, None)
        token_ids = sorted(self._holds)
        if not token_ids:
            return
        live = await self._live_tokens(token_ids)
        self.checks += 1
        for token_id in token_ids:
            if token_id not in live:
                self._end(token_id)
            elif (expiry := live[token_id]) is not None:
                self._expiry[token_id] = expiry
        self.end_expired()

    def end_expired(self) -> None:
        now = self._clock()
        for token_id in [token_id for token_id, until in self._expiry.items() if until <= now]:
            self._end(token_id)

    def _end(self, token_id: str) -> None:
        self._expiry.pop(token_id, None)
        for hold in list(self._holds.pop(token_id, ())):
            hold.end()
            self.ended += 1

    def _next_wake(self, next_check: float) -> float:
        """Seconds until the next check is due or a held token expires."""
        soonest = min(self._expiry.values(), default=None)
        due = next_check - time.monotonic()
        if soonest is not None:
            due = min(due, soonest - self._clock())
        return max(0.0, due)

    async def run(self, hub: StreamHub, channel: str) -> None:
        """Check on every announcement on ``channel``, and every ``every`` seconds; cancel to stop."""
        with hub.subscribe(channel) as announcements:
            self._announcements = announcements
            next_check = time.monotonic()
            try:
                while True:
                    heard = await announcements.get(self._next_wake(next_check))
                    announcements.drain()  # one check answers every announcement so far
                    self.end_expired()
                    if heard is None and time.monotonic() < next_check:
                        continue
                    try:
                        await self.check()
                    except Exception as error:  # PostgreSQL away: expiries still hold, revocations wait for it
                        log.warning("token_watch.check_failed", error=repr(error), held=self.held)
                    next_check = time.monotonic() + self.every
            finally:
                self._announcements = None


#: Of the held token ids given, those whose whole chain (the token, the token that made it,
#: and so on: services/tokens.py) is neither revoked nor expired, each with the chain's first
#: expiry: what authentication would say of each now.
_LIVE_TOKENS = """
WITH RECURSIVE chain AS (
    SELECT token_id AS held, parent_token_id, revoked_at, expires_at
    FROM player_tokens WHERE token_id = ANY(%s)
    UNION ALL
    SELECT chain.held, parent.parent_token_id, parent.revoked_at, parent.expires_at
    FROM player_tokens parent JOIN chain ON parent.token_id = chain.parent_token_id
)
SELECT held, min(expires_at) FROM chain GROUP BY held
HAVING bool_and(revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()))
"""


def live_tokens_in(pool: AsyncConnectionPool[Any]) -> LiveTokens:
    """:data:`LiveTokens` asked of PostgreSQL: one query for all the held tokens."""

    async def live_tokens(token_ids: Sequence[str]) -> dict[str, float | None]:
        async with pool.connection() as conn:
            cursor = await conn.execute(_LIVE_TOKENS, (list(token_ids),))
            rows = await cursor.fetchall()
        return {row[0]: None if row[1] is None else row[1].timestamp() for row in rows}

    return live_tokens
