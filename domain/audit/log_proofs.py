"""The log's proofs as served and exported, and their checks (pure).

An :class:`InclusionProof` shows that a leaf (a game's batch) is leaf
``leaf_index`` of the tree a signed head names; a :class:`ConsistencyProof`
shows that the tree of one head is a prefix of the tree of another (the log
only grew). Hashes travel as lowercase hex; paths are in RFC 9162's order
(from the leaf, or the smaller tree, upwards).
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.audit.log_leaf import LogLeaf
from domain.audit.merkle import verify_consistency, verify_inclusion
from domain.audit.receipts import PublicKey
from domain.audit.tree_head import SignedTreeHead, check_head, root_bytes


class InclusionProof(msgspec.Struct, frozen=True):
    """Leaf ``leaf_index`` of the tree of ``head`` is ``leaf``: ``audit_path`` leads from its hash to the root."""

    leaf_index: int
    leaf: LogLeaf
    #: SHA-256(0x00 || entry), hex: recomputed by a verifier from ``leaf``, never believed.
    leaf_hash: str
    audit_path: list[str]
    head: SignedTreeHead


class ConsistencyProof(msgspec.Struct, frozen=True):
    """The tree of ``first`` is a prefix of the tree of ``second``: RFC 9162's consistency path between them."""

    first: SignedTreeHead
    second: SignedTreeHead
    proof: list[str]


def _hashes(values: Sequence[str]) -> list[bytes] | None:
    try:
        decoded = [bytes.fromhex(value) for value in values]
    except ValueError:
        return None
    return decoded if all(len(value) == 32 for value in decoded) else None


def inclusion_problem(proof: InclusionProof, keys: Sequence[PublicKey] | None = None) -> str | None:
    """None when the path proves the leaf under the head's root (and, given ``keys``, a key of them signed
    the head); otherwise what is wrong."""
    if keys is not None and (problem := check_head(proof.head, keys)) is not None:
        return problem
    path, root = _hashes(proof.audit_path), root_bytes(proof.head)
    if path is None or root is None:
        return "the proof's hashes are not 32-byte hex"
    hashed = proof.leaf.hash()
    if proof.leaf_hash != hashed.hex():
        return f"the leaf's hash is {hashed.hex()}, not the {proof.leaf_hash} the proof states"
    if not verify_inclusion(proof.leaf_index, proof.head.tree_size, hashed, path, root):
        return (
            f"the audit path does not lead from leaf {proof.leaf_index} to the root of the tree of "
            f"{proof.head.tree_size} leaves"
        )
    return None


def consistency_problem(proof: ConsistencyProof, keys: Sequence[PublicKey] | None = None) -> str | None:
    """None when the proof shows ``second`` extends ``first`` (heads signed by ``keys`` when given)."""
    if keys is not None:
        for head in (proof.first, proof.second):
            if (problem := check_head(head, keys)) is not None:
                return problem
    return consistency_of(proof.first, proof.second, proof.proof)


def consistency_of(first: SignedTreeHead, second: SignedTreeHead, proof: Sequence[str]) -> str | None:
    """None when ``proof`` shows the tree of ``second`` extends the tree of ``first`` (signatures aside)."""
    path, first_root, second_root = _hashes(proof), root_bytes(first), root_bytes(second)
    if path is None or first_root is None or second_root is None:
        return "the proof's hashes are not 32-byte hex"
    if first.tree_size > second.tree_size:
        return f"a tree of {second.tree_size} leaves cannot extend one of {first.tree_size}"
    if not verify_consistency(first.tree_size, second.tree_size, first_root, second_root, path):
        if first.tree_size == second.tree_size:
            return f"two heads of {first.tree_size} leaves with different roots: the log forked"
        return (
            f"the tree of {second.tree_size} leaves does not extend the tree of {first.tree_size} leaves "
            "(the log was rewritten or forked)"
        )
    return None
