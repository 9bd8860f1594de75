"""Every in-process cache keeps at most its bound, dropping the least recently used.

Each cache is filled past a bound of 3; it must hold at most 3, keep the ones
used last, and still answer for a dropped one (by reading it again).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, cast

import pytest

from api.http.routes.decisions import _Announcer
from eventstore.memory import InMemoryEventStore
from services.game_records import GameRecords
from services.game_registry import all_games
from services.game_service import GameService
from services.lru import Lru
from services.notifier import NullNotifier
from services.players import Player, PostgresPlayers
from services.projector import DecisionOwed, Projector
from services.seeds import InMemorySeeds, PostgresSeeds
from services.stream_hub import RESYNC, StreamHub

pytestmark = pytest.mark.unit

GAMES = all_games()


def test_an_lru_holds_its_capacity_and_drops_the_least_recently_used() -> None:
    cache: Lru[int, str] = Lru(3)
    for key in range(10):
        cache[key] = str(key)
    assert len(cache) == 3 and list(cache) == [7, 8, 9] and cache.evictions == 7
    assert cache.get(7) == "7"  # used: now the most recent
    assert cache.peek(8) == "8"  # a probe: not a use
    cache[10] = "10"
    assert list(cache) == [9, 7, 10]
    assert cache.get(8) is None and cache.get(8, "gone") == "gone"
    cache.update({11: "11", 12: "12"})
    assert list(cache) == [10, 11, 12]
    with pytest.raises(ValueError):
        Lru(0)


def new_service(capacity: int) -> GameService:
    log = GameRecords(InMemoryEventStore(), GAMES, capacity)
    return GameService(GAMES, log, InMemorySeeds(), NullNotifier())


async def test_the_game_log_keeps_at_most_its_capacity_of_records_least_recently_used_out() -> None:
    service = new_service(3)
    player = Player("p0", "player 0")
    ids = [(await service.create_game(player, "feed-the-kitten", 2, {})).game_id for _ in range(10)]
    log = service.records
    assert log.capacity == 3 and log.cached_count == 3
    assert [log.cached(game_id) is not None for game_id in ids] == [False] * 7 + [True] * 3
    await log.load(ids[7])  # used again: it outlives ids[8] and ids[9]
    await log.load(ids[0])  # dropped: read from the store again, then cached
    assert log.cached_count == 3
    assert {game_id for game_id in ids if log.cached(game_id)} == {ids[7], ids[9], ids[0]}


async def test_the_game_log_default_holds_ten_thousand_games() -> None:
    assert GameRecords(InMemoryEventStore(), GAMES).capacity == 10_000


class _Cursor:
    def __init__(self, row: tuple[Any, ...] | None) -> None:
        self._row = row

    async def fetchone(self) -> tuple[Any, ...] | None:
        return self._row


class _Pool:
    """Answers each SELECT by the id it is given (the first parameter), counting them."""

    def __init__(self, row_of: Any) -> None:
        self.row_of = row_of
        self.queries = 0

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[_Pool]:
        yield self

    async def execute(self, sql: str, params: tuple[Any, ...]) -> _Cursor:
        self.queries += 1
        return _Cursor(self.row_of(params))


async def test_the_seeds_cache_keeps_at_most_its_capacity() -> None:
    pool = _Pool(lambda params: (params[1],) if len(params) > 1 else (params[0].encode().ljust(32, b"."),))
    seeds = PostgresSeeds(cast(Any, pool), capacity=3)
    for n in range(10):
        await seeds.keep(f"g{n}", bytes([n]) * 32)
    assert seeds.capacity == 3 and seeds.cached_count == 3
    before = pool.queries
    assert await seeds.seed_of("g9") == bytes([9]) * 32 and pool.queries == before  # from memory
    assert await seeds.seed_of("g0") == b"g0".ljust(32, b".") and pool.queries == before + 1  # read again
    assert seeds.cached_count == 3


async def test_the_players_cache_keeps_at_most_its_capacity() -> None:
    pool = _Pool(lambda params: (params[0], f"name {params[0]}", None, params[0]))
    players = PostgresPlayers(cast(Any, pool), capacity=3)
    for n in range(10):
        assert (await players.get(f"p{n}")) == Player(f"p{n}", f"name p{n}", None, f"p{n}")
    assert players.capacity == 3 and players.cached_count == 3
    before = pool.queries
    await players.get("p9")
    await players.get("p7")
    assert pool.queries == before
    await players.get("p0")
    assert pool.queries == before + 1 and players.cached_count == 3


class _Redis:
    def register_script(self, script: str) -> Any:
        return None


def test_the_projector_bounds_its_records_and_what_it_remembers_of_the_lobby() -> None:
    projector = Projector(InMemoryEventStore(), GAMES, cast(Any, _Redis()), cached_games=3)
    assert projector.records.capacity == 3 and projector.shown.capacity == 3
    for n in range(10):
        projector.shown[f"g{n}"] = cast(Any, n)
    assert len(projector.shown) == 3


def test_a_decisions_stream_remembers_at_most_its_bound_of_announced_games() -> None:
    class _Settings:
        announced_per_stream = 3

    class _Components:
        settings = _Settings()

    announcer = _Announcer(cast(Any, _Components()), Player("p0", "player 0"))
    assert all(announcer._first(DecisionOwed(f"g{n}", "feed-the-kitten", 0, 5)) for n in range(10))
    assert len(announcer._announced) == 3
    assert not announcer._first(DecisionOwed("g9", "feed-the-kitten", 0, 5))  # remembered: not again
    assert announcer._first(DecisionOwed("g0", "feed-the-kitten", 0, 5))  # forgotten: announced once more
    assert len(announcer._announced) == 3


async def test_a_stream_queue_holds_at_most_its_bound_then_one_resync() -> None:
    hub = StreamHub(cast(Any, None), "control", capacity=3)
    with hub.subscribe("game:g:events") as subscription:
        for n in range(10):
            subscription.deliver(bytes([n]))
        assert subscription._queue.qsize() <= 3 and subscription.overflows >= 1
        got = [await subscription.get(0.01) for _ in range(4)]
    assert RESYNC in got and got[-1] is None
    await asyncio.sleep(0)
