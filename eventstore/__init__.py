"""The event store: PostgreSQL is the source of truth; an in-memory twin for fast tests."""

from eventstore.base import (
    AppendResult,
    Checkpoint,
    ConcurrencyError,
    EventStore,
    EventStoreError,
    NewEvent,
    RecordedEvent,
    StoreUnavailable,
)
from eventstore.stream_queries import StreamQuery

__all__ = [
    "AppendResult",
    "Checkpoint",
    "ConcurrencyError",
    "EventStore",
    "EventStoreError",
    "NewEvent",
    "RecordedEvent",
    "StoreUnavailable",
    "StreamQuery",
]
