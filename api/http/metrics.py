"""Prometheus metrics: what an operator graphs and alerts on, served at ``/metrics``.

Each process keeps its own registry (not prometheus_client's global one, so
that two apps in one test process do not collide) and each API process serves
its own ``/metrics``: scrape every API process, as Prometheus does with one
target per process (no multiprocess mode, no shared files). The worker process
has no HTTP; what it does shows here through the store and Redis (projection
lag is measured at scrape time from the store and the projector's checkpoint).
"""

from __future__ import annotations

import math
import time
from collections.abc import Awaitable, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, TypeVar

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    start_http_server,
)

from domain.core.rejection import Rejected
from eventstore import AppendResult, Checkpoint, ConcurrencyError, EventStore, NewEvent
from services.errors import ServiceError

if TYPE_CHECKING:
    from api.components import Components

T = TypeVar("T")

CONTENT_TYPE = CONTENT_TYPE_LATEST
_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class Metrics:
    def __init__(self) -> None:
        self.registry = registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "clowder_http_requests",
            "HTTP requests answered, by route template and status",
            ["method", "route", "status"],
            registry=registry,
        )
        self.request_seconds = Histogram(
            "clowder_http_request_duration_seconds",
            "Time to answer an HTTP request (a stream: its whole life)",
            ["method", "route"],
            buckets=_LATENCY_BUCKETS,
            registry=registry,
        )
        self.commands = Counter(
            "clowder_commands",
            "Game commands, by kind, outcome (accepted, rejected) and rejection code",
            ["kind", "outcome", "reason"],
            registry=registry,
        )
        self.append_seconds = Histogram(
            "clowder_append_duration_seconds",
            "Time of one append to the event store",
            buckets=_LATENCY_BUCKETS,
            registry=registry,
        )
        self.append_conflicts = Counter(
            "clowder_append_conflicts",
            "Appends refused because another writer got to the version first",
            registry=registry,
        )
        self.projection_lag_events = Gauge(
            "clowder_projection_lag_events",
            "Events committed but not yet in the Redis read models (NaN: unknown)",
            registry=registry,
        )
        self.projection_lag_seconds = Gauge(
            "clowder_projection_lag_seconds",
            "Age of the oldest event not yet projected (0: none)",
            registry=registry,
        )
        self.open_streams = Gauge(
            "clowder_open_streams", "Server-Sent Events connections open now", ["route"], registry=registry
        )
        self.rate_limited = Counter(
            "clowder_rate_limited", "Requests refused with 429 Too Many Requests", ["route"], registry=registry
        )
        self.partitions_held = Gauge(
            "clowder_worker_partitions_held",
            "Log partitions this process's workers hold (set by the worker)",
            registry=registry,
        )
        self.cache_entries = Gauge(
            "clowder_cache_entries",
            "Entries held by each bounded in-process cache (set at scrape time)",
            ["cache"],
            registry=registry,
        )
        self.cache_capacity = Gauge(
            "clowder_cache_capacity",
            "The bound of each in-process cache (CLOWDER_CACHED_*)",
            ["cache"],
            registry=registry,
        )
        self._request_children: dict[tuple[str, str, int], tuple[Any, Any]] = {}

    def command(self, kind: str, outcome: str, reason: str = "") -> None:
        self.commands.labels(kind, outcome, reason).inc()

    def request(self, method: str, route: str, status: int, seconds: float) -> None:
        """Count one answered request. The labelled children are cached: prometheus_client's
        ``labels()`` validates and locks on every call, a third of this method's cost."""
        key = (method, route, status)
        children = self._request_children.get(key)
        if children is None:
            children = (self.requests.labels(method, route, str(status)), self.request_seconds.labels(method, route))
            self._request_children[key] = children
        children[0].inc()
        children[1].observe(seconds)
        if status == 429:
            self.rate_limited.labels(route).inc()

    async def refresh(self, store: EventStore, checkpoint: Checkpoint | None) -> None:
        """Projection lag from the store and the projector's checkpoint (None: unknown)."""
        if checkpoint is None:
            self.projection_lag_events.set(math.nan)
            return
        count, oldest = await store.behind(checkpoint, at_most=100_000)
        self.projection_lag_events.set(count)
        self.projection_lag_seconds.set(0.0 if oldest is None else (datetime.now(UTC) - oldest).total_seconds())

    def caches(self, sizes: Mapping[str, tuple[int, int]]) -> None:
        """Each cache's (entries, capacity), by name: a fixed set, so the series stay few."""
        for name, (entries, capacity) in sizes.items():
            self.cache_entries.labels(name).set(entries)
            self.cache_capacity.labels(name).set(capacity)

    def render(self) -> bytes:
        return generate_latest(self.registry)


def serve_metrics(metrics: Metrics, port: int) -> None:
    """Serve ``metrics`` on ``port`` from a daemon thread (prometheus_client's own server),
    for the worker process, which has no HTTP of its own."""
    start_http_server(port, registry=metrics.registry)


class MeteredEventStore:
    """An event store that times each append and counts its conflicts, around any other store.

    Composition, not inheritance: every other call goes straight through, so the
    store underneath (PostgreSQL, or the in-memory twin) is not changed by being measured."""

    def __init__(self, inner: EventStore, metrics: Metrics) -> None:
        self._inner = inner
        self._metrics = metrics
        self.find_idempotent = inner.find_idempotent
        self.read_stream = inner.read_stream
        self.read_stream_data = inner.read_stream_data
        self.read_stream_data_head = inner.read_stream_data_head
        self.stream_version = inner.stream_version
        self.read_all = inner.read_all
        self.find_streams = inner.find_streams
        self.count_streams = inner.count_streams
        self.behind = inner.behind

    async def append(
        self,
        stream_id: str,
        events: Sequence[NewEvent],
        expected_version: int,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
    ) -> AppendResult:
        began = time.perf_counter()
        try:
            return await self._inner.append(stream_id, events, expected_version, idempotency_key, fingerprint)
        except ConcurrencyError:
            self._metrics.append_conflicts.inc()
            raise
        finally:
            self._metrics.append_seconds.observe(time.perf_counter() - began)


async def counted(components: Components, game_id: str, command: Awaitable[T]) -> T:
    """Await a game command, counting it accepted or rejected (with the refusal's code) by kind.

    Counted here, around the service, so the command path itself stays free of metrics."""
    try:
        acted = await command
    except (Rejected, ServiceError) as refusal:
        cached = components.game_records.cached(game_id)
        kind = cached.kind if cached is not None else "unknown"
        components.metrics.command(kind, "rejected", getattr(refusal, "code", type(refusal).__name__))
        raise
    record = getattr(acted, "record", None)
    components.metrics.command(getattr(record, "kind", "unknown"), "accepted")
    return acted
