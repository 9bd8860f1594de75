"""Every wait on PostgreSQL has a deadline: past it the connection is cut, the call fails as unavailable.

``pg_sleep`` stands in for a server that does not answer (a frozen one is in
tests/chaos/test_postgres_freeze.py)."""

from __future__ import annotations

import psycopg
import pytest

from eventstore import NewEvent, StoreUnavailable
from eventstore.deadlines import StatementDeadlineExceeded
from eventstore.postgres import PostgresEventStore, open_pool


async def test_a_statement_past_the_deadline_fails_and_the_pool_goes_on(fresh_database_url: str) -> None:
    pool = await open_pool(fresh_database_url, min_size=1, max_size=1, statement_deadline=0.3)
    try:
        with pytest.raises(StatementDeadlineExceeded):
            async with pool.connection() as conn:
                await conn.execute("SELECT pg_sleep(5)")
        async with pool.connection() as conn:  # the cut connection was replaced
            cursor = await conn.execute("SELECT 1")
            assert await cursor.fetchone() == (1,)
    finally:
        await pool.close()


async def test_an_append_cut_by_the_deadline_is_unavailable_and_a_retry_appends_once(
    migrated_database_url: str,
) -> None:
    pool = await open_pool(migrated_database_url, min_size=1, max_size=2, statement_deadline=0.3)
    store = PostgresEventStore(pool)
    event = NewEvent("Tested", b"{}", b"{}")
    try:
        async with await psycopg.AsyncConnection.connect(migrated_database_url) as locker:
            await locker.execute("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")  # the server "does not answer"
            with pytest.raises(StoreUnavailable):
                await store.append("deadline-1", [event], 0, idempotency_key="k1")
            await locker.rollback()
        retried = await store.append("deadline-1", [event], 0, idempotency_key="k1")
        assert (retried.last_version, await store.stream_version("deadline-1")) == (1, 1)
    finally:
        await pool.close()
