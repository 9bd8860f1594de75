"""The lease: one holder at a time, released by PostgreSQL the moment its holder's session ends."""

from __future__ import annotations

import asyncio

import psycopg
import pytest

from services.leases import AdvisoryLeases, LeaseKey, LeaseLost, lease_holders, while_leased

pytestmark = pytest.mark.integration

KEY = LeaseKey("test.lease")


async def test_one_holder_at_a_time_and_the_next_takes_over_when_its_session_ends(fresh_database_url: str) -> None:
    async with AdvisoryLeases.connect(fresh_database_url, "holder-a") as a:
        async with AdvisoryLeases.connect(fresh_database_url, "holder-b") as b:
            assert await a.try_acquire(KEY)
            assert not await b.try_acquire(KEY)
            async with await psycopg.AsyncConnection.connect(fresh_database_url, autocommit=True) as admin:
                assert await lease_holders(admin, KEY) == ["holder-a"]
                # a's process dies: its backend goes, and with it the lock
                await admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'holder-a'"
                )
                with pytest.raises(LeaseLost):
                    await a.check()
                assert a.held == frozenset()
                for _ in range(50):
                    if await b.try_acquire(KEY):
                        break
                    await asyncio.sleep(0.05)
                assert await lease_holders(admin, KEY) == ["holder-b"]


async def test_partitions_are_separate_leases_on_one_connection(fresh_database_url: str) -> None:
    parts = [LeaseKey("test.partitioned", n) for n in range(4)]
    async with (
        AdvisoryLeases.connect(fresh_database_url, "x") as x,
        AdvisoryLeases.connect(fresh_database_url, "y") as y,
    ):
        assert all([await x.try_acquire(part) for part in parts[:2]])
        assert [await y.try_acquire(part) for part in parts] == [False, False, True, True]
        await x.release(parts[0])
        assert await y.try_acquire(parts[0])
        assert x.held == {parts[1]} and y.held == {parts[0], parts[2], parts[3]}


async def test_while_leased_runs_the_work_on_one_side_only_and_hands_over(fresh_database_url: str) -> None:
    running: list[str] = []
    stops = {name: asyncio.Event() for name in ("first", "second")}

    def work_of(name: str):  # type: ignore[no-untyped-def]
        async def work() -> None:
            running.append(name)
            try:
                await asyncio.Event().wait()
            finally:
                running.remove(name)

        return work

    first = asyncio.create_task(while_leased(fresh_database_url, KEY, work_of("first"), stops["first"], poll=0.05))
    await _until(lambda: running == ["first"])
    second = asyncio.create_task(while_leased(fresh_database_url, KEY, work_of("second"), stops["second"], poll=0.05))
    await asyncio.sleep(0.5)
    assert running == ["first"]  # the second waits as a standby
    stops["first"].set()
    await first
    await _until(lambda: running == ["second"])
    stops["second"].set()
    await second
    assert running == []


async def _until(condition, timeout: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    for _ in range(int(timeout / 0.05)):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("condition not met in time")
