"""Rate limits per token and per client address, shared by every API process through Redis.

Each request is charged to the budgets of its class: a registration
(``POST /players``) to its address's registration budget; any other write
(POST, PUT, PATCH, DELETE) to its token's and its address's write budgets;
a read to the read budgets. Budgets are fixed windows of
``rate_window_seconds`` counted in Redis by one Lua script per request, so
two processes behind one balancer share them and a request is checked and
counted against all of its budgets in one round trip; a refused request
is not counted. Every answer carries ``RateLimit-Policy`` and ``RateLimit``
(draft-ietf-httpapi-ratelimit-headers); a refusal is a 429 problem with
``Retry-After``.

Why not Litestar's ``RateLimitMiddleware``: it reads and then writes its
counter (two processes under a burst both read the same count), keeps one
budget per middleware, and fails closed when its store is down. The
``limits`` library counts atomically but takes three round trips per budget
to hit and report it. This is the one script we need.

Redis is derived and disposable: when it is down or slower than 0.25 s, a
request is neither failed nor let through uncounted: each process counts
the budgets itself meanwhile (``api/http/local_limits.py``; logged at most once a
minute), and Redis is left alone for a second before it is tried again. A
budget then lets through at most its quota in Redis plus its quota in each
API process that could not ask.

The client address is the ASGI ``client``: the connection's peer, or, only
when that peer is a proxy named in ``CLOWDER_TRUSTED_PROXIES``, the address
that proxy appended to ``X-Forwarded-For`` (api/http/proxies.py). With no proxy
named, no forwarded header moves a request to another budget.
"""

from __future__ import annotations

import asyncio
import hashlib
import math
import time
from typing import Any

import msgspec
import structlog
from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from redis.asyncio import Redis
from redis.exceptions import RedisError

from api.http.local_limits import LocalCounts
from api.http.problems import send_problem
from api.settings import Limits

log = structlog.get_logger(__name__)

#: How long one check may wait on Redis before the request goes through unlimited.
REDIS_TIMEOUT_SECONDS = 0.25
_EXEMPT_PREFIXES = ("/health", "/schema")
_READS = frozenset({"GET", "HEAD"})

# KEYS: one counter per budget, then the revocation epoch's key. ARGV: window (ms) and quota of
# each budget, in KEYS order. Returns {allowed, {{count, ms until the window ends}, ...}, epoch};
# counts only if every budget allows. The epoch (services/credential_cache.py) rides along so that
# a request learns it without a round trip of its own; a Redis without one (new, flushed) gets one.
_CHARGE = """
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local allowed, seen = 1, {}
local epoch_key = KEYS[#KEYS]
for i = 1, #KEYS - 1 do
  local key = KEYS[i]
  local window, quota = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  local start = now - (now % window)
  local counter = key .. ':' .. start
  local count = tonumber(redis.call('GET', counter) or '0')
  if count >= quota then allowed = 0 end
  seen[i] = {counter, count, start + window - now}
end
local out = {}
for i, entry in ipairs(seen) do
  local count = entry[2]
  if allowed == 1 then
    count = redis.call('INCR', entry[1])
    if count == 1 then redis.call('PEXPIRE', entry[1], entry[3] + 1000) end
  end
  out[i] = {count, entry[3]}
end
local epoch = redis.call('GET', epoch_key)
if not epoch then
  redis.call('SET', epoch_key, clock[1] .. '.' .. clock[2], 'NX')
  epoch = redis.call('GET', epoch_key)
end
return {allowed, out, epoch}
"""
#: Where a request leaves the revocation epoch it learnt, in the ASGI scope's ``state`` (api/http/auth.py reads it).
EPOCH_STATE = "clowder_token_epoch"


class Policy(msgspec.Struct, frozen=True):
    """One budget: ``quota`` requests per ``window`` seconds for one identity."""

    name: str
    quota: int
    window: int


class Budget(msgspec.Struct, frozen=True):
    policy: Policy
    remaining: int
    reset_seconds: int


class Verdict(msgspec.Struct, frozen=True):
    allowed: bool
    budgets: tuple[Budget, ...]
    #: The revocation epoch read in the same round trip (services/credential_cache.py).
    epoch: str | None = None

    @property
    def retry_after(self) -> int:
        exhausted = [budget.reset_seconds for budget in self.budgets if budget.remaining <= 0]
        return max(exhausted or [1])


def request_class(method: str, path: str) -> str | None:
    """``register``, ``write`` or ``read``; None for what is never limited (health, docs, CORS)."""
    if method == "OPTIONS" or path.startswith(_EXEMPT_PREFIXES):
        return None
    if method == "POST" and path.rstrip("/") == "/players":
        return "register"
    return "read" if method in _READS else "write"


def policies_for(limits: Limits, klass: str, has_token: bool) -> list[tuple[Policy, str]]:
    """The budgets a request of ``klass`` is charged to, each with its identity kind."""
    window = limits.rate_window_seconds
    if klass == "register":
        return [(Policy("registrations-per-address", limits.registrations_per_address, window), "address")]
    per_token, per_address = (
        (limits.reads_per_token, limits.reads_per_address)
        if klass == "read"
        else (limits.writes_per_token, limits.writes_per_address)
    )
    chosen = [(Policy(f"{klass}s-per-address", per_address, window), "address")]
    if has_token:
        chosen.insert(0, (Policy(f"{klass}s-per-token", per_token, window), "token"))
    return chosen


