"""What each seek of a queue became: the read side of ``GET /matchmaking/seeks/{id}``.

The queue's decider keeps only what deciding needs (the seeks waiting now);
this book folds the same events into one :class:`SeekView` per seek, so a
player can ask about a seek after it stopped waiting. A seek is kept for
``RETENTION_SECONDS`` after it stopped waiting, by the events' own times, so
every process forgets it at the same moment whatever it folded when.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from msgspec.structs import replace

from domain.matchmaking import (
    Event,
    MatchGameStarted,
    SeekCancelled,
    SeekExpired,
    SeekPosted,
    SeeksMatched,
)

SeekStatus = Literal["waiting", "matched", "cancelled", "expired"]

#: A day: how long a seek that stopped waiting can still be read.
RETENTION_SECONDS = 86_400.0
#: Forget old seeks after this many events folded (a sweep costs one pass over the book).
_SWEEP_EVERY = 1024


class SeekView(msgspec.Struct, frozen=True):
    """A seek as its player sees it (nobody else sees it at all)."""

    seek_id: str
    kind: str
    seats: int
    #: Every option of the kind, the defaults filled in: the game this seek waits for.
    options: dict[str, Any]
    #: ``waiting``; ``matched`` (see ``game_id``); ``cancelled`` by you; ``expired`` unmatched.
    status: SeekStatus
    #: Unix times.
    posted_at: float
    expires_at: float
    #: Seconds each seat has per decision in the game (None: no limit).
    decision_seconds: float | None = None
    #: Seconds after posting from which built-in bots take the seats nobody took (None: never).
    bots_after_seconds: float | None = None
    #: The built-in bot strategy that fills them.
    bot: str = "heuristic"
    #: When it stopped waiting; None while it waits.
    settled_at: float | None = None
    #: The game it was matched into, and your seat in it (0-based).
    game_id: str | None = None
    seat: int | None = None
    #: True once that game has been created, seated and started: its view is yours to read.
    game_started: bool = False


class SeekBook:
    """Every seek of one queue by id, with its player; folded event by event (not thread-safe:
    its owner folds under a lock)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._seeks: dict[str, tuple[str, SeekView]] = {}
        #: match number -> its seekers' seek ids, until its game has started.
        self._matches: dict[int, tuple[str, ...]] = {}
        self._latest = 0.0
        self._folded = 0

    def owner_and_view(self, seek_id: str) -> tuple[str, SeekView] | None:
        """The seek's player and view; None for a seek unknown or forgotten."""
        found = self._seeks.get(seek_id)
        if found is None or _forgotten(found[1], self._latest):
            return None
        return found

    def seeks_in(self, match_number: int) -> tuple[str, ...]:
        return self._matches.get(match_number, ())

    def __len__(self) -> int:
        return len(self._seeks)

    def apply(self, event: Event) -> None:
        match event:
            case SeekPosted():
                self._seeks[event.seek_id] = (event.player_id, _posted(self.kind, event))
                self._latest = max(self._latest, event.posted_at)
            case SeekCancelled(seek_id=seek_id, at=at):
                self._settle(seek_id, at, status="cancelled")
            case SeekExpired(seek_id=seek_id, at=at):
                self._settle(seek_id, at, status="expired")
            case SeeksMatched():
                seekers = tuple(seat.seek_id for seat in event.seating if seat.seek_id is not None)
                self._matches[event.match_number] = seekers
                for number, seat in enumerate(event.seating):
                    if seat.seek_id is not None:
                        self._settle(seat.seek_id, event.at, status="matched", game_id=event.game_id, seat=number)
            case MatchGameStarted(match_number=number, at=at):
                for seek_id in self._matches.pop(number, ()):
                    self._change(seek_id, game_started=True)
                self._latest = max(self._latest, at)
        self._folded += 1
        if self._folded % _SWEEP_EVERY == 0:
            self._sweep()

    def _settle(self, seek_id: str, at: float, **changes: Any) -> None:
        self._change(seek_id, settled_at=at, **changes)
        self._latest = max(self._latest, at)

    def _change(self, seek_id: str, **changes: Any) -> None:
        found = self._seeks.get(seek_id)
        if found is not None:
            self._seeks[seek_id] = (found[0], replace(found[1], **changes))

    def _sweep(self) -> None:
        for seek_id in [k for k, (_, view) in self._seeks.items() if _forgotten(view, self._latest)]:
            del self._seeks[seek_id]


def _posted(kind: str, event: SeekPosted) -> SeekView:
    return SeekView(
        seek_id=event.seek_id,
        kind=kind,
        seats=event.seats,
        options=event.options,
        status="waiting",
        posted_at=event.posted_at,
        expires_at=event.expires_at,
        decision_seconds=event.decision_seconds,
        bots_after_seconds=None if event.bots_at is None else event.bots_at - event.posted_at,
        bot=event.bot,
    )


def _forgotten(view: SeekView, latest: float) -> bool:
    return view.settled_at is not None and view.settled_at < latest - RETENTION_SECONDS
