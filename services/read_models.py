"""The read models in Redis: derived from the store, disposable, rebuilt at will.

Keys (all under one prefix):

* ``game:{id}``: the game's summary (JSON);
* ``game:{id}:view:public`` and ``game:{id}:view:{seat}``: each viewer's view;
* ``lobby:{status}`` and ``lobby:{kind}:{status}``: sorted sets of game ids by
  creation time, for the list of games (``all`` is every status);
* ``player:{id}:games``: every game a player sat in, by creation time;
* ``checkpoint``: how far in the store's global log the models are.

A batch of games is written together with the checkpoint in one MULTI, so a
reader never sees a checkpoint ahead of the models it covers.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec
from redis.asyncio import Redis

from domain.core.game import Game
from eventstore import Checkpoint
from services.game_record import GameRecord
from services.views import GameSummary, seat_view, summarize

STATUSES = ("open", "running", "finished")
_encoder = msgspec.json.Encoder()


class Shown(msgspec.Struct, frozen=True):
    """What the lobby sets and the owed-decision sets last showed of a game."""

    status: str
    pending: tuple[int, ...]


class ReadModels:
    def __init__(self, redis: Redis, prefix: str = "clowder:") -> None:
        self.redis = redis
        self.prefix = prefix

    # -- keys ----------------------------------------------------------------

    def summary_key(self, game_id: str) -> str:
        return f"{self.prefix}game:{game_id}"

    def view_key(self, game_id: str, viewer: int | None) -> str:
        return f"{self.prefix}game:{game_id}:view:{'public' if viewer is None else viewer}"

    def lobby_key(self, status: str, kind: str | None = None) -> str:
        return f"{self.prefix}lobby:{kind}:{status}" if kind else f"{self.prefix}lobby:{status}"

    @property
    def checkpoint_key(self) -> str:
        return f"{self.prefix}checkpoint"

    def game_channel(self, game_id: str) -> str:
        return f"{self.prefix}game:{game_id}:events"

    def owed_key(self, player_id: str) -> str:
        """The games in which a player owes a decision now."""
        return f"{self.prefix}player:{player_id}:owed"

    def player_games_key(self, player_id: str) -> str:
        """Every game a player has sat in, by creation time."""
        return f"{self.prefix}player:{player_id}:games"

    def player_channel(self, player_id: str) -> str:
        return f"{self.prefix}player:{player_id}:decisions"

    # -- writing -------------------------------------------------------------

    async def write(
        self,
        records: Iterable[tuple[Game[Any, Any, Any, Any], GameRecord]],
        checkpoint: Checkpoint,
        shown: dict[str, Shown] | None = None,
    ) -> None:
        """Write each game's models and the checkpoint in one MULTI.

        With ``shown`` (kept by the caller across batches), the lobby and the
        owed-decision sets are written only when a game's status or pending
        seats changed; summaries and views are always written.
        """
        shown = {} if shown is None else shown
        async with self.redis.pipeline(transaction=True) as pipe:
            for game, record in records:
                shown[record.game_id] = self._write_game(pipe, game, record, shown.get(record.game_id))
            pipe.set(self.checkpoint_key, f"{checkpoint.transaction_id}:{checkpoint.position}")
            await pipe.execute()

    def _write_game(
        self, pipe: Any, game: Game[Any, Any, Any, Any], record: GameRecord, before: Shown | None
    ) -> Shown:
        summary = summarize(game, record)
        pipe.set(self.summary_key(record.game_id), _encoder.encode(summary))
        viewers: list[int | None] = [None, *range(len(record.seats))]
        for viewer in viewers:
            pipe.set(self.view_key(record.game_id, viewer), _encoder.encode(seat_view(game, record, viewer)))
        now = Shown(record.status, summary.pending_seats)
        if before is None or before.status != now.status or record.status == "open":
            self._write_lobby(pipe, record)
        if before is None or before.pending != now.pending or record.status == "open":
            self._write_owed(pipe, record, set(now.pending))
        return now

    def _write_lobby(self, pipe: Any, record: GameRecord) -> None:
        for status in STATUSES:
            for kind in (None, record.kind):
                key = self.lobby_key(status, kind)
                if status == record.status:
                    pipe.zadd(key, {record.game_id: record.created_at})
                else:
                    pipe.zrem(key, record.game_id)
        for kind in (None, record.kind):
            pipe.zadd(self.lobby_key("all", kind), {record.game_id: record.created_at})
        for holder in record.seats:  # a seat left stays listed: readers check the summary's seats
            if holder is not None:
                pipe.zadd(self.player_games_key(holder.player_id), {record.game_id: record.created_at})

    def _write_owed(self, pipe: Any, record: GameRecord, pending: set[int]) -> None:
        for seat, holder in enumerate(record.seats):
            if holder is None:
                continue
            if seat in pending:
                pipe.sadd(self.owed_key(holder.player_id), record.game_id)
            else:
                pipe.srem(self.owed_key(holder.player_id), record.game_id)

    async def clear(self) -> None:
        """Forget every read model under the prefix (before a rebuild)."""
        batch: list[Any] = []
        async for key in self.redis.scan_iter(match=f"{self.prefix}*", count=1000):
            batch.append(key)
            if len(batch) >= 1000:
                await self.redis.delete(*batch)
                batch.clear()
        if batch:
            await self.redis.delete(*batch)

    # -- reading -------------------------------------------------------------

    async def checkpoint(self) -> Checkpoint | None:
        raw = await self.redis.get(self.checkpoint_key)
        if raw is None:
            return None
        transaction_id, position = (int(part) for part in raw.decode().split(":"))
        return Checkpoint(transaction_id, position)

    async def summary(self, game_id: str) -> bytes | None:
        return await self.redis.get(self.summary_key(game_id))

    async def view(self, game_id: str, viewer: int | None) -> bytes | None:
        return await self.redis.get(self.view_key(game_id, viewer))

    async def game_ids(self, status: str, kind: str | None, offset: int, limit: int) -> list[str]:
        ids = await self.redis.zrevrange(self.lobby_key(status, kind), offset, offset + limit - 1)
        return [raw.decode() for raw in ids]

    async def owed(self, player_id: str) -> list[str]:
        return sorted(raw.decode() for raw in await self.redis.smembers(self.owed_key(player_id)))

    async def summaries(self, game_ids: list[str]) -> list[GameSummary]:
        if not game_ids:
            return []
        raws = await self.redis.mget([self.summary_key(game_id) for game_id in game_ids])
        decoder = msgspec.json.Decoder(GameSummary)
        return [decoder.decode(raw) for raw in raws if raw is not None]


class LobbyPage(msgspec.Struct, frozen=True):
    """One page of a lobby set, newest first, and where the next one starts."""

    game_ids: list[str]
    total: int
    #: (created_at, game_id) of the page's last game, when more may follow.
    last: tuple[float, str] | None


async def lobby_page(
    models: ReadModels, key: str, after: tuple[float, str] | None, limit: int, offset: int = 0
) -> LobbyPage:
    """The ``limit`` games after ``after`` (keyset pagination: stable while games are created).

    Redis orders equal scores by member, descending here, so a page resumes
    after the cursor's game even among games created in the same instant.
    """
    total = await models.redis.zcard(key)
    if after is None:
        rows = await models.redis.zrevrange(key, offset, offset + limit - 1, withscores=True)
    else:
        score, game_id = after
        same = await models.redis.zcount(key, score, score)
        rows = await models.redis.zrevrangebyscore(key, score, "-inf", start=0, num=limit + same, withscores=True)
        rows = [(member, s) for member, s in rows if s < score or member.decode() < game_id][:limit]
    ids = [member.decode() for member, _ in rows]
    last = (rows[-1][1], ids[-1]) if len(rows) == limit else None
    return LobbyPage(ids, total, last)
