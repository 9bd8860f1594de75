"""Reads never go back in time, across API processes; ``min_version`` waits, then answers 409.

Fault: the projector lags by nature (it runs in its worker process and is
woken after the command has answered). Load: games played by two seats,
each command sent to one API process and the other seat's view read right
after from the other process. Invariant counted: 0 of 1,000 reads answer a
version older than one already acknowledged (before the fix, 10 to 27
of every 25 to 30 did). And ``min_version`` waits for the version, answering as soon as
it comes, or answers a 409 ``version-not-reached`` with the
``current_version`` once the (here short) bound has passed. The timings it
asserts are causal (an answer cannot come before the command it waits for,
nor a 409 before its bound) or separated by seconds: a waiting read that is
not woken by the command finds it only at its next recheck, set here to the
bound itself, so an answer well before the bound is one the command woke.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import AsyncIterator

import httpx
import pytest

from api.cli.embedded import free_port
from ops.local_services import create_database
from tests.chaos.fixtures_faults import Service, clowder

pytestmark = pytest.mark.chaos

READS = 1000
#: The waiting reads' bound, and their recheck period (a read no message wakes is answered at the bound).
WAIT_BOUND = 6.0
#: When the awaited command is sent, after the read began.
PLAY_AFTER = 0.3
#: What a loaded machine may add to an answer due at the bound; far below a client's 30 s timeout.
MARGIN = 5.0


@pytest.fixture(scope="module")
async def two_apis(postgres_url: str, redis_url: str) -> AsyncIterator[tuple[Service, str]]:
    """API process A (in this process) with its worker process, and API process B (``clowder serve --no-worker``)."""
    database_url = await asyncio.to_thread(create_database, postgres_url)
    async with clowder(
        database_url, redis_url, min_version_wait_seconds=WAIT_BOUND, min_version_recheck_seconds=WAIT_BOUND
    ) as service:
        port = free_port()
        env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "CLOWDER_REDIS_PREFIX": service.settings.redis_prefix,
            "CLOWDER_LOG_LEVEL": "error",
            "CLOWDER_LOG_FORMAT": "json",
            "CLOWDER_MIN_VERSION_WAIT_SECONDS": str(WAIT_BOUND),
            "CLOWDER_MIN_VERSION_RECHECK_SECONDS": str(WAIT_BOUND),
        }
        other = subprocess.Popen(
            [sys.executable, "-m", "api.cli", "serve", "--no-worker", "--port", str(port)], env=env
        )
        url = f"http://127.0.0.1:{port}"
        try:
            async with httpx.AsyncClient(base_url=url) as probe:
                for _ in range(300):
                    try:
                        if (await probe.get("/health/live")).status_code == 200:
                            break
                    except httpx.TransportError:
                        pass
                    await asyncio.sleep(0.1)
            yield service, url
        finally:
            other.terminate()
            other.wait(10)


async def new_game(http: httpx.AsyncClient) -> tuple[str, list[dict[str, str]], dict]:
    tokens = [(await http.post("/players", json={"name": f"seat-{n}"})).json()["token"] for n in range(2)]
    seats = [{"Authorization": f"Bearer {token}"} for token in tokens]
    game = (
        await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2, "join": True}, headers=seats[0])
    ).json()
    await http.post(f"/games/{game['game_id']}/seats", headers=seats[1])
    started = (await http.post(f"/games/{game['game_id']}/start", headers=seats[0])).json()
    return game["game_id"], seats, started


async def view_at_least(
    http: httpx.AsyncClient, game_id: str, headers: dict[str, str], version: int, counts: Counter[str]
) -> dict:
    """The seat's view at ``version`` or later, re-read (and counted) while it is older."""
    for _ in range(500):
        view = (await http.get(f"/games/{game_id}/view", params={"min_version": version}, headers=headers)).json()
        if view["version"] >= version:
            return view
        counts["min_version answered older"] += 1
        await asyncio.sleep(0.01)
    raise AssertionError("the view never reached the version")


