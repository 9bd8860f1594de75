"""The read models in Redis: derived from the store, disposable, rebuilt at will.

Keys (all under one prefix):

* ``game:{id}``: the game's summary (JSON);
* ``game:{id}:view:public`` and ``game:{id}:view:{seat}``: each viewer's view;
* ``lobby:{status}`` and ``lobby:{kind}:{status}``: sorted sets of game ids by
  creation time, for the list of games (``all`` is every status);
* ``player:{id}:games``: every game a player sat in, by creation time;
* ``checkpoint``: how far in the store's global log the models are (with
  partitioned workers, ``checkpoint:{i}of{n}`` for each partition's games;
  see docs/scaling.md);
* ``generation``: the marker of the rebuild the models belong to (a random
  token the projector sets when it starts from an empty prefix);
* ``ready``: the generation, once its rebuild has caught up with the log (the
  lobby lists are complete only then; partitioned: ``ready:{i}of{n}`` each, and
  the lists are complete once every partition's is);
* ``game:{id}:head``: the newest version a command on the game was
  acknowledged at, recorded by the command path before it answers, so that a
  reader can tell a model that lags behind a write it must not go back on.

A batch of games is written together with the checkpoint in one Lua script
that first checks the generation and the checkpoint (services/guarded_writes.py):
a reader never sees a checkpoint ahead of the models it covers, and a batch
computed before a ``FLUSHALL`` never lands after it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from typing import Any

import msgspec
from redis.asyncio import Redis

from domain.core.game import Game
from domain.hosting.record import GameRecord
from domain.hosting.visibility import GameSummary, seat_view, summarize
from eventstore import Checkpoint
from services.guarded_writes import GuardedWriter, Ops
from services.lru import Lru
from services.partitions import WHOLE, Partition

STATUSES = ("open", "running", "finished")
#: Each view a batch wrote, by (game id, viewer): encoded once, for the model and for announcements.
EncodedViews = dict[tuple[str, int | None], bytes]
Announce = Callable[[EncodedViews], Iterable[tuple[str, bytes]]]
#: How long a recorded head version is kept (a missing one is asked of the store).
HEAD_SECONDS = 86_400
RECORD_HEAD = """
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) end
return 1
"""
_OPEN_GENERATION = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX') or not redis.call('GET', KEYS[2]) then
  redis.call('SET', KEYS[2], ARGV[2])
end
return {redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2])}
"""
_encoder = msgspec.json.Encoder()


class LobbyListing(msgspec.Struct, frozen=True):
    """What the lobby sets and the owed-decision sets last showed of a game."""

    status: str
    pending: tuple[int, ...]


