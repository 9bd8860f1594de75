"""A revoked or expired token's open streams and waiting reads end, on every API process.

The hole: a token was checked only when a stream connected, so a stream kept
sending the seat's private events after ``DELETE /players/me/tokens/{id}``.

The player holds two tokens: it opens, with the one that will go, a game
stream, a decision stream and a waiting read on each of two API processes
(one PostgreSQL, one Redis); it plays on with the other while the first is
revoked (through the API, or behind Redis's back in PostgreSQL) or expires.
Counted: the frames the doomed token's streams received later than the
revocation (or expiry) + 1 s, and its waiting reads answered with a view: 0
each. A stream of the other token is the control: it keeps receiving.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import psycopg
import pytest

from api.client.session import ClowderClient
from tests.chaos._two_apps import UNLIMITED, two_apps
from tests.chaos.conftest import SseMessage, sse_messages

pytestmark = pytest.mark.security

#: A random two-seat game of this kind lasts 120 commands or more: it outlives each test's play.
KIND = "kombat-kittens"
#: A version no game reaches: a read waiting for it waits until its bound (30 s here).
NEVER = 10_000_000
#: The bound under test: nothing reaches a client later than this after the revocation or expiry.
GRACE_SECONDS = 1.0


@dataclass
class Apps:
    urls: tuple[str, str]
    database_url: str


@pytest.fixture(scope="module")
async def announced(postgres_url: str, redis_url: str) -> AsyncIterator[Apps]:
    """Two processes that check held tokens only every 30 s: only the revocation's announcement is fast."""
    async with two_apps(postgres_url, redis_url, UNLIMITED, token_check_seconds=30.0) as (first, second, db):
        yield Apps((first, second), db)


@pytest.fixture(scope="module")
async def polling(postgres_url: str, redis_url: str) -> AsyncIterator[Apps]:
    """Two processes that ask PostgreSQL every 0.5 s (the default is 1 s; half leaves a loaded box room)."""
    async with two_apps(postgres_url, redis_url, UNLIMITED, token_check_seconds=0.5) as (first, second, db):
        yield Apps((first, second), db)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@dataclass
class Listener:
    """One open stream and what it received, each frame with its arrival (Unix time)."""

    name: str
    frames: list[tuple[float, SseMessage]] = field(default_factory=list)
    opened: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None

    def after(self, cutoff: float) -> list[SseMessage]:
        return [message for at, message in self.frames if at > cutoff]


@dataclass
class Answer:
    status: int = 0
    at: float = 0.0
    body: Any = None


async def listen(http: httpx.AsyncClient, name: str, path: str, token: str) -> Listener:
    listener = Listener(name)

    async def run() -> None:
        async with http.stream("GET", path, headers=bearer(token), timeout=httpx.Timeout(60, read=None)) as response:
            assert response.status_code == 200, (name, response.status_code)
            listener.opened.set()
            async for message in sse_messages(response):
                listener.frames.append((time.time(), message))

    listener.task = asyncio.create_task(run())
    await asyncio.wait_for(listener.opened.wait(), 10)
    return listener


async def wait_read(http: httpx.AsyncClient, path: str, token: str) -> Answer:
    answer = await http.get(path, headers=bearer(token), timeout=60)
    return Answer(answer.status_code, time.time(), answer.json())


@dataclass
class Table:
    """A running game, its opponent and the player, who plays with its first token and
    watches with ``doomed``, made by a token (``parent_id``) its first token made."""

    game_id: str
    player: ClowderClient
    opponent: ClowderClient
    doomed: str
    doomed_id: str
    parent_id: str


async def seat_a_game(http: httpx.AsyncClient) -> Table:
    anonymous = ClowderClient(http)
    player = anonymous.as_player((await anonymous.register("watcher"))["token"])
    opponent = anonymous.as_player((await anonymous.register("opponent"))["token"])
    parent = await player.request("POST", "/players/me/tokens", json={"name": "devices", "scopes": ["play"]})
    doomed = await anonymous.as_player(parent["token"]).request(
        "POST", "/players/me/tokens", json={"name": "watching", "scopes": ["play"]}
    )
    created = await player.create_game(KIND, 2, join=True)
    await opponent.join(created["game_id"], seat=1)
    await player.start(created["game_id"])
    return Table(
        created["game_id"], player, opponent, doomed["token"], doomed["info"]["token_id"], parent["info"]["token_id"]
    )


async def play_until(table: Table, stop: asyncio.Event, chooser: random.Random) -> int:
    """Legal commands every 50 ms, from whichever seat is pending, until ``stop``; how many."""
    clients = {0: table.player, 1: table.opponent}
    view = await table.player.view(table.game_id)
    commands = 0
    while not stop.is_set() and view["status"] != "finished":
        seat = chooser.choice(view["pending_seats"])
        seat_view = await clients[seat].view(table.game_id, min_version=view["version"])
        command = chooser.choice(seat_view["legal_commands"])
        view = (await clients[seat].command(table.game_id, command, expected_version=seat_view["version"]))["view"]
        commands += 1
        await asyncio.sleep(0.05)
    return commands


