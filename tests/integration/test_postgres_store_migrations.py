"""Migrations run once each, in order, even with several migrators at once."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from eventstore.migrate import MigrationError, available_migrations, migrate
from ops.local_services import create_database, drop_database
from services.schema import MIGRATION_FOLDERS, migrate_schema

pytestmark = pytest.mark.integration


@pytest.fixture
async def empty_database_url(postgres_url: str) -> AsyncIterator[str]:
    url = await asyncio.to_thread(create_database, postgres_url)
    yield url
    await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(url)["dbname"]))


async def rows(url: str, query: str) -> list[tuple[object, ...]]:
    async with await psycopg.AsyncConnection.connect(url) as conn:
        return await (await conn.execute(query.encode())).fetchall()


def write(folder: Path, name: str, sql: str) -> None:
    (folder / name).write_text(sql, encoding="utf-8")


def test_the_packaged_migrations_start_with_the_events_table() -> None:
    migrations = available_migrations(MIGRATION_FOLDERS)
    assert migrations[0].name == "001_events.sql"
    assert [m.number for m in migrations] == sorted({m.number for m in migrations})


def test_the_event_stores_own_migrations_touch_only_the_events_table() -> None:
    """The application's tables (players, tokens, seeds, ratings, keys) are migrated by their own layer."""
    for migration in available_migrations():
        assert "events" in migration.sql and "players" not in migration.sql, migration.name


async def test_concurrent_migrators_apply_each_migration_once(empty_database_url: str) -> None:
    results = await asyncio.gather(*(migrate_schema(empty_database_url) for _ in range(4)))

    applied = [name for result in results for name in result]
    assert sorted(applied) == [m.name for m in available_migrations(MIGRATION_FOLDERS)]
    assert await migrate_schema(empty_database_url) == []
    recorded = await rows(empty_database_url, "SELECT name FROM schema_migrations ORDER BY number")
    assert [name for (name,) in recorded] == [m.name for m in available_migrations(MIGRATION_FOLDERS)]


async def test_new_files_are_picked_up_in_order(empty_database_url: str, tmp_path: Path) -> None:
    write(tmp_path, "001_first.sql", "CREATE TABLE one (id int);")
    assert await migrate(empty_database_url, tmp_path) == ["001_first.sql"]

    write(tmp_path, "010_third.sql", "INSERT INTO one VALUES (3);")
    write(tmp_path, "002_second.sql", "INSERT INTO one VALUES (2); INSERT INTO one VALUES (20);")
    write(tmp_path, "README.txt", "not a migration")

    assert await migrate(empty_database_url, tmp_path) == ["002_second.sql", "010_third.sql"]
    assert await rows(empty_database_url, "SELECT id FROM one") == [(2,), (20,), (3,)]


async def test_a_failing_migration_leaves_nothing_behind(empty_database_url: str, tmp_path: Path) -> None:
    write(tmp_path, "001_ok.sql", "CREATE TABLE ok (id int);")
    write(tmp_path, "002_broken.sql", "CREATE TABLE half (id int); SELECT * FROM missing;")

    with pytest.raises(MigrationError):
        await migrate(empty_database_url, tmp_path)

    assert await rows(empty_database_url, "SELECT number FROM schema_migrations") == [(1,)]
    assert await rows(empty_database_url, "SELECT to_regclass('half')") == [(None,)]


async def test_an_edited_applied_migration_is_refused(empty_database_url: str, tmp_path: Path) -> None:
    write(tmp_path, "001_first.sql", "CREATE TABLE one (id int);")
    await migrate(empty_database_url, tmp_path)
    write(tmp_path, "001_first.sql", "CREATE TABLE one (id bigint);")

    with pytest.raises(MigrationError, match="changed"):
        await migrate(empty_database_url, tmp_path)


@pytest.mark.parametrize("names", [["001_a.sql", "001_b.sql"], ["1_short.sql"], ["001.sql"]])
def test_misnamed_or_duplicate_files_are_refused(tmp_path: Path, names: list[str]) -> None:
    for name in names:
        write(tmp_path, name, "SELECT 1;")
    with pytest.raises(MigrationError):
        available_migrations(tmp_path)


def test_the_command_line_migrates_database_url(empty_database_url: str) -> None:
    def run(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "eventstore.migrate"], env=env, capture_output=True, text=True, timeout=60
        )

    environ = {key: value for key, value in os.environ.items() if key != "DATABASE_URL"}
    first = run({**environ, "DATABASE_URL": empty_database_url})
    again = run({**environ, "DATABASE_URL": empty_database_url})
    missing = run(environ)

    assert (first.returncode, again.returncode, missing.returncode) == (0, 0, 2)
    assert "001_events.sql" in first.stdout and again.stdout.strip() == "up to date"
