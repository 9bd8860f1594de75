"""The in-memory twin of the PostgreSQL store, for fast tests.

It keeps the same promises (see :mod:`eventstore.base`) and passes the same
contract suite. Each call does its work without awaiting in between, so on one
event loop every append is atomic, as one statement is in PostgreSQL. Each
append is one "transaction": its events share a ``transaction_id``, and
appends commit in the order they are numbered, so ``read_all`` is simply the
list of events in the order they were appended.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import msgspec

from eventstore.base import (
    AppendResult,
    Checkpoint,
    ConcurrencyError,
    EventStoreError,
    NewEvent,
    RecordedEvent,
    check_append_arguments,
)
from eventstore.stream_queries import StreamQuery, in_memory_order, matches_in_memory


class InMemoryEventStore:
    def __init__(self) -> None:
        self._streams: dict[str, list[RecordedEvent]] = {}
        self._log: list[RecordedEvent] = []
        self._idempotent: dict[tuple[str, str], AppendResult] = {}
        self._last_transaction_id = 0

    async def append(
        self,
        stream_id: str,
        events: Sequence[NewEvent],
        expected_version: int,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
    ) -> AppendResult:
        check_append_arguments(events, expected_version)
        if idempotency_key is not None:
            earlier = self._idempotent.get((stream_id, idempotency_key))
            if earlier is not None:
                return msgspec.structs.replace(earlier, replayed=True)
        stream = self._streams.get(stream_id, [])
        if len(stream) != expected_version:
            raise ConcurrencyError(stream_id, expected_version)
        for event in events:
            _check_json(event)

        self._last_transaction_id += 1
        now = datetime.now(UTC)
        recorded = tuple(
            RecordedEvent(
                stream_id=stream_id,
                version=expected_version + offset,
                position=len(self._log) + offset,
                transaction_id=self._last_transaction_id,
                type=event.type,
                data=event.data,
                metadata=event.metadata,
                recorded_at=now,
            )
            for offset, event in enumerate(events, start=1)
        )
        self._streams[stream_id] = [*stream, *recorded]
        self._log.extend(recorded)
        result = AppendResult(stream_id, recorded[0].version, recorded[-1].version, recorded)
        if idempotency_key is not None:
            result = msgspec.structs.replace(result, fingerprint=fingerprint)
            self._idempotent[(stream_id, idempotency_key)] = result
        return result

    async def find_idempotent(self, stream_id: str, idempotency_key: str) -> AppendResult | None:
        earlier = self._idempotent.get((stream_id, idempotency_key))
        return None if earlier is None else msgspec.structs.replace(earlier, replayed=True)

    async def read_stream(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[RecordedEvent]:
        stream = self._streams.get(stream_id, [])
        start = max(from_version, 1) - 1
        stop = len(stream) if to_version is None else max(min(to_version, len(stream)), start)
        return stream[start:stop]

    async def read_stream_data(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> list[bytes]:
        return [event.data for event in await self.read_stream(stream_id, from_version, to_version)]

    async def read_stream_data_head(
        self, stream_id: str, from_version: int = 1, to_version: int | None = None
    ) -> tuple[list[bytes], bytes | None]:
        events = await self.read_stream(stream_id, from_version, to_version)
        return [event.data for event in events], events[-1].metadata if events else None

    async def stream_version(self, stream_id: str) -> int:
        return len(self._streams.get(stream_id, ()))

    async def find_streams(self, query: StreamQuery, offset: int = 0, limit: int = 100) -> list[str]:
        found = in_memory_order(query, [s for s in self._streams.values() if matches_in_memory(query, s)])
        return [stream[0].stream_id for stream in found[max(offset, 0) : max(offset, 0) + max(limit, 0)]]

    async def count_streams(self, query: StreamQuery) -> int:
        return sum(1 for stream in self._streams.values() if matches_in_memory(query, stream))

    async def behind(self, after: Checkpoint, at_most: int = 100_000) -> tuple[int, datetime | None]:
        later = await self.read_all(after, at_most)
        return len(later), later[0].recorded_at if later else None

    async def read_all(self, after: Checkpoint = Checkpoint(), limit: int = 1000) -> list[RecordedEvent]:
        # Positions are 1..n in commit order, so the checkpoint's position is an index.
        start = min(max(after.position, 0), len(self._log))
        return self._log[start : start + max(limit, 0)]


def _check_json(event: NewEvent) -> None:
    """Refuse what PostgreSQL's jsonb columns would refuse, so both stores fail alike."""
    for name, body in (("data", event.data), ("metadata", event.metadata)):
        try:
            msgspec.json.decode(body)
        except msgspec.DecodeError as error:
            raise EventStoreError(f"event {event.type!r}: {name} is not JSON: {error}") from error
