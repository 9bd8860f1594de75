"""Migration 007: tokens made before scopes keep working with every player scope; old players get handles."""

from __future__ import annotations

import asyncio
import hashlib
import shutil
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from eventstore.migrate import migrate
from eventstore.postgres import open_pool
from ops.local_services import create_database, drop_database
from services.players import PostgresPlayers
from services.schema import MIGRATION_FOLDERS, migrate_schema

pytestmark = pytest.mark.integration


async def test_a_pre_scope_token_keeps_every_scope_and_its_player_gets_a_unique_handle(
    tmp_path: Path, postgres_url: str
) -> None:
    url = await asyncio.to_thread(create_database, postgres_url)
    try:
        for migration in sorted(m for folder in MIGRATION_FOLDERS for m in folder.glob("00[1-4]_*.sql")):
            shutil.copy(migration, tmp_path / migration.name)
        await migrate(url, tmp_path)  # the schema as it was before 007
        async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
            for player_id, token in (("aaaa", "old-token-a"), ("bbbb", "old-token-b")):
                await conn.execute(
                    "INSERT INTO players (player_id, name, token_sha256) VALUES (%s, %s, %s)",
                    (player_id, "Bot 1", hashlib.sha256(token.encode()).digest()),
                )
        await migrate_schema(url)  # 005... and 007
        pool = await open_pool(url, min_size=1, max_size=2)
        try:
            players = PostgresPlayers(pool)
            old = await players.authenticate("old-token-a")
            assert old is not None and old.scopes == frozenset({"play", "organize", "read"})
            handles = {(await players.get(pid)).handle for pid in ("aaaa", "bbbb")}  # type: ignore[union-attr]
            assert handles == {"bot-1-aaaa", "bot-1-bbbb"}
            fresh = await players.register("Bot 1")
            assert fresh.player.handle == "bot-1"  # the bare slug was still free
            again = await players.register("Bot 1")
            assert again.player.handle != "bot-1" and again.player.handle.startswith("bot-1-")
        finally:
            await pool.close()
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(url)["dbname"]))
