"""What every benchmark shares: servers, a fresh database, CPU accounting, tables.

Each benchmark measures the project next to a raw baseline in the same run, on
the same PostgreSQL and Redis, so only ratios are compared across runs (the
machine is shared and noisy). Without ``--database-url`` / ``--redis-url`` a
private PostgreSQL and Redis are started with :mod:`ops.local_services` and
stopped afterwards; the machine's own servers (5432, 6379) are never used, and
``DATABASE_URL`` / ``REDIS_URL`` in the environment are deliberately ignored.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import socket
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # ``python bench/x.py`` as well as ``python -m bench.x``
    sys.path.insert(0, str(ROOT))

from psycopg.conninfo import conninfo_to_dict  # noqa: E402

from ops.local_services import create_database, drop_database, local_postgres, local_redis  # noqa: E402

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def add_server_args(parser: argparse.ArgumentParser, redis: bool = True) -> None:
    parser.add_argument(
        "--database-url",
        default=None,
        help="a PostgreSQL server to create a scratch database on (default: start a private one)",
    )
    if redis:
        parser.add_argument(
            "--redis-url",
            default=None,
            help="a Redis to use; keys go under a fresh prefix (default: start a private one)",
        )


def positive_float(text: str) -> float:
    value = float(text)
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError("must be in (0, 600]")
    return value


def positive_int(text: str) -> int:
    value = int(text)
    if not 0 < value <= 10_000:
        raise argparse.ArgumentTypeError("must be in [1, 10000]")
    return value


# -- servers ------------------------------------------------------------------


@dataclass
class Servers:
    database_url: str
    redis_url: str | None
    #: pids to account CPU to (only for servers this run started itself).
    postmaster_pid: int | None = None
    redis_pid: int | None = None


@contextlib.contextmanager
def servers(database_url: str | None, redis_url: str | None, need_redis: bool) -> Iterator[Servers]:
    """A scratch database (dropped afterwards) on a private or given server, and a Redis."""
    with contextlib.ExitStack() as stack:
        server_url = database_url or stack.enter_context(local_postgres())
        own_redis = need_redis and redis_url is None
        if need_redis:
            redis_url = redis_url or stack.enter_context(local_redis())
        scratch = create_database(server_url, prefix="clowder_bench_")
        dbname = str(conninfo_to_dict(scratch)["dbname"])
        stack.callback(drop_database, server_url, dbname)
        found = Servers(scratch, redis_url if need_redis else None)
        if database_url is None:
            found.postmaster_pid = _postmaster_pid(server_url)
        if own_redis and found.redis_url is not None:
            found.redis_pid = _redis_pid(found.redis_url)
        yield found


def _postmaster_pid(url: str) -> int | None:
    host = conninfo_to_dict(url).get("host")
    if not host or not str(host).startswith("/"):
        return None
    pid_file = Path(str(host)) / "postmaster.pid"
    try:
        return int(pid_file.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def _redis_pid(url: str) -> int | None:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.hostname not in ("127.0.0.1", "localhost"):
        return None
    try:
        with socket.create_connection((parts.hostname, parts.port or 6379), timeout=2) as conn:
            conn.sendall(b"INFO server\r\n")
            reply = b""
            while b"process_id:" not in reply:
                chunk = conn.recv(65536)
                if not chunk:
                    break
                reply += chunk
        for line in reply.split(b"\r\n"):
            if line.startswith(b"process_id:"):
                return int(line.split(b":")[1])
    except OSError:
        return None
    return None


# -- CPU accounting ---------------------------------------------------------------


def process_cpu(pid: int, with_reaped_children: bool = False) -> float:
    """CPU seconds of ``pid`` (user + system); 0 if it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    ticks = int(fields[11]) + int(fields[12])
    if with_reaped_children:
        ticks += int(fields[13]) + int(fields[14])
    return ticks / CLOCK_TICKS


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(stat[1]) == pid:
            found.append(int(entry.name))
    return found


def tree_cpu(pid: int) -> float:
    """CPU seconds of a server and its children, alive or already reaped (PostgreSQL's backends)."""
    return process_cpu(pid, with_reaped_children=True) + sum(process_cpu(child) for child in children_of(pid))


def machine_busy() -> tuple[float, float]:
    """(busy, total) jiffies of the whole machine since boot, from /proc/stat."""
    first = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    values = [int(v) for v in first]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    total = sum(values[:8])
    return float(total - idle), float(total)


def peak_rss_mb(pid: int) -> tuple[float, float]:
    """(current, peak) resident set size of ``pid`` in MB, from /proc/<pid>/status."""
    current = peak = 0.0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                current = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    return current, peak


@dataclass
class CpuMeter:
    """CPU seconds spent by named processes (and the machine) between start() and stop()."""

    pids: dict[str, tuple[int, bool]] = field(default_factory=dict)
    started: dict[str, float] = field(default_factory=dict)
    spent: dict[str, float] = field(default_factory=dict)
    busy_share: float = 0.0
    _machine: tuple[float, float] = (0.0, 0.0)

    def watch(self, name: str, pid: int | None, tree: bool = False) -> None:
        if pid is not None:
            self.pids[name] = (pid, tree)

    def _read(self) -> dict[str, float]:
        return {name: tree_cpu(pid) if tree else process_cpu(pid) for name, (pid, tree) in self.pids.items()}

    def start(self) -> None:
        self.started = self._read()
        self._machine = machine_busy()

    def stop(self) -> None:
        ended = self._read()
        self.spent = {name: ended[name] - self.started.get(name, 0.0) for name in ended}
        busy, total = machine_busy()
        elapsed = total - self._machine[1]
        self.busy_share = (busy - self._machine[0]) / elapsed if elapsed else 0.0


# -- statistics and output ---------------------------------------------------------------


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in [0, 1]); NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else math.nan


def fmt(value: float, digits: int = 0) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    return f"{value:,.{digits}f}"


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = "| " + " | ".join(str(h).ljust(w) for h, w in zip(headers, widths, strict=False)) + " |"
    rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    body = [
        "| "
        + " | ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(r, widths, strict=False)))
        + " |"
        for r in rows
    ]
    return "\n".join([line, rule, *body])


def verdict(value: float, target: float, at_least: bool = True) -> str:
    if math.isnan(value):
        return "-"
    ok = value >= target if at_least else value < target
    return "met" if ok else "MISSED"


def header(title: str) -> None:
    print(f"\n== {title} ==", flush=True)
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average "
        + " ".join(f"{v:.2f}" for v in os.getloadavg()),
        flush=True,
    )


def now() -> float:
    """CLOCK_MONOTONIC: comparable between processes of this machine."""
    return time.monotonic()
