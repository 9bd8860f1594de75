"""Building RFC 9162 proofs from the stored hashes of perfect subtrees.

Every subtree RFC 9162's recursion meets (``PATH`` for inclusion, ``SUBPROOF``
for consistency, §2.1.3.1 and §2.1.4.1) covers leaves ``[start, end)`` with
``start`` a multiple of a power of two at least ``end - start``: it is a
perfect subtree, or a right edge made of perfect subtrees, one per set bit of
its size. So a proof is: the ranges (pure arithmetic, below), the perfect
subtrees they are made of, one statement reading those nodes, and a fold.
About ``log2(n)`` ranges and ``log2(n)^2`` nodes at worst per proof.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping

from domain.audit.merkle import node_hash, split

#: ``(level, index)`` of a perfect subtree: leaves ``[index·2^level, (index+1)·2^level)``.
Node = tuple[int, int]
Range = tuple[int, int]
NodeReader = Callable[[Iterable[Node]], Awaitable[Mapping[Node, bytes]]]


class MissingNode(Exception):
    """A node a proof needs is not stored: the tree is smaller than asked, or its tables were damaged."""


def inclusion_ranges(index: int, size: int) -> list[Range]:
    """The subtrees whose hashes make leaf ``index``'s audit path in a tree of ``size`` (leaf upwards)."""
    if not 0 <= index < size:
        raise ValueError(f"leaf {index} is not in a tree of {size} leaves")
    siblings, start, end = [], 0, size
    while end - start > 1:
        middle = start + split(end - start)
        if index < middle:
            siblings.append((middle, end))
            end = middle
        else:
            siblings.append((start, middle))
            start = middle
    return siblings[::-1]


def consistency_ranges(first: int, second: int) -> list[Range]:
    """The subtrees whose hashes make the consistency proof from ``first`` leaves to ``second`` (RFC 9162 order)."""
    if not 0 <= first <= second:
        raise ValueError(f"no consistency proof from {first} leaves to {second}")
    if first in (0, second):
        return []
    found, start, end, whole, left = [], 0, second, True, first
    while True:
        if left == end - start:
            if not whole:
                found.append((start, end))
            break
        middle = start + split(end - start)
        if left <= middle - start:
            found.append((middle, end))
            end = middle
        else:
            found.append((start, middle))
            left -= middle - start
            start, whole = middle, False
    return found[::-1]


def parts(span: Range) -> list[Node]:
    """The perfect subtrees of ``[start, end)``, largest first."""
    start, end = span
    nodes, position, size = [], start, end - start
    for level in range(size.bit_length() - 1, -1, -1):
        if size >> level & 1:
            nodes.append((level, position >> level))
            position += 1 << level
    return nodes


def fold(span: Range, stored: Mapping[Node, bytes]) -> bytes:
    """MTH of ``[start, end)`` from its perfect subtrees: the right edge folds from the smallest."""
    try:
        hashes = [stored[node] for node in parts(span)]
    except KeyError as missing:
        raise MissingNode(f"node {missing.args[0]} of leaves {span[0]}..{span[1] - 1} is not stored") from None
    hashed = hashes[-1]
    for left in reversed(hashes[:-1]):
        hashed = node_hash(left, hashed)
    return hashed


async def hashes_of(spans: list[Range], read: NodeReader) -> list[bytes]:
    """Each range's hash, reading every node they need at once."""
    stored = await read(node for span in spans for node in parts(span))
    return [fold(span, stored) for span in spans]


async def inclusion_path(index: int, size: int, read: NodeReader) -> list[bytes]:
    return await hashes_of(inclusion_ranges(index, size), read)


async def consistency_path(first: int, second: int, read: NodeReader) -> list[bytes]:
    return await hashes_of(consistency_ranges(first, second), read)


async def root_of(size: int, read: NodeReader) -> bytes:
    """The root of the tree's first ``size`` leaves (``size`` ≥ 1)."""
    return (await hashes_of([(0, size)], read))[0]
