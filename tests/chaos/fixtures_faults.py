"""What the Redis and PostgreSQL fault tests share: the service as shipped, bots that count, checks.

* :func:`clowder`: the API in this process and the projector with the
  reactors in a ``clowder worker`` child process, as ``clowder serve`` runs them.
* :class:`Bot`: plays random legal commands over HTTP, with an idempotency
  key per command that it keeps across retries, and counts every answer by
  kind (2xx, 503 problem with Retry-After, other 5xx, transport errors) and
  every view older than a version it had already been shown.
* :func:`lost_acknowledgements`: acknowledged commands the store does not hold.
* :func:`model_mismatches`: read models that differ from a fresh fold of the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
import psycopg
from redis.asyncio import Redis

from api.cli.embedded import serving
from api.cli.serve import WorkerProcess
from api.settings import Settings
from eventstore.postgres import PostgresEventStore, open_pool
from services.game_registry import all_games
from services.projector import Projector
from services.read_models import ReadModels
from services.schema import migrate_schema
from tests.e2e.conftest import GENEROUS_LIMITS

#: Keys that are bookkeeping, not models: a random token per rebuild, and the revocation epoch
#: (services/credential_cache.py); heads, rate counters and partitions' markers are skipped below.
_NOT_MODELS = ("generation", "ready", "token-epoch")


@dataclass
class Service:
    url: str
    settings: Settings
    worker: WorkerProcess | None


@contextlib.asynccontextmanager
async def clowder(
    database_url: str, redis_url: str, *, worker: bool = True, **overrides: Any
) -> AsyncIterator[Service]:
    """The service on ``database_url`` and ``redis_url``, under a fresh key prefix."""
    # Faults are these tests' subject, not the rate budgets: a bot load comes from one address.
    chosen: dict[str, Any] = {"log_level": "error", "log_format": "json", "limits": GENEROUS_LIMITS, **overrides}
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"chaos-{uuid.uuid4().hex[:8]}:",
        embedded_projector=not worker,
        reactors=not worker,
        **chosen,
    )
    await migrate_schema(database_url)
    process = WorkerProcess(settings) if worker else None
    if process is not None:
        process.start()
    try:
        async with serving(settings) as url:
            yield Service(url, settings, process)
    finally:
        if process is not None:
            await asyncio.to_thread(process.stop)


@dataclass
class Ack:
    """An acknowledged command: its game, the versions its events took, its idempotency key."""

    game_id: str
    version: int
    events: int
    key: str


@dataclass
class Bot:
    """Plays one game at a time with random legal commands, counting every answer."""

    http: httpx.AsyncClient
    rng: random.Random
    tally: Counter[str] = field(default_factory=Counter)
    acks: list[Ack] = field(default_factory=list)
    #: Seconds between retries of a 503 (the service says 2; tests are impatient).
    retry_delay: float = 0.1

    async def request(self, label: str, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """Send until the answer is neither a 503 nor a transport error; count each answer."""
        for _ in range(600):
            try:
                response = await self.http.request(method, path, **kwargs)
            except httpx.TransportError:
                self.tally[f"{label}.transport-error"] += 1
                await asyncio.sleep(self.retry_delay)
                continue
            status = response.status_code
            if status == 503:
                proper = "retry-after" in response.headers and response.headers.get("content-type", "").startswith(
                    "application/problem+json"
                )
                self.tally[f"{label}.503" if proper else f"{label}.503-without-retry-after"] += 1
                await asyncio.sleep(self.retry_delay)
                continue
            if status >= 500:
                self.tally[f"{label}.5xx"] += 1
                await asyncio.sleep(self.retry_delay)
                continue
            self.tally[f"{label}.{status // 100}xx"] += 1
            return response
        raise AssertionError(f"{label}: no answer after 600 tries")

    async def register(self, name: str) -> dict[str, str]:
        response = await self.request("register", "POST", "/players", json={"name": name})
        token = response.json()["token"]
        return {"Authorization": f"Bearer {token}"}

    async def play(self, kind: str, seats: int, stop: asyncio.Event, max_commands: int = 400) -> str:
        """Play a game until it ends, ``stop`` is set or ``max_commands``; its id."""
        players = [await self.register(f"bot-{n}") for n in range(seats)]
        created = await self.request(
            "lobby", "POST", "/games", json={"kind": kind, "seats": seats, "join": True}, headers=players[0]
        )
        game_id = created.json()["game_id"]
        for headers in players[1:]:
            await self.request("lobby", "POST", f"/games/{game_id}/seats", headers=headers)
        started = await self.request("lobby", "POST", f"/games/{game_id}/start", headers=players[0])
        seen = started.json()["version"]
        pending = started.json()["pending_seats"]
        for _ in range(max_commands):
            if stop.is_set() or not pending:
                break
            seat = self.rng.choice(pending)
            response = await self.request(
                "view", "GET", f"/games/{game_id}/view", params={"min_version": seen}, headers=players[seat]
            )
            view = response.json()
            if response.status_code != 200 or view["version"] < seen:
                self.tally["view.went-back" if response.status_code == 200 else "view.refused"] += 1
                continue
            seen = view["version"]
            if view["status"] == "finished" or not view["legal_commands"]:
                pending = view["pending_seats"]
                if view["status"] == "finished":
                    break
                continue
            body = {"command": self.rng.choice(view["legal_commands"]), "expected_version": seen}
            key = uuid.uuid4().hex
            headers = {**players[seat], "Idempotency-Key": key}
            answer = await self.request("command", "POST", f"/games/{game_id}/commands", json=body, headers=headers)
            if answer.status_code != 200:
                self.tally[f"command.refused.{answer.json().get('type', '').rsplit('/', 1)[-1]}"] += 1
                continue
            result = answer.json()
            self.acks.append(Ack(game_id, result["version"], len(result["events"]), key))
            seen = result["version"]
            pending = result["view"]["pending_seats"]
        return game_id


async def lost_acknowledgements(database_url: str, acks: list[Ack]) -> list[Ack]:
    """Acknowledged commands whose batch is not in the store where the answer said.

    Each command's batch carries its idempotency key on every row, so a row at
    the acknowledged versions that another command wrote does not count."""
    lost = []
    async with await psycopg.AsyncConnection.connect(database_url) as conn:
        for ack in acks:
            first = ack.version - ack.events + 1
            cursor = await conn.execute(
                "SELECT idempotency_key FROM events WHERE stream_id = %s AND version BETWEEN %s AND %s",
                (f"game-{ack.game_id}", first, ack.version),
            )
            keys = [row[0] for row in await cursor.fetchall()]
            if len(keys) != ack.events or any(key is None or not key.endswith(f":{ack.key}") for key in keys):
                lost.append(ack)
    return lost


async def _log_end(database_url: str) -> str:
    async with await psycopg.AsyncConnection.connect(database_url) as conn:
        cursor = await conn.execute(
            "SELECT e.transaction_id::text AS xid, e.position FROM events AS e ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1"
        )
        row = await cursor.fetchone()
    return "0:0" if row is None else f"{row[0]}:{row[1]}"


async def wait_caught_up(redis: Redis, prefix: str, database_url: str, timeout: float = 45.0) -> float:
    """Seconds until the models are complete (ready) and at the log's end."""
    loop = asyncio.get_running_loop()
    began = loop.time()
    while loop.time() - began < timeout:
        end = await _log_end(database_url)
        with contextlib.suppress(Exception):
            # Whole-log or partitioned workers (docs/scaling.md): ready everywhere, every partition at the end.
            models = ReadModels(redis, prefix, partitions=Settings.from_env().partitions)
            checkpoint = await models.oldest_checkpoint()
            if (
                await models.is_ready()
                and checkpoint is not None
                and f"{checkpoint.transaction_id}:{checkpoint.position}" == end
            ):
                return loop.time() - began
        await asyncio.sleep(0.1)
    raise AssertionError(f"the read models did not catch up within {timeout} s")