async def revoke_by_api(apps: Apps, table: Table) -> None:
    await table.player.request("DELETE", f"/players/me/tokens/{table.doomed_id}")


async def revoke_in_postgres(apps: Apps, token_id: str) -> None:
    """As if Redis lost the announcement: PostgreSQL says revoked, nobody told Redis (nor the descendants)."""
    async with await psycopg.AsyncConnection.connect(apps.database_url, autocommit=True) as conn:
        await conn.execute("UPDATE player_tokens SET revoked_at = now() WHERE token_id = %s", (token_id,))


async def expire_soon(apps: Apps, table: Table, seconds: float) -> float:
    """Make the doomed token expire ``seconds`` from now; its expiry as a Unix time."""
    async with await psycopg.AsyncConnection.connect(apps.database_url, autocommit=True) as conn:
        cursor = await conn.execute(
            "UPDATE player_tokens SET expires_at = now() + make_interval(secs => %s) WHERE token_id = %s"
            " RETURNING expires_at",
            (seconds, table.doomed_id),
        )
        row = await cursor.fetchone()
    assert row is not None
    return float(row[0].timestamp())


async def watch_the_token_end(apps: Apps, end: Callable[[Table], Awaitable[float]], label: str) -> None:
    """Open the doomed token's streams and waiting reads on both processes, ``end`` the token
    (returns when it ended, Unix time), play on, and count what reached it after the grace."""
    async with (
        httpx.AsyncClient(base_url=apps.urls[0], timeout=30) as first,
        httpx.AsyncClient(base_url=apps.urls[1], timeout=30) as second,
    ):
        table = await seat_a_game(first)
        game = f"/games/{table.game_id}"
        doomed: list[Listener] = []
        for number, http in enumerate((first, second), start=1):
            doomed.append(await listen(http, f"game stream, process {number}", f"{game}/stream", table.doomed))
            doomed.append(await listen(http, f"decisions, process {number}", "/players/me/decisions", table.doomed))
        control = await listen(second, "the other token's game stream", f"{game}/stream", table.player.token or "")
        waiting = [
            asyncio.create_task(wait_read(http, f"{game}/view?min_version={NEVER}", table.doomed))
            for http in (first, second)
        ]
        stop = asyncio.Event()
        player = asyncio.create_task(play_until(table, stop, random.Random(label)))
        try:
            await asyncio.sleep(0.5)  # the streams see the game move
            ended_at = await end(table)
            cutoff = ended_at + GRACE_SECONDS
            await asyncio.sleep(max(0.0, cutoff + 1.5 - time.time()))  # play on well past the grace
            stop.set()
            commands = await player
            done, still_waiting = await asyncio.wait(waiting, timeout=5)
            still_open = [listener.name for listener in doomed if listener.task and not listener.task.done()]
        finally:
            tasks = [*waiting, *(listener.task for listener in [*doomed, control] if listener.task)]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        answers = [task.result() for task in waiting if task in done]
        late = {listener.name: len(listener.after(cutoff)) for listener in doomed}
        before = sum(len(listener.frames) for listener in doomed) - sum(late.values())
        print(
            f"{label}: {commands} commands; the doomed token's streams got {before} frames before, "
            f"late frames {late}, still open {still_open}; its waiting reads answered "
            f"{[(a.status, round(a.at - ended_at, 2)) for a in answers]} (status, s after the end), "
            f"{len(still_waiting)} still waiting; the control got {len(control.after(cutoff))} frames after the grace"
        )
        assert sum(late.values()) == 0, late
        assert still_open == []
        assert [a.status for a in answers] == [401, 401], [a.body for a in answers]
        assert all(a.at <= cutoff for a in answers)
        assert control.after(cutoff), "the game went on, the other token's stream kept receiving"
        assert before > 0, "the doomed token's streams were live before"


async def test_a_revoked_tokens_streams_and_waiting_reads_end_on_every_process_at_its_announcement(
    announced: Apps,
) -> None:
    async def end(table: Table) -> float:
        await revoke_by_api(announced, table)
        return time.time()

    await watch_the_token_end(announced, end, "revoked through the API")


@pytest.mark.parametrize("revoked", ["the token", "the token that made it"])
async def test_a_revocation_redis_never_heard_of_still_ends_them_from_postgresql(polling: Apps, revoked: str) -> None:
    async def end(table: Table) -> float:
        await revoke_in_postgres(polling, table.doomed_id if revoked == "the token" else table.parent_id)
        return time.time()

    await watch_the_token_end(polling, end, f"{revoked} revoked in PostgreSQL only")


async def test_an_expired_tokens_streams_and_waiting_reads_end_at_its_expiry(polling: Apps) -> None:
    async def end(table: Table) -> float:
        expiry = await expire_soon(polling, table, 1.5)
        await asyncio.sleep(max(0.0, expiry - time.time()))
        return expiry

    await watch_the_token_end(polling, end, "expired")
