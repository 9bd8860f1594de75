"""What the transparency log's end-to-end tests share: games played over HTTP, `clowder monitor` run as a
process, and an operator's hands on the log's tables (forged heads, a rebuilt log, a rewritten game)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sys
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec
from psycopg_pool import AsyncConnectionPool

from api.cli.embedded import serving
from api.client.session import ClowderClient
from api.settings import Settings
from domain.audit import chain
from domain.audit.log_leaf import LogLeaf
from domain.audit.tree_head import HeadSigner, SignedTreeHead
from eventstore.postgres import PostgresEventStore, open_pool
from services.signing import PostgresKeys
from services.transparency import tables
from services.transparency.writer import LogWriter
from tests.e2e.conftest import GENEROUS_LIMITS

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Played:
    game_id: str
    #: Every command answer, as a player keeps them.
    answers: list[dict[str, Any]]


async def play(anonymous: ClowderClient, kind: str = "feed-the-kitten", seed: int = 1) -> Played:
    """A two-seat game played to its end over HTTP with random legal commands."""
    chooser = random.Random(seed)
    clients = [anonymous.as_player((await anonymous.register(f"p{seat}"))["token"]) for seat in range(2)]
    game_id = (await clients[0].create_game(kind, 2, {}, join=True))["game_id"]
    await clients[1].join(game_id)
    view = await clients[0].start(game_id)
    answers: list[dict[str, Any]] = []
    view = await clients[0].view(game_id, min_version=view["version"])
    while view["status"] != "finished":
        seat = chooser.choice(view["pending_seats"])
        mine = await clients[seat].view(game_id, min_version=view["version"])
        answer = await clients[seat].command(game_id, chooser.choice(mine["legal_commands"]), mine["version"])
        answers.append(answer)
        view = answer["view"]
    return Played(game_id, answers)


@dataclass
class Operator:
    """The service's operator: the database, and the log's writer run by hand (the service runs none)."""

    url: str
    pool: AsyncConnectionPool
    writer: LogWriter
    keys: PostgresKeys

    async def log_now(self) -> None:
        await self.writer.round()

    async def signer(self) -> HeadSigner:
        return HeadSigner((await self.keys.active()).private_key)

    async def publish(self, head: SignedTreeHead) -> None:
        await tables.insert_head(self.pool, head)

    async def forged_head(self, size: int, root: bytes, signer: HeadSigner | None = None) -> SignedTreeHead:
        latest = await tables.latest_head(self.pool)
        at = (latest.timestamp if latest else 0) + 1000
        return (signer or await self.signer()).sign(size, root, at)

    async def rebuild_without(self, game_id: str) -> None:
        """Wipe the log and write it again from the store's first event, leaving ``game_id`` out."""
        async with self.pool.connection() as conn, conn.transaction():
            for table in ("transparency_leaves", "transparency_nodes"):
                await conn.execute(f"DELETE FROM {table}")
            await conn.execute("DELETE FROM follower_checkpoints WHERE name = %s", (tables.CHECKPOINT_NAME,))
        dishonest = LogWriter(self.pool, PostgresEventStore(self.pool), self.keys, heartbeat=3600)
        original = dishonest._append

        async def without(leaves: list[tuple[LogLeaf, Any]], upto: Any) -> None:
            await original([pair for pair in leaves if pair[0].game_id != game_id], upto)

        dishonest._append = without  # type: ignore[method-assign]
        await dishonest.load()
        await dishonest.round()
        self.writer = dishonest

    async def rewrite(self, game_id: str) -> None:
        """Rename the second seat's player in its lobby.seat_taken and chain every hash after it again: a
        history that verifies alone (the operator holds the seed), as test_audit_tamper.py forges one."""
        stream = f"game-{game_id}"
        async with self.pool.connection() as conn:
            cursor = await conn.execute("SELECT seed FROM game_seeds WHERE game_id = %s", (game_id,))
            seed = bytes((await cursor.fetchone())[0])  # type: ignore[index]
            cursor = await conn.execute(
                "SELECT version, type, data::text, metadata::text FROM events WHERE stream_id = %s ORDER BY version",
                (stream,),
            )
            rows = await cursor.fetchall()
            previous, renamed = chain.GENESIS, False
            for version, type_, data, metadata in rows:
                body, meta = msgspec.json.decode(data), msgspec.json.decode(metadata)
                if type_ == "lobby.seat_taken" and body["seat"] == 1 and not renamed:
                    body["player_name"], renamed = "someone else", True
                link = chain.link(seed, previous, stream, version, type_, body, meta)
                meta["hash"], previous = link.hex(), link
                await conn.execute(
                    "UPDATE events SET data = %s::jsonb, metadata = %s::jsonb WHERE stream_id = %s AND version = %s",
                    (msgspec.json.encode(body).decode(), msgspec.json.encode(meta).decode(), stream, version),
                )


@contextlib.asynccontextmanager
async def operated_service(postgres_url: str, redis_url: str) -> AsyncIterator[Operator]:
    """A service on a fresh database whose log writer the test runs by hand (CLOWDER_TRANSPARENCY_LOG=off)."""
    from psycopg.conninfo import conninfo_to_dict

    from ops.local_services import create_database, drop_database

    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=GENEROUS_LIMITS,
        transparency_log=False,
    )
    try:
        async with serving(settings) as url:
            pool = await open_pool(database_url, min_size=1, max_size=4)
            try:
                keys = PostgresKeys(pool, refresh_seconds=0)
                writer = LogWriter(pool, PostgresEventStore(pool), keys, heartbeat=3600)
                await writer.load()
                yield Operator(url, pool, writer, keys)
            finally:
                await pool.close()
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


async def clowder(*args: str) -> tuple[int, str]:
    """``clowder ARGS`` in a process of its own (it reads over HTTP, as an outsider would): exit code, output."""
    env = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "REDIS_URL")}
    env["PYTHONPATH"] = str(ROOT)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "api.cli",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env=env,
        cwd=ROOT,
    )
    out, _ = await asyncio.wait_for(process.communicate(), timeout=180)
    text = out.decode()
    print(f"$ clowder {' '.join(args)}\n{text}")
    assert process.returncode is not None
    return process.returncode, text


def saved(folder: Path, name: str, value: Any) -> str:
    path = folder / name
    path.write_bytes(value if isinstance(value, bytes) else msgspec.json.encode(value))
    return str(path)


async def eventually(check: Callable[[], Any], within: float, every: float = 0.1) -> float:
    """Seconds until ``await check()`` is truthy; fails after ``within``."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    while not await check():
        assert loop.time() - start < within, f"not within {within} s"
        await asyncio.sleep(every)
    return loop.time() - start
