"""The messages of the two Server-Sent Events streams, as their ``data`` lines carry them.

Each message's JSON ``data`` names itself: its ``type`` member repeats the
SSE ``event`` name (``decision``, ``game_ended``, ``view``, ``event``). A
client that sees only the data (a generated client's stream helper,
``EventSource.onmessage``) can switch on ``type`` and, for a game's messages,
on ``kind``. These structs are the spec's schemas of the streams
(api/http/openapi.py) and the shapes the routes send.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec

from domain.core.game import Outcome
from domain.hosting.visibility import Instant, SeatView
from services.history import Cause

#: How a stream's message names its type inside its data (the SSE ``event`` name again).
TAG_FIELD = "type"


class Decision(msgspec.Struct, frozen=True, tag_field=TAG_FIELD, tag="decision"):
    """A ``decision`` message of ``GET /players/me/decisions``: your ``seat`` of the game must decide at ``version``."""

    game_id: str
    kind: str
    seat: int
    version: int
    #: When the decision is due (RFC 3339), as the view's ``deadline``: then the service plays the
    #: game's default move for the seat (docs/deadlines.md). None for a game without ``decision_seconds``.
    deadline: Instant | None = None
    #: The seat's view at ``version`` with its legal commands, as ``GET /view`` answers it; null in the rare
    #: announcement (on connecting, after a resync) made while the game moved on: then read ``/view``.
    view: SeatView | None = None


class GameEnded(msgspec.Struct, frozen=True, tag_field=TAG_FIELD, tag="game_ended"):
    """A ``game_ended`` message of ``GET /players/me/decisions``: a game you sit in has ended.

    It comes once per game and connection, after the game's last decision; stop
    waiting on that game. ``outcome`` is None for an aborted game (``aborted`` says why)."""

    game_id: str
    kind: str
    #: Your seat in the game (None if you had left it).
    seat: int | None
    #: The game's last version.
    version: int
    outcome: Outcome | None = None
    aborted: str | None = None


class ViewMessage(SeatView, frozen=True, tag_field=TAG_FIELD, tag="view"):
    """A ``view`` message of ``GET /games/{game_id}/stream``: the game as your seat (or a spectator) sees it."""


class EventMessage(msgspec.Struct, frozen=True, tag_field=TAG_FIELD, tag="event"):
    """An ``event`` message of ``GET /games/{game_id}/stream``: one event of the game, as you may see it
    (an entry of ``GET /games/{game_id}/events``, with the game's ``kind``)."""

    kind: str
    version: int
    event: Any
    recorded_at: datetime | None = None
    #: Who caused the event and with what command: shown once the game has ended.
    cause: Cause | None = None
    #: The event's hash in the game's chain (docs/fairness.md).
    hash: str | None = None


def view_message(view: SeatView) -> ViewMessage:
    return ViewMessage(**msgspec.structs.asdict(view))
