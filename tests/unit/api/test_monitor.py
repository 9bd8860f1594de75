"""`clowder monitor`'s checks (api/cli/log_monitor.py) against a log served from memory: each fault it must name, and
none on an honest log that grows. The same checks against a real service: tests/e2e/test_transparency_log.py."""

from __future__ import annotations

import asyncio
from urllib.parse import parse_qs, urlsplit

import msgspec
import pytest

from api.cli.log_monitor import Monitor, MonitorState, NotFound
from domain.audit.log_leaf import LogLeaf
from domain.audit.log_proofs import ConsistencyProof, InclusionProof
from domain.audit.merkle import CompactRange
from domain.audit.receipts import KeySet, PublicKey, key_id_of, new_private_key, sign
from domain.audit.tree_head import HeadSigner, SignedTreeHead
from services.transparency.proofs import consistency_path, inclusion_path

pytestmark = pytest.mark.unit


class FakeLog:
    """A log service in memory: leaves, the nodes they make, every head it signed, its published keys."""

    def __init__(self) -> None:
        self.private, public = new_private_key()
        self.keys = [PublicKey(key_id_of(public), public.hex())]
        self.tree, self.nodes, self.leaves = CompactRange(), {}, []
        self.heads: list[SignedTreeHead] = []
        self.clock = 1_000

    def append(self, *leaves: LogLeaf) -> SignedTreeHead:
        for leaf in leaves:
            self.leaves.append(leaf)
            for level, index, hashed in self.tree.append(leaf.hash()):
                self.nodes[(level, index)] = hashed
        return self.sign(self.tree.size, self.tree.root())

    def sign(self, size: int, root: bytes, private: bytes | None = None) -> SignedTreeHead:
        self.clock += 1000
        head = HeadSigner(private or self.private).sign(size, root, self.clock)
        self.heads.append(head)
        return head

    def fetch(self, url: str) -> bytes:
        parts = urlsplit(url)
        query = {key: values[0] for key, values in parse_qs(parts.query).items()}
        if parts.path.endswith("/clowder-keys.json"):
            return msgspec.json.encode(KeySet(self.keys))
        if parts.path.endswith("/head"):
            return msgspec.json.encode(self.heads[-1])
        if parts.path.endswith("/heads"):
            after = int(query["after"])
            return msgspec.json.encode({"heads": [h for h in self.heads if h.timestamp > after]})
        if parts.path.endswith("/consistency"):
            first, second = self.head_of(int(query["first"])), self.head_of(int(query["second"]))
            path = asyncio.run(consistency_path(first.tree_size, second.tree_size, self.read))
            return msgspec.json.encode(ConsistencyProof(first, second, [node.hex() for node in path]))
        head = self.head_of(int(query["tree_size"]))
        version = int(query["version"])
        index = next(
            (
                i
                for i, leaf in enumerate(self.leaves)
                if leaf.game_id == query["game_id"] and leaf.first_version <= version <= leaf.last_version
            ),
            None,
        )
        if index is None or index >= head.tree_size:
            raise NotFound(url)
        path = asyncio.run(inclusion_path(index, head.tree_size, self.read))
        leaf = self.leaves[index]
        return msgspec.json.encode(InclusionProof(index, leaf, leaf.hash().hex(), [n.hex() for n in path], head))

    def head_of(self, size: int) -> SignedTreeHead:
        found = [head for head in self.heads if head.tree_size == size]
        if not found:
            raise NotFound(str(size))
        return found[-1]

    async def read(self, keys: object) -> dict[tuple[int, int], bytes]:
        return self.nodes


def leaf(game: str, version: int, head: str = "ab" * 32) -> LogLeaf:
    return LogLeaf(game, version, version, head)


def kinds(monitor: Monitor) -> list[str]:
    return [fault.kind for fault in monitor.poll().faults]


def test_an_honest_log_that_grows_is_consistent_at_every_poll() -> None:
    log = FakeLog()
    log.append(leaf("g", 1), leaf("g", 2))
    monitor = Monitor(log.fetch, MonitorState())
    assert kinds(monitor) == []
    for version in range(3, 40):
        log.append(leaf("g", version))
        if version % 7 == 0:
            assert kinds(monitor) == []
    assert kinds(monitor) == [] and monitor.state.head == log.heads[-1]
    assert monitor.state.heads_checked == len(log.heads)  # the first one it saw, then every later one


def test_a_log_that_shrinks_or_forks_is_caught() -> None:
    log = FakeLog()
    log.append(*(leaf("g", v) for v in range(1, 9)))
    monitor = Monitor(log.fetch, MonitorState())
    assert kinds(monitor) == []
    log.sign(5, log.tree.root())  # fewer leaves, later
    assert "shrunk" in kinds(monitor)
    log.heads.pop()
    log.sign(8, bytes(32))  # the same size, another root
    assert "fork" in kinds(monitor)


def test_a_key_that_vanishes_and_a_head_under_an_unknown_key_are_caught() -> None:
    log = FakeLog()
    log.append(leaf("g", 1))
    state = MonitorState()
    assert kinds(Monitor(log.fetch, state)) == []
    stranger, _ = new_private_key()
    log.sign(1, log.tree.root(), stranger)
    assert "unknown-key" in kinds(Monitor(log.fetch, state))
    log.heads.pop()
    _, other = new_private_key()
    log.keys = [PublicKey(key_id_of(other), other.hex())]  # the key that signed the heads is no longer published
    assert "key-vanished" in kinds(Monitor(log.fetch, state))


def test_receipts_in_the_log_pass_and_a_rewritten_or_missing_one_fails() -> None:
    log = FakeLog()
    log.append(leaf("g", 1, "11" * 32), leaf("g", 2, "22" * 32))
    monitor = Monitor(log.fetch, MonitorState(), grace=0.0, clock=lambda: 0.0)
    monitor.watch_receipt("kept", sign(log.private, "g", 2, "22" * 32))
    monitor.watch_receipt("rewritten", sign(log.private, "g", 1, "99" * 32))
    monitor.watch_receipt("stranger's", sign(new_private_key()[0], "g", 1, "11" * 32))
    pending = Monitor(log.fetch, MonitorState(), grace=60.0, clock=lambda: 0.0)
    pending.watch_receipt("later", sign(log.private, "g", 3, "33" * 32))
    faults = monitor.poll().faults
    assert sorted(fault.kind for fault in faults) == ["receipt", "rewritten"], faults
    assert [item.status for item in monitor.watched] == ["included", "failed", "failed"]
    assert pending.poll().pending == 1
    late = Monitor(log.fetch, MonitorState(), grace=0.0, clock=iter([0.0, 5.0]).__next__)
    late.watch_receipt("never", sign(log.private, "g", 3, "33" * 32))
    assert [fault.kind for fault in late.poll().faults] == ["missing"]
