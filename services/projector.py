"""The projector: follows the store's global log and keeps the read models in Redis.

Redis pub/sub drives it: each append publishes a wake-up, and the projector
reads the log from its checkpoint. It never trusts a notification for
content, so a lost one costs at most ``poll_interval``.

Every batch is written under a generation marker and the checkpoint the
projector wrote last, checked in the same Lua script that writes
(services/guarded_writes.py). When the write is refused, or the once-a-second
look finds the marker gone, the projector looks at what Redis holds: no
marker (a new or flushed Redis) means a rebuild of every model from the start
of the log; another generation (another projector rebuilt) or an older
checkpoint (a Redis restored from a snapshot) means projecting again from the
checkpoint Redis holds. A flush at any moment is therefore repaired in full,
never papered over by a batch computed before it.

The same script that writes a batch then publishes the batch's events on
each game's channel (for the live streams) and each owed decision on its
holder's channel: one round trip, and a subscriber never hears of a version
whose models are not written yet.

With partitioned workers (services/partitions.py) a projector is given one
partition: it projects only that partition's games, under a checkpoint (and a
``ready`` marker) of its own, and wakes only for that partition's
notifications (or the poll). The generation is shared by every partition, so
a flush is noticed and repaired by each of them for its own games.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import msgspec
import structlog
from redis.asyncio import Redis

from domain.core.game import Game, Outcome
from domain.hosting.record import GameRecord
from domain.hosting.visibility import Instant, deadline_of, seat_view
from eventstore import Checkpoint, EventStore, RecordedEvent
from services.cancellation import keep_running, raise_if_cancelled
from services.chained import hash_of
from services.game_records import GameRecords
from services.lru import Lru
from services.partitions import WHOLE, Partition, wakes
from services.read_models import EncodedViews, LobbyListing, ReadModels

log = structlog.get_logger(__name__)


class DecisionOwed(msgspec.Struct, frozen=True):
    """Published on a player's channel: a seat of theirs must decide at ``version``.

    ``view`` is that seat's view at ``version`` (the body ``GET /view`` answers
    with), so that a bot woken by the decisions stream moves with no request
    of its own. It goes only on the channel of the player who holds the seat
    at that version: what it shows, that player may see."""

    game_id: str
    kind: str
    seat: int
    version: int
    #: Raw JSON (``null`` when not known): msgspec decodes a ``Raw`` field, not a ``Raw | None`` one.
    view: msgspec.Raw = msgspec.Raw(b"null")
    #: When the decision is due (the view's ``deadline``); None for a game without ``decision_seconds``.
    deadline: Instant | None = None


class GameOver(msgspec.Struct, frozen=True, tag_field="type", tag="game_ended"):
    """Published on the channel of each player seated at a game's end (after any decision of it).

    Tagged, unlike :class:`DecisionOwed` (read as one when a message has no ``type``)."""

    game_id: str
    kind: str
    seat: int
    version: int
    outcome: Outcome | None
    aborted: str | None
    #: When the last event was recorded (Unix seconds).
    ended_at: float


#: A game end projected later than this after it happened (a rebuild of the models) is not announced.
GAME_OVER_NEWS_SECONDS = 60.0


class LiveEvent(msgspec.Struct, frozen=True):
    """One event as published on a game's channel (raw: each subscriber redacts)."""

    version: int
    type: str
    data: msgspec.Raw
    #: The event's chain hash (docs/fairness.md), so a live stream's entries carry it as the history's do.
    hash: str | None = None


