"""What every event store promises.

The store sees bytes and a type name, never domain objects: the service
encodes events with msgspec before appending and decodes them after reading.

Streams are numbered from version 1; an empty stream is at version 0. Every
recorded event also has a place in one global order, the :class:`Checkpoint`
``(transaction_id, position)``: a reader that follows ``read_all`` from its
last checkpoint never skips an event, even one whose transaction committed
after a later-numbered one (see ``docs/eventstore.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

import msgspec

from eventstore.stream_queries import StreamQuery


class EventStoreError(Exception):
    """Base of the store's own errors; driver errors never leak past the store."""


class StoreUnavailable(EventStoreError):
    """PostgreSQL cannot be reached (down, restarting, no free connection in time).

    An append that raised this either committed whole or not at all (it is
    one statement); retrying with the same idempotency key tells which."""


class ConcurrencyError(EventStoreError):
    """The stream is not at the expected version: nothing was written."""

    def __init__(self, stream_id: str, expected_version: int) -> None:
        super().__init__(f"stream {stream_id!r} is not at version {expected_version}")
        self.stream_id = stream_id
        self.expected_version = expected_version


class NewEvent(msgspec.Struct, frozen=True):
    """An event to append: its type tag, its encoded body and metadata (JSON bytes)."""

    type: str
    data: bytes
    metadata: bytes = b"{}"


class Checkpoint(msgspec.Struct, frozen=True, order=True):
    """A place in the global order. ``Checkpoint()`` is before everything."""

    transaction_id: int = 0
    position: int = 0


class RecordedEvent(msgspec.Struct, frozen=True):
    stream_id: str
    version: int
    position: int
    transaction_id: int
    type: str
    data: bytes
    metadata: bytes
    recorded_at: datetime

    @property
    def checkpoint(self) -> Checkpoint:
        return Checkpoint(self.transaction_id, self.position)


class AppendResult(msgspec.Struct, frozen=True):
    """What an append wrote; ``replayed`` when an idempotency key matched an earlier append.

    ``fingerprint`` is what the keyed append that wrote these events said
    about its request (None without a key, or for appends made before
    fingerprints were kept): the caller compares it with its own to tell a
    retry from a different request that reused the key.
    """

    stream_id: str
    first_version: int
    last_version: int
    events: tuple[RecordedEvent, ...]
    replayed: bool = False
    fingerprint: bytes | None = None


def check_append_arguments(events: Sequence[NewEvent], expected_version: int) -> None:
    """Refuse what no store can append: no events at all, or a negative expected version."""
    if not events:
        raise ValueError("append needs at least one event")
    if expected_version < 0:
        raise ValueError(f"expected_version must be >= 0, not {expected_version}")


class EventStore(Protocol):
    async def append(
        self,
        stream_id: str,
        events: Sequence[NewEvent],
        expected_version: int,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
    ) -> AppendResult:
        """Append ``events`` if the stream is at ``expected_version``, all or nothing.

        Raises :class:`ConcurrencyError` otherwise. With an ``idempotency_key``
        already used on this stream, writes nothing and returns the first
        append's result with ``replayed=True`` (whatever the expected version,
        events and fingerprint), carrying the first append's ``fingerprint``.
        A new keyed append keeps ``fingerprint`` with the key.
        """
        ...

    async def find_idempotent(self, stream_id: str, idempotency_key: str) -> AppendResult | None:
        """The earlier append made with this key on this stream (and its fingerprint), if any."""
        ...

    async def read_stream(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[RecordedEvent]:
        """Events of one stream with ``from_version <= version <= to_version``, in order."""
        ...

    async def read_stream_data(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[bytes]:
        """Only the bodies of :meth:`read_stream`'s events, in version order.

        Folding a stream needs nothing else, and reading one column instead of
        eight is most of the cost of a replay (see docs/benchmarks.md).
        """
        ...

    async def read_stream_data_head(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> tuple[list[bytes], bytes | None]:
        """:meth:`read_stream_data`, and the metadata of the last event it returns (None if none).

        A replay of a chained game needs the head's hash from the metadata: in the
        same statement, not a second round trip.
        """
        ...

    async def stream_version(self, stream_id: str) -> int:
        """The stream's last version, 0 when it has no events."""
        ...

    async def find_streams(self, query: StreamQuery, offset: int = 0, limit: int = 100) -> list[str]:
        """The ids of one page of the streams ``query`` describes (``eventstore/stream_queries.py``)."""
        ...

    async def count_streams(self, query: StreamQuery) -> int:
        """How many streams ``query`` describes."""
        ...

    async def behind(self, after: Checkpoint, at_most: int = 100_000) -> tuple[int, datetime | None]:
        """How many events come after ``after`` in the global order (counted up to ``at_most``),
        and when the oldest of them was recorded (None when there are none): a follower's lag."""
        ...

    async def read_all(self, after: Checkpoint = Checkpoint(), limit: int = 1000) -> list[RecordedEvent]:
        """Up to ``limit`` events after ``after`` in the global order, never skipping one."""
        ...
