"""How many live streams (or waiting reads) one client, and one process, may hold open.

An open stream costs a socket, a task and a queue; without a cap one client
(or a bug in one) could hold them all. Each stream takes a :class:`Lease`
before it starts and gives it back when it ends; a refusal is a
:class:`TooManyStreams`, which the API answers with a 429 problem and a
``Retry-After``, before any byte of the stream is sent. A waiting read
(``GET /view?min_version=``) holds a connection and a hub subscription for
up to its wait, so it has caps of its own, counted the same way
(:class:`TooManyWaitingReads`).
"""

from __future__ import annotations

import weakref
from collections import Counter

from services.errors import ServiceError

#: What a refused client is told to wait before it tries again.
RETRY_AFTER_SECONDS = 5


class TooManyStreams(ServiceError):
    code = "too-many-streams"

    def __init__(self, message: str, retry_after: int = RETRY_AFTER_SECONDS) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class TooManyWaitingReads(TooManyStreams):
    code = "too-many-waiting-reads"


class StreamLimits:
    def __init__(
        self,
        per_client: int,
        per_process: int,
        what: str = "live streams",
        refusal: type[TooManyStreams] = TooManyStreams,
        retry_after: int = RETRY_AFTER_SECONDS,
    ) -> None:
        self.per_client = per_client
        self.per_process = per_process
        self._what = what
        self._refusal = refusal
        self._retry_after = retry_after
        self._open: Counter[str] = Counter()
        self.refused = 0

    @property
    def total(self) -> int:
        return sum(self._open.values())

    def open_for(self, client: str) -> int:
        return self._open[client]

    def acquire(self, client: str) -> Lease:
        """A lease on one stream for ``client`` (a player, or an address for anonymous
        spectators); raises :class:`TooManyStreams` (or this cap's refusal) past either cap."""
        if self.total >= self.per_process:
            self.refused += 1
            raise self._refusal(
                f"this server holds its maximum of {self.per_process} {self._what}; retry later", self._retry_after
            )
        if self._open[client] >= self.per_client:
            self.refused += 1
            raise self._refusal(
                f"you already hold {self.per_client} {self._what}, the most one client may; close one first",
                self._retry_after,
            )
        self._open[client] += 1
        return Lease(self, client)

    def _release(self, client: str) -> None:
        self._open[client] -= 1
        if self._open[client] <= 0:
            del self._open[client]


class Lease:
    """One open stream's place. ``release`` is idempotent; a lease dropped without it
    (a stream whose body never ran, say) is released when collected."""

    def __init__(self, limits: StreamLimits, client: str) -> None:
        self._finalizer = weakref.finalize(self, limits._release, client)

    def release(self) -> None:
        self._finalizer()

    @property
    def held(self) -> bool:
        return self._finalizer.alive