class Projector:
    def __init__(
        self,
        store: EventStore,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        redis: Redis,
        prefix: str = "clowder:",
        batch_size: int = 1000,
        poll_interval: float = 1.0,
        partition: Partition = WHOLE,
        cached_games: int = 10_000,
    ) -> None:
        """``cached_games`` bounds both the folded records it keeps and what it remembers
        the lobby shows of each game (``CLOWDER_CACHED_GAMES``)."""
        self.store = store
        self.games = games
        self.redis = redis
        self.partition = partition
        self.models = ReadModels(redis, prefix, partition)
        self.notify_channel = f"{prefix}events"
        self.batch_size = batch_size
        self.poll_interval = poll_interval
        self.cached_games = cached_games
        self.records = GameRecords(store, games, cached_games, checkpoint_capacity=0)
        self.checkpoint: Checkpoint | None = None
        #: The generation of the models this projector writes (see services/read_models.py).
        self.generation: str | None = None
        #: Whether the lobby lists were marked complete for this generation.
        self._ready = False
        self.rebuilds = 0
        self.projected = 0
        self.verify_interval = 1.0
        self._verified_at = 0.0
        #: What the lobby and the owed-decision sets show of each game, to write only changes.
        self.shown: Lru[str, LobbyListing] = Lru(cached_games)
        #: The records the last batch written touched, folded to its end (for services/log_pump.py).
        self.touched: list[GameRecord] = []

    async def run(self, ready: asyncio.Event | None = None) -> None:
        """Project forever, surviving Redis restarts; cancel the task to stop."""
        await keep_running(lambda: self._follow(ready), "projector.restarting")

    async def _follow(self, ready: asyncio.Event | None) -> None:
        pubsub = self.redis.pubsub()
        await pubsub.subscribe(self.notify_channel)
        try:
            wanted: dict[str, int] = {}
            while True:
                await self.catch_up()
                await self.wait_for_notified(wanted)
                if ready is not None:
                    ready.set()
                wanted = await self.wake_up(pubsub)
        finally:
            await pubsub.aclose()

    async def wake_up(self, pubsub: Any) -> dict[str, int]:
        """Wait for a notification of this partition's streams, or the poll; the versions notified."""
        wanted: dict[str, int] = {}
        deadline = time.monotonic() + self.poll_interval
        while (left := deadline - time.monotonic()) > 0:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
            raise_if_cancelled()
            woken = False
            while message is not None:
                data = message.get("data")
                if wakes(self.partition, data):
                    woken = True
                    _note(wanted, data)
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0)
            if woken:
                break
        return wanted

    async def wait_for_notified(
        self, wanted: dict[str, int], catch_up: Callable[[], Awaitable[object]] | None = None
    ) -> None:
        """Wait a little for notified events the log does not show yet.

        An event is readable only once every older transaction has ended (see
        docs/eventstore.md), so a wake-up can find an empty page. Rather than
        wait for the poll, retry for a few milliseconds until each notified
        game version is projected. ``catch_up`` is what a retry runs (this
        projector's own catch-up unless a shared reader, services/log_pump.py, says)."""
        delay = 0.0005
        for _ in range(12):
            if all(self.has_projected(stream, version) for stream, version in wanted.items()):
                return
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.02)
            await (catch_up or self.catch_up)()

    def has_projected(self, stream_id: str, version: int) -> bool:
        if not stream_id.startswith("game-"):
            return True
        cached = self.records.cached(stream_id.removeprefix("game-"))
        return cached is not None and cached.version >= version

    async def catch_up(self) -> int:
        """Project everything the log holds past the checkpoint; how many events."""
        await self.verify()
        count = 0
        while True:
            assert self.checkpoint is not None
            batch = await self.store.read_all(self.checkpoint, self.batch_size)
            if batch and not await self.project(batch):
                await self.resync_with_redis()
                continue
            count += len(batch)
            if len(batch) < self.batch_size:
                await self.mark_ready()
                return count

    async def verify(self) -> None:
        """Notice a flush while idle too: at start, then once a second."""
        now = time.monotonic()
        if self.generation is not None and now - self._verified_at < self.verify_interval:
            return
        if self.generation is None or await self.models.generation() != self.generation:
            await self.resync_with_redis()
        self._verified_at = now

    async def resync_with_redis(self) -> None:
        """Take up what Redis holds: rebuild from nothing, or project again from its checkpoint."""
        current = await self.models.generation()
        stored = await self.models.checkpoint()
        self.shown.clear()
        self._ready = False
        if current is not None and stored is not None:
            if current != self.generation:
                log.info("projector.adopting", generation=current)
            self.generation, self.checkpoint = current, stored
            return
        log.info("projector.rebuilding", rebuilds=self.rebuilds)
        self.rebuilds += 1
        self.records = GameRecords(self.store, self.games, self.cached_games, checkpoint_capacity=0)
        self.generation, self.checkpoint = await self.models.start_generation()

    async def mark_ready(self) -> None:
        """Once caught up, say the lobby lists are complete (readers use the store until then)."""
        if self._ready or self.generation is None or self.checkpoint is None:
            return
        self._ready = await self.models.mark_ready((self.generation, self.checkpoint))
        if not self._ready:  # flushed since the last batch: rebuild at the next catch-up
            await self.resync_with_redis()

    async def project(self, batch: list[RecordedEvent]) -> bool:
        """Write the batch's models; False (nothing written) if Redis is not where we left it."""
        assert self.generation is not None and self.checkpoint is not None
        touched: dict[str, GameRecord] = {}
        by_stream: dict[str, list[RecordedEvent]] = {}
        for event in batch:
            by_stream.setdefault(event.stream_id, []).append(event)
        for stream_id, events in by_stream.items():
            if not stream_id.startswith("game-") or not self.partition.owns(stream_id):
                continue
            record = await self.records.advance_readable(stream_id.removeprefix("game-"), events)
            if record is not None:
                touched[record.game_id] = record
        checkpoint = batch[-1].checkpoint
        owned = {stream: events for stream, events in by_stream.items() if self.partition.owns(stream)}
        written = await self.models.write(
            ((self.games[record.kind], record) for record in touched.values()),
            checkpoint,
            (self.generation, self.checkpoint),
            self.shown,
            lambda views: self._publications(owned, list(touched.values()), views),
        )
        if not written:
            return False
        self.checkpoint = checkpoint
        self.projected += len(batch)
        self.touched = list(touched.values())
        return True

    def _publications(
        self, by_stream: dict[str, list[RecordedEvent]], records: list[GameRecord], views: EncodedViews
    ) -> list[tuple[str, bytes]]:
        """The batch's events on each game's channel, and each owed decision on its holder's
        channel: published by the models' own write, once the models they announce are there."""
        encoder = msgspec.json.Encoder()
        published: list[tuple[str, bytes]] = []
        for stream_id, events in by_stream.items():
            live = [LiveEvent(e.version, e.type, msgspec.Raw(e.data), hash_of(e)) for e in events]
            published.append((self.models.game_channel(stream_id.removeprefix("game-")), encoder.encode(live)))
        for record in records:
            game = self.games[record.kind]
            for owed in decisions_owed(game, record):
                holder = record.seats[owed.seat]
                if holder is not None:
                    encoded = views.get((record.game_id, owed.seat))
                    if encoded is None:
                        encoded = encoder.encode(seat_view(game, record, owed.seat))
                    shown = msgspec.Raw(encoded)
                    owed = msgspec.structs.replace(owed, view=shown)
                    published.append((self.models.player_channel(holder.player_id), encoder.encode(owed)))
            ended_at = by_stream[record.stream_id][-1].recorded_at.timestamp() if record.stream_id in by_stream else 0.0
            for seat, over in games_over(game, record, ended_at, time.time()):
                published.append((self.models.player_channel(seat), encoder.encode(over)))
        return published