def headers_for(verdict: Verdict) -> list[tuple[bytes, bytes]]:
    """``RateLimit-Policy`` and ``RateLimit`` as structured-field lists, tightest budget first."""
    budgets = sorted(verdict.budgets, key=lambda budget: budget.remaining)
    policy = ", ".join(f'"{b.policy.name}";q={b.policy.quota};w={b.policy.window}' for b in budgets)
    state = ", ".join(f'"{b.policy.name}";r={max(b.remaining, 0)};t={b.reset_seconds}' for b in budgets)
    return [(b"ratelimit-policy", policy.encode()), (b"ratelimit", state.encode())]


class RateLimiter:
    """Charges budgets in Redis; while Redis cannot say, in this process (api/http/local_limits.py)."""

    def __init__(self, redis: Redis, prefix: str, local: LocalCounts | None = None) -> None:
        self._script = redis.register_script(_CHARGE)
        self._prefix = prefix
        self._resting_until = 0.0
        self._last_warning = 0.0
        self.local = local if local is not None else LocalCounts()

    async def charge(self, budgets: list[tuple[Policy, str]]) -> Verdict:
        now = time.monotonic()
        if now < self._resting_until:
            return self.local.charge(budgets)
        keys = [f"{self._prefix}rate:{policy.name}:{identity}" for policy, identity in budgets]
        keys.append(epoch_key(self._prefix))
        args = [value for policy, _ in budgets for value in (policy.window * 1000, policy.quota)]
        try:
            async with asyncio.timeout(REDIS_TIMEOUT_SECONDS):
                allowed, counts, epoch = await self._script(keys=keys, args=args)
        except (RedisError, OSError, TimeoutError) as error:
            self._resting_until = now + 1.0
            if now - self._last_warning > 60:
                self._last_warning = now
                log.warning("rate_limits.unavailable", error=repr(error), effect="budgets are counted per process")
            return self.local.charge(budgets)
        return Verdict(
            allowed=bool(allowed),
            budgets=tuple(
                Budget(policy, policy.quota - int(count), max(1, math.ceil(int(ms) / 1000)))
                for (policy, _), (count, ms) in zip(budgets, counts, strict=True)
            ),
            epoch=epoch.decode() if isinstance(epoch, bytes) else epoch,
        )


class RateLimitMiddleware:
    """ASGI middleware that charges each request before the app sees it (module docstring)."""

    def __init__(self, app: ASGIApp, limits: Limits, prefix: str) -> None:
        self.app = app
        self.limits = limits
        self.prefix = prefix
        self._limiter: RateLimiter | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        klass = request_class(scope["method"], scope["path"]) if scope["type"] == ScopeType.HTTP else None
        if klass is None or not self.limits.rate_limits:
            await self.app(scope, receive, send)
            return
        token = _token_of(scope)
        chosen = policies_for(self.limits, klass, token is not None)
        identities = {"token": token, "address": _address_of(scope)}
        verdict = await self._limiter_for(scope).charge([(policy, identities[kind] or "") for policy, kind in chosen])
        scope.setdefault("state", {})[EPOCH_STATE] = verdict.epoch
        headers = headers_for(verdict)
        if not verdict.allowed:
            retry_after = verdict.retry_after
            tightest = min(verdict.budgets, key=lambda budget: budget.remaining).policy
            detail = (
                f"over the budget {tightest.name} ({tightest.quota} requests per {tightest.window} s); "
                f"retry after {retry_after} s"
            )
            extra = {name.decode(): value.decode() for name, value in headers}
            await send_problem(
                send,
                429,
                "rate-limited",
                "Too many requests",
                detail,
                scope["path"],
                {**extra, "retry-after": str(retry_after)},
            )
            return
        await self.app(scope, receive, _with_headers(send, headers))

    def _limiter_for(self, scope: Scope) -> RateLimiter:
        if self._limiter is None:
            redis = scope["app"].state.components.redis
            self._limiter = RateLimiter(redis, self.prefix)
        return self._limiter


def epoch_key(prefix: str) -> str:
    """The Redis key of the revocation epoch (services/credential_cache.py)."""
    return f"{prefix}token-epoch"


def _token_of(scope: Scope) -> str | None:
    """A digest of the bearer token (never the token itself in Redis), read as authentication
    reads it (api/http/auth.py): the ``Authorization`` header, else ``?token=`` decoded by Litestar's
    own query parser. Read raw, ``?token=ab%2Dc`` was charged apart from ``?token=ab-c`` though
    both authenticate as ``ab-c``, so re-encoding one character moved a stream's charge to a
    fresh budget."""
    connection: ASGIConnection[Any, Any, Any, Any] = ASGIConnection(scope)
    header = connection.headers.get("authorization")
    if header:
        scheme, _, rest = header.partition(" ")
        token = rest.strip() if scheme.lower() == "bearer" else None
    else:
        token = connection.query_params.get("token")
    return hashlib.sha256(token.encode()).hexdigest()[:32] if token else None


def _address_of(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def _with_headers(send: Send, headers: list[tuple[bytes, bytes]]) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), *headers]}  # type: ignore[typeddict-item]
        await send(message)

    return sending
