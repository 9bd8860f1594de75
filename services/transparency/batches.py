"""From a page of the store's global log to the leaves it completes.

One append is one statement, so one transaction: a batch's events are
consecutive in the global order and share a ``transaction_id``. Inside such a
run the leaves follow docs/fairness.md's definition of a batch (a change of
``decided_at``), which is what a verifier can recompute from an export. A run
at the end of a full page may continue on the next page: it is held back and
read again whole.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from datetime import datetime

import msgspec

from domain.audit.log_leaf import BatchEvent, LogLeaf, batch_leaves
from eventstore import Checkpoint, RecordedEvent

GAME_PREFIX = "game-"


class _Metadata(msgspec.Struct):
    decided_at: int | None = None
    hash: str | None = None


_metadata = msgspec.json.Decoder(_Metadata)


class PageLeaves(msgspec.Struct, frozen=True):
    """The leaves of a page's complete batches (with when each was committed) and where they end."""

    leaves: list[tuple[LogLeaf, datetime]]
    #: The checkpoint after the last complete batch; None when the page holds no complete batch.
    upto: Checkpoint | None


def page_leaves(page: Sequence[RecordedEvent], full: bool) -> PageLeaves:
    """The leaves of ``page``; a full page's last transaction is left for the next read."""
    runs = [list(run) for _, run in itertools.groupby(page, key=lambda e: (e.transaction_id, e.stream_id))]
    if full and runs:
        runs.pop()
    if not runs:
        return PageLeaves([], None)
    leaves: list[tuple[LogLeaf, datetime]] = []
    for run in runs:
        leaves += run_leaves(run)
    return PageLeaves(leaves, runs[-1][-1].checkpoint)


def run_leaves(run: Sequence[RecordedEvent]) -> list[tuple[LogLeaf, datetime]]:
    """The leaves of one append (a game's events of one transaction); none for another stream."""
    stream_id = run[0].stream_id
    if not stream_id.startswith(GAME_PREFIX):
        return []
    events = []
    for event in run:
        try:
            metadata = _metadata.decode(event.metadata)
        except msgspec.DecodeError:  # not an object: nothing to log, like a game before chains
            metadata = _Metadata()
        events.append(BatchEvent(event.version, metadata.decided_at, metadata.hash))
    at = {event.version: event.recorded_at for event in run}
    game_id = stream_id.removeprefix(GAME_PREFIX)
    return [(leaf, at[leaf.last_version]) for leaf in batch_leaves(game_id, events)]
