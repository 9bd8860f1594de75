"""The list of games from PostgreSQL, for when the lobby's read models cannot answer.

Redis holds the lobby as sorted sets; while Redis is down, flushed or still
rebuilding, the same list is read from the event log: each game's
``lobby.game_created`` (its version 1) gives its kind and creation time, a
``lobby.game_started`` tells an open game from a started one, and a started
game's record (folded, cached by the game log) tells running from finished.
The order is the lobby's: newest first, ties by id. This is the degraded
path: a scan of the log (``EventStore.find_streams``), fine for a moment, not for every request.
"""

from __future__ import annotations

import builtins  # the method `list` shadows the builtin inside the class: annotations below say builtins.list
from collections.abc import Mapping
from typing import Any

from domain.core.game import Game
from domain.hosting.visibility import GameSummary, summarize
from eventstore import EventStore, StreamQuery
from services.errors import Unavailable
from services.game_records import GameRecords

#: Started games folded at most to answer one page of running or finished games.
MAX_FOLDED = 2000
_CHUNK = 200

_CREATED = "lobby.game_created"
_STARTED = "lobby.game_started"


def _games(kind: str | None, started: bool | None) -> StreamQuery:
    """Games in the lobby's order (newest first, ties by id), by kind and by whether they started."""
    return StreamQuery(
        prefix="game-",
        first_type=_CREATED,
        first_data={} if kind is None else {"kind": kind},
        with_type=_STARTED if started is True else None,
        without_type=_STARTED if started is False else None,
        order_by="created_at",
    )


class StoreLobby:
    def __init__(self, store: EventStore, log: GameRecords, games: Mapping[str, Game[Any, Any, Any, Any]]) -> None:
        self._store = store
        self._log = log
        self._games = games

    async def list(self, status: str, kind: str | None, offset: int, limit: int) -> list[GameSummary]:
        """A page of the lobby list ``status`` (``all``, ``open``, ``running``, ``finished``)."""
        if status in ("all", "open"):
            ids = await self._ids(kind, None if status == "all" else False, offset, limit)
            return [await self._summary(game_id) for game_id in ids]
        return await self._started(status, kind, offset, limit)

    async def player_games(self, player_id: str, offset: int, limit: int) -> builtins.list[GameSummary]:
        """The games a player ever sat in, newest first (the caller keeps those it still sits in)."""
        query = StreamQuery(
            prefix="game-",
            first_type=_CREATED,
            with_type="lobby.seat_taken",
            with_data={"player_id": player_id},
            order_by="created_at",
        )
        ids = await self._store.find_streams(query, offset, limit)
        return [await self._summary(stream_id.removeprefix("game-")) for stream_id in ids]

    async def _started(self, status: str, kind: str | None, offset: int, limit: int) -> builtins.list[GameSummary]:
        """Started games, folded in lobby order until the page is full (bounded)."""
        found: builtins.list[GameSummary] = []
        skipped = folded = 0
        while folded < MAX_FOLDED:
            ids = await self._ids(kind, True, folded, _CHUNK)
            for game_id in ids:
                summary = await self._summary(game_id)
                if summary.status != status:
                    continue
                if skipped < offset:
                    skipped += 1
                    continue
                found.append(summary)
                if len(found) == limit:
                    return found
            folded += len(ids)
            if len(ids) < _CHUNK:
                return found
        raise Unavailable(f"the list of {status} games is rebuilding; retry in a moment")

    async def _ids(self, kind: str | None, started: bool | None, offset: int, limit: int) -> builtins.list[str]:
        ids = await self._store.find_streams(_games(kind, started), offset, limit)
        return [stream_id.removeprefix("game-") for stream_id in ids]

    async def _summary(self, game_id: str) -> GameSummary:
        record = await self._log.load(game_id)
        return summarize(self._games[record.kind], record)
