"""Replaying a finished game: GameRecords.load_at (read_stream_data + decode + fold) vs raw read-and-decode.

First ``--games`` complete Feed the Kitten games are played through
GameService into the real PostgreSQL event store (2, 3, 4, 5 players in
turn, about 200 events each). Then, in alternating rounds of ``--seconds``:

* ``replay``: ``GameRecords.load_at(game_id, None)``, what ``GET
  /games/{id}/versions/{v}`` and an audit do: ``read_stream_data`` (the
  ``data`` column only, as bytes, through the pool), decode every event with
  the game's msgspec decoder, fold lobby and game events into the GameRecord;
* ``raw read + decode``: the same events' ``data`` column read with psycopg
  on a held connection (bytes, no JSON parsing by psycopg) and decoded with
  the same msgspec decoder: the floor of any replay (target: replay >= 0.7x).
  Both read the same column of the same rows and decode them alike; the
  replay adds the pool checkout and the fold;

and, for the breakdown: the store's ``read_stream_data`` and the decode
without the fold; ``read_stream`` (all eight columns, what ``load_at`` read
before ``read_stream_data``) and the decode; and in memory only, decoding
the stored bytes and folding already decoded events. ``--concurrency``
replays run at once (default 1: the rate is one replay's latency). The
replay's GameRecords keeps no checkpoints, so that every replay folds the whole
history (the fold is what the 0.7x target is about).

Then the state at a version (target: a 5,000-event game within 1.2x
of a 50-event game): ``GameRecords.load_at(game, v)`` for versions drawn uniformly
from each game's history, with the checkpoints GameRecords keeps as shipped and
without any (bench/_at_version.py says how the games are made).

    .venv/bin/python -m bench.replay --seconds 3 --rounds 2
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
from psycopg.adapt import Loader  # noqa: E402

from bench._at_version import build_game, cold_ms, loads_at_versions  # noqa: E402
from bench._common import (  # noqa: E402
    CpuMeter,
    add_server_args,
    fmt,
    header,
    median,
    now,
    positive_float,
    positive_int,
    servers,
    table,
    verdict,
)
from bench.command_handling import KIND, configure_logs, make_service  # noqa: E402

TARGET = 0.7
#: The long game's state at a version within this many times the short game's.
AT_VERSION_TARGET = 1.2
#: The statement of ``read_stream_data`` (eventstore/queries.py READ_STREAM_DATA), on a held connection.
RAW_READ = "SELECT data FROM events WHERE stream_id = %s AND version >= %s AND version <= %s ORDER BY version"
_MAX_VERSION = 2**63 - 1


class _RawBytes(Loader):
    def load(self, data: Any) -> bytes:
        return bytes(data)


@dataclass
class Outcome:
    replays: int = 0
    events: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    cpu: dict[str, float] = field(default_factory=dict)

    @property
    def events_per_second(self) -> float:
        return self.events / self.seconds if self.seconds else 0.0


async def play_games(service: Any, count: int, seed: int) -> list[str]:
    """Play ``count`` complete games through the service; their ids."""
    from services.players import Player

    game = service.games[KIND]
    chooser = random.Random(seed)
    finished = []
    for index in range(count):
        seats = 2 + index % 4
        players = [Player(uuid.uuid4().hex[:16], f"replay-{index}-{seat}") for seat in range(seats)]
        record = await service.create_game(players[0], KIND, seats, {})
        for player in players:
            record = await service.join(player, record.game_id)
        record = await service.start(players[0], record.game_id)
        for _ in range(20_000):
            if record.status != "running":
                break
            seat = chooser.choice(sorted(game.pending_seats(record.state)))
            command = chooser.choice(list(game.legal_commands(record.state, seat)))
            record = (await service.act(players[seat], record.game_id, msgspec.to_builtins(command))).record
        if record.status != "finished":
            raise RuntimeError(f"game {record.game_id} did not finish")
        finished.append(record.game_id)
    return finished


async def loop(seconds: float, concurrency: int, games: list[str], once: Any) -> Outcome:
    """Call ``once(game_id) -> events`` over and over from ``concurrency`` tasks."""
    outcome = Outcome()
    deadline = now() + seconds

    async def worker(index: int) -> None:
        turn = index
        while now() < deadline:
            game_id = games[turn % len(games)]
            turn += 1
            began = time.perf_counter()
            outcome.events += await once(game_id)
            outcome.latencies.append(time.perf_counter() - began)
            outcome.replays += 1

    began = time.perf_counter()
    await asyncio.gather(*(worker(i) for i in range(concurrency)))
    outcome.seconds = time.perf_counter() - began
    return outcome


def memory_loop(seconds: float, games: list[str], once: Any) -> Outcome:
    outcome = Outcome()
    began = time.perf_counter()
    deadline = began + seconds
    turn = 0
    while time.perf_counter() < deadline:
        outcome.events += once(games[turn % len(games)])
        outcome.replays += 1
        turn += 1
    outcome.seconds = time.perf_counter() - began
    return outcome


async def run(args: argparse.Namespace) -> int:
    from domain.hosting.record import fold_record, stream_id_of
    from eventstore.migrate import migrate
    from eventstore.postgres import PostgresEventStore, open_pool
    from services.codec import codec_for
    from services.game_records import GameRecords
    from services.game_registry import all_games

    configure_logs("off")
    header(
        f"replaying a finished game: GameRecords.load_at vs raw read + msgspec decode, concurrency {args.concurrency}"
    )
    with servers(args.database_url, None, need_redis=False) as found:
        await migrate(found.database_url)
        pool = await open_pool(found.database_url, min_size=2, max_size=max(4, args.concurrency * 2))
        try:
            service = make_service(pool, None, "")
            games = await play_games(service, args.games, seed=args.seed)
            games_map = all_games()
            codec = codec_for(games_map[KIND])
            log = GameRecords(PostgresEventStore(pool), games_map, checkpoint_capacity=0)
            sizes = [len(await log.store.read_stream(stream_id_of(g))) for g in games]
            print(f"  {len(games)} finished games, {min(sizes)}-{max(sizes)} events each", flush=True)

            async def replay(game_id: str) -> int:
                return (await log.load_at(game_id, None)).version

            raw_connections = [await pool.getconn() for _ in range(args.concurrency)]
            for conn in raw_connections:
                conn.adapters.register_loader("jsonb", _RawBytes)
            free = list(raw_connections)

            async def raw(game_id: str) -> int:
                conn = free.pop()
                try:
                    cursor = await conn.execute(RAW_READ, (stream_id_of(game_id), 1, _MAX_VERSION))
                    rows = await cursor.fetchall()
                finally:
                    free.append(conn)
                decode = codec.decode_data
                decoded = [decode(row[0]) for row in rows]
                return len(decoded)

            # In memory, for the breakdown: the stored bytes and the decoded events.
            stored = {g: [e.data for e in await log.store.read_stream(stream_id_of(g))] for g in games}
            decoded = {g: [codec.decode_data(d) for d in stored[g]] for g in games}

            def decode_only(game_id: str) -> int:
                decode = codec.decode_data
                return len([decode(d) for d in stored[game_id]])

            def fold_only(game_id: str) -> int:
                return fold_record(games_map[KIND], decoded[game_id]).version

            async def data_and_decode(game_id: str) -> int:
                bodies = await log.store.read_stream_data(stream_id_of(game_id), 1, None)
                decode = codec.decode_data
                return len([decode(body) for body in bodies])

            async def read_and_decode(game_id: str) -> int:
                recorded = await log.store.read_stream(stream_id_of(game_id), 1, None)
                return len(codec.decode_all(recorded))

            variants = {
                "raw read + decode": raw,
                "replay (load_at)": replay,
                "read_stream_data + decode": data_and_decode,
                "read_stream + decode": read_and_decode,
            }
            for once in variants.values():  # warm-up: prepared statements, caches
                await loop(min(0.5, args.seconds), args.concurrency, games, once)
            results: dict[str, list[Outcome]] = {name: [] for name in variants}
            for round_ in range(1, args.rounds + 1):
                for name, once in variants.items():
                    meter = CpuMeter()
                    meter.watch("python", os.getpid())
                    meter.watch("postgres", found.postmaster_pid, tree=True)
                    meter.start()
                    outcome = await loop(args.seconds, args.concurrency, games, once)
                    meter.stop()
                    outcome.cpu = meter.spent
                    results[name].append(outcome)
                    print(f"  round {round_} {name:<25} {outcome.events_per_second:10,.0f} events/s", flush=True)
            memory = {
                "in memory: decode only": memory_loop(min(1.0, args.seconds), games, decode_only),
                "in memory: fold only": memory_loop(min(1.0, args.seconds), games, fold_only),
            }
            for conn in raw_connections:
                await pool.putconn(conn)
            at_version = await measure_at_version(service, PostgresEventStore(pool), games_map, args)
        finally:
            await pool.close()
    report(results, memory, args)
    report_at_version(*at_version, args)
    return 0


async def measure_at_version(service: Any, store: Any, games_map: Any, args: argparse.Namespace) -> Any:
    from services.game_records import GameRecords

    built = {
        "long": await build_game(service, args.long_events, seed=args.seed),
        "short": await build_game(service, args.short_events, seed=args.seed + 1),
    }
    print(f"  state at a version: games of {built['long'][1]:,} and {built['short'][1]:,} events", flush=True)
    logs = {
        "checkpoints": GameRecords(store, games_map),
        "no checkpoints": GameRecords(store, games_map, checkpoint_capacity=0),
    }
    cold = {size: await cold_ms(logs["checkpoints"], game_id, length) for size, (game_id, length) in built.items()}
    variants = [(size, kept) for kept in logs for size in built]
    for size, kept in variants:  # warm-up
        await loads_at_versions(logs[kept], built[size][0], built[size][1], min(0.5, args.seconds), args.seed)
    results: dict[tuple[str, str], list[Any]] = {variant: [] for variant in variants}
    for round_ in range(1, args.rounds + 1):
        for size, kept in variants:
            game_id, length = built[size]
            outcome = await loads_at_versions(logs[kept], game_id, length, args.seconds / 2, args.seed + round_)
            results[(size, kept)].append(outcome)
            print(f"  round {round_} {length:>6,} events, {kept:<15} {outcome.mean_ms:8.3f} ms per load_at", flush=True)
    return built, cold, results


def report_at_version(built: Any, cold: Any, results: Any, args: argparse.Namespace) -> None:
    rows = []
    means = {variant: median([o.mean_ms for o in outcomes]) for variant, outcomes in results.items()}
    for (size, kept), outcomes in results.items():
        latencies = sorted(latency for o in outcomes for latency in o.latencies)
        rows.append(
            [
                f"{built[size][1]:,} events, {kept}",
                " / ".join(fmt(o.mean_ms, 3) for o in outcomes),
                fmt(means[(size, kept)], 3),
                fmt(median(latencies) * 1000, 3),
                fmt(latencies[int(len(latencies) * 0.99)] * 1000, 3),
                f"{means[(size, kept)] / means[('short', kept)]:.2f}x",
            ]
        )
    print()
    print(
        table(
            ["load_at(game, v), v uniform", "mean ms per round", "mean ms", "p50 ms", "p99 ms", "vs short game"],
            rows,
        )
    )
    ratio = means[("long", "checkpoints")] / means[("short", "checkpoints")]
    p50 = {variant: median([x for o in outcomes for x in o.latencies]) for variant, outcomes in results.items()}
    p50_ratio = p50[("long", "checkpoints")] / p50[("short", "checkpoints")]
    print(
        f"\nstate at a version: {built['long'][1]:,}-event game {means[('long', 'checkpoints')]:.3f} ms"
        f" vs {built['short'][1]:,}-event game {means[('short', 'checkpoints')]:.3f} ms = {ratio:.2f}x mean,"
        f" {p50_ratio:.2f}x p50 (target <= {AT_VERSION_TARGET}x:"
        f" {'met' if max(ratio, p50_ratio) <= AT_VERSION_TARGET else 'MISSED'});"
        f" the first load_at of the long game's last version (no checkpoint yet) {cold['long']:.1f} ms"
    )


def report(results: dict[str, list[Outcome]], memory: dict[str, Outcome], args: argparse.Namespace) -> None:
    raw_rate = median([o.events_per_second for o in results["raw read + decode"]])
    rows = []
    for name, outcomes in results.items():
        rate = median([o.events_per_second for o in outcomes])
        events = sum(o.events for o in outcomes) or 1
        replays = sum(o.replays for o in outcomes) or 1
        latencies = sorted(latency for o in outcomes for latency in o.latencies)
        cpu_python = sum(o.cpu.get("python", 0.0) for o in outcomes)
        cpu_pg = sum(o.cpu.get("postgres", 0.0) for o in outcomes)
        rows.append(
            [
                name,
                " / ".join(fmt(o.events_per_second) for o in outcomes),
                fmt(rate),
                f"{rate / raw_rate:.2f}x" if raw_rate else "-",
                fmt(median(latencies) * 1000, 2),
                fmt(cpu_python / events * 1e6, 1),
                fmt(cpu_pg / events * 1e6, 1) if cpu_pg else "-",
                fmt(events / replays),
            ]
        )
    for name, outcome in memory.items():
        rows.append(
            [
                name,
                "",
                fmt(outcome.events_per_second),
                "",
                fmt(outcome.seconds / outcome.replays * 1000, 3),
                fmt(outcome.seconds / outcome.events * 1e6, 1),
                "",
                fmt(outcome.events / outcome.replays),
            ]
        )
    print()
    print(
        table(
            [
                "variant",
                "events/s per round",
                "median events/s",
                "vs raw",
                "ms per game",
                "python µs/event",
                "postgres µs/event",
                "events/game",
            ],
            rows,
        )
    )
    replay_rate = median([o.events_per_second for o in results["replay (load_at)"]])
    ratio = replay_rate / raw_rate if raw_rate else float("nan")
    print(
        f"\nreplay: {replay_rate:,.0f} events/s vs raw read + decode {raw_rate:,.0f} events/s"
        f" = {ratio:.2f}x (target >= {TARGET}x: {verdict(ratio, TARGET)})"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bench.replay",
        description=__doc__.split("\n\n")[0],
        epilog="About rounds x 6 x seconds, plus ~15 s to start PostgreSQL and play the games.",
    )
    parser.add_argument(
        "--seconds", type=positive_float, default=3.0, help="length of one round of one variant (default 3)"
    )
    parser.add_argument("--rounds", type=positive_int, default=2, help="alternating rounds per variant (default 2)")
    parser.add_argument("--games", type=positive_int, default=8, help="finished games to replay in turn (default 8)")
    parser.add_argument("--concurrency", type=positive_int, default=1, help="replays at once (default 1)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the bots' choices (default 7)")
    parser.add_argument("--long-events", type=positive_int, default=5000, help="the long game's length (default 5000)")
    parser.add_argument("--short-events", type=positive_int, default=50, help="the short game's length (default 50)")
    add_server_args(parser, redis=False)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