async def snapshot(redis: Redis, prefix: str) -> dict[str, object]:
    """Every read model under ``prefix``, keyed without it (bookkeeping keys left out)."""
    models: dict[str, object] = {}
    partition_checkpoints: list[bytes] = []
    async for raw_key in redis.scan_iter(match=f"{prefix}*", count=1000):
        key = raw_key.decode().removeprefix(prefix)
        # Not models: bookkeeping, heads, and the API's rate-limit counters (a partition's rebuild,
        # unlike the whole log's, does not clear the prefix, so counters written since the flush stay).
        if key in _NOT_MODELS or key.endswith(":head") or key.startswith(("ready:", "rate:")):
            continue
        if key.startswith("checkpoint:"):  # a partition's (docs/scaling.md): compared as their oldest
            partition_checkpoints.append(await redis.get(raw_key))
            continue
        kind = await redis.type(raw_key)
        if kind == b"string":
            value: object = await redis.get(raw_key)
            if key.startswith("game:"):
                value = msgspec.json.decode(value)  # type: ignore[arg-type]
        elif kind == b"set":
            value = sorted(await redis.smembers(raw_key))
        else:
            value = await redis.zrange(raw_key, 0, -1, withscores=True)
        models[key] = value
    if partition_checkpoints and "checkpoint" not in models:
        models["checkpoint"] = min(partition_checkpoints, key=lambda raw: tuple(int(p) for p in raw.split(b":")))
    return models


async def model_mismatches(redis: Redis, prefix: str, database_url: str) -> tuple[int, int]:
    """(keys that differ from a fresh fold of the store, keys compared)."""
    fresh_prefix = f"fold-{uuid.uuid4().hex[:8]}:"
    pool = await open_pool(database_url, min_size=1, max_size=2)
    try:
        await Projector(PostgresEventStore(pool), all_games(), redis, fresh_prefix).catch_up()
        expected = await snapshot(redis, fresh_prefix)
        actual = await snapshot(redis, prefix)
    finally:
        await pool.close()
        async for key in redis.scan_iter(match=f"{fresh_prefix}*", count=1000):
            await redis.delete(key)
    keys = set(expected) | set(actual)
    differing = sorted(key for key in keys if expected.get(key) != actual.get(key))
    for key in differing[:5]:  # say which, so a failure names what was not repaired
        print(f"model {key} differs: expected {str(expected.get(key))[:300]}, found {str(actual.get(key))[:300]}")
    return len(differing), len(keys)


async def play_games(bots: list[Bot], kind: str, seats: int, stop: asyncio.Event) -> list[str]:
    """Each bot plays games one after another until ``stop``."""

    async def one(bot: Bot) -> list[str]:
        ids = []
        while not stop.is_set():
            ids.append(await bot.play(kind, seats, stop))
        return ids

    results = await asyncio.gather(*(one(bot) for bot in bots))
    return [game_id for ids in results for game_id in ids]


def total(bots: list[Bot]) -> Counter[str]:
    counts: Counter[str] = Counter()
    for bot in bots:
        counts.update(bot.tally)
    return counts
