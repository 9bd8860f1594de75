"""Command handling in-process: GameService (load, fold, decide, append) vs a raw loop.

``--writers`` coroutines (default 8) each play Feed the Kitten games through
one shared :class:`services.game_service.GameService` on the real PostgreSQL
event store: create, join, start, then random legal commands until the game
ends, then a new game. Every service call counts as a command (about 100 per
game are plays; the few lobby calls are commands too).

The raw baseline, at the same concurrency on the same ``events`` table: each
writer reads its stream (``SELECT ... WHERE stream_id = ...``, up to
``--raw-stream-events`` rows, no decoding) and inserts one row at the next
version, on a connection it holds: the least a command can cost.

Variants run in alternating rounds so that noise hits them alike; the table
shows the median of the rounds and its ratio to the raw loop's median
(target: service >= 0.8x raw). ``service+publish`` also publishes each append
to Redis, as the API does (not part of the target); ``store append`` is the
event store alone (``append`` of ``--store-events`` events at the expected
version, all the store work a play costs now that the service decides on its
cached record without reading the stream first), to tell the store's share
from the service's.

    .venv/bin/python -m bench.command_handling --seconds 5 --rounds 2
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import msgspec  # noqa: E402
import structlog  # noqa: E402

from bench._common import (  # noqa: E402
    CpuMeter,
    add_server_args,
    fmt,
    header,
    median,
    now,
    percentile,
    positive_float,
    positive_int,
    servers,
    table,
    verdict,
)

KIND = "feed-the-kitten"
TARGET = 0.8

RAW_READ = "SELECT version, type, data FROM events WHERE stream_id = %s AND version >= %s ORDER BY version"
RAW_INSERT = "INSERT INTO events (stream_id, version, type, data, metadata) VALUES (%s, %s, %s, %s, %s)"
# The size of a typical play and of the metadata the service stores with it.
RAW_DATA = '{"type":"card_played","seat":1,"card":50}'
RAW_METADATA = '{"player_id":"0123456789abcdef","seat":1,"command":{"type":"play_card","card":50},"decided_at":42}'


@dataclass
class Outcome:
    commands: int = 0
    events: int = 0
    games: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    cpu: dict[str, float] = field(default_factory=dict)
    busy: float = 0.0

    @property
    def rate(self) -> float:
        return self.commands / self.seconds if self.seconds else 0.0


# -- the raw loop ---------------------------------------------------------------


async def raw_round(pool: Any, writers: int, seconds: float, stream_events: int) -> Outcome:
    from eventstore.postgres import use_raw_loaders

    outcome = Outcome()
    deadline = now() + seconds

    async def writer(index: int) -> None:
        async with pool.connection() as conn:
            # jsonb as bytes with the store's own loader, as open_pool set it: the pool's
            # connections go on to serve the store, and another loader left on them made
            # the store register its own again on every cursor (a cost of this bench only).
            use_raw_loaders(conn.adapters)
            stream = f"raw-{uuid.uuid4().hex[:12]}-{index}"
            while now() < deadline:
                began = time.perf_counter()
                cursor = await conn.execute(RAW_READ, (stream, 1))
                rows = await cursor.fetchall()
                version = len(rows) + 1
                await conn.execute(RAW_INSERT, (stream, version, "card_played", RAW_DATA, RAW_METADATA))
                outcome.latencies.append(time.perf_counter() - began)
                outcome.commands += 1
                outcome.events += 1
                if version >= stream_events:
                    stream = f"raw-{uuid.uuid4().hex[:12]}-{index}"

    began = time.perf_counter()
    await asyncio.gather(*(writer(i) for i in range(writers)))
    outcome.seconds = time.perf_counter() - began
    return outcome


async def store_round(pool: Any, writers: int, seconds: float, events: int, stream_events: int) -> Outcome:
    """The event store alone: append ``events`` rows at the expected version.

    What a play costs at the store, without the service's work (decide,
    encode, apply, log), for the breakdown. The service no longer reads the
    stream's tail before a command (it decides on its cached record and lets
    the append's version check catch a stale one), so neither does this.
    """
    from eventstore import NewEvent
    from eventstore.postgres import PostgresEventStore

    store = PostgresEventStore(pool)
    batch = [NewEvent("card_played", RAW_DATA.encode(), RAW_METADATA.encode()) for _ in range(events)]
    outcome = Outcome()
    deadline = now() + seconds

    async def writer(index: int) -> None:
        stream, version = f"store-{uuid.uuid4().hex[:12]}-{index}", 0
        while now() < deadline:
            began = time.perf_counter()
            result = await store.append(stream, batch, expected_version=version)
            version = result.last_version
            outcome.latencies.append(time.perf_counter() - began)
            outcome.commands += 1
            outcome.events += events
            if version >= stream_events * events:
                stream, version = f"store-{uuid.uuid4().hex[:12]}-{index}", 0

    began = time.perf_counter()
    await asyncio.gather(*(writer(i) for i in range(writers)))
    outcome.seconds = time.perf_counter() - began
    return outcome


# -- the service ------------------------------------------------------------------


async def service_round(service: Any, writers: int, seats: int, seconds: float, seed: int) -> Outcome:
    from services.players import Player

    game = service.games[KIND]
    outcome = Outcome()
    deadline = now() + seconds

    async def timed(call: Any) -> Any:
        began = time.perf_counter()
        result = await call
        outcome.latencies.append(time.perf_counter() - began)
        outcome.commands += 1
        return result

    async def writer(index: int) -> None:
        chooser = random.Random(seed * 1000 + index)
        players = [Player(uuid.uuid4().hex[:16], f"bench-{index}-{seat}") for seat in range(seats)]
        while now() < deadline:
            record = await timed(service.create_game(players[0], KIND, seats, {}))
            game_id = record.game_id
            for player in players:
                record = await timed(service.join(player, game_id))
            record = await timed(service.start(players[0], game_id))
            outcome.events += record.version
            while record.status == "running" and now() < deadline:
                seat = chooser.choice(sorted(game.pending_seats(record.state)))
                command = chooser.choice(list(game.legal_commands(record.state, seat)))
                acted = await timed(
                    service.act(players[seat], game_id, msgspec.to_builtins(command), expected_version=record.version)
                )
                outcome.events += len(acted.events)
                record = acted.record
            outcome.games += record.status == "finished"

    began = time.perf_counter()
    await asyncio.gather(*(writer(i) for i in range(writers)))
    outcome.seconds = time.perf_counter() - began
    return outcome


def make_service(pool: Any, redis: Any | None, channel: str) -> Any:
    from eventstore.postgres import PostgresEventStore
    from services.game_records import GameRecords
    from services.game_registry import all_games
    from services.game_service import GameService
    from services.notifier import NullNotifier, RedisNotifier
    from services.seeds import PostgresSeeds

    games = all_games()
    notifier = RedisNotifier(redis, channel) if redis is not None else NullNotifier()
    return GameService(games, GameRecords(PostgresEventStore(pool), games), PostgresSeeds(pool), notifier)


def configure_logs(mode: str) -> None:
    """As in production (JSON lines at info, one per accepted command), written to /dev/null."""
    from api.logging import configure_logging

    if mode == "off":
        configure_logging("json", "warning")
    else:
        configure_logging("json", "info")
    structlog.configure(logger_factory=structlog.PrintLoggerFactory(open(os.devnull, "w")))  # noqa: SIM115


# -- main ----------------------------------------------------------------------------


async def run(args: argparse.Namespace) -> int:
    from redis.asyncio import Redis

    from eventstore.migrate import migrate
    from eventstore.postgres import open_pool

    configure_logs(args.logs)
    header(f"command handling in-process: {args.writers} concurrent games vs raw read + INSERT")
    with servers(args.database_url, args.redis_url, need_redis=not args.no_publish) as found:
        await migrate(found.database_url)
        pool = await open_pool(found.database_url, min_size=args.writers, max_size=max(16, args.writers * 2))
        redis = Redis.from_url(found.redis_url) if found.redis_url else None
        prefix = f"bench-{uuid.uuid4().hex[:8]}:"
        variants: dict[str, Any] = {
            "raw read + INSERT": lambda r, s: raw_round(pool, args.writers, s, args.raw_stream_events),
        }
        if args.store_events:
            variants[f"store append {args.store_events} ev"] = lambda r, s: store_round(
                pool, args.writers, s, args.store_events, args.raw_stream_events
            )
        plain = make_service(pool, None, "")
        variants["service"] = lambda r, s: service_round(plain, args.writers, args.seats, s, r)
        if redis is not None:
            publishing = make_service(pool, redis, f"{prefix}events")
            variants["service+publish"] = lambda r, s: service_round(publishing, args.writers, args.seats, s, 100 + r)
        try:
            # A short warm-up: connections, prepared statements, code paths.
            for start in variants.values():
                await _measure(start, 0, min(1.0, args.seconds), found)
            results: dict[str, list[Outcome]] = {name: [] for name in variants}
            for round_ in range(1, args.rounds + 1):
                for name, start in variants.items():
                    outcome = await _measure(start, round_, args.seconds, found)
                    results[name].append(outcome)
                    print(f"  round {round_} {name:<26} {outcome.rate:8,.0f} commands/s", flush=True)
        finally:
            if redis is not None:
                await redis.aclose()
            await pool.close()
    report(results, args)
    return 0


async def _measure(start: Any, round_: int, seconds: float, found: Any) -> Outcome:
    meter = CpuMeter()
    meter.watch("python", os.getpid())
    meter.watch("postgres", found.postmaster_pid, tree=True)
    meter.watch("redis", found.redis_pid)
    meter.start()
    outcome = await start(round_, seconds)
    meter.stop()
    outcome.cpu = meter.spent
    outcome.busy = meter.busy_share
    return outcome


def report(results: dict[str, list[Outcome]], args: argparse.Namespace) -> None:
    raw_rate = median([o.rate for o in results["raw read + INSERT"]])
    rows = []
    for name, outcomes in results.items():
        rate = median([o.rate for o in outcomes])
        latencies = [latency for o in outcomes for latency in o.latencies]
        commands = sum(o.commands for o in outcomes) or 1
        events = sum(o.events for o in outcomes)
        cpu = {key: sum(o.cpu.get(key, 0.0) for o in outcomes) for key in ("python", "postgres", "redis")}
        rows.append(
            [
                name,
                " / ".join(fmt(o.rate) for o in outcomes),
                fmt(rate),
                f"{rate / raw_rate:.2f}x" if raw_rate else "-",
                fmt(events / commands, 2),
                fmt(percentile(latencies, 0.5) * 1000, 2),
                fmt(percentile(latencies, 0.99) * 1000, 2),
                fmt(cpu["python"] / commands * 1e6),
                fmt(cpu["postgres"] / commands * 1e6) if cpu["postgres"] else "-",
                fmt(cpu["redis"] / commands * 1e6) if cpu["redis"] else "-",
                fmt(median([o.busy for o in outcomes]) * 100),
            ]
        )
    print()
    print(
        table(
            [
                "variant",
                "commands/s per round",
                "median",
                "vs raw",
                "events/cmd",
                "p50 ms",
                "p99 ms",
                "python µs/cmd",
                "postgres µs/cmd",
                "redis µs/cmd",
                "machine busy %",
            ],
            rows,
        )
    )
    service = median([o.rate for o in results["service"]])
    ratio = service / raw_rate if raw_rate else float("nan")
    print(
        f"\ncommand handling, {args.writers} games: service {service:,.0f}/s vs raw {raw_rate:,.0f}/s"
        f" = {ratio:.2f}x (target >= {TARGET}x: {verdict(ratio, TARGET)})"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bench.command_handling",
        description=__doc__.split("\n\n")[0],
        epilog="Each variant runs --rounds times for --seconds, alternating; about "
        "(rounds x 4) x seconds + 4 s of warm-up plus ~8 s to start PostgreSQL and Redis.",
    )
    parser.add_argument(
        "--seconds", type=positive_float, default=5.0, help="length of one round of one variant (default 5)"
    )
    parser.add_argument("--rounds", type=positive_int, default=2, help="alternating rounds per variant (default 2)")
    parser.add_argument("--writers", type=positive_int, default=8, help="concurrent games / raw writers (default 8)")
    parser.add_argument("--seats", type=int, choices=range(2, 6), default=3, help="players per game (default 3)")
    parser.add_argument(
        "--raw-stream-events",
        type=positive_int,
        default=30,
        help="a raw stream is read whole, then replaced at this length (default 30)",
    )
    parser.add_argument(
        "--store-events",
        type=int,
        default=2,
        help="events per append of the 'store append' breakdown variant, 0 to skip (default 2: a play's card and turn)",
    )
    parser.add_argument(
        "--logs",
        choices=("json", "off"),
        default="json",
        help="service logs: JSON lines at info to /dev/null, as in production (default), or off",
    )
    parser.add_argument("--no-publish", action="store_true", help="skip the service+publish variant (and Redis)")
    add_server_args(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