def _note(wanted: dict[str, int], data: object) -> None:
    """Remember a notification's ``stream_id:version``."""
    if not isinstance(data, bytes | str):
        return
    text = data.decode() if isinstance(data, bytes) else data
    stream_id, _, version = text.rpartition(":")
    if stream_id and version.isdigit():
        wanted[stream_id] = max(wanted.get(stream_id, 0), int(version))


def decisions_owed(game: Game[Any, Any, Any, Any], record: GameRecord) -> list[DecisionOwed]:
    if record.status != "running":
        return []
    deadline = deadline_of(record)
    return [
        DecisionOwed(record.game_id, record.kind, seat, record.version, deadline=deadline)
        for seat in sorted(game.pending_seats(record.state))
    ]


def games_over(
    game: Game[Any, Any, Any, Any], record: GameRecord, ended_at: float, now: float
) -> list[tuple[str, GameOver]]:
    """(player id, notice) for each seat of a game that has just ended (its last event recorded
    at ``ended_at``): nothing for a game still going, or one whose end is old news (the models
    being rebuilt from the log)."""
    if record.status != "finished" or now - ended_at > GAME_OVER_NEWS_SECONDS:
        return []
    outcome = None if record.aborted is not None else game.outcome(record.state)
    return [
        (
            holder.player_id,
            GameOver(record.game_id, record.kind, seat, record.version, outcome, record.aborted, ended_at),
        )
        for seat, holder in enumerate(record.seats)
        if holder is not None
    ]
