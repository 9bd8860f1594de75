"""Every SQL statement of the transparency log, in one module (tables: migration 013).

The writer appends leaves, nodes, its checkpoint and a signed head in one
transaction (:func:`append_group`); readers build proofs from the nodes of
perfect subtrees. Nothing here updates or deletes a row.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

import msgspec
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from domain.audit.log_leaf import LogLeaf
from domain.audit.tree_head import SignedTreeHead
from eventstore import Checkpoint

#: The writer's checkpoint in ``follower_checkpoints``.
CHECKPOINT_NAME = "transparency-log"


class NewLeaf(msgspec.Struct, frozen=True):
    """A leaf about to be appended: its place, what it logs, its hash and when the batch was committed."""

    index: int
    leaf: LogLeaf
    hash: bytes
    recorded_at: datetime


class StoredLeaf(msgspec.Struct, frozen=True):
    index: int
    leaf: LogLeaf
    hash: bytes


_LEAF_COLUMNS = "leaf_index, game_id, first_version, last_version, head, leaf_hash"
_HEAD_COLUMNS = "tree_size, root_hash, timestamp_ms, key_id, signature"


def _leaf(row: Sequence[object]) -> StoredLeaf:
    index, game_id, first, last, head, hashed = row
    return StoredLeaf(int(index), LogLeaf(str(game_id), int(first), int(last), str(head)), bytes(hashed))  # type: ignore[call-overload, arg-type]


def _head(row: Sequence[object]) -> SignedTreeHead:
    size, root, timestamp, key_id, signature = row
    return SignedTreeHead(int(size), bytes(root).hex(), int(timestamp), str(key_id), bytes(signature).hex())  # type: ignore[call-overload, arg-type]


async def load_checkpoint(pool: AsyncConnectionPool) -> Checkpoint:
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT transaction_id, position FROM follower_checkpoints WHERE name = %s", (CHECKPOINT_NAME,)
        )
        row = await cursor.fetchone()
    return Checkpoint() if row is None else Checkpoint(int(row[0]), int(row[1]))


async def tree_size(pool: AsyncConnectionPool) -> int:
    async with pool.connection() as conn:
        cursor = await conn.execute("SELECT coalesce(max(leaf_index) + 1, 0) FROM transparency_leaves")
        row = await cursor.fetchone()
    return 0 if row is None else int(row[0])


async def nodes(pool: AsyncConnectionPool, keys: Iterable[tuple[int, int]]) -> dict[tuple[int, int], bytes]:
    """The stored hashes of these perfect subtrees ``(level, index)``, in one statement."""
    wanted = sorted(set(keys))
    if not wanted:
        return {}
    async with pool.connection() as conn:
        cursor = await conn.execute(
            """SELECT level, node_index, hash FROM transparency_nodes
               WHERE (level, node_index) IN (SELECT * FROM unnest(%s::smallint[], %s::bigint[]))""",
            ([level for level, _ in wanted], [index for _, index in wanted]),
        )
        rows = await cursor.fetchall()
    return {(int(level), int(index)): bytes(hashed) for level, index, hashed in rows}


async def append_group(
    pool: AsyncConnectionPool,
    leaves: Sequence[NewLeaf],
    made: Sequence[tuple[int, int, bytes]],
    checkpoint: Checkpoint,
    head: SignedTreeHead | None,
) -> None:
    """One transaction: the leaves, the perfect subtrees they complete, the checkpoint and the head.

    Two writers that overlap for a moment (a lease changing hands) collide on the
    leaves' primary key: the later one's transaction fails whole and it reloads."""
    async with pool.connection() as conn, conn.transaction():
        if leaves:
            await conn.execute(
                """INSERT INTO transparency_leaves
                   (leaf_index, game_id, first_version, last_version, head, leaf_hash, recorded_at)
                   SELECT * FROM unnest(%b::bigint[], %b::text[], %b::bigint[], %b::bigint[], %b::text[],
                                        %b::bytea[], %b::timestamptz[])""",
                (
                    [new.index for new in leaves],
                    [new.leaf.game_id for new in leaves],
                    [new.leaf.first_version for new in leaves],
                    [new.leaf.last_version for new in leaves],
                    [new.leaf.head for new in leaves],
                    [new.hash for new in leaves],
                    [new.recorded_at for new in leaves],
                ),
            )
            await conn.execute(
                """INSERT INTO transparency_nodes (level, node_index, hash)
                   SELECT * FROM unnest(%b::smallint[], %b::bigint[], %b::bytea[])""",
                ([level for level, _, _ in made], [index for _, index, _ in made], [hashed for _, _, hashed in made]),
            )
        await _save_checkpoint(conn, checkpoint)
        if head is not None:
            await _insert_head(conn, head)


async def insert_head(pool: AsyncConnectionPool, head: SignedTreeHead) -> None:
    async with pool.connection() as conn:
        await _insert_head(conn, head)


async def _insert_head(conn: AsyncConnection, head: SignedTreeHead) -> None:
    await conn.execute(
        f"INSERT INTO transparency_heads ({_HEAD_COLUMNS}) VALUES (%s, %s, %s, %s, %s)",
        (head.tree_size, bytes.fromhex(head.root_hash), head.timestamp, head.key_id, bytes.fromhex(head.signature)),
    )


async def _save_checkpoint(conn: AsyncConnection, checkpoint: Checkpoint) -> None:
    await conn.execute(
        """INSERT INTO follower_checkpoints (name, transaction_id, position) VALUES (%s, %s, %s)
           ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
             position = EXCLUDED.position, updated_at = now()""",
        (CHECKPOINT_NAME, checkpoint.transaction_id, checkpoint.position),
    )


async def latest_head(pool: AsyncConnectionPool) -> SignedTreeHead | None:
    async with pool.connection() as conn:
        cursor = await conn.execute(
            f"SELECT {_HEAD_COLUMNS} FROM transparency_heads ORDER BY timestamp_ms DESC LIMIT 1"
        )
        row = await cursor.fetchone()
    return None if row is None else _head(row)


async def head_of_size(pool: AsyncConnectionPool, size: int) -> SignedTreeHead | None:
    """The latest published head of this size, if any."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            f"SELECT {_HEAD_COLUMNS} FROM transparency_heads WHERE tree_size = %s ORDER BY timestamp_ms DESC LIMIT 1",
            (size,),
        )
        row = await cursor.fetchone()
    return None if row is None else _head(row)


