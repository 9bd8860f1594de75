"""A monitor of the transparency log: the log only grows, shows everyone the same tree, and holds the games.

Each :meth:`Monitor.poll` reads the log's published keys, every head published
since the last one it trusts, the latest head, the heads others saw (a gossip
file), and checks: each head is signed by a trusted key; two heads of one size
have one root; each new head extends the last (an RFC 9162 consistency proof,
checked here against the roots this monitor holds, never the server's word);
each watched export or receipt is in the tree of a head it checked, with the
chain hash it holds. Every fault is a :class:`Fault` of a named kind. Like
``clowder verify`` it imports only ``domain/`` and the standard library.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable
from typing import Literal, TypeVar
from urllib.parse import urlencode

import msgspec

from domain.audit.export import GameExport
from domain.audit.findings import Finding
from domain.audit.log_check import log_inclusion
from domain.audit.log_proofs import ConsistencyProof, InclusionProof, consistency_of, inclusion_problem
from domain.audit.receipts import KeySet, PublicKey, Receipt, check
from domain.audit.tree_head import SignedTreeHead, check_head

HEAD, HEADS = "/.well-known/clowder-log/head", "/.well-known/clowder-log/heads"
KEYS = "/.well-known/clowder-keys.json"
INCLUSION, CONSISTENCY = "/log/proofs/inclusion", "/log/proofs/consistency"

FaultKind = Literal["fork", "shrunk", "unknown-key", "bad-signature", "key-vanished", "missing", "rewritten", "receipt"]


class NotFound(Exception):
    """The service answered 404."""


class Unreachable(Exception):
    """The service could not be asked (refused, timed out, a 5xx, not JSON)."""


Fetch = Callable[[str], bytes]
T = TypeVar("T")


class Fault(msgspec.Struct, frozen=True):
    kind: FaultKind
    message: str


class MonitorState(msgspec.Struct):
    """What a monitor keeps between runs (``--state FILE``)."""

    format: str = "clowder-monitor-v1"
    #: The latest head checked: every later head must extend it.
    head: SignedTreeHead | None = None
    #: Key ids the service published, once seen: one that disappears is a fault.
    keys: list[str] = msgspec.field(default_factory=list)
    heads_checked: int = 0
    polls: int = 0


class Watched(msgspec.Struct):
    """An export or a receipt whose batch must be in the log."""

    name: str
    game_id: str
    version: int
    head: str
    export: GameExport | None = None
    receipt: Receipt | None = None
    #: When its last event was recorded (ms), for an export: past the grace it must be logged.
    recorded_ms: int | None = None
    status: Literal["pending", "included", "failed"] = "pending"
    since: float = 0.0


class Poll(msgspec.Struct, frozen=True):
    head: SignedTreeHead | None
    new_heads: int
    faults: list[Fault]
    pending: int
    included: int


class Monitor:
    def __init__(
        self,
        fetch: Fetch,
        state: MonitorState,
        trusted_keys: list[PublicKey] | None = None,
        grace: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.fetch = fetch
        self.state = state
        self.fixed_keys = trusted_keys
        self.keys: list[PublicKey] = list(trusted_keys or [])
        self.grace = grace
        self.clock = clock
        self.watched: list[Watched] = []
        self.faults: list[Fault] = []
        #: Heads others saw, to be checked on the next poll (from a gossip file or an export's proof).
        self.gossip: list[SignedTreeHead] = []

    def watch_export(self, name: str, export: GameExport) -> None:
        if export.head.hash is None:
            raise ValueError(f"{name}: a game created before chains has no leaves in the log")
        recorded = export.events[-1].recorded_at if export.events else None
        self.watched.append(
            Watched(
                name,
                export.game_id,
                export.head.version,
                export.head.hash,
                export=export,
                recorded_ms=_ms(recorded),
                since=self.clock(),
            )
        )
        if export.log is not None:
            self.gossip.append(export.log.head)

    def watch_receipt(self, name: str, receipt: Receipt) -> None:
        self.watched.append(
            Watched(name, receipt.game_id, receipt.version, receipt.head, receipt=receipt, since=self.clock())
        )

    def poll(self) -> Poll:
        """One round of checks; raises :class:`Unreachable` when the service cannot be asked."""
        before, self.faults = self.state.heads_checked, []
        self._load_keys()
        self._follow_heads()
        self._see(_decode(self.fetch(HEAD), SignedTreeHead), "the latest head")
        for head in self.gossip:
            self._see(head, "a head seen by another monitor")
        self.gossip = []
        for item in self.watched:
            if item.status == "pending":
                self._check_watched(item)
        self.state.polls += 1
        pending = sum(item.status == "pending" for item in self.watched)
        included = sum(item.status == "included" for item in self.watched)
        return Poll(self.state.head, self.state.heads_checked - before, self.faults, pending, included)

    def _fault(self, kind: FaultKind, message: str) -> None:
        if all(fault.message != message for fault in self.faults):
            self.faults.append(Fault(kind, message))

    def _load_keys(self) -> None:
        if self.fixed_keys is not None:
            return
        published = _decode(self.fetch(KEYS), KeySet).keys
        ids = {key.key_id for key in published}
        for gone in [key_id for key_id in self.state.keys if key_id not in ids]:
            self._fault("key-vanished", f"key {gone} was published before and is gone from {KEYS}")
        self.state.keys += [key.key_id for key in published if key.key_id not in self.state.keys]
        self.keys = published

    def _follow_heads(self) -> None:
        """Every head published since the last trusted one, oldest first (the first run starts at the latest)."""
        if self.state.head is None:
            return
        after = self.state.head.timestamp
        while True:
            page = _decode(self.fetch(f"{HEADS}?{urlencode({'after': after, 'limit': 1000})}"), _HeadPage).heads
            for head in page:
                if head.timestamp <= after:
                    continue  # the service is asked for later heads only
                if self.state.head is not None and head.tree_size < self.state.head.tree_size:
                    self._fault(
                        "shrunk",
                        f"a head of {head.tree_size} leaves was published after one of "
                        f"{self.state.head.tree_size}: the log does not extend what it published",
                    )
                else:
                    self._see(head, "a published head")
                after = head.timestamp
            if len(page) < 1000:
                return

    def _see(self, head: SignedTreeHead, what: str) -> None:
        """Check ``head`` against the last trusted one; adopt it if it is newer and extends it."""
        if (problem := check_head(head, self.keys)) is not None:
            self._fault("unknown-key" if "not among" in problem else "bad-signature", f"{what}: {problem}")
            return
        last = self.state.head
        if last is None:
            self._adopt(head)
            return
        if head.tree_size == last.tree_size:
            if head.root_hash != last.root_hash:
                self._fault("fork", _fork(what, head, last))
            elif head.timestamp > last.timestamp:
                self._adopt(head)
            return
        older, newer = (last, head) if last.tree_size < head.tree_size else (head, last)
        if self._consistent(older, newer, what) and newer is head:
            self._adopt(head)

    def _consistent(self, older: SignedTreeHead, newer: SignedTreeHead, what: str) -> bool:
        query = urlencode({"first": older.tree_size, "second": newer.tree_size})
        try:
            served = _decode(self.fetch(f"{CONSISTENCY}?{query}"), ConsistencyProof)
        except NotFound:
            self._fault(
                "fork",
                f"{what}: the log serves no consistency proof between its heads of {older.tree_size} and "
                f"{newer.tree_size} leaves, though both are signed (a view shown to some only?)",
            )
            return False
        for mine, theirs in ((older, served.first), (newer, served.second)):
            if (mine.tree_size, mine.root_hash) != (theirs.tree_size, theirs.root_hash):
                self._fault("fork", _fork(what, theirs, mine))
                return False
        if (problem := consistency_of(older, newer, served.proof)) is not None:
            self._fault("fork", f"{what}: {problem}")
            return False
        return True

    def _adopt(self, head: SignedTreeHead) -> None:
        self.state.head = head
        self.state.heads_checked += 1

    def _check_watched(self, item: Watched) -> None:
        head = self.state.head
        if head is None:
            return
        query = {"game_id": item.game_id, "version": item.version, "tree_size": head.tree_size}
        try:
            proof = _decode(self.fetch(f"{INCLUSION}?{urlencode(query)}"), InclusionProof)
        except NotFound:
            self._not_yet(item, head)
            return
        if (proof.head.tree_size, proof.head.root_hash) != (head.tree_size, head.root_hash):
            self._fault("fork", _fork(f"the proof for {item.name}", proof.head, head))
            return
        found = self._included(item, proof)
        if found is not None:
            item.status = "failed"
            self._fault(found[0], f"{item.name}: {found[1]}")
        else:
            item.status = "included"

    def _included(self, item: Watched, proof: InclusionProof) -> tuple[FaultKind, str] | None:
        """What is wrong with the proof of the watched batch, or None when it shows the batch in the log."""
        if item.receipt is not None and (signed := check(item.receipt, self.keys)) is not None:
            return "receipt", f"the receipt is not the service's: {signed}"
        if (problem := inclusion_problem(proof, self.keys)) is not None:
            return "missing", f"the log does not prove it holds game {item.game_id} version {item.version}: {problem}"
        if item.export is not None:
            findings: list[Finding] = []
            log_inclusion(msgspec.structs.replace(item.export, log=proof), self.keys, "", findings, [])
            return ("rewritten", findings[0].message) if findings else None
        logged = (proof.leaf.game_id, proof.leaf.last_version, proof.leaf.head)
        if logged != (item.game_id, item.version, item.head):
            return "rewritten", (
                f"the log holds version {logged[1]} with head {logged[2]}, "
                f"the receipt version {item.version} with head {item.head}: the history was rewritten"
            )
        return None

    def _not_yet(self, item: Watched, head: SignedTreeHead) -> None:
        late = (
            item.recorded_ms is not None and head.timestamp - item.recorded_ms > self.grace * 1000
        ) or self.clock() - item.since > self.grace
        if late:
            item.status = "failed"
            self._fault(
                "missing",
                f"{item.name}: game {item.game_id} version {item.version} is not in the log of "
                f"{head.tree_size} leaves, more than {self.grace:.0f} s after it was recorded",
            )


class _HeadPage(msgspec.Struct):
    heads: list[SignedTreeHead]


def _fork(what: str, one: SignedTreeHead, other: SignedTreeHead) -> str:
    if one.tree_size == other.tree_size:
        return (
            f"{what}: two signed heads of {one.tree_size} leaves with different roots "
            f"({one.root_hash[:16]}... at {one.timestamp}, {other.root_hash[:16]}... at {other.timestamp}): the log forked"
        )
    return f"{what}: the log answers with a head of {one.tree_size} leaves that is not the one this monitor checked"


def _decode(raw: bytes, kind: type[T]) -> T:
    try:
        return msgspec.json.decode(raw, type=kind)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise Unreachable(f"the service's answer is not a {kind.__name__}: {error}") from error


def _ms(iso: str | None) -> int | None:
    if iso is None:
        return None
    try:
        return int(datetime.datetime.fromisoformat(iso).timestamp() * 1000)
    except ValueError:
        return None