async def test_no_read_goes_back_in_time_across_two_api_processes(two_apis: tuple[Service, str]) -> None:
    service, other_url = two_apis
    counts: Counter[str] = Counter()
    async with (
        httpx.AsyncClient(base_url=service.url, timeout=30) as a,
        httpx.AsyncClient(base_url=other_url, timeout=30) as b,
    ):
        apis = (a, b)
        while counts["reads"] < READS:
            game_id, seats, started = await new_game(a)
            version, pending, turn = started["version"], started["pending_seats"], 0
            view: dict | None = None
            while pending and counts["reads"] < READS:
                seat = pending[0]
                writer, reader = apis[turn % 2], apis[(turn + 1) % 2]
                turn += 1
                if view is None or view["seat"] != seat or view["version"] < version:
                    view = await view_at_least(writer, game_id, seats[seat], version, counts)
                body = {"command": view["legal_commands"][0], "expected_version": view["version"]}
                answer = await writer.post(f"/games/{game_id}/commands", json=body, headers=seats[seat])
                assert answer.status_code == 200, answer.text
                version, pending = answer.json()["version"], answer.json()["view"]["pending_seats"]
                view = (await reader.get(f"/games/{game_id}/view", headers=seats[1 - seat])).json()
                summary = (await reader.get(f"/games/{game_id}")).json()
                counts["reads"] += 1
                counts["view went back"] += view["version"] < version
                counts["summary went back"] += summary["version"] < version
                counts["your_turn wrong"] += view["your_turn"] != (1 - seat in view["pending_seats"])
    print(
        f"\nread consistency: {counts['reads']} reads of the other seat's view and the summary right after a command, "
        f"each from the other API process; views gone back {counts['view went back']}, summaries gone back "
        f"{counts['summary went back']}, your_turn wrong {counts['your_turn wrong']}, "
        f"min_version answered older {counts['min_version answered older']}"
    )
    assert counts["view went back"] == 0 and counts["summary went back"] == 0
    assert counts["your_turn wrong"] == 0 and counts["min_version answered older"] == 0


async def test_min_version_waits_for_the_version_and_answers_409_when_it_never_comes(
    two_apis: tuple[Service, str],
) -> None:
    service, other_url = two_apis
    async with (
        httpx.AsyncClient(base_url=service.url, timeout=30) as a,
        httpx.AsyncClient(base_url=other_url, timeout=30) as b,
    ):
        game_id, seats, started = await new_game(a)
        seat = started["pending_seats"][0]
        view = (
            await a.get(f"/games/{game_id}/view", params={"min_version": started["version"]}, headers=seats[seat])
        ).json()

        async def play_later() -> int:
            await asyncio.sleep(PLAY_AFTER)
            body = {"command": view["legal_commands"][0], "expected_version": view["version"]}
            return (await a.post(f"/games/{game_id}/commands", json=body, headers=seats[seat])).json()["version"]

        began = time.perf_counter()
        later = asyncio.create_task(play_later())
        waited = await b.get(
            f"/games/{game_id}/view", params={"min_version": view["version"] + 1}, headers=seats[1 - seat]
        )
        elapsed = time.perf_counter() - began
        acknowledged = await later
        assert waited.status_code == 200 and waited.json()["version"] >= view["version"] + 1
        # Not before the command (causal); before the bound, so the command woke it (no recheck came sooner).
        assert PLAY_AFTER <= elapsed < WAIT_BOUND, elapsed

        began = time.perf_counter()
        never = await b.get(f"/games/{game_id}/view", params={"min_version": 999_999})
        bound = time.perf_counter() - began
    problem = never.json()
    print(
        f"\nmin_version: answered {elapsed:.2f} s after asking (the command was sent at {PLAY_AFTER} s, "
        f"recheck {WAIT_BOUND} s); an unreachable version got {never.status_code} after {bound:.2f} s "
        f"(bound {WAIT_BOUND} s)"
    )
    assert never.status_code == 409 and never.headers["content-type"].startswith("application/problem+json")
    assert problem["type"].endswith("version-not-reached") and problem["current_version"] == acknowledged
    # At the bound (causal), and then at once rather than whenever the client gives up.
    assert WAIT_BOUND <= bound < WAIT_BOUND + MARGIN