async def heads_after(pool: AsyncConnectionPool, after: int, limit: int) -> list[SignedTreeHead]:
    """Published heads with a timestamp after ``after`` (ms), oldest first."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            f"SELECT {_HEAD_COLUMNS} FROM transparency_heads WHERE timestamp_ms > %s ORDER BY timestamp_ms LIMIT %s",
            (after, limit),
        )
        rows = await cursor.fetchall()
    return [_head(row) for row in rows]


async def leaf_at(pool: AsyncConnectionPool, index: int) -> StoredLeaf | None:
    async with pool.connection() as conn:
        cursor = await conn.execute(f"SELECT {_LEAF_COLUMNS} FROM transparency_leaves WHERE leaf_index = %s", (index,))
        row = await cursor.fetchone()
    return None if row is None else _leaf(row)


async def leaf_of(pool: AsyncConnectionPool, game_id: str, version: int) -> StoredLeaf | None:
    """The first leaf logged for the batch of ``game_id`` that holds ``version``."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            f"""SELECT {_LEAF_COLUMNS} FROM transparency_leaves
                WHERE game_id = %s AND last_version >= %s AND first_version <= %s
                ORDER BY leaf_index LIMIT 1""",
            (game_id, version, version),
        )
        row = await cursor.fetchone()
    return None if row is None else _leaf(row)


async def last_leaf_of(pool: AsyncConnectionPool, game_id: str, up_to: int) -> StoredLeaf | None:
    """The leaf of ``game_id``'s latest logged batch that ends at or before version ``up_to``."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            f"""SELECT {_LEAF_COLUMNS} FROM transparency_leaves WHERE game_id = %s AND last_version <= %s
                ORDER BY last_version DESC, leaf_index LIMIT 1""",
            (game_id, up_to),
        )
        row = await cursor.fetchone()
    return None if row is None else _leaf(row)


async def leaves_from(pool: AsyncConnectionPool, start: int, limit: int) -> list[StoredLeaf]:
    async with pool.connection() as conn:
        cursor = await conn.execute(
            f"SELECT {_LEAF_COLUMNS} FROM transparency_leaves WHERE leaf_index >= %s ORDER BY leaf_index LIMIT %s",
            (start, limit),
        )
        rows = await cursor.fetchall()
    return [_leaf(row) for row in rows]
