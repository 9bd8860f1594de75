"""The event store's append rate beside a raw INSERT loop, same run, same machine.

N concurrent writers (8 by default) each append to their own game streams
through :class:`~eventstore.postgres.PostgresEventStore`. The baseline is the
same writers sending the same rows as one plain autocommit INSERT per
transaction, each on its own connection, into a table shaped and indexed like
``events``. For context it also runs that INSERT through the store's pool (what
checking a connection out costs) and into a bare serial+jsonb table. Phases
alternate for ``--rounds`` rounds so that the machine's drift hits each alike;
the table shows medians and the ratios.

    python -m bench.eventstore_append --seconds 5      # DATABASE_URL, or a local server

Without ``DATABASE_URL`` it starts a throw-away PostgreSQL (stock settings,
fsync on) with :mod:`ops.local_services`. It always works in a new database.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable
from contextlib import ExitStack

import psycopg
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import AsyncConnectionPool

from eventstore import NewEvent
from eventstore.migrate import migrate
from eventstore.postgres import PostgresEventStore, open_pool
from ops.local_services import create_database, drop_database, local_postgres

RAW, STORE = "raw INSERT, events-shaped table", "event store append"
POOLED, BARE = "  the same raw INSERT via the pool", "  raw INSERT into a bare table"
STREAM_LENGTH = 200  # a writer moves on to a new game after this many events

RAW_TABLES = """
CREATE TABLE bench_raw_events (LIKE events INCLUDING ALL);
CREATE TABLE bench_raw_bare (id bigserial PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL);
"""


class Phase:
    """Timed runs in which every writer calls its ``append_once`` until the deadline."""

    def __init__(self) -> None:
        self.latencies: list[float] = []

    async def run(self, writers: list[Callable[[], Awaitable[None]]], seconds: float, warmup: float) -> float:
        deadline = time.perf_counter() + warmup + seconds
        start = time.perf_counter() + warmup
        counted: list[float] = []

        async def loop(append_once: Callable[[], Awaitable[None]]) -> None:
            while (began := time.perf_counter()) < deadline:
                await append_once()
                if began >= start:
                    counted.append(time.perf_counter() - began)

        await asyncio.gather(*(loop(writer) for writer in writers))
        self.latencies.extend(counted)
        return len(counted) / seconds


def payload(writer: int, n: int) -> tuple[bytes, bytes]:
    data = json.dumps({"seat": writer % 5, "card": (n * 10) % 100, "hand": [10, 20, 30, 40, 50], "n": n})
    metadata = json.dumps({"command_id": uuid.uuid4().hex, "seat": writer % 5})
    return data.encode(), metadata.encode()


def store_writer(store: PostgresEventStore, writer: int, per_append: int, keys: bool) -> Callable[[], Awaitable[None]]:
    state = {"stream": f"bench-{uuid.uuid4().hex}", "version": 0}

    async def append_once() -> None:
        version = state["version"]
        events = [NewEvent("CardPlayed", *payload(writer, version + i)) for i in range(per_append)]
        key = uuid.uuid4().hex if keys else None
        await store.append(str(state["stream"]), events, expected_version=int(version), idempotency_key=key)
        state["version"] = version + per_append
        if state["version"] >= STREAM_LENGTH:
            state.update(stream=f"bench-{uuid.uuid4().hex}", version=0)

    return append_once


Execute = Callable[[bytes, list[object]], Awaitable[object]]


def on_connection(conn: psycopg.AsyncConnection) -> Execute:
    return conn.execute


def through_pool(pool: AsyncConnectionPool) -> Execute:
    """Check a connection out per statement, as the store does."""

    async def execute(query: bytes, params: list[object]) -> None:
        conn = await pool.getconn()
        try:
            await conn.execute(query, params)
        finally:
            await pool.putconn(conn)

    return execute


def raw_writer(execute: Execute, writer: int, per_append: int, keys: bool) -> Callable[[], Awaitable[None]]:
    state = {"stream": f"raw-{uuid.uuid4().hex}", "version": 0}
    rows = ", ".join(["(%s, %s, %s, %s, %s, %s, %s)"] * per_append)
    query = (
        "INSERT INTO bench_raw_events (stream_id, version, type, data, metadata, idempotency_key, first_in_batch) "
        f"VALUES {rows}"
    )

    async def append_once() -> None:
        version = int(state["version"])
        key = uuid.uuid4().hex if keys else None
        params: list[object] = []
        for i in range(per_append):
            data, metadata = payload(writer, version + i)
            params += [state["stream"], version + i + 1, "CardPlayed", data.decode(), metadata.decode(), key, i == 0]
        await execute(query.encode(), params)
        state["version"] = version + per_append
        if state["version"] >= STREAM_LENGTH:
            state.update(stream=f"raw-{uuid.uuid4().hex}", version=0)

    return append_once


def bare_writer(conn: psycopg.AsyncConnection, writer: int, per_append: int) -> Callable[[], Awaitable[None]]:
    query = "INSERT INTO bench_raw_bare (stream_id, data) VALUES " + ", ".join(["(%s, %s)"] * per_append)
    stream = f"bare-{uuid.uuid4().hex}"

    async def append_once() -> None:
        params: list[object] = []
        for i in range(per_append):
            params += [stream, payload(writer, i)[0].decode()]
        await conn.execute(query.encode(), params)

    return append_once


async def bench(url: str, args: argparse.Namespace) -> None:
    await migrate(url)
    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as admin:
        await admin.execute(RAW_TABLES.encode())
        settings = await (
            await admin.execute(
                "SELECT current_setting('server_version'), current_setting('fsync'), current_setting('synchronous_commit')"
            )
        ).fetchone()
    pool = await open_pool(url, min_size=args.writers, max_size=args.writers)
    conns = [await psycopg.AsyncConnection.connect(url, autocommit=True) for _ in range(args.writers)]
    store = PostgresEventStore(pool)
    n, k = args.writers, args.events_per_append
    phases: dict[str, tuple[Phase, Callable[[], list[Callable[[], Awaitable[None]]]]]] = {
        RAW: (Phase(), lambda: [raw_writer(on_connection(c), w, k, args.keys) for w, c in enumerate(conns)]),
        STORE: (Phase(), lambda: [store_writer(store, w, k, args.keys) for w in range(n)]),
        POOLED: (Phase(), lambda: [raw_writer(through_pool(pool), w, k, args.keys) for w in range(n)]),
        BARE: (Phase(), lambda: [bare_writer(c, w, k) for w, c in enumerate(conns)]),
    }
    rates: dict[str, list[float]] = {name: [] for name in phases}
    try:
        for round_number in range(1, args.rounds + 1):
            for name, (phase, writers) in phases.items():
                rates[name].append(await phase.run(writers(), args.seconds, args.warmup))
            store_rate, raw_rate = rates[STORE][-1], rates[RAW][-1]
            print(
                f"round {round_number}: store {store_rate:,.0f}/s, raw {raw_rate:,.0f}/s, "
                f"ratio {store_rate / raw_rate:.2f}",
                flush=True,
            )
    finally:
        await pool.close()
        for conn in conns:
            await conn.close()

    version, fsync, synchronous_commit = settings or ("?", "?", "?")
    print(
        f"\nPostgreSQL {version} (fsync={fsync}, synchronous_commit={synchronous_commit}); {n} writers, "
        f"{k} event(s) per append, idempotency keys {'on' if args.keys else 'off'}, "
        f"{args.rounds} rounds x {args.seconds:g} s, medians\n"
    )
    print(f"{'':34} {'commits/s':>10} {'events/s':>10} {'p50 ms':>7} {'p99 ms':>7}")
    for name, (phase, _) in phases.items():
        rate = statistics.median(rates[name])
        latencies = sorted(phase.latencies)
        p50 = latencies[len(latencies) // 2] * 1000
        p99 = latencies[int(len(latencies) * 0.99)] * 1000
        print(f"{name:34} {rate:>10,.0f} {rate * k:>10,.0f} {p50:>7.2f} {p99:>7.2f}")
    print()
    baselines = (("store / raw INSERT", RAW), ("store / raw via the pool", POOLED), ("store / bare table", BARE))
    for label, baseline in baselines:
        ratios = [s / r for s, r in zip(rates[STORE], rates[baseline], strict=True)]
        rounds = ", ".join(f"{r:.2f}" for r in ratios)
        print(f"{label:26} {statistics.median(ratios):.2f}  (rounds: {rounds})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="measured seconds per phase and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--warmup", type=float, default=0.5, help="unmeasured seconds before each phase")
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--events-per-append", type=int, default=1)
    parser.add_argument("--keys", action="store_true", help="give every append an idempotency key")
    args = parser.parse_args()

    with ExitStack() as stack:
        server = os.environ.get("DATABASE_URL") or stack.enter_context(local_postgres())
        url = create_database(server, prefix="clowder_bench_")
        try:
            asyncio.run(bench(url, args))
        finally:
            drop_database(server, str(conninfo_to_dict(url)["dbname"]))


if __name__ == "__main__":
    main()
