"""The PostgreSQL store speaks only its own errors, on any pool it is given."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import AsyncConnectionPool

from eventstore import EventStoreError, NewEvent
from eventstore.postgres import PostgresEventStore, open_pool
from ops.local_services import create_database, drop_database

pytestmark = pytest.mark.integration


async def test_a_plain_pool_works_too(migrated_database_url: str) -> None:
    """A pool not made by open_pool still gets raw bytes and integer transaction ids."""
    pool = AsyncConnectionPool(migrated_database_url, min_size=1, max_size=2, kwargs={"autocommit": True}, open=False)
    await pool.open()
    try:
        store = PostgresEventStore(pool)
        game = f"game-{uuid.uuid4().hex}"
        await store.append(game, [NewEvent("Dealt", b'{"n": 1}')], expected_version=0)
        [recorded] = await store.read_stream(game)
    finally:
        await pool.close()
    assert recorded.data == b'{"n": 1}' and isinstance(recorded.transaction_id, int)


async def test_a_pool_without_autocommit_is_refused_before_anything_is_written(migrated_database_url: str) -> None:
    pool = AsyncConnectionPool(migrated_database_url, min_size=1, max_size=1, open=False)
    await pool.open()
    game = f"game-{uuid.uuid4().hex}"
    try:
        with pytest.raises(EventStoreError, match="autocommit"):
            await PostgresEventStore(pool).append(game, [NewEvent("Dealt", b"{}")], expected_version=0)
    finally:
        await pool.close()
    async with await psycopg.AsyncConnection.connect(migrated_database_url) as conn:
        rows = await (await conn.execute("SELECT count(*) FROM events WHERE stream_id = %s", (game,))).fetchone()
    assert rows == (0,)


async def test_bytes_that_are_not_utf8_are_refused(pool: AsyncConnectionPool) -> None:
    with pytest.raises(EventStoreError):
        await PostgresEventStore(pool).append(f"game-{uuid.uuid4().hex}", [NewEvent("X", b"\xff")], 0)


async def test_a_database_without_the_schema_is_an_event_store_error(postgres_url: str) -> None:
    url = await asyncio.to_thread(create_database, postgres_url)
    pool = await open_pool(url, min_size=1, max_size=1)
    store = PostgresEventStore(pool)
    calls: list[Callable[[], Awaitable[object]]] = [
        lambda: store.append("game", [NewEvent("X", b"{}")], 0),
        lambda: store.read_stream("game"),
        lambda: store.read_all(),
        lambda: store.stream_version("game"),
        lambda: store.find_idempotent("game", "key"),
    ]
    try:
        for call in calls:
            with pytest.raises(EventStoreError):
                await call()
    finally:
        await pool.close()
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(url)["dbname"]))


async def test_a_closed_pool_is_an_event_store_error(migrated_database_url: str) -> None:
    pool = await open_pool(migrated_database_url, min_size=1, max_size=1)
    await pool.close()
    with pytest.raises(EventStoreError):
        await PostgresEventStore(pool).read_all()


async def test_an_unreachable_server_is_an_event_store_error(tmp_path: object) -> None:
    with pytest.raises(EventStoreError):
        await open_pool(f"postgresql://nobody@/postgres?host={tmp_path}&connect_timeout=1", timeout=1)
