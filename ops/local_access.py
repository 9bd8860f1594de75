"""Who may reach the embedded PostgreSQL and Redis: the user who started them, and nobody else.

* PostgreSQL listens only on a Unix socket inside its data directory, which
  is ``0700`` (PostgreSQL insists); the socket itself is ``0700`` too
  (``unix_socket_permissions``) and ``pg_hba.conf`` allows that socket only.
  A data directory whose socket path would be too long is refused: pgserver
  would put the socket in a world-writable directory of ``/tmp`` instead,
  where any local user could connect as the superuser.
* Redis listens on 127.0.0.1 (a port fault tests can stop and start again)
  and asks for a password: a random secret per data directory, made once and
  kept in a ``0600`` file there, given to redis-server on its standard input
  (never on a command line, which every local user can read) and to every
  client in the URL, ``redis://default:<secret>@127.0.0.1:<port>/0``.
* ``clowder serve`` writes both URLs to ``services.env`` (``0600``) in its
  data directory, for its owner's ``clowder admin ...``.

Run as root, PostgreSQL runs as pgserver's ``pgserver`` user and root's
clients reach it anyway; every other user is kept out all the same.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shlex
from collections.abc import Iterator, Mapping
from pathlib import Path

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
#: The Redis password of a data directory, in that directory.
REDIS_SECRET = "redis.secret"
#: The URLs of ``clowder serve``'s embedded services, in its data directory.
SERVICES_FILE = "services.env"
#: The name PostgreSQL gives its socket (pgserver always uses port 5432's).
POSTGRES_SOCKET = ".s.PGSQL.5432"
SUN_PATH_SIZE = 108

_CONF_MARK = "# clowder: only the owner of this data directory may connect (ops/local_access.py)"
_CONF_BLOCK = f"""
{_CONF_MARK}
listen_addresses = ''
unix_socket_permissions = 0700
"""
_HBA = f"""{_CONF_MARK}
# The Unix socket, in this 0700 directory and itself 0700, is the only way in:
# no TCP, so no "host" lines.
local all all trust
"""


def private_dir(path: Path) -> Path:
    """``path``, created if need be, readable and searchable by its owner only (if it is ours)."""
    path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    if path.stat().st_uid == os.geteuid():
        path.chmod(PRIVATE_DIR)
    return path


def secret_in(path: Path) -> str:
    """The secret kept in ``path`` (mode 0600), made now if there is none or others could read it."""
    with contextlib.suppress(OSError):
        found = path.stat()
        if found.st_uid == os.geteuid() and not found.st_mode & 0o077:
            kept = path.read_text().strip()
            if kept:
                return kept
    made = secrets.token_urlsafe(32)
    write_private(path, made + "\n")
    return made


def write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` as a 0600 file, never readable by others even for a moment."""
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    try:
        with os.fdopen(fd, "w") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def redis_url(port: int, password: str) -> str:
    return f"redis://default:{password}@127.0.0.1:{port}/0"


def restrict_postgres(pgdata: Path) -> bool:
    """Make an initialised ``pgdata`` take connections from its owner only; whether anything changed.

    Files are rewritten in place, keeping their owner (``pgserver`` when run as root).
    """
    changed = False
    conf = pgdata / "postgresql.conf"
    text = conf.read_text()
    if _CONF_MARK not in text:
        with conf.open("a") as file:
            file.write(_CONF_BLOCK)
        changed = True
    hba = pgdata / "pg_hba.conf"
    if hba.read_text() != _HBA:
        with hba.open("w") as file:
            file.write(_HBA)
        changed = True
    return changed


def socket_fits(pgdata: Path) -> bool:
    """Whether PostgreSQL's socket path fits in ``pgdata`` (``sun_path`` holds 107 bytes and a NUL)."""
    return len(os.fsencode(pgdata / POSTGRES_SOCKET)) < SUN_PATH_SIZE


@contextlib.contextmanager
def services_file(data_dir: Path, urls: Mapping[str, str]) -> Iterator[Path | None]:
    """Write ``urls`` (those started here) to ``data_dir/services.env`` (0600) until the block ends."""
    if not urls:
        yield None
        return
    path = data_dir / SERVICES_FILE
    lines = [
        "# The embedded services of this data directory while `clowder serve` runs, for its owner:",
        f"#   set -a; . {shlex.quote(str(path))}; set +a; clowder admin tokens",
        *(f"{name}={shlex.quote(url)}" for name, url in urls.items()),
    ]
    write_private(path, "\n".join(lines) + "\n")
    try:
        yield path
    finally:
        path.unlink(missing_ok=True)
