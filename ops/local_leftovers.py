"""What a kill -9 of the last owner of a local PostgreSQL or Redis left behind (see ops/local_services.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: Where a local redis-server writes its pid, in its data directory.
REDIS_PIDFILE = "redis.pid"


def forget_dead_postgres_handles(pgdata: Path) -> list[int]:
    """Drop dead processes from pgserver's list of a data directory's users; return them.

    pgserver stops PostgreSQL when the last process in ``.handle_pids.json``
    lets go. A process killed with -9 never lets go, so without this its pid
    would stay listed and no later owner would ever stop the server. The
    PostgreSQL it left running is reused by the next start (pgserver finds it
    through ``postmaster.pid``) and stopped by that owner.
    """
    import psutil

    handles = pgdata / ".handle_pids.json"
    try:
        listed = [int(pid) for pid in json.loads(handles.read_text() or "[]")]
    except (OSError, ValueError, TypeError):
        return []
    dead = [pid for pid in listed if not _alive(psutil, pid)]
    if dead:
        handles.write_text(json.dumps([pid for pid in listed if pid not in dead]))
    return dead


def stop_stale_redis(base: Path) -> int | None:
    """Stop a redis-server left running on ``base`` by an owner killed with -9; return its pid.

    It holds nothing worth keeping (no persistence: the read models are
    rebuilt from PostgreSQL), and whoever started it is gone, so nobody
    would ever stop it or even know its port.
    """
    import psutil

    try:
        pid = int((base / REDIS_PIDFILE).read_text().strip())
        process = psutil.Process(pid)
        # redis-server rewrites its command line ("redis-server 127.0.0.1:port"),
        # but it runs in its --dir: that tells ours from a reused pid.
        ours = "redis-server" in process.name() and Path(process.cwd()) == base.resolve()
    except (OSError, ValueError, psutil.Error):
        return None
    if not ours:
        return None  # the pid was reused by something else
    if _has_live_owner(psutil, process):
        return None  # another service on this data directory is using it
    process.terminate()
    try:
        process.wait(5)
    except psutil.TimeoutExpired:
        process.kill()
    return pid


def _has_live_owner(psutil: Any, process: Any) -> bool:
    """Whether ``process`` was started by a live program other than init (an orphan's parent is 1 or a reaper)."""
    try:
        parent = process.parent()
        return parent is not None and parent.pid > 1 and "python" in Path(parent.exe()).name
    except psutil.Error:
        return False


def _alive(psutil: Any, pid: int) -> bool:
    try:
        return bool(psutil.Process(pid).status() != psutil.STATUS_ZOMBIE)
    except psutil.Error:
        return False
