"""What happened in a quick-play queue. Tags are pinned and never renamed.

Everything ``decide`` chose (which seeks meet, the seat order it drew, the
bots that fill empty seats, the game's id) is written here, so ``evolve``
only copies facts and a replay never draws again.
"""

from __future__ import annotations

from typing import Any

import msgspec


class SeekPosted(msgspec.Struct, frozen=True, tag="matchmaking.seek_posted"):
    """A player waits for a game: ``seats`` of the queue's kind with these options.

    ``options`` are every option of the kind, the defaults filled in: two seeks
    meet only when their seats, options and decision time are equal."""

    seek_id: str
    player_id: str
    seats: int
    options: dict[str, Any]
    #: Unix times, set by the service (the domain never reads a clock).
    posted_at: float
    #: When the seek stops waiting if nobody met it.
    expires_at: float
    #: Seconds each seat has per decision in the game (None: no limit).
    decision_seconds: float | None = None
    #: From this time on, built-in bots may take the seats no player took (None: never).
    bots_at: float | None = None
    #: The built-in bot strategy that fills them.
    bot: str = "heuristic"


class SeekCancelled(msgspec.Struct, frozen=True, tag="matchmaking.seek_cancelled"):
    seek_id: str
    at: float


class SeekExpired(msgspec.Struct, frozen=True, tag="matchmaking.seek_expired"):
    seek_id: str
    at: float


class MatchSeat(msgspec.Struct, frozen=True):
    """Who sits in one seat of a matched game: a seeker (with its seek) or a built-in bot."""

    player_id: str
    seek_id: str | None = None
    #: The bot strategy, for a seat filled by a built-in bot.
    bot: str | None = None


class SeeksMatched(msgspec.Struct, frozen=True, tag="matchmaking.seeks_matched"):
    """Seeks that met, and the game the queue's process manager creates for them.

    ``seating`` is in seat order, drawn from the queue's random source; ``host``
    is the player the game is created by (the seek that asked for bots when
    bots fill it, else the longest waiting)."""

    #: 1, 2, 3, ... in the queue.
    match_number: int
    game_id: str
    seats: int
    options: dict[str, Any]
    seating: tuple[MatchSeat, ...]
    host: str
    at: float
    decision_seconds: float | None = None


class MatchGameStarted(msgspec.Struct, frozen=True, tag="matchmaking.game_started"):
    """The match's game exists, seated as ``seating`` says, and has started: the match is done."""

    match_number: int
    game_id: str
    at: float


Event = SeekPosted | SeekCancelled | SeekExpired | SeeksMatched | MatchGameStarted
