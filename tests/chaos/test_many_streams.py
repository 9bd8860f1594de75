"""Load: 500 idle live streams on one API process.
Invariants: ordinary reads and commands never fail meanwhile, the process holds
no more Redis pub/sub connections than with none open, every stream of a game
gets every event of it, the caps answer 429 with Retry-After, and closing the
streams gives every subscription and lease back.

Counts printed: non-2xx answers, read latency p50/p99 with no stream and with
500 open, Redis pub/sub connections, events delivered.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from collections.abc import AsyncIterator

import httpx
import pytest
from redis.asyncio import Redis

from api.client.session import ClowderClient
from tests.chaos.conftest import Service, SseMessage, play_to_the_end, running_service, sse_messages

pytestmark = pytest.mark.chaos

PLAYERS = 25
GAME_STREAMS_EACH = 16
DECISION_STREAMS_EACH = 4  # 25 x 20 = 500 streams
PER_TOKEN = GAME_STREAMS_EACH + DECISION_STREAMS_EACH
PER_PROCESS = PLAYERS * PER_TOKEN + 10
#: Each game's version once started, to read it no older than that.
STARTED: dict[str, int] = {}


@pytest.fixture(scope="module")
async def service(postgres_url: str, redis_url: str) -> AsyncIterator[Service]:
    async with running_service(
        postgres_url, redis_url, streams_per_token=PER_TOKEN, streams_per_process=PER_PROCESS
    ) as running:
        yield running


class Streams:
    """Held-open SSE connections, each on its own socket, each recording what it got."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.tasks: list[asyncio.Task[None]] = []
        self.received: dict[int, list[SseMessage]] = {}
        self.opened = 0
        self.refused: list[httpx.Response] = []

    async def open(self, path: str, token: str | None) -> None:
        index = len(self.tasks)
        self.received[index] = []
        ready = asyncio.Event()
        self.tasks.append(asyncio.create_task(self._hold(path, token, self.received[index], ready)))
        await asyncio.wait_for(ready.wait(), 30)

    async def _hold(self, path: str, token: str | None, into: list[SseMessage], ready: asyncio.Event) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        try:
            async with self.http.stream("GET", path, headers=headers) as response:
                if response.status_code != 200:
                    await response.aread()
                    self.refused.append(response)
                    return
                self.opened += 1
                ready.set()
                async for message in sse_messages(response):
                    into.append(message)
        finally:
            ready.set()

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)


async def timed_reads(
    http: httpx.AsyncClient, game_ids: list[str], token: str, rounds: int
) -> tuple[list[float], list[str]]:
    """GET /games/{id}, /view, /games and /health, ``rounds`` times each; latencies and failures."""
    latencies: list[float] = []
    failures: list[str] = []
    headers = {"Authorization": f"Bearer {token}"}
    for n in range(rounds):
        game_id = game_ids[n % len(game_ids)]
        for path in (f"/games/{game_id}", f"/games/{game_id}/view", "/games", "/health"):
            began = time.perf_counter()
            try:
                response = await http.get(path, headers=headers)
                if not 200 <= response.status_code < 300:
                    failures.append(f"{path}: {response.status_code}")
            except httpx.HTTPError as error:
                failures.append(f"{path}: {error!r}")
            latencies.append(time.perf_counter() - began)
    return latencies, failures


def percentiles(latencies: list[float]) -> str:
    cuts = statistics.quantiles(latencies, n=100)
    return f"p50 {cuts[49] * 1000:.1f} ms, p99 {cuts[98] * 1000:.1f} ms"


