"""The API process's resident memory with 10,000 games cached and 1,000 live streams open.

The API runs as shipped: ``python -m api.cli serve`` (uvicorn, one worker,
JSON logs at info to a file, every cache bound at its default), which starts
``clowder worker`` as its child; both are measured apart, on a private
PostgreSQL and Redis. Through the API, as a client would:

* ``--players`` players register; ``--games`` two-seat Feed the Kitten games
  are created, joined and started (three requests each, ``--connections`` at
  a time). Creation, join and start go through the API's ``GameRecords``, so each
  game's folded record stays cached there; ``/metrics``
  (``clowder_cache_entries``) shows how many are.
* ``--streams`` Server-Sent Events streams are opened and held, half
  ``GET /games/{id}/stream`` (on different games, as a seated player) and
  half ``GET /players/me/decisions`` (each player one). A player holds at
  most 2, under ``CLOWDER_STREAMS_PER_TOKEN`` (16, unchanged); 1,000 is under
  ``CLOWDER_STREAMS_PER_PROCESS`` (10,000, unchanged).
* VmRSS and VmHWM of the API and of the worker, from ``/proc``, after start,
  after the games and while the streams are held (``--rounds`` samples
  ``--seconds`` apart). Target: the API at most 250 MB.

Rate limits and the open-games quota are raised by environment, as in
``bench/http_commands.py``: one client from one address would meet them.

    .venv/bin/python -m bench.memory --games 10000 --streams 1000
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import msgspec  # noqa: E402

from bench._common import add_server_args as _add_server_args  # noqa: E402
from bench._common import (  # noqa: E402
    fmt,
    header,
    peak_rss_mb,
    positive_float,
    positive_int,
    servers,
    table,
    verdict,
)
from bench._http import Connection  # noqa: E402
from bench._http_phase import HOST, KIND  # noqa: E402
from bench._service_processes import (  # noqa: E402
    find_worker,
    free_port,
    service_env,
    start_api,
    stop,
    stop_pid,
    wait_ready,
)

TARGET_RSS_MB = 250.0
_decode = msgspec.json.decode


@dataclass
class Sample:
    when: str
    api: tuple[float, float]
    worker: tuple[float, float]


@dataclass
class Streams:
    opened: int = 0
    refused: int = 0
    first_error: str | None = None
    #: streams that received at least one SSE field (a view, a decision, a keepalive).
    spoke: int = 0
    writers: list[asyncio.StreamWriter] = field(default_factory=list)
    readers: list[asyncio.Task[None]] = field(default_factory=list)


async def call(conn: Connection, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    status, raw = await conn.request(method, path, body, token)
    if status >= 400:
        raise RuntimeError(f"{method} {path} answered {status}: {raw[:300]!r}")
    return _decode(raw)


async def register(port: int, count: int, connections: int) -> list[str]:
    tokens: list[str] = [""] * count

    async def client(index: int) -> None:
        conn = await Connection(HOST, port).open()
        try:
            for n in range(index, count, connections):
                tokens[n] = (await call(conn, "POST", "/players", {"name": f"mem-{n}"}))["token"]
        finally:
            await conn.close()

    await asyncio.gather(*(client(i) for i in range(connections)))
    return tokens


def seats_of(game: int, tokens: list[str]) -> tuple[str, str]:
    """The creator's and the joiner's tokens: every player sits in about 2 x games / players games."""
    return tokens[(2 * game) % len(tokens)], tokens[(2 * game + 1) % len(tokens)]


async def create_games(port: int, count: int, tokens: list[str], connections: int) -> list[str]:
    game_ids: list[str] = [""] * count

    async def client(index: int) -> None:
        conn = await Connection(HOST, port).open()
        try:
            for n in range(index, count, connections):
                creator, joiner = seats_of(n, tokens)
                game = await call(conn, "POST", "/games", {"kind": KIND, "seats": 2, "join": True}, creator)
                game_ids[n] = game["game_id"]
                await call(conn, "POST", f"/games/{game_ids[n]}/seats", {}, joiner)
                await call(conn, "POST", f"/games/{game_ids[n]}/start", None, creator)
        finally:
            await conn.close()

    await asyncio.gather(*(client(i) for i in range(connections)))
    return game_ids


async def open_stream(port: int, path: str, token: str, found: Streams) -> None:
    """Send the GET, read the response head, then drain the stream in a task of its own."""
    reader, writer = await asyncio.open_connection(HOST, port)
    writer.write(
        f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nAuthorization: Bearer {token}\r\n"
        "Accept: text/event-stream\r\n\r\n".encode()
    )
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    if status != 200:
        found.refused += 1
        found.first_error = found.first_error or f"GET {path} answered {status}: {head[:200]!r}"
        writer.close()
        return
    found.opened += 1
    found.writers.append(writer)

    async def drain() -> None:
        spoke = False
        while chunk := await reader.read(65536):
            if not spoke and (b"data:" in chunk or b": keepalive" in chunk or b"event:" in chunk):
                spoke = True
                found.spoke += 1

    found.readers.append(asyncio.create_task(drain()))


async def open_streams(port: int, count: int, tokens: list[str], game_ids: list[str], batch: int) -> Streams:
    found = Streams()
    wanted: list[tuple[str, str]] = []
    for n in range(count):
        if n % 2 == 0:
            wanted.append(("/players/me/decisions", tokens[(n // 2) % len(tokens)]))
        else:
            game = (n // 2) % len(game_ids)
            wanted.append((f"/games/{game_ids[game]}/stream", seats_of(game, tokens)[0]))
    for start in range(0, count, batch):
        await asyncio.gather(*(open_stream(port, path, token, found) for path, token in wanted[start : start + batch]))
    return found


async def close_streams(found: Streams) -> None:
    for writer in found.writers:
        writer.close()
    for task in found.readers:
        task.cancel()
    await asyncio.gather(*found.readers, return_exceptions=True)


async def scrape(port: int) -> dict[str, float]:
    """The gauges the bench checks: cached entries per cache and open streams, from /metrics."""
    conn = await Connection(HOST, port).open()
    try:
        status, raw = await conn.request("GET", "/metrics")
    finally:
        await conn.close()
    if status != 200:
        return {}
    values: dict[str, float] = {}
    for line in raw.decode().splitlines():
        match = re.match(r'(clowder_cache_entries|clowder_open_streams)\{\w+="([^"]+)"\} (\S+)', line)
        if match:
            values[f"{match[1]}:{match[2]}"] = float(match[3])
    return values


def sample(when: str, api: int, worker: int | None) -> Sample:
    taken = Sample(when, peak_rss_mb(api), peak_rss_mb(worker) if worker else (0.0, 0.0))
    print(
        f"  {when:<34} API RSS {taken.api[0]:6.0f} MB (peak {taken.api[1]:.0f}),"
        f" worker {taken.worker[0]:.0f} MB (peak {taken.worker[1]:.0f})",
        flush=True,
    )
    return taken


async def measure(found: Any, workdir: Path, args: argparse.Namespace) -> tuple[list[Sample], dict[str, Any]]:
    assert found.redis_url is not None
    prefix = f"bench-{uuid.uuid4().hex[:8]}:"
    port = free_port()
    env = service_env(found.database_url, found.redis_url, prefix, args.log_level)
    api = start_api(env, port, workdir / "api.log", "worker")
    worker: int | None = None
    samples: list[Sample] = []
    facts: dict[str, Any] = {}
    streams = Streams()
    try:
        await wait_ready(api, port, "GET", "/health", None, workdir / "api.log")
        worker = await find_worker(api, workdir / "api.log")
        print(f"  API pid {api.pid} on :{port}, worker pid {worker}", flush=True)
        samples.append(sample("started", api.pid, worker))
        began = time.perf_counter()
        tokens = await register(port, args.players, args.connections)
        print(f"  {args.players:,} players registered in {time.perf_counter() - began:.1f} s", flush=True)
        game_ids = await create_games(port, args.games, tokens, args.connections)
        facts["create_seconds"] = time.perf_counter() - began
        print(
            f"  {args.players:,} players, {args.games:,} games started in {facts['create_seconds']:.0f} s", flush=True
        )
        facts["after_games"] = await scrape(port)
        samples.append(sample(f"{args.games:,} games created", api.pid, worker))
        began = time.perf_counter()
        streams = await open_streams(port, args.streams, tokens, game_ids, args.batch)
        facts["open_seconds"] = time.perf_counter() - began
        await asyncio.sleep(1.0)  # the first events of the last streams
        facts["streams"] = streams
        print(
            f"  {streams.opened:,} streams open ({streams.refused} refused) in {facts['open_seconds']:.1f} s"
            + (f"; first refusal: {streams.first_error}" if streams.first_error else ""),
            flush=True,
        )
        for round_ in range(1, args.rounds + 1):
            await asyncio.sleep(args.seconds)
            samples.append(sample(f"streams held, sample {round_}", api.pid, worker))
        facts["held"] = await scrape(port)
        facts["spoke"] = streams.spoke
    finally:
        await close_streams(streams)
        stop(api)
        stop_pid(worker)
    return samples, facts


def report(samples: list[Sample], facts: dict[str, Any], args: argparse.Namespace) -> None:
    rows = [[s.when, fmt(s.api[0]), fmt(s.api[1]), fmt(s.worker[0]), fmt(s.worker[1])] for s in samples]
    print()
    print(table(["moment", "API VmRSS MB", "API VmHWM MB", "worker VmRSS MB", "worker VmHWM MB"], rows))
    after, held = facts.get("after_games", {}), facts.get("held", {})
    streams: Streams = facts.get("streams", Streams())
    open_now = sum(v for k, v in held.items() if k.startswith("clowder_open_streams:"))
    print(
        f"\ncached in the API after the games: {after.get('clowder_cache_entries:games', float('nan')):,.0f} game records,"
        f" {after.get('clowder_cache_entries:seeds', float('nan')):,.0f} seeds,"
        f" {after.get('clowder_cache_entries:players', float('nan')):,.0f} players;"
        f" while the streams were held: {held.get('clowder_cache_entries:games', float('nan')):,.0f} game records"
    )
    print(
        f"streams: {streams.opened:,} opened of {args.streams:,}, {facts.get('spoke', 0):,} received an event,"
        f" the API counted {open_now:,.0f} open (clowder_open_streams)"
    )
    peak = max(s.api[1] for s in samples)
    held_rss = max((s.api[0] for s in samples if s.when.startswith("streams held")), default=float("nan"))
    print(
        f"API process resident memory with {args.games:,} games cached and {streams.opened:,} streams open:"
        f" {held_rss:.0f} MB, peak {peak:.0f} MB (target <= {TARGET_RSS_MB:.0f} MB:"
        f" {verdict(peak, TARGET_RSS_MB + 1e-9, at_least=False)}); worker peak {max(s.worker[1] for s in samples):.0f} MB"
    )


async def run(args: argparse.Namespace) -> int:
    header(f"API memory: {args.games:,} games cached, {args.streams:,} live streams, clowder serve as shipped")
    workdir = Path(tempfile.mkdtemp(prefix="clowder-bench-memory-"))
    try:
        with servers(args.database_url, args.redis_url, need_redis=True) as found:
            samples, facts = await measure(found, workdir, args)
    finally:
        if not args.keep_logs:
            shutil.rmtree(workdir, ignore_errors=True)
    report(samples, facts, args)
    if args.keep_logs:
        print(f"\nlogs kept in {workdir}")
    streams: Streams = facts.get("streams", Streams())
    return 0 if streams.opened == args.streams else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bench.memory",
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="About a minute or two for 10,000 games on the shared 2-core machine, plus rounds x seconds.",
    )
    parser.add_argument("--games", type=positive_int, default=10_000, help="games to start (default 10000)")
    parser.add_argument("--streams", type=positive_int, default=1_000, help="live streams to hold (default 1000)")
    parser.add_argument("--players", type=positive_int, default=1_000, help="players to register (default 1000)")
    parser.add_argument(
        "--connections", type=positive_int, default=16, help="concurrent connections creating games (default 16)"
    )
    parser.add_argument("--batch", type=positive_int, default=50, help="streams opened at once (default 50)")
    parser.add_argument(
        "--seconds", type=positive_float, default=5.0, help="between memory samples with the streams held (default 5)"
    )
    parser.add_argument(
        "--rounds", type=positive_int, default=3, help="memory samples with the streams held (default 3)"
    )
    parser.add_argument("--log-level", default="info", help="the API's log level (default info, as in production)")
    parser.add_argument("--keep-logs", action="store_true", help="keep the servers' logs")
    _add_server_args(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
