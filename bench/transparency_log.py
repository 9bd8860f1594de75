"""The transparency log's costs: per leaf, per signature, per command, and a batch's wait for the log.

Three parts, each in alternating rounds:

1. **Crypto, in memory** (CPU per operation, ``time.process_time``): one Ed25519
   receipt (what every command answer carries today), a bare Ed25519 signature,
   one leaf hash (canonical JSON + SHA-256), one leaf appended to the tree (its
   hash and the ~1 node hash it completes on average), and checking an audit
   path of a tree of 2^20 leaves.
2. **Commands in-process with the writer on and off** (``GameService`` on the
   real PostgreSQL, ``--writers`` concurrent Feed the Kitten games, as
   ``bench/command_handling.py`` plays them; rounds alternate off/on): commands/s
   and CPU per command of this process and PostgreSQL together. With the writer
   on, the wait of every batch for the log: ``logged_at - recorded_at``.
3. **Catch-up**: the log wiped and written again from the whole store at once:
   leaves per second and CPU per leaf (this process and PostgreSQL).
4. **As shipped**: ``clowder serve`` (its worker runs the writer) loaded by
   ``clowder play`` over HTTP: the wait of every batch for the log.

    .venv/bin/python -m bench.transparency_log --seconds 8 --rounds 3
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench._common import (  # noqa: E402
    CpuMeter,
    add_server_args,
    fmt,
    header,
    median,
    percentile,
    positive_float,
    positive_int,
    servers,
    table,
)
from bench.command_handling import configure_logs, make_service, service_round  # noqa: E402

CRYPTO_REPEATS = 3000


def crypto_round() -> dict[str, float]:
    """Microseconds of CPU per operation."""
    import hashlib

    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from domain.audit.log_leaf import LogLeaf
    from domain.audit.merkle import CompactRange, verify_inclusion
    from domain.audit.receipts import ReceiptSigner

    head = hashlib.sha256(b"head").hexdigest()
    signer, raw = ReceiptSigner(bytes(range(32))), Ed25519PrivateKey.from_private_bytes(bytes(range(32)))
    leaves = [LogLeaf("0123456789abcdef0123", v, v + 1, head) for v in range(CRYPTO_REPEATS)]
    path = [hashlib.sha256(bytes([i])).digest() for i in range(20)]

    def timed(step: Any) -> float:
        began = time.process_time()
        for index in range(CRYPTO_REPEATS):
            step(index)
        return (time.process_time() - began) / CRYPTO_REPEATS * 1e6

    tree = CompactRange()
    return {
        "Ed25519 receipt (message + signature)": timed(lambda i: signer.sign("0123456789abcdef0123", i, head)),
        "Ed25519 signature alone (100-byte message)": timed(lambda i: raw.sign(b"x" * 100)),
        "leaf hash (canonical JSON + SHA-256)": timed(lambda i: leaves[i].hash()),
        "leaf appended (leaf hash + the nodes it completes)": timed(lambda i: tree.append(leaves[i].hash())),
        "audit path checked, tree of 2^20 leaves": timed(
            lambda i: verify_inclusion(i, 1 << 20, head.encode(), path, b"")
        ),
    }


async def commands_round(
    service: Any, pool: Any, found: Any, writers: int, seconds: float, on: bool, seed: int
) -> dict[str, float]:
    from services.signing import PostgresKeys
    from services.transparency.writer import LogWriter

    meter = CpuMeter()
    meter.watch("bench", os.getpid())
    meter.watch("postgres", found.postmaster_pid, tree=True)
    writer_task = None
    if on:
        writer = LogWriter(pool, service.records.store, PostgresKeys(pool), period=1.0, heartbeat=3600)
        await writer.load()
        writer_task = asyncio.create_task(writer.run())
    meter.start()
    outcome = await service_round(service, writers, 2, seconds, seed)
    meter.stop()
    if writer_task is not None:
        await asyncio.sleep(2.5)  # let it log the round's last batches before it stops
        writer_task.cancel()
        await asyncio.gather(writer_task, return_exceptions=True)
    cpu = sum(meter.spent.values())
    return {"rate": outcome.rate, "cpu_us": cpu / outcome.commands * 1e6 if outcome.commands else 0.0}


async def delays(pool: Any) -> list[float]:
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT extract(epoch FROM logged_at - recorded_at) FROM transparency_leaves ORDER BY leaf_index"
        )
        return [float(row[0]) for row in await cursor.fetchall()]


async def catch_up(pool: Any, found: Any) -> dict[str, float]:
    from eventstore.postgres import PostgresEventStore
    from services.signing import PostgresKeys
    from services.transparency.tables import CHECKPOINT_NAME
    from services.transparency.writer import LogWriter

    async with pool.connection() as conn:
        await conn.execute("DELETE FROM transparency_leaves")
        await conn.execute("DELETE FROM transparency_nodes")
        await conn.execute("DELETE FROM follower_checkpoints WHERE name = %s", (CHECKPOINT_NAME,))
    writer = LogWriter(pool, PostgresEventStore(pool), PostgresKeys(pool), heartbeat=3600)
    await writer.load()
    meter = CpuMeter()
    meter.watch("bench", os.getpid())
    meter.watch("postgres", found.postmaster_pid, tree=True)
    meter.start()
    began = time.perf_counter()
    leaves = await writer.round()
    elapsed = time.perf_counter() - began
    meter.stop()
    async with pool.connection() as conn:
        cursor = await conn.execute(
            """SELECT pg_total_relation_size('transparency_leaves'), pg_total_relation_size('transparency_nodes'),
                      pg_total_relation_size('events'), (SELECT count(*) FROM events)"""
        )
        leaf_bytes, node_bytes, event_bytes, events = await cursor.fetchone()  # type: ignore[misc]
    return {
        "leaf_bytes": leaf_bytes / leaves,
        "node_bytes": node_bytes / leaves,
        "event_bytes": event_bytes / max(events, 1),
        "events_per_leaf": events / leaves,
        "leaves": leaves,
        "per_second": leaves / elapsed,
        "bench_us": meter.spent.get("bench", 0.0) / leaves * 1e6,
        "postgres_us": meter.spent.get("postgres", 0.0) / leaves * 1e6,
    }


async def run(args: argparse.Namespace) -> int:
    from eventstore.migrate import migrate
    from eventstore.postgres import open_pool

    configure_logs("on")
    header("transparency log: crypto per operation, commands with the writer on and off, catch-up")
    crypto: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        for name, value in crypto_round().items():
            crypto.setdefault(name, []).append(value)
    print(
        table(
            ["operation", "µs CPU per op (median)", "rounds"],
            [[n, fmt(median(v), 1), " / ".join(fmt(x, 1) for x in v)] for n, v in crypto.items()],
        )
    )
    with servers(args.database_url, None, need_redis=False) as found:
        await migrate(found.database_url)
        pool = await open_pool(found.database_url, min_size=args.writers, max_size=args.writers * 2 + 4)
        try:
            service = make_service(pool, None, "")
            await service_round(service, args.writers, 2, 1.0, 0)  # warm-up
            results: dict[str, list[dict[str, float]]] = {"off": [], "on": []}
            for round_ in range(1, args.rounds + 1):
                for mode in ("off", "on"):
                    outcome = await commands_round(
                        service, pool, found, args.writers, args.seconds, mode == "on", round_
                    )
                    results[mode].append(outcome)
                    print(
                        f"  round {round_} writer {mode:<3} {outcome['rate']:8,.0f} commands/s  {outcome['cpu_us']:7,.0f} µs CPU/command",
                        flush=True,
                    )
            waits = await delays(pool)
            caught = await catch_up(pool, found)
        finally:
            await pool.close()
    rows = []
    for mode, outcomes in results.items():
        rates, cpus = [o["rate"] for o in outcomes], [o["cpu_us"] for o in outcomes]
        rows.append(
            [
                f"writer {mode}",
                fmt(median(rates)),
                " / ".join(fmt(r) for r in rates),
                fmt(median(cpus)),
                " / ".join(fmt(c) for c in cpus),
            ]
        )
    print(
        table(
            [
                "commands in-process",
                "commands/s median",
                "rounds",
                "µs CPU/command (bench + PostgreSQL) median",
                "rounds",
            ],
            rows,
        )
    )
    print(
        f"wait of a batch for the log (logged_at - recorded_at, writer every 1 s), {len(waits)} leaves: "
        f"p50 {fmt(percentile(waits, 0.5) * 1000)} ms, p99 {fmt(percentile(waits, 0.99) * 1000)} ms, max {fmt(max(waits, default=0) * 1000)} ms"
    )
    print(
        f"catch-up of {fmt(caught['leaves'])} leaves: {fmt(caught['per_second'])} leaves/s, "
        f"{fmt(caught['bench_us'], 1)} µs CPU per leaf in the writer's process + {fmt(caught['postgres_us'], 1)} in PostgreSQL"
    )
    print(
        f"stored per leaf (tables with their indexes): {fmt(caught['leaf_bytes'])} bytes of leaves + "
        f"{fmt(caught['node_bytes'])} of nodes; the events table: {fmt(caught['event_bytes'])} bytes per event, "
        f"{fmt(caught['events_per_leaf'], 2)} events per leaf"
    )
    if args.served_games:
        from bench._log_served import report as served_report
        from bench._log_served import served_waits

        with servers(args.database_url, None, need_redis=True) as found:
            print(served_report(await served_waits(found, args.served_games, 8)), flush=True)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.transparency_log", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=positive_float, default=8.0, help="length of one commands round (default 8)")
    parser.add_argument("--rounds", type=positive_int, default=3, help="alternating rounds of each part (default 3)")
    parser.add_argument("--writers", type=positive_int, default=8, help="concurrent games (default 8)")
    parser.add_argument(
        "--served-games",
        type=int,
        default=40,
        help="then games played by `clowder play` against `clowder serve` for the wait as shipped (default 40; 0 skips)",
    )
    add_server_args(parser, redis=False)
    return parser


def main(argv: list[str] | None = None) -> int:
    return asyncio.run(run(build_parser().parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