async def probe(http: httpx.AsyncClient, path: str, token: str | None) -> httpx.Response:
    """Try to open one more stream; the answer (read whole only when refused)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with http.stream("GET", path, headers=headers) as response:
        if response.status_code != 200:
            await response.aread()
        return response


async def pubsub_connections(redis_url: str) -> int:
    redis = Redis.from_url(redis_url)
    try:
        return len(await redis.client_list(_type="pubsub"))
    finally:
        await redis.aclose()


async def started_games(anonymous: ClowderClient, count: int) -> tuple[list[str], list[dict[int, ClowderClient]]]:
    """``count`` running two-seat games (each known to the read side) and who sits where."""
    game_ids, seatings = [], []
    for n in range(count):
        first, second = [anonymous.as_player((await anonymous.register(f"g{n}s{s}"))["token"]) for s in (0, 1)]
        game = await first.create_game("trending-kittens", 2, join=True)
        await second.join(game["game_id"])
        started = await first.start(game["game_id"])
        STARTED[game["game_id"]] = started["version"]
        game_ids.append(game["game_id"])
        seatings.append({0: first, 1: second})
    return game_ids, seatings


async def test_five_hundred_idle_streams_leave_reads_commands_and_redis_untouched(
    service: Service, redis_url: str
) -> None:
    hub = service.components.hub
    limits = service.components.stream_limits
    # The process's own subscriptions, held with no stream open (the token watch's announcements).
    own_subscribers, own_channels = hub.subscribers, hub.channels
    unlimited = httpx.Limits(max_connections=None, max_keepalive_connections=20)
    async with (
        httpx.AsyncClient(base_url=service.url, timeout=30, limits=unlimited) as http,
        httpx.AsyncClient(base_url=service.url, timeout=httpx.Timeout(30, read=None), limits=unlimited) as stream_http,
    ):
        anonymous = ClowderClient(http)
        game_ids, seatings = await started_games(anonymous, 9)
        quiet_game, quiet_seating = game_ids.pop(), seatings.pop()  # played with no stream open
        watchers = [(await anonymous.register(f"watcher-{n}"))["token"] for n in range(PLAYERS)]
        reader_token = watchers[0]
        await timed_reads(http, game_ids, reader_token, 10)  # warm up
        quiet_reads, _ = await asyncio.gather(
            timed_reads(http, game_ids, reader_token, 50),
            play_to_the_end(quiet_seating, quiet_game, random.Random(6), after=STARTED[quiet_game]),
        )
        quiet, quiet_failures = quiet_reads
        pubsub_before = await pubsub_connections(redis_url)
        tasks_before = len(asyncio.all_tasks())

        streams = Streams(stream_http)
        began = time.perf_counter()
        for n, token in enumerate(watchers):
            opening = [
                streams.open(f"/games/{game_ids[(n + k) % len(game_ids)]}/stream", token)
                for k in range(GAME_STREAMS_EACH)
            ]
            opening += [streams.open("/players/me/decisions", token) for _ in range(DECISION_STREAMS_EACH)]
            await asyncio.gather(*opening)
        opened_in = time.perf_counter() - began
        assert streams.opened == PLAYERS * PER_TOKEN and not streams.refused

        pubsub_open = await pubsub_connections(redis_url)
        # Past the caps: one more stream for a watcher, then for the process.
        over_token = await probe(stream_http, "/players/me/decisions", watchers[1])
        extra = [(await anonymous.register(f"extra-{n}"))["token"] for n in range(PER_PROCESS - limits.total + 1)]
        for token in extra[:-1]:
            await streams.open("/players/me/decisions", token)
        over_process = await probe(stream_http, "/players/me/decisions", extra[-1])
        held = limits.total
        subscribers, channels = hub.subscribers - own_subscribers, hub.redis_channels - own_channels
        played = random.Random(7)
        busy_reads, commands = await asyncio.gather(
            timed_reads(http, game_ids, reader_token, 50),
            play_to_the_end(seatings[0], game_ids[0], played, after=STARTED[game_ids[0]]),
        )
        loaded, loaded_failures = busy_reads
        final_version = (await anonymous.game(game_ids[0]))["version"]
        watching_first = [
            i
            for i, got in streams.received.items()
            if got and got[0].event == "view" and got[0].data["game_id"] == game_ids[0]
        ]
        for _ in range(300):  # each stream of the played game ends with its last event
            if all(streams.tasks[i].done() for i in watching_first):
                break
            await asyncio.sleep(0.05)
        short = [
            i
            for i in watching_first
            if max((m.data["version"] for m in streams.received[i] if m.event == "event"), default=0) != final_version
        ]

        await streams.close()
        for _ in range(200):
            if hub.subscribers == own_subscribers and hub.redis_channels == own_channels and limits.total == 0:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)
        tasks_after = len(asyncio.all_tasks())
        redis = Redis.from_url(redis_url)
        try:
            left_channels = await redis.pubsub_channels(f"{service.settings.redis_prefix}*:*")
        finally:
            await redis.aclose()

    failures = quiet_failures + loaded_failures
    print(
        f"{PLAYERS * PER_TOKEN} streams opened in {opened_in:.1f}s; reads while a game is played, with no stream "
        f"open: {percentiles(quiet)}; with them open (a game of {commands} commands fanned out to its streams): "
        f"{percentiles(loaded)}; "
        f"{len(failures)} non-2xx of {len(quiet) + len(loaded)} reads; Redis pub/sub connections "
        f"{pubsub_before} before, {pubsub_open} with the streams open; {len(watching_first)} streams of the played "
        f"game, {len(short)} short of its {final_version} events; after closing: "
        f"{hub.subscribers - own_subscribers} subscribers, {hub.redis_channels - own_channels} channels, {limits.total} leases, {len(left_channels)} Redis channels, "
        f"tasks {tasks_before} before and {tasks_after} after"
    )
    assert failures == []
    assert pubsub_open == pubsub_before, "streams took pub/sub connections of their own"
    assert watching_first and short == []
    assert subscribers >= PLAYERS * PER_TOKEN and channels == len(game_ids) + PLAYERS + len(extra) - 1
    for refused, why in ((over_token, "you already hold"), (over_process, "this server holds")):
        assert refused.status_code == 429, refused.status_code
        assert refused.headers["content-type"].startswith("application/problem+json")
        assert int(refused.headers["retry-after"]) > 0
        problem = refused.json()
        assert problem["type"].endswith("too-many-streams") and why in problem["detail"], problem
    assert held == PER_PROCESS
    assert (hub.subscribers, hub.redis_channels) == (own_subscribers, own_channels)
    assert limits.total == 0 and left_channels == []
    assert tasks_after <= tasks_before + 2, "tasks outlived their streams"


async def test_anonymous_spectators_count_per_address_and_a_closed_stream_frees_its_place(service: Service) -> None:
    limits = service.components.stream_limits
    async with httpx.AsyncClient(
        base_url=service.url, timeout=httpx.Timeout(30, read=None), limits=httpx.Limits(max_connections=None)
    ) as http:
        anonymous = ClowderClient(http)
        game_ids, _ = await started_games(anonymous, 1)
        streams = Streams(http)
        for _ in range(PER_TOKEN):
            await streams.open(f"/games/{game_ids[0]}/stream", None)
        refused = await probe(http, f"/games/{game_ids[0]}/stream", None)
        streams.tasks[0].cancel()
        for _ in range(200):
            if limits.open_for("address:127.0.0.1") < PER_TOKEN:
                break
            await asyncio.sleep(0.02)
        await streams.open(f"/games/{game_ids[0]}/stream", None)
        reopened = streams.opened
        await streams.close()
    print(
        f"anonymous streams from one address: {PER_TOKEN} opened, the next {refused.status_code}, one closed, {reopened - PER_TOKEN} reopened"
    )
    assert refused.status_code == 429 and refused.json()["type"].endswith("too-many-streams")
    assert reopened == PER_TOKEN + 1
