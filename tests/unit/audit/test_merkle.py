"""The log's tree is RFC 9162's: roots, audit paths and consistency proofs equal a naive implementation
of the RFC's definitions (tests/unit/audit/rfc9162.py) for every tree size up to 70 and random ones up to
3,000, and the checks accept exactly the proofs that hold."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.audit.merkle import CompactRange, leaf_hash, root, verify_consistency, verify_inclusion
from services.transparency.proofs import consistency_path, inclusion_path, root_of
from tests.unit.audit import rfc9162

pytestmark = pytest.mark.unit


def entries(n: int) -> list[bytes]:
    return [f"leaf {i}".encode() for i in range(n)]


def stored_tree(leaves: list[bytes]) -> dict[tuple[int, int], bytes]:
    """Every perfect subtree's hash, as the log writer stores them (appending one leaf at a time)."""
    compact, nodes = CompactRange(), {}
    for entry in leaves:
        for level, index, hashed in compact.append(leaf_hash(entry)):
            nodes[(level, index)] = hashed
    return nodes


def reader(nodes: Mapping[tuple[int, int], bytes]):  # type: ignore[no-untyped-def]
    async def read(keys: Iterable[tuple[int, int]]) -> dict[tuple[int, int], bytes]:
        return {key: nodes[key] for key in set(keys) if key in nodes}

    return read


def served_path(nodes: dict[tuple[int, int], bytes], index: int, size: int) -> list[bytes]:
    return asyncio.run(inclusion_path(index, size, reader(nodes)))


def served_consistency(nodes: dict[tuple[int, int], bytes], first: int, second: int) -> list[bytes]:
    return asyncio.run(consistency_path(first, second, reader(nodes)))


def test_the_empty_tree_and_one_leaf() -> None:
    assert root([]).hex() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    assert root([leaf_hash(b"")]) == rfc9162.mth([b""]) == rfc9162.sha256(b"\x00")


def test_every_size_up_to_70_agrees_with_the_rfc_definitions() -> None:
    leaves = entries(70)
    nodes = stored_tree(leaves)
    for n in range(1, 71):
        expected_root = rfc9162.mth(leaves[:n])
        assert root([leaf_hash(e) for e in leaves[:n]]) == expected_root
        assert asyncio.run(root_of(n, reader(nodes))) == expected_root
        for m in range(n):
            audit_path = served_path(nodes, m, n)
            assert audit_path == rfc9162.path(m, leaves[:n]), (m, n)
            assert verify_inclusion(m, n, leaf_hash(leaves[m]), audit_path, expected_root)
            assert rfc9162.root_from_path(m, n, leaf_hash(leaves[m]), audit_path) == expected_root
        for m in range(1, n + 1):
            consistency = served_consistency(nodes, m, n)
            assert consistency == rfc9162.proof(m, leaves[:n]), (m, n)
            assert verify_consistency(m, n, rfc9162.mth(leaves[:m]), expected_root, consistency)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=3000), st.data())
def test_random_sizes_agree_and_a_changed_proof_fails(size: int, data: st.DataObject) -> None:
    leaves = entries(size)
    nodes = stored_tree(leaves)
    index = data.draw(st.integers(min_value=0, max_value=size - 1), label="index")
    first = data.draw(st.integers(min_value=1, max_value=size), label="first")
    tree_root, first_root = rfc9162.mth(leaves), rfc9162.mth(leaves[:first])

    audit_path = served_path(nodes, index, size)
    assert audit_path == rfc9162.path(index, leaves)
    assert verify_inclusion(index, size, leaf_hash(leaves[index]), audit_path, tree_root)
    assert not verify_inclusion(index, size, leaf_hash(b"another leaf"), audit_path, tree_root)
    if size > 1:
        assert not verify_inclusion((index + 1) % size, size, leaf_hash(leaves[index]), audit_path, tree_root)
    for position in range(len(audit_path)):
        changed = list(audit_path)
        changed[position] = bytes(32)
        assert not verify_inclusion(index, size, leaf_hash(leaves[index]), changed, tree_root)
    assert not verify_inclusion(index, size, leaf_hash(leaves[index]), audit_path + [bytes(32)], tree_root)

    consistency = served_consistency(nodes, first, size)
    assert consistency == rfc9162.proof(first, leaves)
    assert verify_consistency(first, size, first_root, tree_root, consistency)
    for position in range(len(consistency)):
        changed = list(consistency)
        changed[position] = bytes(32)
        assert not verify_consistency(first, size, first_root, tree_root, changed)
    if first < size:  # a first tree that is not a prefix of the second
        forked = rfc9162.mth(leaves[: first - 1] + [b"forked"])
        assert not verify_consistency(first, size, forked, tree_root, consistency)


def test_consistency_edge_cases() -> None:
    leaves = entries(8)
    r4, r8 = rfc9162.mth(leaves[:4]), rfc9162.mth(leaves)
    assert verify_consistency(8, 8, r8, r8, [])
    assert not verify_consistency(8, 8, r8, r4, [])  # same size, different roots: a fork
    assert not verify_consistency(8, 8, r8, r8, [r4])
    assert verify_consistency(0, 8, b"", r8, [])  # everything extends the empty tree
    assert not verify_consistency(4, 8, r4, r8, [])  # a proof is needed between different sizes
    assert not verify_consistency(8, 4, r8, r4, rfc9162.proof(4, leaves))


def test_the_compact_range_names_the_right_edge() -> None:
    assert CompactRange.edge(13) == [(3, 0), (2, 2), (0, 12)]
    assert CompactRange.edge(16) == [(4, 0)]
    assert CompactRange.edge(0) == []
    with pytest.raises(ValueError):
        CompactRange(3, [bytes(32)])