class ReadModels:
    """The models under one prefix, written for ``partition`` (the whole log by default).

    ``partitions`` is how many partitions the workers split the log into, for
    the readers' questions that span them (:meth:`is_ready`,
    :meth:`oldest_checkpoint`); it defaults to ``partition.count``.
    """

    def __init__(
        self, redis: Redis, prefix: str = "clowder:", partition: Partition = WHOLE, partitions: int | None = None
    ) -> None:
        self.redis = redis
        self.prefix = prefix
        self.partition = partition
        self.partitions = partitions or partition.count
        self._guarded = GuardedWriter(redis, self.generation_key, self.checkpoint_key)
        self._record_head = redis.register_script(RECORD_HEAD)
        self._open_generation = redis.register_script(_OPEN_GENERATION)

    # -- keys ----------------------------------------------------------------

    def summary_key(self, game_id: str) -> str:
        return f"{self.prefix}game:{game_id}"

    def view_key(self, game_id: str, viewer: int | None) -> str:
        return f"{self.prefix}game:{game_id}:view:{'public' if viewer is None else viewer}"

    def lobby_key(self, status: str, kind: str | None = None) -> str:
        return f"{self.prefix}lobby:{kind}:{status}" if kind else f"{self.prefix}lobby:{status}"

    @property
    def checkpoint_key(self) -> str:
        return f"{self.prefix}{self.partition.name('checkpoint')}"

    @property
    def generation_key(self) -> str:
        return f"{self.prefix}generation"

    @property
    def ready_key(self) -> str:
        return f"{self.prefix}{self.partition.name('ready')}"

    def _layout_keys(self, base: str) -> list[str]:
        """The readers' keys of ``base``: the whole log's, then each partition's."""
        count = self.partitions
        parts = [Partition(index, count).name(base) for index in range(count)] if count > 1 else []
        return [f"{self.prefix}{base}", *(f"{self.prefix}{name}" for name in parts)]

    def head_key(self, game_id: str) -> str:
        return f"{self.prefix}game:{game_id}:head"

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
        base: tuple[str, Checkpoint],
        shown: Lru[str, LobbyListing] | None = None,
        announce: Announce | None = None,
    ) -> bool:
        """Write each game's models and move the checkpoint, atomically, if Redis is still at ``base``.

        ``base`` is the generation and the checkpoint the caller wrote last.
        Returns False, having written nothing, when Redis holds another (a
        flushed Redis, another projector's rebuild, an older snapshot): the
        caller must look again (``generation``, ``checkpoint``). With
        ``shown`` (kept by the caller across batches), the lobby and the
        owed-decision sets are written only when a game's status or pending
        seats changed; summaries and views are always written. ``shown`` is
        updated only when the batch landed; a game it no longer holds (bounded, least recently
        used out) is written in full, as at a rebuild. What ``announce`` returns (channel,
        message), given the views just encoded, is published by the same script after the
        writes, only if they land.
        """
        ops = Ops()
        views: EncodedViews = {}
        now: dict[str, LobbyListing] = {}
        for game, record in records:
            before = None if shown is None else shown.peek(record.game_id)
            now[record.game_id] = self._write_game(ops, game, record, before, views)
        ops.set(self.checkpoint_key, _checkpoint_text(checkpoint))
        for channel, message in announce(views) if announce is not None else ():
            ops.publish(channel, message)
        if not await self._guarded.run(ops, base[0], _checkpoint_text(base[1])):
            return False
        if shown is not None:
            shown.update(now)
        return True

    async def start_generation(self) -> tuple[str, Checkpoint]:
        """Open a new generation at the start of the log (the whole log's projector empties the prefix first).

        If another projector opened one first, its generation (and checkpoint)
        is taken instead: the two then write the same content. A partition's
        projector clears nothing, since the other partitions' games and the
        lobby sets they share are theirs: it rewrites each of its own games in
        full (lobby entries included) from the start of the log, and its
        checkpoint starts there if it has none under this generation."""
        if self.partition.whole:
            await self.clear()
        keys = [self.generation_key, self.checkpoint_key]
        current, stored = await self._open_generation(keys=keys, args=[uuid.uuid4().hex, "0:0"])
        return current.decode(), _parse_checkpoint(stored) or Checkpoint()

    async def mark_ready(self, base: tuple[str, Checkpoint]) -> bool:
        """Say the lobby lists are complete: the rebuild of generation ``base[0]`` has caught up."""
        ops = Ops()
        ops.set(self.ready_key, base[0])
        return await self._guarded.run(ops, base[0], _checkpoint_text(base[1]))

    async def record_head(self, game_id: str, version: int) -> None:
        """Remember that ``version`` of the game was acknowledged (never lowers it)."""
        await self._record_head(keys=[self.head_key(game_id)], args=[version, HEAD_SECONDS])

    def _write_game(
        self,
        pipe: Ops,
        game: Game[Any, Any, Any, Any],
        record: GameRecord,
        before: LobbyListing | None,
        views: EncodedViews,
    ) -> LobbyListing:
        summary = summarize(game, record)
        pipe.set(self.summary_key(record.game_id), _encoder.encode(summary))
        viewers: list[int | None] = [None, *range(len(record.seats))]
        for viewer in viewers:
            views[record.game_id, viewer] = encoded = _encoder.encode(seat_view(game, record, viewer))
            pipe.set(self.view_key(record.game_id, viewer), encoded)
        now = LobbyListing(record.status, summary.pending_seats)
        if before is None or before.status != now.status or record.status == "open":
            self._write_lobby(pipe, record)
        if before is None or before.pending != now.pending or record.status == "open":
            self._write_owed(pipe, record, set(now.pending))
        return now

    def _write_lobby(self, pipe: Ops, record: GameRecord) -> None:
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

    def _write_owed(self, pipe: Ops, record: GameRecord, pending: set[int]) -> None:
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
        return _parse_checkpoint(_bytes(await self.redis.get(self.checkpoint_key)))

    async def generation(self) -> str | None:
        raw = await self.redis.get(self.generation_key)
        return None if raw is None else _text(raw)

    async def is_ready(self) -> bool:
        """Whether the lobby lists are complete (a rebuild has caught up since the last flush).

        True when the whole log's projector says so, or every partition's does."""
        generation, whole, *parts = await self.redis.mget([self.generation_key, *self._layout_keys("ready")])
        if generation is None:
            return False
        return whole == generation or (bool(parts) and all(ready == generation for ready in parts))

    async def oldest_checkpoint(self) -> Checkpoint | None:
        """How far every game's models are: the whole log's checkpoint, or the oldest partition's (None: unknown)."""
        whole, *parts = await self.redis.mget(self._layout_keys("checkpoint"))
        if parts and all(raw is not None for raw in parts):
            return min(_parse_checkpoint(raw) or Checkpoint() for raw in parts)  # type: ignore[arg-type]
        return _parse_checkpoint(whole)  # type: ignore[arg-type]

    async def summary_and_head(self, game_id: str) -> tuple[bytes | None, int | None]:
        """The summary and the newest acknowledged version, in one round trip."""
        raw, head = await self.redis.mget([self.summary_key(game_id), self.head_key(game_id)])
        return _bytes(raw), None if head is None else int(head)

    async def view_and_head(self, game_id: str, viewer: int | None) -> tuple[bytes | None, int | None]:
        raw, head = await self.redis.mget([self.view_key(game_id, viewer), self.head_key(game_id)])
        return _bytes(raw), None if head is None else int(head)

    async def head(self, game_id: str) -> int | None:
        raw = await self.redis.get(self.head_key(game_id))
        return None if raw is None else int(raw)

    async def summary(self, game_id: str) -> bytes | None:
        return _bytes(await self.redis.get(self.summary_key(game_id)))

    async def view(self, game_id: str, viewer: int | None) -> bytes | None:
        return _bytes(await self.redis.get(self.view_key(game_id, viewer)))

    async def game_ids(self, status: str, kind: str | None, offset: int, limit: int) -> list[str]:
        return [
            _text(raw)
            for raw in _members(await self.redis.zrevrange(self.lobby_key(status, kind), offset, offset + limit - 1))
        ]

    async def owed(self, player_id: str) -> list[str]:
        return sorted(_text(raw) for raw in await self.redis.smembers(self.owed_key(player_id)))

    async def summaries(self, game_ids: list[str]) -> list[GameSummary]:
        if not game_ids:
            return []
        raws = await self.redis.mget([self.summary_key(game_id) for game_id in game_ids])
        decoder = msgspec.json.Decoder(GameSummary)
        return [decoder.decode(raw) for raw in raws if raw is not None]


