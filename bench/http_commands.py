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
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


from bench._closed_loop import lag_phase, service_phase, trivial_phase  # noqa: E402
from bench._common import (  # noqa: E402
    CpuMeter,
    header,
    median,
    peak_rss_mb,
    percentile,
    servers,
)
from bench._http_commands_args import CLIENT_MODES, build_parser  # noqa: E402
from bench._http_phase import Phase  # noqa: E402
from bench._http_report import LAG_SETTLE, report  # noqa: E402
from bench._open_loop import OpenLoop, open_loop_phase  # noqa: E402
from bench._service_processes import (  # noqa: E402
    find_worker,
    free_port,
    service_env,
    start_api,
    start_projector,
    start_trivial,
    stop,
    stop_pid,
    wait_ready,
)
from bench._stream_bots import stream_phase  # noqa: E402

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


def main(argv: list[str] | None = None) -> int:
    args = build_parser(__doc__.split("\n\n")[0]).parse_args(argv)
    args.keep_logs = args.keep_logs or bool(args.py_spy)
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
