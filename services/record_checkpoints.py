"""Folded records kept at every N-th version of a game, so that the state at a version
is the nearest checkpoint at or below it plus the few events after it.

A checkpoint is a cache in this process, never a source of truth: it is made only by
folding the stored events, it is dropped when the bound is reached, and the audit
(``domain/audit``, ``clowder verify``) folds an export's events from the first without
looking at it. An event-sourced history is never rewritten, so a checkpoint stays
right for as long as the process lives.
"""

from __future__ import annotations

from collections import OrderedDict

from domain.hosting.record import GameRecord

#: Versions between two checkpoints of a game. A state at a version costs reading and
#: folding at most this many events (half on average): 32 keeps any version of a long
#: game as cheap as a 50-event game's (bench/replay.py, "state at a version").
CHECKPOINT_EVERY = 32
#: Checkpoints kept in all (the least recently used game's are dropped first): about
#: 50 games of 5,000 events, or every game of a few hundred.
CHECKPOINT_CAPACITY = 8192


class RecordCheckpoints:
    """Each game's records at versions ``every``, ``2 * every``, ... as far as folded, in order."""

    def __init__(self, every: int = CHECKPOINT_EVERY, capacity: int = CHECKPOINT_CAPACITY) -> None:
        if every < 1 or capacity < 0:
            raise ValueError("checkpoints need every >= 1 and capacity >= 0")
        self.every = every
        self._capacity = capacity
        self._size = 0
        #: game id -> its records at every, 2 * every, ... (contiguous from the first).
        self._games: OrderedDict[str, list[GameRecord]] = OrderedDict()

    def __len__(self) -> int:
        return self._size

    @property
    def enabled(self) -> bool:
        return self._capacity > 0

    def nearest(self, game_id: str, version: int | None) -> GameRecord | None:
        """The kept record of the highest checkpoint version <= ``version`` (any with None)."""
        kept = self._games.get(game_id)
        if not kept:
            return None
        self._games.move_to_end(game_id)
        index = len(kept) if version is None else min(len(kept), version // self.every)
        return kept[index - 1] if index else None

    def due(self, version: int) -> int:
        """The next checkpoint version after ``version``."""
        return (version // self.every + 1) * self.every

    def keep(self, record: GameRecord) -> None:
        """Keep ``record`` if it is at the game's next checkpoint (others are ignored)."""
        if record.version % self.every or self._capacity == 0:
            return
        kept = self._games.setdefault(record.game_id, [])
        self._games.move_to_end(record.game_id)
        if record.version != (len(kept) + 1) * self.every:
            return
        kept.append(record)
        self._size += 1
        while self._size > self._capacity:
            _, dropped = self._games.popitem(last=False)
            self._size -= len(dropped)

    def forget(self, game_id: str) -> None:
        self._size -= len(self._games.pop(game_id, ()))
