"""What a player (through the API) or the queue's process manager asks of a queue."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec


class PostSeek(msgspec.Struct, frozen=True):
    """Wait for a game; the service has checked the kind's seats and options already."""

    seek_id: str
    player_id: str
    seats: int
    options: dict[str, Any]
    at: float
    expires_at: float
    decision_seconds: float | None = None
    bots_at: float | None = None
    bot: str = "heuristic"


class CancelSeek(msgspec.Struct, frozen=True):
    """Stop waiting: only the seek's own player, only while it waits."""

    seek_id: str
    player_id: str
    at: float


class MatchSeeks(msgspec.Struct, frozen=True):
    """Decide every match due at ``at``: expire the seeks whose time is up, seat every
    full group of compatible seekers, fill with bots where a seek's bot time has come.

    ``house_bots``: the built-in bots' player ids by strategy, as many as a game
    may need (the service registers them); a bot-filled game takes the first ones."""

    at: float
    house_bots: Mapping[str, tuple[str, ...]] = msgspec.field(default_factory=dict)


class RecordGameStarted(msgspec.Struct, frozen=True):
    """The process manager created and started a match's game."""

    match_number: int
    at: float


Command = PostSeek | CancelSeek | MatchSeeks | RecordGameStarted
