"""The chaos harness: the REAL service as subprocesses, a bot load, and the checks that count.

* :class:`Service` runs ``clowder serve`` (or ``clowder worker``) as a child
  process, waits for it to answer, kills it (-9) or signals it, restarts it,
  and remembers every pid it ever saw (its tree, the embedded PostgreSQL and
  Redis) so that :func:`left_behind` can say which are still running.
* The load and the checks of what it recorded are in :mod:`tests.chaos.load`
  (re-exported here): :class:`BotLoad`, :func:`check_commands`,
  :func:`check_read_models`.

Every child process gets the parent-death signal: a crashed test run leaves
nothing behind either.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import httpx
import psutil

from ops.local_services import REDIS_PIDFILE
from ops.parent_death import preexec_die_with_parent
from tests.chaos.load import BotLoad, CommandCounts, ReadModelCounts, check_commands, check_read_models

ROOT = Path(__file__).resolve().parents[2]


#: What a loaded 2-core machine (other jobs, CPU hogs) may add to a bound these tests assert, and more.
MARGIN_SECONDS = 5.0
#: A worker told to stop exits within this long even if closing hangs (api/cli/serve.py, ``_exit_if_stuck``).
WORKER_STOP_DEADLINE = 10.0
#: A killed worker's partition locks are freed the moment PostgreSQL sees its session end (the kernel
#: closes its socket); a vanished host's only when the lease session's TCP keepalives give up, 5 s idle
#: and 3 probes 2 s apart = 11 s (services/leases.py), never sooner however loaded the machine. So a
#: takeover within this bound is one the session's end made; the survivor's poll is 0.5 s, 20 times less.
TAKEOVER_BOUND = 10.0

LOAD_BUDGETS = (
    "WRITES_PER_TOKEN",
    "WRITES_PER_ADDRESS",
    "READS_PER_TOKEN",
    "READS_PER_ADDRESS",
    "REGISTRATIONS_PER_ADDRESS",
)


def service_env(database_url: str | None, redis_url: str | None, prefix: str, **extra: str) -> dict[str, str]:
    """The environment of a child ``clowder``: the given stores (or none: start embedded ones)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "CLOWDER_PARENT_PID")}
    env.update(CLOWDER_REDIS_PREFIX=prefix, CLOWDER_LOG_FORMAT="json", CLOWDER_LOG_LEVEL="info", PYTHONUNBUFFERED="1")
    # The faults, not the rate limits, are these tests' subject (tests/chaos/test_rate_limits.py has
    # those): a whole bot load comes from one address.
    env.update({f"CLOWDER_{name}": "1000000" for name in LOAD_BUDGETS})
    if database_url:
        env["DATABASE_URL"] = database_url
    if redis_url:
        env["REDIS_URL"] = redis_url
    env.update(extra)
    return env


