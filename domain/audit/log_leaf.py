"""A leaf of the transparency log: one recorded batch of one game.

A batch is what one decision appended (docs/fairness.md, "Versions, batches
and decided_at"). Its leaf commits to the game, the batch's version range and
the chain hash at its last version::

    entry = "clowder-log-leaf-v1" 0x00 || canonical({"first_version", "game_id", "head", "last_version"})
    leaf hash = SHA-256(0x00 || entry)            (RFC 9162 leaf hash)

The chain hash covers every event up to ``last_version`` (domain/audit/chain.py),
so a history rewritten at any version before it no longer has the logged head
there. Only chained games (``sha256-jcs-v1``) have leaves: a game created
before chains has no hash to commit to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from domain.audit.canonical import canonical
from domain.audit.merkle import leaf_hash

LEAF_LABEL = b"clowder-log-leaf-v1\x00"


class LogLeaf(msgspec.Struct, frozen=True):
    """One batch of one game: versions ``first_version``–``last_version``, chain hash ``head`` (hex) at the last."""

    game_id: str
    first_version: int
    last_version: int
    head: str

    def entry(self) -> bytes:
        return LEAF_LABEL + canonical(
            {
                "first_version": self.first_version,
                "game_id": self.game_id,
                "head": self.head,
                "last_version": self.last_version,
            },
            floats=False,  # integers and hex strings only
        )

    def hash(self) -> bytes:
        return leaf_hash(self.entry())


def decided_at(metadata: Any) -> int | None:
    """The version a stored event's decision was made at (None when the metadata does not say)."""
    value = metadata.get("decided_at") if isinstance(metadata, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class BatchEvent(msgspec.Struct, frozen=True):
    """What a leaf needs of one event: its version, its ``decided_at`` and its chain hash."""

    version: int
    decided_at: int | None
    hash: str | None


def batch_leaves(game_id: str, events: Sequence[BatchEvent]) -> list[LogLeaf]:
    """The leaves of a stream's consecutive events: a new batch wherever ``decided_at`` changes.

    An event without ``decided_at`` (or without a hash) ends its batch and starts none:
    such a history predates chains and is not logged."""
    leaves: list[LogLeaf] = []
    start: BatchEvent | None = None
    for index, event in enumerate(events):
        if start is None or event.decided_at != start.decided_at or event.decided_at is None:
            start = event
        following = events[index + 1] if index + 1 < len(events) else None
        ends = following is None or following.decided_at != event.decided_at or following.decided_at is None
        if ends and event.hash is not None and start.decided_at is not None:
            leaves.append(LogLeaf(game_id, start.version, event.version, event.hash))
    return leaves
