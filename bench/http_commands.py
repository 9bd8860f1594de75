"""Commands over HTTP end to end vs a trivial Litestar POST, plus projection lag, open-loop latency, memory.

The API runs as ``clowder serve`` does: ``python -m api.cli serve`` (uvicorn,
one worker, JSON logs at info to a file), which serves HTTP only and starts
``clowder worker`` as its child process for the projector and the reactors
(bots, deadlines, ratings, tournaments), on a private PostgreSQL and Redis.
The worker is found among the API's children and its CPU and memory are
accounted apart. ``--layout single-process`` runs ``clowder serve
--single-process`` instead (projector and reactors inside the API process,
the shape measured before the worker process existed); ``--layout
projector-only`` runs ``clowder serve --no-worker`` beside ``clowder
projector`` (no reactors at all: what the reactors cost, by difference). The baseline is a trivial
Litestar app with one msgspec-bodied POST (``bench/_trivial_server.py``)
served the same way, in another process. One load generator drives both with
``--connections`` keep-alive connections (default 32) over loopback.

* ``trivial POST``: every connection POSTs a command-shaped body in a loop.
* ``service poll`` (``--client poll``): every connection plays Feed the
  Kitten games as bots do (``api/cli/bots.py``): register the seats, create,
  join, start, then for each turn ``GET /games/{id}/view?min_version=`` as
  the pending seat and ``POST /games/{id}/commands`` with one of its legal
  commands; a new game when one ends.
* ``service stream`` (``--client stream``, ``bench/_stream_bots.py``): a
  client that plays well, one exchange per move: each lane registers its
  players once and opens one ``GET /players/me/decisions`` stream per
  player; a ``decision`` event wakes a seat, which moves from the event's
  ``view`` (a counted ``GET /view?min_version=`` when the event has none)
  and again from the command's answer while it is still its turn. Events for
  a version already acted on are ignored. ``--client both`` (default) runs
  each round with poll, then stream.
  The lanes register (and open their streams) before the phase's clock and
  CPU meter start. Commands/s counts accepted commands; requests per move
  counts every HTTP request on the clock (and apart: views and command
  POSTs, the lobby).
  Target: commands/s >= 0.35x trivial POSTs/s, with command p99 < 50 ms.
* ``lag``: the poll bots paced to half the first client's measured maximum
  command rate; a separate process (``bench/_lag_listener.py``) timestamps
  the projector's per-game publications, which it makes after writing the
  read models. Lag = publication of version v - response of the command that
  made v (0 when the read model was there first), for the commands sent after
  the first 2 s (the burst of 32 game set-ups). Target: p99 < 10 ms.
* ``open loop`` (``bench/_open_loop.py``): commands arrive on a schedule
  (``--schedule poisson`` or ``fixed``) at ``--open-fraction`` (70 %) of
  the maximum of the client it plays as (``--open-ready``: the stream
  client's, the poll client's; the first client's if that one was not
  measured) whatever the answers do, each to one of ``--open-games``
  games that is ready (its pending seat's view known, no command in flight),
  on a free connection of a pool of ``--open-connections``; latency from the
  scheduled arrival to the answer (coordinated omission). A game handed to
  another seat is readied (``--open-ready``) by a decision event with that
  seat's view, one stream per player opened before the clock (``stream``,
  default: one request per move), or by a ``GET /view?min_version=`` as the
  pending seat (``poll``); still the mover's turn, from the answer. Arrivals
  that found no ready game or connection are counted, and so are requests
  resent on a connection the server closed while it was idle. Target: p99 <= 50 ms.
* CPU per command of every process (``/proc``), for every phase.
* The API process's peak resident memory (VmHWM) over the whole run.
  Target: < 250 MB.

    .venv/bin/python -m bench.http_commands --seconds 8 --rounds 2
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import msgspec  # noqa: E402

from bench._common import (  # noqa: E402
    ROOT,
    CpuMeter,
    add_server_args,
    children_of,
    header,
    median,
    now,
    peak_rss_mb,
    percentile,
    positive_float,
    positive_int,
    servers,
)
from bench._http import Connection  # noqa: E402
from bench._http_phase import HOST, KIND, Pacer, Phase  # noqa: E402
from bench._http_report import LAG_SETTLE, report  # noqa: E402
from bench._open_loop import OpenLoop, open_loop_phase  # noqa: E402
from bench._stream_bots import stream_phase  # noqa: E402

#: ``--client``: which closed-loop clients the service rounds run, in order (the first paces the lag
#: and open-loop phases; the lag phase plays as the poll client does, the open loop as ``--open-ready``).
CLIENT_MODES = {"both": ("poll", "stream"), "poll": ("poll",), "stream": ("stream",)}

_decode = msgspec.json.decode


# -- the load ------------------------------------------------------------------------


async def trivial_phase(port: int, connections: int, seconds: float) -> Phase:
    phase = Phase("trivial POST")
    deadline = now() + seconds
    body = {"command": {"type": "play_card", "card": 50}, "expected_version": 12}

    async def client(index: int) -> None:
        conn = await Connection(HOST, port).open()
        try:
            while now() < deadline:
                began = now()
                status, _ = await conn.request("POST", f"/games/g{index}/commands", body, token="t" * 32)
                phase.requests += 1
                if status != 200:
                    phase.error(f"trivial POST answered {status}")
                    continue
                phase.command_latencies.append(now() - began)
                phase.commands += 1
        finally:
            await conn.close()

    began = time.perf_counter()
    await asyncio.gather(*(client(i) for i in range(connections)))
    phase.seconds = time.perf_counter() - began
    return phase


async def service_phase(
    name: str,
    port: int,
    connections: int,
    seats: int,
    seconds: float,
    seed: int,
    pacer: Pacer | None = None,
    on_start: Callable[[], None] | None = None,
) -> Phase:
    """The poll client: ``connections`` lanes, each registers its seats, then (on the clock) plays game after game."""
    phase = Phase(name)
    call = phase.call

    async def register(index: int, conn: Connection) -> list[str]:
        await conn.open()
        return [
            (await call(conn, "POST", "/players", {"name": f"bench-{index}-{seat}"}))["token"] for seat in range(seats)
        ]

    async def bot(index: int, conn: Connection, tokens: list[str]) -> None:
        chooser = random.Random(seed * 10_000 + index)
        deadline = phase.started + seconds
        try:
            while now() < deadline:
                game = await call(conn, "POST", "/games", {"kind": KIND, "seats": seats, "join": True}, tokens[0])
                game_id = game["game_id"]
                for token in tokens[1:]:
                    await call(conn, "POST", f"/games/{game_id}/seats", {}, token)
                view = await call(conn, "POST", f"/games/{game_id}/start", None, tokens[0])
                while view["status"] == "running" and now() < deadline:
                    seat = chooser.choice(view["pending_seats"])
                    began = now()
                    path = f"/games/{game_id}/view?min_version={view['version']}"
                    phase.view_requests.append((game_id, view["version"], began))
                    mine = await call(conn, "GET", path, None, tokens[seat])
                    phase.views += 1
                    for _ in range(50):
                        if mine["legal_commands"]:
                            break
                        phase.seatless(
                            f"seat {seat} of game {game_id} asked for version >= {view['version']},"
                            f" got seat={mine['seat']} version={mine['version']} status={mine['status']}"
                        )
                        await asyncio.sleep(0.002)
                        mine = await call(conn, "GET", path, None, tokens[seat])
                        phase.views += 1
                    phase.view_latencies.append(now() - began)
                    command = chooser.choice(mine["legal_commands"])
                    if pacer is not None:
                        await pacer.wait()
                    body = {"command": command, "expected_version": mine["version"]}
                    sent = now()
                    phase.posts += 1
                    result = await call(conn, "POST", f"/games/{game_id}/commands", body, tokens[seat])
                    answered = now()
                    phase.command_latencies.append(answered - sent)
                    phase.commits.append((game_id, result["version"], sent, answered))
                    phase.commands += 1
                    view = result["view"]
                phase.games += view["status"] == "finished"
        except Exception as error:  # noqa: BLE001 - counted and shown, the phase goes on
            phase.error(repr(error))

    conns = [Connection(HOST, port) for _ in range(connections)]
    try:
        registered = await asyncio.gather(*(register(i, c) for i, c in enumerate(conns)), return_exceptions=True)
        began = phase.start_clock(on_start)
        await asyncio.gather(
            *(
                bot(i, c, tokens)
                for i, (c, tokens) in enumerate(zip(conns, registered, strict=True))
                if isinstance(tokens, list)
            )
        )
        phase.seconds = time.perf_counter() - began
    finally:
        for conn in conns:
            await conn.close()
    for failed in (r for r in registered if not isinstance(r, list)):
        phase.error(repr(failed))
    return phase


# -- processes ----------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def service_env(database_url: str, redis_url: str, prefix: str, log_level: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CLOWDER_EMBEDDED_PROJECTOR", "CLOWDER_REACTORS")}
    env.update(
        DATABASE_URL=database_url,
        REDIS_URL=redis_url,
        CLOWDER_REDIS_PREFIX=prefix,
        # One load generator floods from one address: the limiter runs (its cost is
        # measured) with budgets the run never reaches.
        CLOWDER_WRITES_PER_TOKEN="1000000000",
        CLOWDER_WRITES_PER_ADDRESS="1000000000",
        CLOWDER_READS_PER_TOKEN="1000000000",
        CLOWDER_READS_PER_ADDRESS="1000000000",
        CLOWDER_REGISTRATIONS_PER_ADDRESS="1000000000",
        # The open loop seats the same three players in a few hundred games at once.
        CLOWDER_OPEN_GAMES_PER_PLAYER="1000000000",
        # Stream caps stay at their defaults: the stream client holds one decision stream per
        # player (CLOWDER_STREAMS_PER_TOKEN, 16) and lanes x seats of them in all, far below
        # CLOWDER_STREAMS_PER_PROCESS (10,000) even with the earlier phases' not yet released.
        CLOWDER_LOG_FORMAT="json",
        CLOWDER_LOG_LEVEL=log_level,
        CLOWDER_HOST=HOST,
    )
    return env


def start_api(
    env: dict[str, str], port: int, log_path: Path, layout: str, wrapper: str | None = None
) -> subprocess.Popen[bytes]:
    """``clowder serve`` as shipped (it starts ``clowder worker`` itself), or ``--single-process``."""
    log = open(log_path, "wb")  # noqa: SIM115 - handed to the child
    extra = {"single-process": ["--single-process"], "projector-only": ["--no-worker"]}.get(layout, [])
    return subprocess.Popen(
        [
            sys.executable,
            *([wrapper] if wrapper else ["-m", "api.cli"]),
            "serve",
            "--host",
            HOST,
            "--port",
            str(port),
            *extra,
        ],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def _cmdline(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").rstrip("\0").split("\0")
    except OSError:
        return []


def start_projector(env: dict[str, str], log_path: Path) -> subprocess.Popen[bytes]:
    """``clowder projector`` (the projector alone, no reactors), for ``--layout projector-only``."""
    log = open(log_path, "wb")  # noqa: SIM115 - handed to the child
    return subprocess.Popen(
        [sys.executable, "-m", "api.cli", "projector"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


async def find_worker(api: subprocess.Popen[bytes], log: Path, timeout: float = 60.0) -> int:
    """The pid of the ``clowder worker`` that ``clowder serve`` started, once it has logged its start."""
    deadline = now() + timeout
    while now() < deadline:
        if api.poll() is not None:
            raise RuntimeError(f"the API exited with {api.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        workers = [pid for pid in children_of(api.pid) if _cmdline(pid)[-1:] == ["worker"]]
        if workers and b'"worker.started"' in log.read_bytes():
            return workers[0]
        await asyncio.sleep(0.1)
    raise RuntimeError(f"clowder serve started no worker process within {timeout:.0f} s")


def start_trivial(port: int, log_path: Path) -> subprocess.Popen[bytes]:
    log = open(log_path, "wb")  # noqa: SIM115
    return subprocess.Popen(
        [sys.executable, "-m", "bench._trivial_server", "--port", str(port)],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


async def wait_ready(process: subprocess.Popen[bytes], port: int, method: str, path: str, body: Any, log: Path) -> None:
    deadline = now() + 60
    while now() < deadline:
        if process.poll() is not None:
            raise RuntimeError(
                f"the server exited with {process.returncode}:\n{log.read_text(errors='replace')[-3000:]}"
            )
        try:
            conn = await Connection(HOST, port).open()
            try:
                status, _ = await conn.request(method, path, body)
            finally:
                await conn.close()
            if status == 200:
                return
        except OSError:
            pass
        await asyncio.sleep(0.1)
    raise RuntimeError(f"the server on port {port} did not answer {method} {path} within 60 s")


def stop(process: subprocess.Popen[Any] | None) -> None:
    if process is None or process.poll() is not None:
        return
    process.send_signal(signal.SIGINT)
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def stop_pid(pid: int | None) -> None:
    """The worker, should it outlive the API that started it (it normally stops with it)."""
    if pid is None:
        return
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if _cmdline(pid)[-1:] != ["worker"]:
            return
        time.sleep(0.1)
    print(f"  the worker {pid} outlived the API: killed", flush=True)
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass


# -- lag ------------------------------------------------------------------------------------


async def lag_phase(
    settle: float,
    found: Any,
    prefix: str,
    port: int,
    connections: int,
    seats: int,
    seconds: float,
    rate: float,
    workdir: Path,
    meter: CpuMeter,
    spy: Any = None,
) -> tuple[Phase, list[list[Any]]]:
    out = workdir / "lag.json"
    listener = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bench._lag_listener",  # the Redis URL (its password) in its environment: a command line is public
            "--prefix",
            prefix,
            "--out",
            str(out),
            "--seconds",
            str(seconds + 30),
        ],
        cwd=ROOT,
        env={**os.environ, "REDIS_URL": found.redis_url},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
    )
    try:
        assert listener.stdout is not None
        line = await asyncio.wait_for(asyncio.to_thread(listener.stdout.readline), 30)
        if line.strip() != b"ready":
            raise RuntimeError("the lag listener did not start")
        spies = spy(settle + seconds) if spy is not None else []
        phase = await service_phase(
            "service at half rate",
            port,
            connections,
            seats,
            settle + seconds,
            seed=99,
            pacer=Pacer(rate),
            on_start=meter.start,
        )
        meter.stop()
        for process in spies:
            if process is not None:
                await asyncio.to_thread(process.wait, 30)
        phase.cpu, phase.busy = meter.spent, meter.busy_share
        await asyncio.sleep(1.5)  # let the last publications arrive
        listener.send_signal(signal.SIGTERM)
        await asyncio.to_thread(listener.wait, 30)
        seen = _decode(out.read_bytes())
        (workdir / "commits.json").write_bytes(msgspec.json.encode(phase.commits))
    finally:
        if listener.poll() is None:
            listener.kill()
            listener.wait()
    return phase, seen


# -- main ---------------------------------------------------------------------------------------


async def run(args: argparse.Namespace) -> int:
    header(
        f"commands over HTTP: {args.connections} connections, uvicorn one worker, layout {args.layout},"
        " vs a trivial Litestar POST"
    )
    workdir = Path(tempfile.mkdtemp(prefix="clowder-bench-http-"))
    try:
        with servers(args.database_url, args.redis_url, need_redis=True) as found:
            measured = await measure(found, workdir, args)
    finally:
        if not args.keep_logs:
            shutil.rmtree(workdir, ignore_errors=True)
    report(*measured)
    for phase, when in (("", "first service round"), ("-lag", "paced lag phase")):
        for name in ("api", "worker"):
            if args.py_spy and (workdir / f"{name}{phase}-profile.txt").exists():
                from bench._profile import summarize

                print(f"\n{name} process profile (py-spy --gil, {when}):")
                print(summarize(workdir / f"{name}{phase}-profile.txt", top=30))
    if args.keep_logs:
        print(f"\nlogs kept in {workdir}")
    return 0


async def measure(found: Any, workdir: Path, args: argparse.Namespace) -> tuple[Any, ...]:
    """Start both servers, run every phase, stop the servers (before PostgreSQL and Redis stop)."""
    assert found.redis_url is not None
    modes = CLIENT_MODES[args.client]
    results: dict[str, list[Phase]] = {"trivial POST": [], **{f"service {mode}": [] for mode in modes}}
    prefix = f"bench-{uuid.uuid4().hex[:8]}:"
    api_port, trivial_port = free_port(), free_port()
    env = service_env(found.database_url, found.redis_url, prefix, args.log_level)
    api = start_api(env, api_port, workdir / "api.log", args.layout, args.api_wrapper)
    trivial = start_trivial(trivial_port, workdir / "trivial.log")
    worker: int | None = None
    projector = None
    try:
        await wait_ready(api, api_port, "GET", "/health", None, workdir / "api.log")
        if args.layout == "worker":
            worker = await find_worker(api, workdir / "api.log")
        elif args.layout == "projector-only":
            projector = start_projector(env, workdir / "projector.records")
            worker = projector.pid
            await asyncio.sleep(3)  # imports, migration check, first catch-up
        await wait_ready(trivial, trivial_port, "POST", "/games/x/commands", {"command": {}}, workdir / "trivial.log")
        print(
            f"  API pid {api.pid} on :{api_port}"
            + (f", worker pid {worker}" if worker else " (projector and reactors inside)")
            + f", trivial pid {trivial.pid} on :{trivial_port}",
            flush=True,
        )

        def meter_for(server_pid: int) -> CpuMeter:
            meter = CpuMeter()
            meter.watch("server", server_pid)
            if worker is not None and server_pid == api.pid:
                meter.watch("worker", worker)
            meter.watch("postgres", found.postmaster_pid, tree=True)
            meter.watch("redis", found.redis_pid)
            meter.watch("client", os.getpid())
            return meter

        warm = min(2.0, args.seconds)
        await trivial_phase(trivial_port, args.connections, warm / 2)
        for mode in modes:
            await client_phase(mode, "warm-up", api_port, args, warm, seed=0)
        for round_ in range(1, args.rounds + 1):
            for name in results:
                await asyncio.sleep(0.5)  # the other server settles (projector catch-up)
                if name == "trivial POST":
                    meter = meter_for(trivial.pid)
                    meter.start()
                    phase = await trivial_phase(trivial_port, args.connections, args.seconds)
                else:
                    spies = []
                    if round_ == 1 and name == f"service {modes[0]}":
                        spies.append(_start_py_spy(args.py_spy, api.pid, args.seconds, workdir / "api-profile.txt"))
                        if worker is not None:
                            spies.append(
                                _start_py_spy(args.py_spy, worker, args.seconds, workdir / "worker-profile.txt")
                            )
                    meter = meter_for(api.pid)
                    phase = await client_phase(
                        name.split()[-1], name, api_port, args, args.seconds, seed=round_, on_start=meter.start
                    )
                    for spy in spies:
                        if spy is not None:
                            await asyncio.to_thread(spy.wait, 30)
                meter.stop()
                phase.cpu, phase.busy = meter.spent, meter.busy_share
                results[name].append(phase)
                print(
                    f"  round {round_} {name:<14} {phase.rate:8,.0f} commands/s"
                    f"  p50 {percentile(phase.command_latencies, 0.5) * 1000:6.1f} ms"
                    f"  p99 {percentile(phase.command_latencies, 0.99) * 1000:6.1f} ms"
                    f"  requests/move {phase.requests_per_move:4.2f} ({phase.in_play_per_move:4.2f} in play)"
                    f"  errors {phase.errors}  API RSS {peak_rss_mb(api.pid)[0]:.0f} MB",
                    flush=True,
                )
                _problems(phase)
        # The lag phase is paced from the first client's maximum (the open loop from its own client's).
        max_rate = median([p.rate for p in results[f"service {modes[0]}"]])
        lag_rate = max(1.0, max_rate * args.lag_fraction)
        print(
            f"  projection lag at {lag_rate:,.0f} commands/s ({args.lag_fraction:.0%} of {max_rate:,.0f})", flush=True
        )
        await asyncio.sleep(0.5)
        lagged, seen = await lag_phase(
            LAG_SETTLE,
            found,
            prefix,
            api_port,
            args.connections,
            args.seats,
            args.lag_seconds,
            lag_rate,
            workdir,
            meter_for(api.pid),
            spy=None
            if not args.py_spy
            else lambda seconds: [
                _start_py_spy(args.py_spy, pid, seconds, workdir / f"{name}-lag-profile.txt")
                for name, pid in (("api", api.pid), ("worker", worker))
                if pid is not None
            ],
        )
        _problems(lagged)
        opened = None
        if args.open_seconds > 0:
            # The open loop plays as its readiness does: paced from that client's own maximum when measured.
            open_mode = "stream" if args.open_ready == "stream" else "poll"
            measured = results.get(f"service {open_mode}")
            open_max = median([p.rate for p in measured]) if measured else max_rate
            opened = await open_phase(api_port, args, open_max, meter_for(api.pid))
        rss_now, rss_peak = peak_rss_mb(api.pid)
        if worker is not None:
            print(f"  worker process resident memory: peak {peak_rss_mb(worker)[1]:.0f} MB", flush=True)
    finally:
        stop(api)
        stop(trivial)
        if projector is not None:
            stop(projector)
        else:
            stop_pid(worker)
    with open(workdir / "api.log", "rb") as log:
        log_lines = sum(1 for _ in log)
    return results, lagged, seen, lag_rate, opened, rss_now, rss_peak, log_lines


async def client_phase(
    mode: str,
    name: str,
    port: int,
    args: argparse.Namespace,
    seconds: float,
    seed: int,
    on_start: Callable[[], None] | None = None,
) -> Phase:
    """A closed-loop service phase with the poll client or the stream client; ``on_start`` when its clock starts."""
    if mode == "stream":
        return await stream_phase(name, port, args.connections, args.seats, seconds, seed, on_start)
    return await service_phase(name, port, args.connections, args.seats, seconds, seed, on_start=on_start)


async def open_phase(port: int, args: argparse.Namespace, max_rate: float, meter: CpuMeter) -> OpenLoop:
    rate = max(1.0, max_rate * args.open_fraction)
    print(
        f"  open loop: {args.schedule} arrivals at {rate:,.0f} commands/s ({args.open_fraction:.0%} of"
        f" {max_rate:,.0f}) over {args.open_games} games and {args.open_connections} connections,"
        f" readied by {args.open_ready}",
        flush=True,
    )
    await asyncio.sleep(0.5)
    opened = await open_loop_phase(
        port,
        args.seats,
        rate,
        args.open_seconds,
        args.open_games,
        args.open_connections,
        args.schedule,
        7,
        meter,
        ready=args.open_ready,
    )
    phase = opened.phase
    print(
        f"  open loop readied by {opened.ready}: {phase.requests_per_move:.2f} requests per move"
        f" ({phase.in_play_per_move:.2f} in play: {phase.views} GET views, {phase.posts} command POSTs for"
        f" {phase.commands} moves); {phase.events} decision events on {phase.streams} streams, {phase.duplicates}"
        f" ignored, {phase.stalls} stalls; {opened.resends} requests resent on a connection the server had closed"
        " while it was idle",
        flush=True,
    )
    _problems(phase)
    return opened


def _start_py_spy(py_spy: str | None, pid: int, seconds: float, out: Path) -> subprocess.Popen[bytes] | None:
    """Sample a process's Python stacks holding the GIL (CPU, not waits) during the first service round."""
    if not py_spy:
        return None
    return subprocess.Popen(
        [
            py_spy,
            "record",
            "--pid",
            str(pid),
            "--duration",
            str(max(1, int(seconds))),
            "--rate",
            "200",
            "--format",
            "raw",
            "--function",
            "--gil",
            "--output",
            str(out),
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _problems(phase: Phase) -> None:
    if phase.first_error:
        print(f"    first error: {phase.first_error}", flush=True)
    if phase.seatless_views:
        print(f"    {phase.seatless_views} views without legal commands, e.g. {phase.seatless_example}", flush=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bench.http_commands",
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="About rounds x (1 + clients) x seconds + lag-seconds + open-seconds + ~20 s of start-up and set-up.",
    )
    parser.add_argument(
        "--seconds", type=positive_float, default=8.0, help="length of one round of one phase (default 8)"
    )
    parser.add_argument(
        "--rounds", type=positive_int, default=2, help="alternating rounds of trivial and service (default 2)"
    )
    parser.add_argument(
        "--connections", type=positive_int, default=32, help="concurrent connections = bot games (default 32)"
    )
    parser.add_argument("--seats", type=int, choices=range(2, 6), default=3, help="players per game (default 3)")
    parser.add_argument(
        "--client",
        choices=tuple(CLIENT_MODES),
        default="both",
        help="the service rounds' client: 'poll', GET /view?min_version= then POST per move; 'stream', woken by"
        " GET /players/me/decisions (one stream per player), moving from the event's view (a counted GET"
        " /view when it has none) and again from the command's answer while it is still its turn;"
        " 'both' (default), each round runs poll then stream",
    )
    parser.add_argument(
        "--lag-seconds", type=positive_float, default=10.0, help="length of the paced lag phase (default 10)"
    )
    parser.add_argument(
        "--lag-fraction",
        type=float,
        default=0.5,
        help="pace of the lag phase, a fraction of the measured maximum (default 0.5)",
    )
    parser.add_argument(
        "--open-seconds",
        type=float,
        default=8.0,
        help="length of the open-loop phase, commands sent on a schedule whatever the answers; 0 skips it (default 8)",
    )
    parser.add_argument(
        "--open-fraction",
        type=float,
        default=0.7,
        help="the open loop's arrival rate, a fraction of the measured maximum (default 0.7)",
    )
    parser.add_argument(
        "--schedule",
        choices=("poisson", "fixed"),
        default="poisson",
        help="the open loop's arrivals: a Poisson process (default) or one every 1/rate seconds",
    )
    parser.add_argument(
        "--open-games", type=positive_int, default=256, help="games kept going in the open loop (default 256)"
    )
    parser.add_argument(
        "--open-connections",
        type=positive_int,
        default=128,
        help="the open loop's pool of command connections (default 128; its views and new games use 16 more,"
        " and with --open-ready stream each player holds one decision stream)",
    )
    parser.add_argument(
        "--open-ready",
        choices=("stream", "poll"),
        default="stream",
        help="how the open loop learns a game is ready once handed to another seat: 'stream' (default), a"
        " decision event with that seat's view on one GET /players/me/decisions stream per player (1 request"
        " per move); 'poll', a GET /games/{id}/view?min_version= as the pending seat (about 2)",
    )
    parser.add_argument(
        "--layout",
        choices=("worker", "single-process", "projector-only"),
        default="worker",
        help="'clowder serve' as shipped: the API plus the worker process it starts for the projector and"
        " reactors (default); 'clowder serve --single-process', everything in the API process; or"
        " 'clowder serve --no-worker' beside 'clowder projector', no reactors (accounted as the worker)",
    )
    parser.add_argument("--log-level", default="info", help="the API's log level (default info, as in production)")
    parser.add_argument(
        "--keep-logs", action="store_true", help="keep the servers' logs, the lag samples and the profile"
    )
    parser.add_argument(
        "--api-wrapper",
        metavar="SCRIPT",
        default=None,
        help="run the API as 'python SCRIPT serve ...' instead of 'python -m api.cli serve ...' (e.g. under cProfile)",
    )
    parser.add_argument(
        "--py-spy",
        metavar="PATH",
        default=None,
        help="a py-spy executable: profile the API (and its worker) during the first service round and the lag"
        " phase (implies --keep-logs; the profiler's own CPU makes those phases' figures worse)",
    )
    add_server_args(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    args.keep_logs = args.keep_logs or bool(args.py_spy)
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