class Service:
    """One ``clowder`` command as a child process, restartable; its output goes to ``log_path``."""

    def __init__(self, args: Sequence[str], env: dict[str, str], log_path: Path, port: int | None = None) -> None:
        self.args = list(args)
        self.env = env
        self.log_path = log_path
        self.port = port
        self.process: subprocess.Popen[bytes] | None = None
        #: Every pid seen in this service's tree, over all its runs.
        self.seen: set[int] = set()
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def start(self) -> None:
        log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "api.cli", *self.args],
            env=self.env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            preexec_fn=preexec_die_with_parent(),
        )
        log.close()
        self.starts += 1
        self.seen.add(self.process.pid)

    async def wait_healthy(self, timeout: float = 60.0) -> float:
        """Wait until ``/health`` answers 200; the seconds it took."""
        began = time.monotonic()
        async with httpx.AsyncClient(base_url=self.url, timeout=2.0) as http:
            while time.monotonic() - began < timeout:
                if self.process is not None and self.process.poll() is not None:
                    raise AssertionError(
                        f"clowder {self.args[0]} exited with {self.process.returncode}:\n{self.tail()}"
                    )
                try:
                    if (await http.get("/health")).status_code == 200:
                        self.remember_tree()
                        return time.monotonic() - began
                except httpx.HTTPError:
                    pass
                await asyncio.sleep(0.1)
        raise AssertionError(f"clowder {self.args[0]} not healthy after {timeout}s:\n{self.tail()}")

    def remember_tree(self) -> list[psutil.Process]:
        """The service's live process tree (itself and every descendant), remembered for :func:`left_behind`."""
        try:
            root = psutil.Process(self.pid)
            tree = [root, *root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return []
        self.seen.update(process.pid for process in tree)
        return tree

    def workers(self) -> list[psutil.Process]:
        """Live ``clowder worker`` children."""
        return [p for p in self.remember_tree()[1:] if _is_worker(p)]

    def kill9(self) -> None:
        self.remember_tree()
        assert self.process is not None
        self.process.kill()
        self.process.wait()

    def send(self, signum: int) -> None:
        self.remember_tree()
        assert self.process is not None
        self.process.send_signal(signum)

    def wait(self, timeout: float = 30.0) -> int:
        assert self.process is not None
        return self.process.wait(timeout)

    def stop(self) -> None:
        """SIGTERM, then -9 after 15 s (teardown; the tests check the clean way themselves)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def tail(self, chars: int = 3000) -> str:
        return self.log_path.read_text(errors="replace")[-chars:] if self.log_path.exists() else ""


def _is_worker(process: psutil.Process) -> bool:
    try:
        return "worker" in process.cmdline() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def embedded_pids(data_dir: Path) -> set[int]:
    """The embedded PostgreSQL (postmaster and its children) and Redis running on ``data_dir``."""
    pids: set[int] = set()
    postmaster = data_dir / "postgres" / "pgdata" / "postmaster.pid"
    redis = data_dir / "redis" / REDIS_PIDFILE
    for pidfile in (postmaster, redis):
        try:
            pid = int(pidfile.read_text().split()[0])
            process = psutil.Process(pid)
            pids.update({pid, *(child.pid for child in process.children(recursive=True))})
        except (OSError, ValueError, IndexError, psutil.Error):
            pass
    return pids


def alive(pids: set[int] | Sequence[int]) -> list[int]:
    """The pids still running (a zombie, dead but not yet reaped, counts as gone)."""
    running = []
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                running.append(pid)
        except psutil.Error:
            pass
    return sorted(running)


async def wait_gone(pids: set[int], timeout: float) -> tuple[list[int], float]:
    """Wait until none of ``pids`` runs; the ones left and the seconds waited."""
    began = time.monotonic()
    while (left := alive(pids)) and time.monotonic() - began < timeout:
        await asyncio.sleep(0.1)
    return left, time.monotonic() - began


def describe(pids: Sequence[int]) -> list[str]:
    out = []
    for pid in pids:
        try:
            out.append(f"{pid}: {' '.join(psutil.Process(pid).cmdline())[:160]}")
        except psutil.Error:
            out.append(f"{pid}: (gone)")
    return out


async def until(condition: Callable[[], Any], timeout: float, every: float = 0.1) -> float:
    """Wait for ``condition()`` to be truthy (it may be async); the seconds it took."""
    began = time.monotonic()
    while time.monotonic() - began < timeout:
        result = condition()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return time.monotonic() - began
        await asyncio.sleep(every)
    raise AssertionError(f"not true within {timeout}s")


__all__ = [
    "MARGIN_SECONDS",
    "ROOT",
    "TAKEOVER_BOUND",
    "WORKER_STOP_DEADLINE",
    "BotLoad",
    "CommandCounts",
    "ReadModelCounts",
    "Service",
    "alive",
    "check_commands",
    "check_read_models",
    "describe",
    "embedded_pids",
    "service_env",
    "until",
    "wait_gone",
]
