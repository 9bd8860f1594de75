"""A reader that follows ``read_all`` never skips an event that commits late.

With a plain sequence, a transaction that takes position 10, then waits,
commits after the one that took position 11; a reader that already moved past
11 never sees 10. These tests hold transactions open on purpose, next to
writers that commit at once, and check that the PostgreSQL store's reader sees
every event exactly once, while a naive reader by position does skip some.
"""

from __future__ import annotations

import asyncio
import json
import random
import uuid
from collections.abc import AsyncIterator

import psycopg
import pytest

from eventstore import Checkpoint, NewEvent, RecordedEvent
from eventstore.postgres import PostgresEventStore, open_pool

pytestmark = pytest.mark.integration

_INSERT = "INSERT INTO events (stream_id, version, type, data) VALUES (%s, %s, 'Slow', %s)"


@pytest.fixture
async def store(fresh_database_url: str) -> AsyncIterator[PostgresEventStore]:
    pool = await open_pool(fresh_database_url, min_size=2, max_size=8)
    try:
        yield PostgresEventStore(pool)
    finally:
        await pool.close()


async def connect(url: str) -> psycopg.AsyncConnection:
    return await psycopg.AsyncConnection.connect(url, autocommit=True)


def fast_event(n: int) -> NewEvent:
    return NewEvent("Fast", json.dumps({"n": n}).encode())


async def test_a_late_commit_holds_back_the_reader_instead_of_being_skipped(
    store: PostgresEventStore, fresh_database_url: str
) -> None:
    slow = await connect(fresh_database_url)
    try:
        async with slow.transaction():
            await slow.execute(_INSERT, ("slow", 1, '{"n": 1}'))
            fast = await store.append("fast", [fast_event(2)], expected_version=0)

            # The fast event is committed, but an older transaction is still open.
            assert await store.read_all() == []

        everything = await store.read_all()
    finally:
        await slow.close()

    assert [(e.stream_id, e.type) for e in everything] == [("slow", "Slow"), ("fast", "Fast")]
    assert everything[0].position < fast.events[0].position


async def test_a_transaction_that_started_first_comes_first_even_if_it_wrote_last(
    store: PostgresEventStore, fresh_database_url: str
) -> None:
    slow = await connect(fresh_database_url)
    try:
        async with slow.transaction():
            await slow.execute("SELECT pg_current_xact_id()")  # takes its id now, writes later
            await store.append("fast", [fast_event(1)], expected_version=0)
            seen_early = await store.read_all()
            await slow.execute(_INSERT, ("slow", 1, '{"n": 2}'))
        everything = await store.read_all()
    finally:
        await slow.close()

    assert seen_early == []
    assert [e.stream_id for e in everything] == ["slow", "fast"]
    assert everything[0].position > everything[1].position  # position alone would have put it last


async def test_a_follower_misses_nothing_under_concurrent_slow_writers(
    store: PostgresEventStore, fresh_database_url: str
) -> None:
    rng = random.Random(2)
    writers_done = asyncio.Event()

    async def slow_writer(name: str, count: int) -> None:
        conn = await connect(fresh_database_url)
        try:
            for version in range(1, count + 1):
                async with conn.transaction():
                    if rng.random() < 0.5:
                        await conn.execute("SELECT pg_current_xact_id()")
                        await asyncio.sleep(rng.uniform(0.001, 0.02))
                    await conn.execute(_INSERT, (name, version, json.dumps({"n": version})))
                    await asyncio.sleep(rng.uniform(0.005, 0.04))
        finally:
            await conn.close()

    async def fast_writer(name: str, count: int) -> None:
        for version in range(1, count + 1):
            await store.append(name, [fast_event(version), fast_event(version)], expected_version=2 * version - 2)
            await asyncio.sleep(rng.uniform(0, 0.003))

    async def follow() -> list[RecordedEvent]:
        seen: list[RecordedEvent] = []
        while True:
            finished = writers_done.is_set()
            page = await store.read_all(after=seen[-1].checkpoint if seen else Checkpoint(), limit=7)
            seen.extend(page)
            if not page and finished:
                return seen
            if not page:
                await asyncio.sleep(0.001)

    async def follow_naively() -> set[int]:
        """A reader by position alone, to show the writers do commit out of order."""
        conn = await connect(fresh_database_url)
        seen: set[int] = set()
        last = 0
        try:
            while True:
                finished = writers_done.is_set()
                cursor = await conn.execute("SELECT position FROM events WHERE position > %s", (last,))
                positions = [row[0] for row in await cursor.fetchall()]
                seen.update(positions)
                last = max(positions, default=last)
                if finished:
                    return seen
                await asyncio.sleep(0.001)
        finally:
            await conn.close()

    async def write() -> None:
        await asyncio.gather(
            *(slow_writer(f"slow-{uuid.uuid4().hex[:6]}", 12) for _ in range(4)),
            *(fast_writer(f"fast-{uuid.uuid4().hex[:6]}", 40) for _ in range(3)),
        )
        writers_done.set()

    follower = asyncio.create_task(follow())
    naive = asyncio.create_task(follow_naively())
    await write()
    seen = await asyncio.wait_for(follower, timeout=30)
    naively_seen = await naive

    everything = await store.read_all(limit=10_000)
    assert len(everything) == 4 * 12 + 3 * 40 * 2
    assert [e.position for e in seen] == [e.position for e in everything]
    checkpoints = [e.checkpoint for e in seen]
    assert all(before < after for before, after in zip(checkpoints, checkpoints[1:], strict=False))
    # The naive reader skipped events that committed late, so the race did happen.
    assert {e.position for e in everything} - naively_seen
