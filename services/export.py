"""``clowder admin export``: every finished game, one NDJSON line each, for backup.

Line format ``clowder.game/1`` (documented in docs/operations.md)::

    {"format": "clowder.game/1", "game_id": ..., "kind": ..., "status": "finished",
     "aborted": null | reason, "version": N, "seed": hex,
     "events": [{"version": 1, "type": "lobby.game_created", "data": {...},
                 "metadata": {...}, "recorded_at": "2026-..."}, ...]}

Every event of the game's stream, lobby events included, with the metadata
(who, which command, decided at which version) and the game's seed, which is
public once a game has ended: enough to restore the stream and to audit it.
The auditors' export format (branch ``audit``) will replace this one.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from datetime import datetime
from typing import Any

import msgspec
from psycopg_pool import AsyncConnectionPool

from domain.core.game import Game
from eventstore import EventStore
from services.game_log import GameLog
from services.seeds import SeedVault

FORMAT = "clowder.game/1"


class ExportedEvent(msgspec.Struct, frozen=True):
    version: int
    type: str
    data: msgspec.Raw
    metadata: msgspec.Raw
    recorded_at: datetime


class ExportedGame(msgspec.Struct, frozen=True):
    format: str
    game_id: str
    kind: str
    status: str
    aborted: str | None
    version: int
    seed: str
    events: list[ExportedEvent]


async def game_ids(pool: AsyncConnectionPool) -> list[str]:
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT stream_id FROM events WHERE stream_id LIKE %s AND version = 1 ORDER BY position", ("game-%",)
        )
        return [row[0].removeprefix("game-") for row in await cursor.fetchall()]


async def finished_games(
    pool: AsyncConnectionPool, store: EventStore, games: Mapping[str, Game[Any, Any, Any, Any]], seeds: SeedVault
) -> AsyncIterator[ExportedGame]:
    """Each finished game (aborted ones included) with its whole stream, oldest first."""
    log = GameLog(store, games, capacity=1, checkpoint_capacity=0)  # each stream folded once, whole
    for game_id in await game_ids(pool):
        recorded = await store.read_stream(f"game-{game_id}")
        record = log.fold([event.data for event in recorded])
        if record.status != "finished":
            continue
        events = [
            ExportedEvent(e.version, e.type, msgspec.Raw(e.data), msgspec.Raw(e.metadata), e.recorded_at)
            for e in recorded
        ]
        seed = (await seeds.seed_of(game_id)).hex()
        yield ExportedGame(FORMAT, game_id, record.kind, record.status, record.aborted, record.version, seed, events)
