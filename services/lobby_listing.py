"""The list of games from PostgreSQL, for when the lobby's read models cannot answer.

Redis holds the lobby as sorted sets; while Redis is down, flushed or still
rebuilding, the same list is read from the events table: each game's
``lobby.game_created`` (its version 1) gives its kind and creation time, a
``lobby.game_started`` tells an open game from a started one, and a started
game's record (folded, cached by the game log) tells running from finished.
The order is the lobby's: newest first, ties by id. This is the degraded
path: a scan of the events table, fine for a moment, not for every request.
"""

from __future__ import annotations

import builtins  # the method `list` shadows the builtin inside the class: annotations below say builtins.list
from collections.abc import Mapping
from typing import Any

from psycopg_pool import AsyncConnectionPool

from domain.core.game import Game
from services.errors import Unavailable
from services.game_log import GameLog
from services.views import GameSummary, summarize

#: Started games folded at most to answer one page of running or finished games.
MAX_FOLDED = 2000
_CHUNK = 200

_LIST = """
SELECT substr(e.stream_id, 6) FROM events AS e
WHERE e.version = 1 AND e.type = 'lobby.game_created' AND e.stream_id LIKE 'game-%%'
  AND (%(kind)s::text IS NULL OR e.data->>'kind' = %(kind)s::text)
  AND (%(started)s::boolean IS NULL OR %(started)s::boolean = EXISTS (
        SELECT FROM events AS s WHERE s.stream_id = e.stream_id AND s.type = 'lobby.game_started'))
ORDER BY (e.data->>'created_at')::float8 DESC, e.stream_id DESC
OFFSET %(offset)s LIMIT %(limit)s
"""

_PLAYER_GAMES = """
SELECT substr(c.stream_id, 6) FROM events AS c
WHERE c.version = 1 AND c.type = 'lobby.game_created' AND c.stream_id LIKE 'game-%%'
  AND EXISTS (SELECT FROM events AS t WHERE t.stream_id = c.stream_id AND t.type = 'lobby.seat_taken'
              AND t.data->>'player_id' = %(player_id)s)
ORDER BY (c.data->>'created_at')::float8 DESC, c.stream_id DESC
OFFSET %(offset)s LIMIT %(limit)s
"""


class StoreLobby:
    def __init__(self, pool: AsyncConnectionPool, log: GameLog, games: Mapping[str, Game[Any, Any, Any, Any]]) -> None:
        self._pool = pool
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
        async with self._pool.connection() as conn:
            cursor = await conn.execute(_PLAYER_GAMES, {"player_id": player_id, "offset": offset, "limit": limit})
            ids = [row[0] for row in await cursor.fetchall()]
        return [await self._summary(game_id) for game_id in ids]

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
        params = {"kind": kind, "started": started, "offset": offset, "limit": limit}
        async with self._pool.connection() as conn:
            cursor = await conn.execute(_LIST, params)
            return [row[0] for row in await cursor.fetchall()]

    async def _summary(self, game_id: str) -> GameSummary:
        record = await self._log.load(game_id)
        return summarize(self._games[record.kind], record)
