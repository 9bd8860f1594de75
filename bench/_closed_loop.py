"""The closed-loop phases of ``bench/http_commands.py``: the trivial POST, the service played
as the poll bots play it, and the paced lag phase with its listener."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from bench._common import ROOT, CpuMeter, now
from bench._http import Connection
from bench._http_phase import HOST, KIND, Pacer, Phase

_decode = msgspec.json.decode


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
