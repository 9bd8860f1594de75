"""Each kind's quick-play queue: a ``matchmaking-<kind>`` stream, folded and decided like a game.

A process keeps each queue folded (its decider's state and the seek book,
services/seek_book.py) and reads only the events after the version it holds:
one short query per request. A command is decided on the latest state and
appended with its expected version; a conflict (another process, the queue's
process manager) reloads and decides again, after a random pause that doubles
with each conflict, a bounded number of times. Every seek of a kind goes through one stream, so a
process writes to a queue one command at a time, and only other processes'
writes conflict: 32 seeks of one kind posted at once through four caches (as
four API processes would) met 7 refusals (``busy``) when each cache let every
request race; with this, none (64 at once: none either).

Chance: a match's seat order is drawn from the queue's random source, the
``hmac-sha256-ctr-v1`` generator keyed from a secret seed the queue keeps
(like a game's, in ``game_seeds``) and counted by the queue's version. The
outcome is written into ``matchmaking.seeks_matched``; the seed stays secret,
so nobody can know a seat order before the match is made.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import typing
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any

import msgspec
import structlog

from domain.core.chance import HmacCounterRandom
from domain.hosting.policy import SERVICE, Actor
from domain.matchmaking import QUEUE, Event, MatchGameStarted, QueueState, SeekCancelled, SeekExpired, SeeksMatched
from eventstore import AppendResult, EventStore, NewEvent
from services.codec import to_new_event
from services.command_handler import CommandHandler, CommandResult
from services.history import Cause
from services.notifier import Notifier
from services.seeds import SeedVault, new_seed
from services.seek_book import SeekBook

log = structlog.get_logger(__name__)

QUEUE_PREFIX = "matchmaking-"
#: The longest random pause after a conflict (they double from 2 ms): writers that collided spread out.
MAX_PAUSE = 0.25
_decoder = msgspec.json.Decoder(QUEUE.event_type)
_KEY_LABEL = b"clowder-matchmaking-key-v1"


def queue_stream(kind: str) -> str:
    return f"{QUEUE_PREFIX}{kind}"


@dataclass
class Queue:
    """One kind's queue as this process last read it."""

    kind: str
    state: QueueState = field(default_factory=QUEUE.initial_state)
    book: SeekBook = field(init=False)
    version: int = 0
    #: Held while folding new events in.
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    #: Held from a command's read to its append: this process's writes to the queue, one at a time.
    writing: asyncio.Lock = field(default_factory=asyncio.Lock)

    def __post_init__(self) -> None:
        self.book = SeekBook(self.kind)

    def fold(self, data: Sequence[bytes], first_version: int) -> None:
        """Fold in events read from ``first_version`` on, skipping those already folded: a
        read and a command's own append may both bring the same event, and a queue that
        counted one twice would expect a version the stream never reaches (every later
        append a conflict)."""
        for version, body in enumerate(data, start=first_version):
            if version != self.version + 1:
                continue
            event = _decoder.decode(body)
            self.state = QUEUE.evolve(self.state, event)
            self.book.apply(event)
            self.version = version


class Announcer(typing.Protocol):
    async def announce(self, seek_ids: Sequence[str]) -> None:
        """Wake whoever waits on these seeks (a long-polling ``GET``)."""
        ...


class SilentAnnouncer:
    async def announce(self, seek_ids: Sequence[str]) -> None:
        return None


