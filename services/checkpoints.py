"""Where durable log followers remember how far they have got (PostgreSQL)."""

from __future__ import annotations

from typing import Protocol

from psycopg_pool import AsyncConnectionPool

from eventstore import Checkpoint


class CheckpointStore(Protocol):
    async def load(self, name: str) -> Checkpoint: ...

    async def save(self, name: str, checkpoint: Checkpoint) -> None: ...


class PostgresCheckpoints:
    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool

    async def load(self, name: str) -> Checkpoint:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT transaction_id, position FROM follower_checkpoints WHERE name = %s", (name,)
            )
            row = await cursor.fetchone()
        return Checkpoint() if row is None else Checkpoint(row[0], row[1])

    async def save(self, name: str, checkpoint: Checkpoint) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                """INSERT INTO follower_checkpoints (name, transaction_id, position) VALUES (%s, %s, %s)
                   ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
                     position = EXCLUDED.position, updated_at = now()""",
                (name, checkpoint.transaction_id, checkpoint.position),
            )
