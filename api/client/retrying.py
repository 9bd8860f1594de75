"""When and how long the client retries: a restart of the API should cost latency, not work.

Retried: a connection refused or reset, a timeout, and 502, 503 and 504
(after the server's ``Retry-After`` when it gives one), with capped
exponential backoff and full jitter (a random wait between 0 and the cap, so
that many clients cut off by one restart do not come back in step).

A request that may have reached the server is retried only if a retry is
harmless: a read, or a POST that carries an ``Idempotency-Key`` (every command
the client sends does). Other POSTs are retried when the server surely never
saw them (the connection was refused) or refused them (503); see
``docs/reliability.md`` for what that means for the lobby calls.
"""

from __future__ import annotations

import asyncio
import email.utils
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import msgspec
import tenacity

#: Statuses that mean "not now": a rate limit (429: the request did nothing), a proxy without its
#: upstream, an overloaded or restarting server.
RETRY_STATUSES = frozenset({429, 502, 503, 504})
#: Failures after which the request surely never reached the server.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)
#: Failures of the connection that a retry may cure.
_TRANSIENT = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)


class RetryPolicy(msgspec.Struct, frozen=True):
    #: Give up once this many seconds have passed since the first attempt.
    give_up_after: float = 60.0
    #: The first wait's cap; each later cap doubles, up to ``max_delay``.
    first_delay: float = 0.1
    max_delay: float = 5.0
    #: Never wait longer than this for a server's ``Retry-After``: one rate window (60 s by
    #: default), the longest a 429 asks for. Such a wait is granted even if it ends past
    #: ``give_up_after``, as long as it starts before then.
    max_retry_after: float = 60.0

    @classmethod
    def never(cls) -> RetryPolicy:
        return cls(give_up_after=0.0)


class RetryableStatus(Exception):
    """A 502, 503 or 504 answer, raised inside an attempt so that it is retried like a failure."""

    def __init__(self, response: httpx.Response) -> None:
        super().__init__(f"{response.status_code} {response.reason_phrase}")
        self.response = response
        self.retry_after = retry_after_seconds(response.headers.get("retry-after"))


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """``Retry-After`` as seconds from now: delta-seconds or an HTTP date (RFC 9110 section 10.2.3)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def is_retryable(error: BaseException, harmless: bool) -> bool:
    """Whether a failed attempt may be retried; ``harmless``: repeating the request changes nothing."""
    if isinstance(error, RetryableStatus):
        return harmless or error.response.status_code in (429, 503)
    if isinstance(error, _NOT_SENT):
        return True
    return harmless and isinstance(error, _TRANSIENT)


class _Wait(tenacity.wait.wait_base):
    """Full-jitter exponential backoff, but never sooner than the server's ``Retry-After``."""

    def __init__(self, policy: RetryPolicy) -> None:
        self._jitter = tenacity.wait_random_exponential(multiplier=policy.first_delay, max=policy.max_delay)
        self._max_retry_after = policy.max_retry_after

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        backoff = float(self._jitter(retry_state))
        error = retry_state.outcome.exception() if retry_state.outcome is not None else None
        if isinstance(error, RetryableStatus) and error.retry_after is not None:
            return max(backoff, min(error.retry_after, self._max_retry_after))
        return backoff


class _Stop(tenacity.stop.stop_base):
    """Stop once ``give_up_after`` has passed, or would have by the end of a backoff of our own.

    A wait the server asked for (``Retry-After``, at most ``max_retry_after``) is
    waited out whole when it starts in time: giving up in the middle of a rate
    window would throw away a call the server has promised to take.
    """

    def __init__(self, policy: RetryPolicy) -> None:
        self._give_up_after = policy.give_up_after

    def __call__(self, retry_state: tenacity.RetryCallState) -> bool:
        elapsed = retry_state.seconds_since_start or 0.0
        if elapsed >= self._give_up_after:
            return True
        error = retry_state.outcome.exception() if retry_state.outcome is not None else None
        asked = isinstance(error, RetryableStatus) and error.retry_after is not None
        return not asked and elapsed + retry_state.upcoming_sleep >= self._give_up_after


def _asks_too_long(error: BaseException, policy: RetryPolicy) -> bool:
    """A server that asks for a longer wait than we may give would refuse a sooner retry: answer at once."""
    return (
        isinstance(error, RetryableStatus)
        and error.retry_after is not None
        and error.retry_after > policy.max_retry_after
    )


async def send_with_retries(
    attempt: Callable[[], Awaitable[httpx.Response]],
    policy: RetryPolicy,
    harmless: bool,
    on_retry: Callable[[str], None] | None = None,
    sleep: Callable[[float], Awaitable[Any]] | None = None,
) -> tuple[httpx.Response, int]:
    """Send until an answer that is not a retryable status; the answer and how many attempts it took.

    Raises the last transport error when retries run out; a retryable
    status that persists is returned as the answer.
    """

    def before_sleep(state: tenacity.RetryCallState) -> None:
        if on_retry is not None and state.outcome is not None:
            on_retry(type(state.outcome.exception()).__name__)

    retrying = tenacity.AsyncRetrying(
        stop=_Stop(policy),
        wait=_Wait(policy),
        retry=tenacity.retry_if_exception(
            lambda error: is_retryable(error, harmless) and not _asks_too_long(error, policy)
        ),
        before_sleep=before_sleep,
        reraise=True,
        sleep=sleep if sleep is not None else asyncio.sleep,
    )
    attempts = 0
    try:
        async for try_ in retrying:
            with try_:
                attempts += 1
                response = await attempt()
                if response.status_code in RETRY_STATUSES:
                    await response.aread()
                    raise RetryableStatus(response)
    except RetryableStatus as last:
        return last.response, attempts
    return response, attempts
