"""Apply SQL migrations, each once, in order.

Each layer keeps the migrations of the tables it owns in a folder of its own:
``eventstore/migrations`` holds the event store's (the ``events`` table), and
the layers above hand theirs in beside it (``services/schema.py``). The
numbers are one sequence across every folder (two files with one number are
an error), so a migration keeps its number when its file moves to the layer
that owns its table. Every ``NNN_name.sql`` runs in its own transaction,
recorded in ``schema_migrations`` with a checksum. Migrators that start at the
same time queue on a transaction-level advisory lock, the only lock the
project takes outside a single statement; appends never take it.

``python -m eventstore.migrate`` (``DATABASE_URL`` set, or the URL as the only
argument) applies the event store's own; ``clowder migrate`` applies every layer's.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec
import psycopg

from eventstore.base import EventStoreError

#: Arbitrary, fixed key of the advisory lock that serializes migrators.
MIGRATION_LOCK_KEY = 0x636C6F77646572  # "clowder"

_FILE_NAME = re.compile(r"^(\d{3})_.+\.sql$")


class MigrationError(EventStoreError):
    """The migrations are inconsistent with each other or with the database."""


class Migration(msgspec.Struct, frozen=True):
    number: int
    name: str
    sql: str

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.sql.encode()).hexdigest()


#: The packaged migrations (package data, next to this module).
MIGRATIONS = Path(__file__).resolve().with_name("migrations")


def available_migrations(folders: Path | Sequence[Path] = MIGRATIONS) -> list[Migration]:
    """The migrations in ``folders``, ordered by number; two files with one number is an error."""
    found: dict[int, Migration] = {}
    entries = [entry for folder in _folders(folders) for entry in folder.iterdir()]
    for entry in entries:
        if not entry.name.endswith(".sql"):
            continue
        match = _FILE_NAME.match(entry.name)
        if match is None:
            raise MigrationError(f"{entry.name}: a migration's name must look like 001_what_it_does.sql")
        number = int(match.group(1))
        if number in found:
            raise MigrationError(f"two migrations numbered {number:03d}: {found[number].name}, {entry.name}")
        found[number] = Migration(number, entry.name, entry.read_text(encoding="utf-8"))
    return [found[number] for number in sorted(found)]


async def migrate(conninfo: str, folders: Path | Sequence[Path] = MIGRATIONS) -> list[str]:
    """Apply every migration of ``folders`` not yet applied; return the names of those applied now."""
    migrations = available_migrations(folders)
    applied_now: list[str] = []
    try:
        async with await psycopg.AsyncConnection.connect(conninfo) as conn:
            for migration in migrations:
                if await _apply(conn, migration):
                    applied_now.append(migration.name)
    except psycopg.Error as error:
        raise MigrationError(f"migration failed: {error}") from error
    return applied_now


async def _apply(conn: psycopg.AsyncConnection, migration: Migration) -> bool:
    """Apply one migration under the lock unless it is recorded; check a recorded one is unchanged."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " number integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        cursor = await conn.execute(
            "SELECT name, checksum FROM schema_migrations WHERE number = %s", (migration.number,)
        )
        recorded = await cursor.fetchone()
        if recorded is not None:
            if tuple(recorded) != (migration.name, migration.checksum):
                raise MigrationError(
                    f"migration {migration.number:03d} was applied as {recorded[0]} and has changed since; "
                    "add a new migration instead of editing an applied one"
                )
            return False
        await conn.execute(migration.sql.encode())
        await conn.execute(
            "INSERT INTO schema_migrations (number, name, checksum) VALUES (%s, %s, %s)",
            (migration.number, migration.name, migration.checksum),
        )
        return True


def _folders(folders: Path | Sequence[Path]) -> list[Path]:
    return [folders] if isinstance(folders, Path) else list(folders)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    conninfo = args[0] if args else os.environ.get("DATABASE_URL")
    if not conninfo:
        print("usage: python -m eventstore.migrate [DATABASE_URL] (or set DATABASE_URL)", file=sys.stderr)
        return 2
    try:
        applied = asyncio.run(migrate(conninfo))
    except MigrationError as error:
        print(error, file=sys.stderr)
        return 1
    print("applied: " + ", ".join(applied) if applied else "up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
