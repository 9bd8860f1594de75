"""Waiting reads (``GET /view?min_version=``) are capped, woken by the hub, and show the seat held now.

The hole: 200 waiting reads from one token were all held for 30 s, each
polling Redis every 100 ms, and a read that began while seated answered with
that seat's view even after the seat had changed hands.

The service here re-reads a waiting view only every 60 s (longer than the
20 s wait): a waiter answered with a view before its deadline was woken by the
hub, never by polling. Counted: 429s past the caps, waiters still held after
their deadline, leases and hub subscriptions left behind, views of a seat the
caller no longer held.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from api.client.session import ClowderClient
from tests.chaos.conftest import Service, running_service

pytestmark = pytest.mark.security

PER_TOKEN = 16
PER_PROCESS = 24
WAIT_SECONDS = 20.0


@pytest.fixture(scope="module")
async def service(postgres_url: str, redis_url: str) -> AsyncIterator[Service]:
    async with running_service(
        postgres_url,
        redis_url,
        waiting_reads_per_token=PER_TOKEN,
        waiting_reads_per_process=PER_PROCESS,
        min_version_wait_seconds=WAIT_SECONDS,
        min_version_recheck_seconds=60.0,
    ) as running:
        yield running


@pytest.fixture
async def http(service: Service) -> AsyncIterator[httpx.AsyncClient]:
    # Hundreds of requests at once: no client-side pool limit in the way.
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    async with httpx.AsyncClient(base_url=service.url, timeout=30, limits=limits) as client:
        yield client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def a_game(http: httpx.AsyncClient) -> tuple[str, int, ClowderClient]:
    """A two-seat game one player sits in: (game id, its version, that player)."""
    anonymous = ClowderClient(http)
    player = anonymous.as_player((await anonymous.register("waiter"))["token"])
    created = await player.create_game("kinoko-kombat", 2, join=True)
    return created["game_id"], (await player.game(created["game_id"]))["version"], player


def wait_for(http: httpx.AsyncClient, game_id: str, version: int, token: str) -> asyncio.Task[httpx.Response]:
    return asyncio.create_task(http.get(f"/games/{game_id}/view?min_version={version}", headers=bearer(token)))


async def until(condition: Any, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


def refused(tasks: list[asyncio.Task[httpx.Response]]) -> list[httpx.Response]:
    return [task.result() for task in tasks if task.done() and task.result().status_code == 429]


async def test_two_hundred_waiting_reads_from_one_token_hold_its_cap_and_a_write_wakes_the_held_ones(
    http: httpx.AsyncClient, service: Service
) -> None:
    components = service.components
    subscribers_before = components.hub.subscribers
    game_id, version, player = await a_game(http)
    sent = time.monotonic()
    waits = [wait_for(http, game_id, version + 1, player.token or "") for _ in range(200)]
    await until(lambda: len(refused(waits)) == 200 - PER_TOKEN)
    held = components.waiting_limits.total
    no_retry_after = [r for r in refused(waits) if not r.headers.get("Retry-After", "").isdigit()]
    codes = {r.json()["type"].rsplit("/", 1)[-1] for r in refused(waits)}
    opponent = ClowderClient(http).as_player((await ClowderClient(http).register("opponent"))["token"])
    await opponent.join(game_id, seat=1)  # the write they wait for
    answers = await asyncio.gather(*waits)
    answered = time.monotonic() - sent
    woken = [a for a in answers if a.status_code == 200]
    print(
        f"200 waiting reads: {len(refused(waits))} refused 429 {codes}, {held} held; after the write "
        f"{len(woken)} answered 200, all {answered:.2f} s after they were sent "
        f"(bound {WAIT_SECONDS} s, re-reads every 60 s); "
        f"left: {components.waiting_limits.total} leases, {components.hub.subscribers - subscribers_before} subscribers"
    )
    assert held == PER_TOKEN and codes == {"too-many-waiting-reads"} and no_retry_after == []
    assert len(woken) == PER_TOKEN and all(a.json()["version"] >= version + 1 for a in woken)
    assert answered < WAIT_SECONDS, "answered before their deadline: woken by the hub's message of the write"
    assert components.waiting_limits.total == 0 and components.hub.subscribers == subscribers_before


async def test_waiting_reads_for_a_version_that_never_comes_are_all_answered_at_their_deadline(
    http: httpx.AsyncClient, service: Service
) -> None:
    components = service.components
    game_id, version, player = await a_game(http)
    started = time.monotonic()
    answers = await asyncio.gather(
        *(wait_for(http, game_id, version + 5, player.token or "") for _ in range(PER_TOKEN))
    )
    elapsed = time.monotonic() - started
    statuses = sorted({answer.status_code for answer in answers})
    print(f"{PER_TOKEN} reads waiting for a version that never comes: statuses {statuses} after {elapsed:.2f} s")
    assert statuses == [409] and all(a.json()["current_version"] == version for a in answers)
    assert elapsed < WAIT_SECONDS + 8, "no read is held past its bound (the client gives up at 30 s)"
    assert components.waiting_limits.total == 0


async def test_the_process_cap_counts_every_client(http: httpx.AsyncClient, service: Service) -> None:
    components = service.components
    game_id, version, player = await a_game(http)
    other = ClowderClient(http).as_player((await ClowderClient(http).register("another waiter"))["token"])
    waits = [wait_for(http, game_id, version + 1, client.token or "") for client in (player, other) for _ in range(16)]
    await until(lambda: len(refused(waits)) == 32 - PER_PROCESS)
    held = components.waiting_limits.total
    details = {r.json()["detail"] for r in refused(waits)}
    await ClowderClient(http).as_player((await ClowderClient(http).register("opponent"))["token"]).join(game_id)
    answers = await asyncio.gather(*waits)
    print(f"two players' 32 waiting reads: {held} held, {32 - PER_PROCESS} refused: {details}")
    assert held == PER_PROCESS and all("this server" in detail for detail in details)
    assert sum(a.status_code == 200 for a in answers) == PER_PROCESS


async def test_a_read_waiting_across_a_change_of_seat_shows_the_seat_held_when_it_answers(
    http: httpx.AsyncClient,
) -> None:
    game_id, version, leaver = await a_game(http)
    anonymous = ClowderClient(http)
    stayer, taker = [anonymous.as_player((await anonymous.register(name))["token"]) for name in ("stayer", "taker")]
    await stayer.join(game_id, seat=1)
    waiting = wait_for(http, game_id, version + 4, leaver.token or "")  # leave, take, start: version + 4
    await asyncio.sleep(0.2)
    await http.delete(f"/games/{game_id}/seats/me", headers=bearer(leaver.token or ""))
    await taker.join(game_id, seat=0)
    await stayer.start(game_id)
    answer = await waiting
    view = answer.json()
    print(f"the leaver's waiting read answered {answer.status_code} as seat {view.get('seat')!r}")
    assert answer.status_code == 200 and view["version"] >= version + 4
    assert view["seat"] is None, "answered as a spectator: the seat it waited in is the taker's now"


@pytest.fixture(scope="module")
async def unannounced(postgres_url: str, redis_url: str) -> AsyncIterator[Service]:
    """A service with no projector: no game's channel ever carries a message, as if every one was lost."""
    async with running_service(
        postgres_url,
        redis_url,
        embedded_projector=False,
        reactors=False,
        min_version_wait_seconds=WAIT_SECONDS,
        min_version_recheck_seconds=0.5,
    ) as running:
        yield running


async def test_a_lost_notification_costs_a_re_read_never_the_answer(unannounced: Service) -> None:
    async with httpx.AsyncClient(base_url=unannounced.url, timeout=30) as http:
        game_id, version, player = await a_game(http)
        sent = time.monotonic()
        waiting = wait_for(http, game_id, version + 1, player.token or "")
        await until(lambda: unannounced.components.waiting_limits.total == 1)
        await ClowderClient(http).as_player((await ClowderClient(http).register("opponent"))["token"]).join(game_id)
        answer = await waiting
        answered = time.monotonic() - sent
    print(f"no message on the game's channel: answered {answer.status_code} {answered:.2f} s after it was sent")
    assert answer.status_code == 200 and answer.json()["version"] >= version + 1
    assert answered < WAIT_SECONDS, "answered by a re-read (every 0.5 s here), well before the wait's bound"
