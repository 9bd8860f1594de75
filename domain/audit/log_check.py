"""Checking an export's transparency-log proof: its batch is in the tree a signed head names.

The proof (``GameExport.log``) is a claim like every unsigned field: the leaf
is recomputed from the proof's own members, the path is checked against the
head's root, the head's signature against the keys the verifier trusts, and
the leaf against the export's events (the same game, a batch of this
history, the chain hash at its last version). A history rewritten after its
batch was logged fails here even when its new head is signed: the log holds
the old head, and the log only grows.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.audit import chain
from domain.audit.export import ExportedEvent, GameExport
from domain.audit.findings import Finding
from domain.audit.log_leaf import LogLeaf, decided_at
from domain.audit.log_proofs import inclusion_problem
from domain.audit.receipts import PublicKey
from domain.audit.tree_head import check_head

NOT_YET = (
    "transparency log: the export carries no inclusion proof: the game is not in the log yet "
    "(ask GET /log/proofs/inclusion?game_id=... later, or let `clowder monitor --export` check it)"
)


def log_inclusion(
    export: GameExport, keys: Sequence[PublicKey], whose: str, findings: list[Finding], checked: list[str]
) -> int | None:
    """Check ``export.log``; the last version it proves is in the log, or None (absent or broken)."""
    proof = export.log
    if proof is None:
        if export.chain != chain.NO_CHAIN:
            checked.append(NOT_YET)
        return None
    leaf = proof.leaf
    if (signed := check_head(proof.head, keys)) is not None:
        findings.append(Finding("log", signed, leaf.last_version))
        return None
    problem = inclusion_problem(proof) or _against_history(leaf, export)
    if problem is not None:
        findings.append(Finding("log", problem, leaf.last_version))
        return None
    final = leaf.last_version == export.head.version
    checked.append(
        f"transparency log: versions {leaf.first_version}-{leaf.last_version} "
        f"({'the final head' if final else 'an earlier batch'}) are leaf {proof.leaf_index} of the tree of "
        f"{proof.head.tree_size} leaves signed at {proof.head.timestamp} ms by key {proof.head.key_id}, {whose}"
    )
    if not final:
        checked.append(
            f"transparency log: the head at version {export.head.version} is not in the log yet "
            "(a batch is logged seconds after it is recorded)"
        )
    return leaf.last_version


def _against_history(leaf: LogLeaf, export: GameExport) -> str | None:
    """Why the logged leaf is not a batch of this history, or None."""
    if leaf.game_id != export.game_id:
        return f"the logged leaf is game {leaf.game_id}'s, not this game's"
    by_version = {event.version: event for event in export.events}
    last = by_version.get(leaf.last_version)
    if last is None:
        return f"the log holds version {leaf.last_version}, which this history does not have"
    if last.hash != leaf.head:
        return (
            f"the history at version {leaf.last_version} is not the one the log holds "
            f"(logged head {leaf.head}, found {last.hash}): rewritten after it was logged"
        )
    return _batch_problem(leaf, by_version)


def _batch_problem(leaf: LogLeaf, by_version: dict[int, ExportedEvent]) -> str | None:
    """A complete export names each event's decision: the leaf's versions must be exactly one batch."""
    if not 1 <= leaf.first_version <= leaf.last_version:
        return f"the logged versions {leaf.first_version}-{leaf.last_version} are not a range"
    decided = [decided_at(by_version[v].metadata) if v in by_version else None for v in _span(leaf)]
    if any(value is None for value in decided):  # a seat's share carries no metadata: the head alone is checked
        return None
    after = by_version.get(leaf.last_version + 1)
    if set(decided) != {leaf.first_version - 1} or (after is not None and decided_at(after.metadata) == decided[0]):
        return f"the logged versions {leaf.first_version}-{leaf.last_version} are not one batch of this history"
    return None


def _span(leaf: LogLeaf) -> Sequence[int]:
    return range(leaf.first_version, leaf.last_version + 1)
