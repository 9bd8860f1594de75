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

__all__ = [
    "AppendResult",
    "Checkpoint",
    "ConcurrencyError",
    "EventStore",
    "EventStoreError",
    "NewEvent",
    "RecordedEvent",
    "StoreUnavailable",
]
