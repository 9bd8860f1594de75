"""The transparency log's Merkle tree, as RFC 9162 §2.1 defines it: hashing and proof checks.

Leaves and interior nodes are hashed with distinct prefixes, so that no leaf
can pass for a node (a second-preimage defence)::

    leaf_hash(entry) = SHA-256(0x00 || entry)
    node_hash(l, r)  = SHA-256(0x01 || l || r)

The tree over ``n`` leaves splits at ``k``, the largest power of two smaller
than ``n``: ``MTH(D[n]) = node_hash(MTH(D[0:k]), MTH(D[k:n]))``; the empty
tree's hash is SHA-256 of nothing. Verification follows RFC 9162 §2.1.3.2
(inclusion) and §2.1.4.2 (consistency) step by step. Pure: no I/O.

:class:`CompactRange` is what an appender keeps in memory: one hash per set
bit of the tree size (the perfect subtrees along the right edge), enough to
append a leaf, name the perfect subtrees it completes, and compute the root.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

LEAF_PREFIX = b"\x00"
NODE_PREFIX = b"\x01"
#: The root of the empty tree: SHA-256 of the empty string.
EMPTY_ROOT = hashlib.sha256(b"").digest()


def leaf_hash(entry: bytes) -> bytes:
    return hashlib.sha256(LEAF_PREFIX + entry).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(NODE_PREFIX + left + right).digest()


def split(size: int) -> int:
    """The largest power of two smaller than ``size`` (``size`` ≥ 2): where RFC 9162 splits a tree."""
    return 1 << ((size - 1).bit_length() - 1)


def root(leaf_hashes: Sequence[bytes]) -> bytes:
    """MTH over the leaves' hashes, folding the right edge's perfect subtrees."""
    compact = CompactRange()
    for hashed in leaf_hashes:
        compact.append(hashed)
    return compact.root()


def verify_inclusion(index: int, size: int, leaf: bytes, path: Sequence[bytes], expected_root: bytes) -> bool:
    """RFC 9162 §2.1.3.2: whether ``path`` proves leaf hash ``leaf`` at ``index`` of a tree of ``size``."""
    if not 0 <= index < size:
        return False
    fn, sn, hashed = index, size - 1, leaf
    for sibling in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            hashed = node_hash(sibling, hashed)
            if not fn & 1:
                while fn & 1 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            hashed = node_hash(hashed, sibling)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and hashed == expected_root


def verify_consistency(
    first_size: int, second_size: int, first_root: bytes, second_root: bytes, proof: Sequence[bytes]
) -> bool:
    """RFC 9162 §2.1.4.2: whether ``proof`` shows the tree of ``second_size`` extends the one of ``first_size``.

    Equal sizes need an empty proof and equal roots; every tree extends the empty one."""
    if not 0 <= first_size <= second_size:
        return False
    if first_size == second_size:
        return not proof and first_root == second_root
    if first_size == 0:
        return not proof
    if not proof:
        return False
    path = list(proof)
    if first_size & (first_size - 1) == 0:  # a power of two: the first root is the proof's implicit start
        path.insert(0, first_root)
    fn, sn = first_size - 1, second_size - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for node in path[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr, sr = node_hash(node, fr), node_hash(node, sr)
            if not fn & 1:
                while fn & 1 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, node)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == first_root and sr == second_root


class CompactRange:
    """The right edge of a tree: the hash of each perfect subtree whose size is a set bit of ``size``.

    ``frontier[i]`` is the i-th such subtree from the left (the largest first).
    """

    __slots__ = ("frontier", "size")

    def __init__(self, size: int = 0, frontier: Sequence[bytes] = ()) -> None:
        if len(frontier) != size.bit_count():
            raise ValueError(f"a tree of {size} leaves has {size.bit_count()} perfect subtrees on its edge")
        self.size = size
        self.frontier = list(frontier)

    @staticmethod
    def edge(size: int) -> list[tuple[int, int]]:
        """The ``(level, index)`` of each perfect subtree on the right edge of a tree of ``size``, largest first.

        A node at ``(level, index)`` covers leaves ``[index·2^level, (index+1)·2^level)``."""
        nodes, start = [], 0
        for level in range(size.bit_length() - 1, -1, -1):
            if size >> level & 1:
                nodes.append((level, start >> level))
                start += 1 << level
        return nodes

    def append(self, leaf: bytes) -> list[tuple[int, int, bytes]]:
        """Add a leaf hash; the perfect subtrees it completes, ``(level, index, hash)``, the leaf first."""
        index = self.size
        made = [(0, index, leaf)]
        hashed, level = leaf, 0
        while index >> level & 1:  # a perfect subtree of this size on the edge: merge with it
            hashed = node_hash(self.frontier.pop(), hashed)
            level += 1
            made.append((level, index >> level, hashed))
        self.frontier.append(hashed)
        self.size += 1
        return made

    def root(self) -> bytes:
        if not self.frontier:
            return EMPTY_ROOT
        hashed = self.frontier[-1]
        for left in reversed(self.frontier[:-1]):
            hashed = node_hash(left, hashed)
        return hashed
