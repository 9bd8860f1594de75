"""The transparency log's published vectors (docs/transparency.md, "Test vectors"): the code, the document and
a naive implementation of RFC 9162's definitions agree on every byte. A change to the leaf, the hashing or
the head's message breaks them, and with them every head already published: a new format gets a new label."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.audit.merkle import verify_consistency, verify_inclusion
from domain.audit.receipts import PublicKey
from domain.audit.tree_head import HeadSigner, check_head
from tests.unit.audit import rfc9162
from tests.unit.audit.log_vectors import PRIVATE_KEY, TIMESTAMP, tree_leaves, vectors

pytestmark = pytest.mark.unit

DOCUMENT = Path(__file__).resolve().parents[3] / "docs" / "transparency.md"
PUBLIC_KEY = "03a107bff3ce10be1d70dd18e74bc09967e4d6309ba50d5f1ddc8664125531b8"  # docs/fairness.md's receipt vector
PINNED = {
    "leaf 0 hash": "0f2b4b96ff04e6e28d3ae6f4e7f950e0ab7dcb18f97b5437b67bc65eb48c2c87",
    "node(leaf 0, leaf 1)": "2bc46425ee805a10f02efeb5a3f0928114c21dd308cdc49e692b3f6c12d57f89",
    "root of 7": "220a7223245d43ceaebf06ab76c75d9e16f7c33c2058c71f5a558f4b1101269c",
    "head signature": "0ff67cc20552c07b5b372c90260265d3e0cd51d990b71a15a5623789014696f60bdad35a8bd619ef08c51e0d0cfda84e35c067797268b1ba7d1213085c67100b",
}


def test_the_document_prints_what_the_code_computes() -> None:
    text = DOCUMENT.read_text(encoding="utf-8")
    computed = vectors()
    for name, value in computed.items():
        assert f"| {name} | `{value}` |" in text, f"docs/transparency.md does not print {name} = {value}"
    for name, value in PINNED.items():
        assert computed[name] == value, name


def test_the_vectors_are_rfc_9162s() -> None:
    entries = [leaf.entry() for leaf in tree_leaves()]
    computed = vectors()
    root = rfc9162.mth(entries)
    assert computed["root of 7"] == root.hex() and computed["root of 3"] == rfc9162.mth(entries[:3]).hex()
    path = [bytes.fromhex(h) for h in computed["inclusion of leaf 5 in 7"].split(", ")]
    assert path == rfc9162.path(5, entries)
    assert verify_inclusion(5, 7, bytes.fromhex(rfc9162.sha256(b"\x00" + entries[5]).hex()), path, root)
    consistency = [bytes.fromhex(h) for h in computed["consistency from 3 to 7"].split(", ")]
    assert consistency == rfc9162.proof(3, entries)
    assert verify_consistency(3, 7, rfc9162.mth(entries[:3]), root, consistency)


def test_the_head_vector_verifies_under_the_published_key() -> None:
    head = HeadSigner(PRIVATE_KEY).sign(7, bytes.fromhex(PINNED["root of 7"]), TIMESTAMP)
    key = PublicKey(vectors()["key id"], PUBLIC_KEY)
    assert check_head(head, [key]) is None
    assert check_head(head.__class__(8, head.root_hash, TIMESTAMP, head.key_id, head.signature), [key]) is not None