def _checkpoint_text(checkpoint: Checkpoint) -> str:
    return f"{checkpoint.transaction_id}:{checkpoint.position}"


def _text(raw: bytes | str) -> str:
    """A Redis answer as text: this client returns bytes (no decode_responses); redis' stubs also allow str."""
    return raw if isinstance(raw, str) else raw.decode()


def _bytes(raw: bytes | str | None) -> bytes | None:
    """A Redis value as bytes (see :func:`_text`)."""
    return raw.encode() if isinstance(raw, str) else raw


def _members(answer: Any) -> list[bytes | str]:
    """A sorted set's members (redis' stubs give every zrange answer one loose union type)."""
    return list(answer)


def _scored(answer: Any) -> list[tuple[str, float]]:
    """A ``withscores=True`` answer as (member, score) pairs (see :func:`_members`)."""
    return [(_text(member), float(score)) for member, score in answer]


def _parse_checkpoint(raw: bytes | None) -> Checkpoint | None:
    if raw is None:
        return None
    transaction_id, position = (int(part) for part in raw.decode().split(":"))
    return Checkpoint(transaction_id, position)


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
        rows = _scored(await models.redis.zrevrange(key, offset, offset + limit - 1, withscores=True))
    else:
        score, game_id = after
        same = await models.redis.zcount(key, score, score)
        found = _scored(
            await models.redis.zrevrangebyscore(key, score, "-inf", start=0, num=limit + same, withscores=True)
        )
        rows = [(member, s) for member, s in found if s < score or member < game_id][:limit]
    ids = [member for member, _ in rows]
    last = (rows[-1][1], ids[-1]) if len(rows) == limit else None
    return LobbyPage(ids, total, last)
