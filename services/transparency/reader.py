"""What the log serves: its heads, its leaves, and proofs against any published head."""

from __future__ import annotations

from collections.abc import Awaitable, Iterable

import msgspec
from psycopg_pool import AsyncConnectionPool

from domain.audit.export import GameExport
from domain.audit.log_leaf import LogLeaf
from domain.audit.log_proofs import ConsistencyProof, InclusionProof
from domain.audit.tree_head import SignedTreeHead
from services.transparency import tables
from services.transparency.proofs import MissingNode, Node, consistency_path, inclusion_path
from services.transparency.tables import StoredLeaf


class NotInLog(Exception):
    """What was asked for is not in the log (yet): a leaf, a game's version, or a head of that size."""


class LoggedLeaf(msgspec.Struct, frozen=True):
    """Leaf ``leaf_index`` of the log, and its hash (SHA-256 of 0x00 and its entry, hex)."""

    leaf_index: int
    leaf: LogLeaf
    leaf_hash: str


class LogReader:
    def __init__(self, pool: AsyncConnectionPool) -> None:
        self.pool = pool

    async def _nodes(self, keys: Iterable[Node]) -> dict[Node, bytes]:
        return await tables.nodes(self.pool, keys)

    async def _path(self, pending: Awaitable[list[bytes]]) -> list[str]:
        """A proof's hashes in hex; a node it needs that is not stored (a head whose tree is not the stored
        one: the tables were edited) makes it unprovable, which is a 404, never a 500."""
        try:
            return [node.hex() for node in await pending]
        except MissingNode as error:
            raise NotInLog(f"the log cannot prove this: {error}") from error

    async def latest_head(self) -> SignedTreeHead:
        head = await tables.latest_head(self.pool)
        if head is None:
            raise NotInLog("the log has published no tree head yet")
        return head

    async def heads(self, after: int, limit: int) -> list[SignedTreeHead]:
        return await tables.heads_after(self.pool, after, limit)

    async def head(self, size: int | None) -> SignedTreeHead:
        """The published head of ``size`` leaves (the latest head when None)."""
        if size is None:
            return await self.latest_head()
        head = await tables.head_of_size(self.pool, size)
        if head is None:
            raise NotInLog(f"no tree head of {size} leaves was published")
        return head

    async def leaves(self, start: int, limit: int) -> list[LoggedLeaf]:
        return [_logged(leaf) for leaf in await tables.leaves_from(self.pool, start, limit)]

    async def inclusion(
        self, leaf_index: int | None, game_id: str | None, version: int | None, tree_size: int | None
    ) -> InclusionProof:
        """The proof for leaf ``leaf_index``, or for the batch of ``game_id`` holding ``version`` (its last
        logged batch when None), against the head of ``tree_size`` (the latest when None)."""
        head = await self.head(tree_size)
        if leaf_index is not None:
            stored = await tables.leaf_at(self.pool, leaf_index)
            what = f"leaf {leaf_index}"
        elif game_id is not None and version is not None:
            stored = await tables.leaf_of(self.pool, game_id, version)
            what = f"version {version} of game {game_id}"
        elif game_id is not None:
            stored = await tables.last_leaf_of(self.pool, game_id, 2**63 - 1)
            what = f"game {game_id}"
        else:
            raise ValueError("name a leaf_index or a game_id")
        if stored is None:
            raise NotInLog(f"{what} is not in the log (yet)")
        return await self.prove(stored, head, what)

    async def prove(self, stored: StoredLeaf, head: SignedTreeHead, what: str = "the leaf") -> InclusionProof:
        if stored.index >= head.tree_size:
            raise NotInLog(
                f"{what} is leaf {stored.index}, logged after the tree head of {head.tree_size} leaves: "
                "ask against a later head"
            )
        path = await self._path(inclusion_path(stored.index, head.tree_size, self._nodes))
        return InclusionProof(stored.index, stored.leaf, stored.hash.hex(), path, head)

    async def consistency(self, first: int, second: int | None) -> ConsistencyProof:
        """The proof that the head of ``second`` leaves (the latest when None) extends the head of ``first``."""
        older, newer = await self.head(first), await self.head(second)
        if older.tree_size > newer.tree_size:
            raise NotInLog(f"the head of {older.tree_size} leaves is newer than the head of {newer.tree_size}")
        path = await self._path(consistency_path(older.tree_size, newer.tree_size, self._nodes))
        return ConsistencyProof(older, newer, path)

    async def export_proof(self, game_id: str, up_to: int) -> InclusionProof | None:
        """For an export whose head is at ``up_to``: the proof of the game's latest logged batch ending at
        or before it, against the latest head; None when none is logged yet."""
        stored = await tables.last_leaf_of(self.pool, game_id, up_to)
        if stored is None:
            return None
        head = await tables.latest_head(self.pool)
        if head is None or stored.index >= head.tree_size:
            return None
        return await self.prove(stored, head)


def _logged(stored: StoredLeaf) -> LoggedLeaf:
    return LoggedLeaf(stored.index, stored.leaf, stored.hash.hex())


async def with_log_proof(reader: LogReader | None, export: GameExport) -> GameExport:
    """The export with the proof of its latest logged batch (``log``), when the log holds one."""
    if reader is None or export.head.hash is None:
        return export
    return msgspec.structs.replace(export, log=await reader.export_proof(export.game_id, export.head.version))
