"""The one write path: load, decide, encode, append with the expected version, notify.

Every write of the service comes through :meth:`CommandHandler.handle`: a
game's creation, its lobby commands and moves, an operator's abort, a
tournament's creation and commands. What differs per kind of stream (how it
is loaded, which pure decider answers, how events are encoded: a game's are
chained) is a :class:`Stream`; the loop around it is written once:

* the decision is taken on the cached state without a read first; the append's
  version check catches a stale one, and a refusal is only given after a fresh
  read confirms it;
* a conflict (another writer got there first) reloads and decides again, a
  bounded number of times;
* with an idempotency key, a resend gets the first answer: the key is looked
  up before deciding and again before any refusal is given, so a retry that
  raced the first attempt and lost is answered, never refused.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager, nullcontext
from typing import Any, Generic, Protocol, TypeVar

import msgspec

from domain.core.rejection import Rejected
from domain.hosting.policy import Actor
from eventstore import AppendResult, ConcurrencyError, EventStore, NewEvent
from services.errors import Busy, ServiceError, StaleVersion
from services.history import Cause
from services.idempotency import check_same_request
from services.notifier import Notifier

State = TypeVar("State")
Context = TypeVar("Context")


class Stream(Protocol[State, Context]):
    """One kind of stream as the write path sees it."""

    def stream_id(self, key: str) -> str: ...

    def cached(self, key: str) -> State | None:
        """The state kept in memory, possibly stale (a probe: no read)."""

    async def load(self, key: str) -> State | None:
        """The latest state; None when the stream does not exist yet."""

    async def load_at(self, key: str, version: int) -> State: ...

    def version(self, state: State | None) -> int: ...

    async def context(self, key: str) -> Context:
        """What deciding and encoding need beside the state, read once per command (a game's seed)."""

    def decide(
        self, key: str, state: State | None, actor: Actor, command: Any, context: Context
    ) -> Sequence[msgspec.Struct]: ...

    def encode(
        self, key: str, state: State | None, events: Sequence[msgspec.Struct], cause: Cause, context: Context
    ) -> list[NewEvent]: ...

    def applied(self, state: State | None, result: AppendResult) -> State:
        """The state after the events just appended (kept in memory by the stream)."""

    def decoded(self, state: State, result: AppendResult) -> tuple[msgspec.Struct, ...]:
        """The events of an earlier append, as the decider had returned them."""

    def writing(self, key: str) -> AbstractAsyncContextManager[object]:
        """Held around each command's decide-and-append: a stream every request of a process writes
        to (a quick-play queue) takes a lock, so that only other processes' writes conflict."""

    def pause_after_conflict(self, attempt: int) -> float:
        """Seconds to wait before deciding again after the ``attempt``-th conflict (0: at once)."""


class CommandResult(msgspec.Struct, Generic[State], frozen=True):
    """What a command did: the state after it, the events it appended, and whether this
    answer repeats an earlier one (a resend with the same idempotency key)."""

    state: State
    events: tuple[Any, ...]
    replayed: bool = False


class CommandHandler:
    def __init__(self, store: EventStore, notifier: Notifier, max_attempts: int = 10) -> None:
        self.store = store
        self.notifier = notifier
        self.max_attempts = max_attempts

    async def handle(
        self,
        stream: Stream[State, Context],
        key: str,
        actor: Actor,
        command: Any,
        *,
        cause: Cause,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
    ) -> CommandResult[State]:
        """Decide ``command`` from ``actor`` on the stream ``key`` and append what it causes.

        ``expected_version``: the version the caller decided on (a newer stream is a
        :class:`StaleVersion`; 0 for a stream that must not exist yet)."""
        stream_id = stream.stream_id(key)
        if idempotency_key is not None:
            earlier = await self.store.find_idempotent(stream_id, idempotency_key)
            if earlier is not None:
                return await self._earlier(stream, key, earlier, fingerprint)
        try:
            async with stream.writing(key):  # this process's writes to the stream, one at a time where it asks
                return await self._attempts(
                    stream, key, actor, command, cause, expected_version, idempotency_key, fingerprint
                )
        except (Rejected, ServiceError):
            if idempotency_key is None:
                raise
            earlier = await self.store.find_idempotent(stream_id, idempotency_key)
            if earlier is None:
                raise
            return await self._earlier(stream, key, earlier, fingerprint)

    async def _attempts(
        self,
        stream: Stream[State, Context],
        key: str,
        actor: Actor,
        command: Any,
        cause: Cause,
        expected_version: int | None,
        idempotency_key: str | None,
        fingerprint: bytes | None,
    ) -> CommandResult[State]:
        state = stream.cached(key)
        confirmed = state is None  # a refusal decided on a cached state is checked on a fresh read
        if confirmed:
            state = await stream.load(key)
        context = await stream.context(key)
        for attempt in range(self.max_attempts):
            version = stream.version(state)
            try:
                if expected_version is not None and version != expected_version:
                    raise StaleVersion(expected_version, version)
                events = list(stream.decide(key, state, actor, command, context))
            except (Rejected, ServiceError):
                if confirmed:
                    raise
                newer, confirmed = await stream.load(key), True
                if stream.version(newer) == version:
                    raise
                state = newer
                continue
            if not events:  # decided, and nothing to record: nothing appended
                assert state is not None
                return CommandResult(state=state, events=())
            metadata_cause = msgspec.structs.replace(cause, decided_at=version)
            encoded = stream.encode(key, state, events, metadata_cause, context)
            try:
                result = await self.store.append(
                    stream.stream_id(key),
                    encoded,
                    expected_version=version,
                    idempotency_key=idempotency_key,
                    fingerprint=fingerprint,
                )
            except ConcurrencyError:
                if pause := stream.pause_after_conflict(attempt):
                    await asyncio.sleep(pause)
                state, confirmed = await stream.load(key), True
                continue
            if result.replayed:
                return await self._earlier(stream, key, result, fingerprint)
            after = stream.applied(state, result)
            await self.notifier.appended(result)
            return CommandResult(state=after, events=tuple(events))
        raise Busy("the stream is changing too fast; try again")

    async def _earlier(
        self, stream: Stream[State, Context], key: str, earlier: AppendResult, fingerprint: bytes | None
    ) -> CommandResult[State]:
        """The first answer to a keyed command, rebuilt from what it recorded; another request is refused."""
        check_same_request(earlier, fingerprint)
        state = await stream.load_at(key, earlier.last_version)
        return CommandResult(state=state, events=stream.decoded(state, earlier), replayed=True)


def no_lock(key: str) -> AbstractAsyncContextManager[object]:
    """:meth:`Stream.writing` of a stream whose writers need no lock of their own."""
    return nullcontext()
