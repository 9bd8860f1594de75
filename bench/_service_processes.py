"""The processes a benchmark over HTTP starts and stops: ``clowder serve`` (and its worker),
``clowder projector``, the trivial baseline server; each with its log in a file."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench._common import ROOT, children_of, now
from bench._http import Connection
from bench._http_phase import HOST


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
