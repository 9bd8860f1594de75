"""A queue's state: the seeks waiting now and the matches whose game is not started yet.

Only what deciding needs. What each seek became (for ``GET /matchmaking/seeks/{id}``)
is a read model the service folds from the same events (services/seek_book.py).
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.matchmaking.events import SeeksMatched


class Seek(msgspec.Struct, frozen=True):
    seek_id: str
    player_id: str
    seats: int
    options: dict[str, Any]
    posted_at: float
    expires_at: float
    decision_seconds: float | None = None
    bots_at: float | None = None
    bot: str = "heuristic"

    def meets(self, other: Seek) -> bool:
        """Whether the two want the same game (seats, options after defaults, decision time)."""
        return (
            self.seats == other.seats
            and self.decision_seconds == other.decision_seconds
            and self.options == other.options
        )


class QueueState(msgspec.Struct, frozen=True):
    #: Waiting seeks, oldest first (first come, first matched).
    waiting: tuple[Seek, ...] = ()
    #: Matches whose game the process manager has not reported started.
    unstarted: tuple[SeeksMatched, ...] = ()
    #: How many matches the queue has made (the next is number ``matches + 1``).
    matches: int = 0

    def seek(self, seek_id: str) -> Seek | None:
        return next((seek for seek in self.waiting if seek.seek_id == seek_id), None)
