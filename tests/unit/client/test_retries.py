"""The client rides out a restart: what it retries, with which key, and how long it waits.

A scripted transport (httpx's own MockTransport) plays the server: it fails
the first attempts the way a restarting API does, then answers.
"""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest

from api.client.retrying import RetryPolicy, retry_after_seconds, send_with_retries
from api.client.session import ApiError, ClowderClient

pytestmark = pytest.mark.unit

FAST = RetryPolicy(give_up_after=5.0, first_delay=0.001, max_delay=0.002)
ANSWER = {"game_id": "g", "version": 7, "replayed": False, "events": [], "view": {}}


def scripted(steps: list[Callable[[httpx.Request], httpx.Response]], seen: list[httpx.Request]) -> httpx.AsyncClient:
    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return steps[min(len(seen), len(steps)) - 1](request)

    return httpx.AsyncClient(transport=httpx.MockTransport(handle), base_url="http://clowder.test")


def refused(request: httpx.Request) -> httpx.Response:
    raise httpx.ConnectError("connection refused", request=request)


def dropped(request: httpx.Request) -> httpx.Response:
    raise httpx.RemoteProtocolError("server disconnected without sending a response", request=request)


def status(code: int, headers: dict[str, str] | None = None) -> Callable[[httpx.Request], httpx.Response]:
    body = {"type": "https://clowder.dev/problems/busy", "title": "Busy", "status": code, "detail": "later"}
    return lambda request: httpx.Response(code, json=body, headers=headers or {})


def ok(request: httpx.Request) -> httpx.Response:
    return httpx.Response(200, json=ANSWER)


async def test_a_command_is_retried_through_a_restart_with_one_idempotency_key() -> None:
    seen: list[httpx.Request] = []
    async with scripted([refused, dropped, status(502), status(504), ok], seen) as http:
        result = await ClowderClient(http, "token", FAST).command("g", {"type": "pass"}, expected_version=6)
    keys = {request.headers["Idempotency-Key"] for request in seen}
    print(f"attempts={len(seen)} distinct keys={len(keys)}")
    assert result == ANSWER
    assert len(seen) == 5 and len(keys) == 1 and all(keys)


async def test_a_given_key_is_the_one_sent() -> None:
    seen: list[httpx.Request] = []
    async with scripted([dropped, ok], seen) as http:
        await ClowderClient(http, "token", FAST).command("g", {"type": "pass"}, idempotency_key="k-1")
    assert [request.headers["Idempotency-Key"] for request in seen] == ["k-1", "k-1"]


async def test_retry_after_is_honoured() -> None:
    seen: list[httpx.Request] = []
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    async with scripted([status(503, {"Retry-After": "2"}), ok], seen) as http:
        response, attempts = await send_with_retries(lambda: http.get("/games/g"), FAST, True, sleep=sleep)
    assert response.status_code == 200 and attempts == 2
    assert slept == [2.0]


async def test_backoff_is_capped_and_jittered() -> None:
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    seen: list[httpx.Request] = []
    policy = RetryPolicy(give_up_after=60.0, first_delay=0.1, max_delay=1.0)
    async with scripted([refused] * 12 + [ok], seen) as http:
        await send_with_retries(lambda: http.get("/health"), policy, True, sleep=sleep)
    print(f"waits={[round(s, 3) for s in slept]}")
    assert len(slept) == 12 and all(0 <= s <= 1.0 for s in slept)
    assert len({round(s, 6) for s in slept}) > 6  # full jitter: not a fixed ladder


async def test_a_post_without_a_key_is_not_repeated_once_it_may_have_arrived() -> None:
    seen: list[httpx.Request] = []
    async with scripted([dropped, ok], seen) as http:
        with pytest.raises(httpx.RemoteProtocolError):
            await ClowderClient(http, None, FAST).request("POST", "/players", json={"name": "x"})
    assert len(seen) == 1


async def test_a_post_without_a_key_is_retried_when_it_never_arrived_or_was_refused() -> None:
    seen: list[httpx.Request] = []
    async with scripted([refused, status(503), ok], seen) as http:
        assert await ClowderClient(http, None, FAST).request("POST", "/players", json={"name": "x"}) == ANSWER
    assert len(seen) == 3


async def test_giving_up_returns_the_last_problem() -> None:
    seen: list[httpx.Request] = []
    async with scripted([status(503)], seen) as http:
        with pytest.raises(ApiError) as raised:
            await ClowderClient(http, None, RetryPolicy(give_up_after=0.05, first_delay=0.001, max_delay=0.002)).game(
                "g"
            )
    assert raised.value.status == 503 and raised.value.attempts > 1


async def test_a_4xx_is_never_retried() -> None:
    seen: list[httpx.Request] = []
    async with scripted([status(422), ok], seen) as http:
        with pytest.raises(ApiError):
            await ClowderClient(http, "t", FAST).command("g", {"type": "x"})
    assert len(seen) == 1


async def test_a_409_after_a_retry_is_asked_once_more_with_the_same_key() -> None:
    """The first attempt may still have been committing when the retry arrived and lost the race."""
    seen: list[httpx.Request] = []
    stale = {"type": "https://clowder.dev/problems/stale-version", "title": "Stale", "status": 409, "detail": ""}
    replayed = {**ANSWER, "replayed": True}
    async with scripted(
        [dropped, lambda r: httpx.Response(409, json=stale), lambda r: httpx.Response(200, json=replayed)], seen
    ) as http:
        result = await ClowderClient(http, "t", FAST).command("g", {"type": "x"}, expected_version=3)
    assert result["replayed"] and len({request.headers["Idempotency-Key"] for request in seen}) == 1


def test_retry_after_reads_seconds_and_dates() -> None:
    assert retry_after_seconds("7") == 7.0
    assert retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT", now=1445412470.0) == 10.0
    assert retry_after_seconds("soon") is None and retry_after_seconds(None) is None


async def test_the_lobby_calls_are_retried_even_after_the_request_may_have_arrived() -> None:
    """A bot that gives up on its first dropped connection never plays its game."""
    seen: list[httpx.Request] = []
    async with scripted([dropped, ok], seen) as http:
        assert await ClowderClient(http, None, FAST).register("bot") == ANSWER
    assert len(seen) == 2


async def test_a_join_whose_retry_finds_the_seat_taken_by_its_first_attempt_succeeds() -> None:
    seen: list[httpx.Request] = []
    taken = {"type": "https://clowder.dev/problems/lobby-conflict", "title": "Lobby", "status": 409, "detail": "x"}
    steps = [dropped, lambda r: httpx.Response(409, json=taken), lambda r: httpx.Response(200, json={"seat": 1}), ok]
    async with scripted(steps, seen) as http:
        assert await ClowderClient(http, "t", FAST).join("g") == ANSWER
    assert [request.url.path for request in seen] == ["/games/g/seats", "/games/g/seats", "/games/g/view", "/games/g"]
