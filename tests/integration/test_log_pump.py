"""One reader of the log for the projector and the reactors: read once, and neither waits on the other."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence

import pytest
from redis.asyncio import Redis

from domain.hosting.record import GameRecord
from eventstore import Checkpoint, RecordedEvent
from services.checkpoints import PostgresCheckpoints
from services.follower import LogFollower
from services.game_records import GameRecords
from services.log_pump import LogPump
from services.projector import Projector
from services.reactors import Reactors
from tests.integration.conftest import Wiring, started_game
from tests.integration.test_projector import play_some, snapshot

pytestmark = pytest.mark.integration


class Recording:
    """A reactor that remembers what it was handed."""

    def __init__(self) -> None:
        self.events: list[RecordedEvent] = []
        self.records: dict[str, GameRecord] = {}

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        self.events += batch
        self.records.update({record.game_id: record for record in records})


class CountingStore:
    """The store, counting the reads of the global log."""

    def __init__(self, store: object) -> None:
        self._store = store
        self.reads = 0

    def __getattr__(self, name: str) -> object:
        return getattr(self._store, name)

    async def read_all(self, after: Checkpoint | None = None, limit: int = 1000) -> list[RecordedEvent]:
        self.reads += 1
        return await self._store.read_all(after, limit)  # type: ignore[attr-defined, no-any-return]


def pump_for(wiring: Wiring, store: object, redis: Redis, reactor: Recording, name: str = "reactors") -> LogPump:
    projector = Projector(store, wiring.games, redis, wiring.prefix, poll_interval=0.05)  # type: ignore[arg-type]
    reactors = Reactors(GameRecords(store, wiring.games), [reactor])  # type: ignore[arg-type]
    follower = LogFollower(
        name,
        store,
        reactors.handle,
        checkpoints=PostgresCheckpoints(wiring.pool),
        save_every=0.0,  # type: ignore[arg-type]
    )
    return LogPump(projector, reactors, follower)


async def log_end(wiring: Wiring) -> Checkpoint:
    return (await wiring.store.read_all(limit=1_000_000))[-1].checkpoint


async def test_one_read_of_each_batch_serves_the_projector_and_the_reactors(wiring: Wiring) -> None:
    games = [await started_game(wiring) for _ in range(3)]
    store = CountingStore(wiring.store)
    reactor = Recording()
    pump = pump_for(wiring, store, wiring.redis, reactor)
    await pump.round()  # both start at the log's beginning: shared from the first round
    await play_some(wiring, wiring.service, games, 30, seed=1)
    store.reads = 0
    await pump.round()
    end = await log_end(wiring)
    assert store.reads == 1, "one read of the new events for both"
    assert pump.projector.checkpoint == pump.follower.checkpoint == end
    assert pump.separate_rounds == 0 and pump.shared_rounds == 2
    for game_id, _ in games:  # the reactors got the records the projector folded, at the log's end
        assert reactor.records[game_id] == await wiring.service.records.load(game_id)
    assert len(reactor.events) == len(await wiring.store.read_all(limit=1_000_000))


async def test_with_redis_away_the_reactors_go_on_and_the_models_catch_up_after(wiring: Wiring, redis_url: str) -> None:
    games = [await started_game(wiring) for _ in range(2)]
    reactor = Recording()
    away = Redis.from_url("redis://127.0.0.1:1", socket_connect_timeout=0.2)  # nothing listens there
    pump = pump_for(wiring, wiring.store, away, reactor)
    await pump.round()
    await play_some(wiring, wiring.service, games, 20, seed=2)
    await pump.round()
    end = await log_end(wiring)
    assert pump.follower.checkpoint == end, "the reactors did not wait for Redis"
    assert len(reactor.events) == len(await wiring.store.read_all(limit=1_000_000))
    await away.aclose()

    seen = len(reactor.events)
    back = pump_for(wiring, wiring.store, wiring.redis, reactor)  # Redis is back (same reactors' checkpoint)
    await back.round()
    await back.projector_caught_up()
    assert back.projector.checkpoint == end and back.separate_rounds == 1
    assert len(reactor.events) == seen, "the reactors were not handed what they had handled"
    assert (await snapshot(wiring, wiring.prefix)).get(f"game:{games[0][0]}")


async def test_a_frozen_redis_holds_up_neither_the_reactors_nor_the_pump(wiring: Wiring) -> None:
    """A Redis that accepts connections and never answers (a paused server): the projector's
    step gives up after the pump's patience, its catch-up goes on in a task of its own, and
    the reactors handle every event meanwhile."""
    games = [await started_game(wiring) for _ in range(2)]
    reactor = Recording()

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(3600)

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    frozen = Redis.from_url(f"redis://127.0.0.1:{port}")
    pump = pump_for(wiring, wiring.store, frozen, reactor)
    pump.patience = 0.3
    await play_some(wiring, wiring.service, games, 20, seed=5)
    started = time.monotonic()
    await asyncio.wait_for(pump.round(), timeout=5)
    await asyncio.wait_for(pump.round(), timeout=5)
    assert pump.follower.checkpoint == await log_end(wiring), "the reactors caught up without Redis"
    assert len(reactor.events) == len(await wiring.store.read_all(limit=1_000_000))
    assert time.monotonic() - started < 4
    await pump._stop_catching_up()
    server.close()
    await frozen.aclose(close_connection_pool=True)


async def test_a_flushed_redis_rebuilds_the_models_without_the_reactors_seeing_history_again(wiring: Wiring) -> None:
    games = [await started_game(wiring) for _ in range(2)]
    reactor = Recording()
    pump = pump_for(wiring, wiring.store, wiring.redis, reactor)
    await play_some(wiring, wiring.service, games, 20, seed=3)
    await pump.round()
    before = await snapshot(wiring, wiring.prefix)
    handled = len(reactor.events)
    async for key in wiring.redis.scan_iter(match=f"{wiring.prefix}*"):
        await wiring.redis.delete(key)
    pump.projector._verified_at = 0.0  # notice the flush now rather than within the second
    await pump.round()
    await pump.projector_caught_up()
    await pump.round()
    assert await snapshot(wiring, wiring.prefix) == before
    assert len(reactor.events) == handled, "a rebuild of the read models is not the reactors' business"
    await play_some(wiring, wiring.service, games, 10, seed=4)
    await pump.round()
    assert pump.projector.checkpoint == pump.follower.checkpoint == await log_end(wiring)
