"""Keep the project's own tools inside the budgets the server announces, instead of meeting its 429s.

Every limited answer carries ``RateLimit`` (draft-ietf-httpapi-ratelimit-headers):
how many requests each budget has left (``r``) and in how many seconds its
window starts again (``t``). ``clowder play`` and ``clowder tournament`` run
many bots from one address against one service, so they share its per-address
budgets: with nothing to pace them they spend a window's budget in seconds and
then every bot waits out a ``Retry-After`` together (a developer's ``serve`` on
localhost, where every bot is one address, lost 2 games of 10 that way).

:class:`PacedTransport` wraps the HTTP transport of one process. It remembers
what the last answers said of each budget, counts down the requests it sends,
and holds a request back until the window starts again when a budget it will
be charged to has nothing left. A budget named ``...-per-token`` is counted
per token; any other is shared by every request of the process (one address).
A refusal still possible (another client spends the same address's budget) is
a 429 that :mod:`api.client.retrying` waits out.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import time
from collections.abc import Awaitable, Callable

import httpx

_WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_ITEM = re.compile(r'"(?P<name>[^"]+)"(?P<params>(?:\s*;\s*[a-z]+=\d+)*)')
_PARAM = re.compile(r"([a-z]+)=(\d+)")
#: Sent a little after a window's announced start, so the server's window has surely turned.
_MARGIN_SECONDS = 0.25


class _Budget:
    __slots__ = ("remaining", "resets_at")

    def __init__(self, remaining: int, resets_at: float) -> None:
        self.remaining = remaining
        self.resets_at = resets_at


def parse_ratelimit(value: str) -> list[tuple[str, int, int]]:
    """``RateLimit`` as (budget name, remaining ``r``, seconds to reset ``t``); items without both skipped."""
    parsed = []
    for item in _ITEM.finditer(value):
        params = dict(_PARAM.findall(item.group("params")))
        if "r" in params and "t" in params:
            parsed.append((item.group("name"), int(params["r"]), int(params["t"])))
    return parsed


class PacedTransport(httpx.AsyncBaseTransport):
    """An httpx transport that waits instead of overspending the server's announced budgets."""

    def __init__(
        self,
        inner: httpx.AsyncBaseTransport | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ) -> None:
        self._inner = inner if inner is not None else httpx.AsyncHTTPTransport()
        self._clock = clock
        self._sleep = sleep
        self._budgets: dict[tuple[str, str], _Budget] = {}
        #: The budgets each kind of request (its class and token) was last charged to.
        self._charged_to: dict[tuple[str, str], list[tuple[str, str]]] = {}
        #: The budgets of each class shared by every token: a token's first request is charged to them too.
        self._shared: dict[str, list[tuple[str, str]]] = {}
        #: Requests sent and not yet answered, per budget they were counted in.
        self._in_flight: dict[tuple[str, str], int] = {}
        #: The classes of request answered at least once (their budgets, if any, are known).
        self._answered: set[str] = set()
        #: One lock per class, held by its first request while nothing is known of its budgets.
        self._probes: dict[str, asyncio.Lock] = {}
        #: Seconds spent holding requests back (for counts and tests).
        self.waited = 0.0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        kind = (_request_class(request), _token_of(request))
        while True:
            if not self._must_probe(kind):
                counted = await self._wait_for_room(self._keys_of(kind))
            else:
                # A budget of this request is unknown, or its window has turned: one request of the
                # class at a time goes out to learn it (still counted in the budgets that are
                # known), rather than a crowd that nothing counts.
                async with self._probes.setdefault(kind[0], asyncio.Lock()):
                    if not self._must_probe(kind):
                        continue
                    counted = await self._wait_for_room(self._keys_of(kind))
                    if counted is not None:
                        return await self._send(kind, request, counted)
            if counted is not None:
                return await self._send(kind, request, counted)

    def _keys_of(self, kind: tuple[str, str]) -> list[tuple[str, str]]:
        return self._charged_to.get(kind) or self._shared.get(kind[0], [])

    def _must_probe(self, kind: tuple[str, str]) -> bool:
        if kind[0] not in self._answered:
            return True
        now = self._clock()
        return any(key not in self._budgets or self._budgets[key].resets_at <= now for key in self._keys_of(kind))

    async def _send(self, kind: tuple[str, str], request: httpx.Request, keys: list[tuple[str, str]]) -> httpx.Response:
        for key in keys:
            self._in_flight[key] = self._in_flight.get(key, 0) + 1
        sent_at = self._clock()
        try:
            response = await self._inner.handle_async_request(request)
        finally:
            for key in keys:
                self._in_flight[key] -= 1
        self._learn(kind, response.headers.get("ratelimit"), sent_at)
        self._answered.add(kind[0])
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def _wait_for_room(self, keys: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
        """Count this request in every live budget of ``keys`` and say which, or wait while one is
        spent and say None (the caller looks again: the window that turned is a new budget)."""
        now = self._clock()
        live = [key for key in keys if key in self._budgets and self._budgets[key].resets_at > now]
        spent = [self._budgets[key] for key in live if self._budgets[key].remaining <= 0]
        if not spent:
            for key in live:
                self._budgets[key].remaining -= 1  # counted before the answer, so concurrent requests share it
            return live
        pause = max(budget.resets_at for budget in spent) - now
        self.waited += pause
        await self._sleep(pause)
        return None

    def _learn(self, kind: tuple[str, str], header: str | None, sent_at: float) -> None:
        if not header:
            return
        now = self._clock()
        keys = []
        for name, remaining, reset_seconds in parse_ratelimit(header):
            key = (name, kind[1] if name.endswith("-per-token") else "")
            keys.append(key)
            if sent_at + reset_seconds <= now:
                continue  # counted in a window that may have ended since: what it says is stale
            # The answer counts what the server had seen; requests still in flight may not be in it yet.
            left = remaining - self._in_flight.get(key, 0)
            resets_at = now + reset_seconds + _MARGIN_SECONDS
            known = self._budgets.get(key)
            if known is None or known.resets_at <= now or resets_at > known.resets_at + 1.0:
                self._budgets[key] = _Budget(left, resets_at)  # first news, or a new window
            else:  # the same window: answers arrive out of order, the lowest count is the latest
                known.remaining = min(known.remaining, left)
        self._charged_to[kind] = keys
        self._shared[kind[0]] = [key for key in keys if not key[1]]


def _request_class(request: httpx.Request) -> str:
    if request.method == "POST" and request.url.path.rstrip("/") == "/players":
        return "register"
    return "write" if request.method in _WRITES else "read"


def _token_of(request: httpx.Request) -> str:
    authorization = request.headers.get("authorization", "")
    return hashlib.sha256(authorization.encode()).hexdigest()[:16] if authorization else ""
