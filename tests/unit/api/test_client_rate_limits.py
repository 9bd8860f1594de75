"""The API client waits out a 429 for as long as it may, then reports it."""

from __future__ import annotations

import httpx
import pytest

from api.client.retrying import RetryPolicy, send_with_retries
from api.client.session import ApiError, ClowderClient

pytestmark = pytest.mark.unit


def refusing(times: int, retry_after: str) -> tuple[httpx.MockTransport, list[int]]:
    calls: list[int] = []

    def handle(request: httpx.Request) -> httpx.Response:
        calls.append(1)
        if len(calls) <= times:
            problem = {
                "type": "https://clowder.dev/problems/rate-limited",
                "status": 429,
                "title": "Too many requests",
                "detail": "wait",
            }
            return httpx.Response(429, json=problem, headers={"Retry-After": retry_after})
        return httpx.Response(201, json={"token": "t"})

    return httpx.MockTransport(handle), calls


async def test_a_429_is_retried_after_the_time_it_names() -> None:
    transport, calls = refusing(2, "0")
    async with httpx.AsyncClient(transport=transport, base_url="http://clowder") as http:
        assert await ClowderClient(http).register("ada") == {"token": "t"}
    assert len(calls) == 3


async def test_a_wait_longer_than_allowed_is_an_error_at_once() -> None:
    transport, calls = refusing(1, "3600")
    async with httpx.AsyncClient(transport=transport, base_url="http://clowder") as http:
        with pytest.raises(ApiError) as refused:
            await ClowderClient(http, retry=RetryPolicy(max_retry_after=60)).register("ada")
    assert refused.value.status == 429 and len(calls) == 1


async def test_a_429_asking_for_most_of_a_window_is_waited_out_as_docs_reliability_says() -> None:
    """A fixed window of 60 s asks for up to 60 s: the client waits that long (it gave up past 30 s)."""
    transport, calls = refusing(1, "45")
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    async with httpx.AsyncClient(transport=transport, base_url="http://clowder") as http:
        response, attempts = await send_with_retries(
            lambda: http.post("/players", json={"name": "ada"}), RetryPolicy(), harmless=True, sleep=sleep
        )
    assert (response.status_code, attempts, len(calls)) == (201, 2, 2)
    assert waits == [45.0]
