"""Every request the SDK sends: paced to the server's announced budgets, and retried when that is safe.

:class:`ResilientTransport` is an httpx transport, so the generated client's
every call goes through it (``httpx_args={"transport": ...}``). It is the
project's own client behaviour, reused:

* **Pacing** (:class:`api.client.pacing.PacedTransport`): each answer's ``RateLimit``
  header says what each budget has left and when its window turns; a request
  that would overspend one waits for the window instead of meeting a 429.
* **Retries** (:func:`api.client.retrying.send_with_retries`): a refused or dropped
  connection, a timeout, and 429/502/503/504 (after ``Retry-After`` when the
  server gives one) are retried with capped exponential backoff and full
  jitter, when a retry is harmless: a read, or a POST that carries an
  ``Idempotency-Key``. The retry is the same request, so it carries the same
  key: a command the server recorded before the connection dropped is
  answered from its record, not played twice.
* A keyed POST that meets a 409 after a retry may have met its own first
  attempt, still being committed: it is sent once more, and the record answers.
"""

from __future__ import annotations

from collections.abc import Callable

import httpx

from api.client.pacing import PacedTransport
from api.client.retrying import RetryPolicy, send_with_retries

_HARMLESS_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})


class ResilientTransport(httpx.AsyncBaseTransport):
    """Paced and retrying; one per process talking to one service (its budgets are per address)."""

    def __init__(
        self,
        retry: RetryPolicy | None = None,
        inner: httpx.AsyncBaseTransport | None = None,
        on_retry: Callable[[str], None] | None = None,
    ) -> None:
        self.retry = retry if retry is not None else RetryPolicy()
        self.paced = PacedTransport(inner)
        self.on_retry = on_retry
        #: How many requests were sent again, by reason (an exception's name or ``RetryableStatus``).
        self.retries: dict[str, int] = {}

    def _count(self, reason: str) -> None:
        self.retries[reason] = self.retries.get(reason, 0) + 1
        if self.on_retry is not None:
            self.on_retry(reason)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        keyed = "idempotency-key" in request.headers
        harmless = request.method in _HARMLESS_METHODS or keyed
        response, attempts = await send_with_retries(
            lambda: self.paced.handle_async_request(request), self.retry, harmless, self._count
        )
        if attempts > 1 and keyed and response.status_code == 409:
            await response.aread()
            await response.aclose()
            self._count("conflict-after-retry")
            response = await self.paced.handle_async_request(request)
        return response

    async def aclose(self) -> None:
        await self.paced.aclose()
