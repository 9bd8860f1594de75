"""The transparency log's one writer: follows the store's global log and appends a leaf per batch.

It runs only while its process holds the log's lease (``LOG_LEASE``, a
PostgreSQL advisory lock: services/leases.py), so there is one writer; a
standby takes over within a second or two of its death. Every ``period``
seconds it reads the global log from its checkpoint and, for each page, in
**one transaction**, inserts the leaves of the page's complete batches, the
perfect subtrees they complete, its checkpoint and a new signed tree head.
So a head is published exactly when leaves are, every leaf is provable as
soon as it is committed, and a crash repeats nothing and skips nothing. When
nothing was appended for ``heartbeat`` seconds it signs the same tree again
with a new time, so that monitors can tell a quiet log from a frozen one.

The command path is untouched: a batch is in the log about ``period`` seconds
after it was committed (docs/transparency.md measures it). If PostgreSQL is
down, commands and the log stop alike; if the writer's process dies, the
batches wait in the store's log until another takes the lease.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from datetime import datetime
from typing import Protocol

import structlog
from psycopg_pool import AsyncConnectionPool

from domain.audit.log_leaf import LogLeaf
from domain.audit.merkle import CompactRange
from domain.audit.tree_head import HeadSigner, SignedTreeHead
from eventstore import Checkpoint, EventStore
from services.cancellation import keep_running
from services.leases import LeaseKey
from services.signing import SigningKey
from services.transparency import tables
from services.transparency.batches import page_leaves
from services.transparency.tables import NewLeaf

log = structlog.get_logger(__name__)

#: The lease of the log's single writer.
LOG_LEASE = LeaseKey("clowder.transparency-log")


class ActiveKey(Protocol):
    async def active(self) -> SigningKey: ...


class LogWriter:
    def __init__(
        self,
        pool: AsyncConnectionPool,
        store: EventStore,
        keys: ActiveKey,
        period: float = 1.0,
        heartbeat: float = 60.0,
        page: int = 1000,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.pool = pool
        self.store = store
        self.keys = keys
        self.period = period
        self.heartbeat = heartbeat
        self.page = page
        self.wall = wall
        self.checkpoint = Checkpoint()
        self.tree = CompactRange()
        self.last_head: SignedTreeHead | None = None
        self._signer: HeadSigner | None = None
        #: Leaves appended and heads signed by this writer (for tests and metrics).
        self.appended = 0
        self.signed = 0

    async def run(self) -> None:
        """Write forever, starting again from the tables after any failure; cancel to stop."""
        await keep_running(self._follow, "transparency.restarting")

    async def _follow(self) -> None:
        await self.load()
        while True:
            await self.round()
            await asyncio.sleep(self.period)

    async def load(self) -> None:
        """The checkpoint, the tree's right edge and the last head, as committed."""
        self.checkpoint = await tables.load_checkpoint(self.pool)
        size = await tables.tree_size(self.pool)
        edge = CompactRange.edge(size)
        stored = await tables.nodes(self.pool, edge)
        missing = [node for node in edge if node not in stored]
        if missing:
            raise RuntimeError(f"the log's nodes {missing} are missing: the tables were damaged")
        self.tree = CompactRange(size, [stored[node] for node in edge])
        self.last_head = await tables.latest_head(self.pool)
        if self.last_head is not None and self.last_head.tree_size == size:
            if self.last_head.root_hash != self.tree.root().hex():
                log.error("transparency.root_mismatch", size=size, effect="the stored tree is not the one signed")
        log.info("transparency.loaded", tree_size=size)

    async def round(self) -> int:
        """Log every batch committed since the checkpoint; a heartbeat head if due. The leaves appended."""
        appended, limit = 0, self.page
        while True:
            page = await self.store.read_all(self.checkpoint, limit)
            if not page:
                break
            found = page_leaves(page, full=len(page) >= limit)
            if found.upto is None:  # one transaction larger than the page: read more at once
                limit *= 2
                continue
            await self._append(found.leaves, found.upto)
            appended += len(found.leaves)
            if len(page) < limit:
                break
            limit = self.page
        if self.last_head is None or self._now_ms() - self.last_head.timestamp >= self.heartbeat * 1000:
            await self._sign_again()
        return appended

    async def _append(self, leaves: list[tuple[LogLeaf, datetime]], upto: Checkpoint) -> None:
        """One transaction: leaves, nodes, checkpoint and (if the tree grew) a head; then move on."""
        tree = CompactRange(self.tree.size, self.tree.frontier)
        new, made = [], []
        for leaf, recorded_at in leaves:
            hashed = leaf.hash()
            new.append(NewLeaf(tree.size, leaf, hashed, recorded_at))
            made += tree.append(hashed)
        head = await self._head(tree) if new else None
        await tables.append_group(self.pool, new, made, upto, head)
        self.tree, self.checkpoint = tree, upto
        if head is not None:
            self.last_head, self.appended = head, self.appended + len(new)

    async def _sign_again(self) -> None:
        head = await self._head(self.tree)
        await tables.insert_head(self.pool, head)
        self.last_head = head

    async def _head(self, tree: CompactRange) -> SignedTreeHead:
        key = await self.keys.active()
        if self._signer is None or self._signer.key_id != key.key_id:
            self._signer = HeadSigner(key.private_key)
        timestamp = self._now_ms()
        if self.last_head is not None:
            timestamp = max(timestamp, self.last_head.timestamp + 1)
        self.signed += 1
        return self._signer.sign(tree.size, tree.root(), timestamp)

    def _now_ms(self) -> int:
        return int(self.wall() * 1000)