class QueueStream:
    """A kind's quick-play queue as the one write path sees it (``services/command_handler.py``):
    the state is this process's folded :class:`Queue`, the decider ``domain/matchmaking``'s, chance
    the queue's own source; every request of a process writes to it one at a time, and a conflict
    (another process) waits a random pause that doubles before deciding again."""

    def __init__(self, queues: Queues) -> None:
        self.queues = queues

    def stream_id(self, key: str) -> str:
        return queue_stream(key)

    def cached(self, key: str) -> Queue | None:
        return None  # a queue is short to catch up: always read what came since

    async def load(self, key: str) -> Queue:
        return await self.queues.load(key)

    async def load_at(self, key: str, version: int) -> Queue:
        return await self.queues.load(key)  # an earlier append is in the folded queue: its answer reads it

    def version(self, state: Queue | None) -> int:
        return 0 if state is None else state.version

    async def context(self, key: str) -> bytes:
        return await self.queues.key_of(key)

    def decide(self, key: str, state: Queue | None, actor: Actor, command: Any, context: bytes) -> Sequence[Event]:
        assert state is not None
        return QUEUE.decide(state.state, command, HmacCounterRandom(context, state.version))

    def encode(
        self, key: str, state: Queue | None, events: Sequence[msgspec.Struct], cause: Cause, context: bytes
    ) -> list[NewEvent]:
        return [to_new_event(event) for event in events]

    def applied(self, state: Queue | None, result: AppendResult) -> Queue:
        assert state is not None
        state.fold([event.data for event in result.events], result.first_version)
        return state

    def decoded(self, state: Queue, result: AppendResult) -> tuple[msgspec.Struct, ...]:
        return tuple(_decoder.decode(event.data) for event in result.events)

    def writing(self, key: str) -> AbstractAsyncContextManager[object]:
        return self.queues.queue(key).writing

    def pause_after_conflict(self, attempt: int) -> float:
        return random.uniform(0, min(MAX_PAUSE, 0.002 * 2**attempt))


class Queues:
    def __init__(self, store: EventStore, seeds: SeedVault, notifier: Notifier, announcer: Announcer) -> None:
        self.store = store
        self.seeds = seeds
        self.notifier = notifier
        self.announcer = announcer
        self._queues: dict[str, Queue] = {}
        self._keys: dict[str, bytes] = {}
        self.stream = QueueStream(self)
        self.handler = CommandHandler(store, notifier, max_attempts=16)

    def queue(self, kind: str) -> Queue:
        return self._queues.setdefault(kind, Queue(kind))

    async def load(self, kind: str) -> Queue:
        """The queue at its latest version (the events since the last read folded in)."""
        queue = self.queue(kind)
        async with queue.lock:
            since = queue.version + 1
            queue.fold(await self.store.read_stream_data(queue_stream(kind), since), since)
        return queue

    async def execute(
        self,
        kind: str,
        command: Any,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
    ) -> tuple[Queue, CommandResult[Queue]]:
        """Decide ``command`` on the latest state and append, through the one write path; a
        decision with no events appends nothing. With an ``idempotency_key``, an append the key
        already made is answered with ``replayed`` (the caller compares the fingerprint)."""
        before = self.queue(kind).state
        result = await self.handler.handle(
            self.stream,
            kind,
            SERVICE,
            command,
            cause=Cause(),
            idempotency_key=idempotency_key,
            fingerprint=fingerprint,
        )
        if result.events and not result.replayed:
            await self.announcer.announce(touched(before, result.events))
        return await self.load(kind), result

    async def key_of(self, kind: str) -> bytes:
        """The key of the queue's random source (its secret seed is made on first use)."""
        key = self._keys.get(kind)
        if key is None:
            stream = queue_stream(kind)
            await self.seeds.keep(stream, new_seed())  # the first kept wins, in every process
            secret = await self.seeds.seed_of(stream)
            key = self._keys[kind] = hashlib.sha256(_KEY_LABEL + b"\x00" + secret).digest()
        return key


def touched(before: QueueState, events: Sequence[Any]) -> list[str]:
    """The seeks whose answer ``events`` change (a waiting ``GET`` wakes for them)."""
    out: list[str] = []
    for event in events:
        match event:
            case SeekCancelled(seek_id=seek_id) | SeekExpired(seek_id=seek_id):
                out.append(seek_id)
            case SeeksMatched(seating=seating):
                out += [seat.seek_id for seat in seating if seat.seek_id is not None]
            case MatchGameStarted(match_number=number):
                for match in before.unstarted:
                    if match.match_number == number:
                        out += [seat.seek_id for seat in match.seating if seat.seek_id is not None]
    return out
