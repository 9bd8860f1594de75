"""Loading games from the store, with an in-process cache of folded records.

Re-reading and decoding a whole stream on every command costs more than the
commit (measured on a 2-core machine: one autocommit INSERT is ~1,200-1,500
commits/s on one connection, and decoding a long stream costs more), so a loaded record is kept and only the
events after its version are read: one short query per command. At most
``capacity`` records are kept (least recently used out; ``CLOWDER_CACHED_GAMES``).
The state at an earlier version starts from the nearest of the records kept
every ``CHECKPOINT_EVERY`` versions (services/record_checkpoints.py), so it
costs the same for a long game as for a short one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import structlog
from msgspec.structs import replace

from domain.core.game import Game
from domain.hosting.events import GameCreated
from domain.hosting.record import GameRecord, evolve_record, fold_onto, record_created, stream_id_of
from eventstore import EventStore, RecordedEvent, StoreUnavailable
from services.chained import hash_of, hash_of_metadata
from services.codec import codec_for, decode_lobby_data
from services.errors import UnknownGame
from services.lru import Lru
from services.record_checkpoints import CHECKPOINT_CAPACITY, CHECKPOINT_EVERY, RecordCheckpoints

log = structlog.get_logger(__name__)


class GameRecords:
    def __init__(
        self,
        store: EventStore,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        capacity: int = 10_000,
        checkpoint_every: int = CHECKPOINT_EVERY,
        checkpoint_capacity: int = CHECKPOINT_CAPACITY,
    ) -> None:
        """``checkpoint_capacity=0`` keeps no checkpoints: every ``load_at`` folds from the first event."""
        self.store = store
        self.games = games
        self._records: Lru[str, GameRecord] = Lru(capacity)
        self.checkpoints = RecordCheckpoints(checkpoint_every, checkpoint_capacity)

    @property
    def capacity(self) -> int:
        return self._records.capacity

    @property
    def cached_count(self) -> int:
        return len(self._records)

    def game_of(self, record: GameRecord) -> Game[Any, Any, Any, Any]:
        return self.games[record.kind]

    async def load(self, game_id: str) -> GameRecord:
        """The game's record at its latest version."""
        cached = self._records.get(game_id)
        if cached is None:
            return self.remember(await self.load_at(game_id, None))
        newer = await self.store.read_stream(stream_id_of(game_id), cached.version + 1)
        record = self.apply(cached, newer)
        return self.remember(record) if newer else record

    async def load_at(self, game_id: str, version: int | None) -> GameRecord:
        """The game's record as it was at ``version`` (the latest with None): the nearest
        checkpoint at or below it and the events after, checkpoints kept on the way."""
        stream = stream_id_of(game_id)
        start = self.checkpoints.nearest(game_id, version)
        first = 1 if start is None else start.version + 1
        bodies, head = await self.store.read_stream_data_head(stream, first, version)
        if start is None:
            if not bodies:
                raise UnknownGame(f"there is no game {game_id!r}")
            record = self.fold(bodies)
        elif bodies:
            record = self._fold_keeping(start, bodies)
        else:  # asked for the checkpoint's own version: its head is one more short read
            record = start
            (last,) = await self.store.read_stream(stream, start.version, start.version)
            head = last.metadata
        record = await self._with_moved_at(replace(record, moved_at=None))
        if record.chain == "none" or head is None:
            return record
        return replace(record, chain_head=hash_of_metadata(head))

    async def _with_moved_at(self, record: GameRecord) -> GameRecord:
        """A clocked running game's record with the time of its last event (its deadline's
        start, shown in views): one more short read, only for games that have a deadline."""
        if not _clocked(record):
            return record
        (last,) = await self.store.read_stream(record.stream_id, record.version, record.version)
        return replace(record, moved_at=last.recorded_at.timestamp())

    def fold(self, bodies: list[bytes]) -> GameRecord:
        """A record from its stream's event bodies, the creation first (checkpoints kept on the way)."""
        created = decode_lobby_data(bodies[0])
        if not isinstance(created, GameCreated):
            raise ValueError("a game stream must start with lobby.game_created")
        return self._fold_keeping(record_created(self.games[created.kind], created), bodies[1:])

    def fold_recorded(self, recorded: list[RecordedEvent]) -> GameRecord:
        """A record from a whole stream just appended (its creation first), with its chain head."""
        record = self.fold([event.data for event in recorded])
        if record.chain == "none":
            return record
        return replace(record, chain_head=hash_of(recorded[-1]))

    def _fold_keeping(self, record: GameRecord, bodies: list[bytes]) -> GameRecord:
        """``record`` after the events ``bodies`` (just after its version), keeping the
        records at the checkpoint versions it passes."""
        game = self.game_of(record)
        decode = codec_for(game).decode_data
        events = [decode(body) for body in bodies]
        if not self.checkpoints.enabled:
            return fold_onto(game, record, events)
        self.checkpoints.keep(record)  # the creation itself, with a checkpoint every version
        done = 0
        while (due := self.checkpoints.due(record.version) - record.version) <= len(events) - done:
            record = fold_onto(game, record, events[done : done + due])
            self.checkpoints.keep(record)
            done += due
        return fold_onto(game, record, events[done:])

    def apply(self, record: GameRecord, recorded: list[RecordedEvent]) -> GameRecord:
        game = self.game_of(record)
        codec = codec_for(game)
        for event in recorded:
            if event.version != record.version + 1:
                raise ValueError(f"{event.stream_id}: version {event.version} after {record.version}")
            record = evolve_record(game, record, codec.decode(event))
        if recorded:
            moved_at = recorded[-1].recorded_at.timestamp() if _clocked(record) else None
            record = replace(record, moved_at=moved_at)
        if recorded and record.chain != "none":
            record = replace(record, chain_head=hash_of(recorded[-1]))
        return record

    async def advance(self, game_id: str, events: list[RecordedEvent]) -> GameRecord:
        """The record after ``events`` (a contiguous run of the game's stream, as a log
        follower reads it): folded onto the cached record when it is just behind, read
        from the store otherwise."""
        cached = self.cached(game_id)
        if cached is not None and cached.version + 1 == events[0].version:
            return self.remember(self.apply(cached, events))
        return self.remember(await self.load_at(game_id, events[-1].version))

    async def advance_readable(self, game_id: str, events: list[RecordedEvent]) -> GameRecord | None:
        """:meth:`advance`, or None for a history that cannot be read (an event edited by hand
        in the database): a log follower skips that one game, logged, instead of stopping for
        every game behind it. A store that does not answer still raises (retry later)."""
        try:
            return await self.advance(game_id, events)
        except (StoreUnavailable, UnknownGame):
            raise
        except Exception as error:
            log.error("game_records.unreadable", game_id=game_id, version=events[-1].version, error=repr(error))
            self._records.pop(game_id, None)
            self.checkpoints.forget(game_id)
            return None

    def remember(self, record: GameRecord) -> GameRecord:
        cached = self._records.peek(record.game_id)
        if cached is None or cached.version <= record.version:
            self._records[record.game_id] = record
        return record

    def cached(self, game_id: str) -> GameRecord | None:
        """The cached record, if any (a probe: it does not count as a use)."""
        return self._records.peek(game_id)


def _clocked(record: GameRecord) -> bool:
    """Whether the record keeps ``moved_at``: a running game with ``decision_seconds`` (whatever
    the path that folded it, so that two folds of one history are equal)."""
    return record.decision_seconds is not None and record.status == "running"
