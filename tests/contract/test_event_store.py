"""What every event store promises, checked once against each store.

The ``store`` fixture runs each test on the in-memory store and on PostgreSQL
(a fresh, migrated database per test).
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Sequence
from datetime import datetime

import pytest

from eventstore import Checkpoint, ConcurrencyError, EventStore, EventStoreError, NewEvent, RecordedEvent, StreamQuery
from eventstore.memory import InMemoryEventStore
from eventstore.postgres import PostgresEventStore, open_pool

pytestmark = pytest.mark.contract


@pytest.fixture
def memory_store() -> EventStore:
    return InMemoryEventStore()


@pytest.fixture
async def postgres_store(fresh_database_url: str) -> AsyncIterator[EventStore]:
    pool = await open_pool(fresh_database_url, min_size=1, max_size=10)
    try:
        yield PostgresEventStore(pool)
    finally:
        await pool.close()


@pytest.fixture(params=["memory_store", "postgres_store"])
def store(request: pytest.FixtureRequest) -> EventStore:
    return request.getfixturevalue(request.param)


def event(kind: str = "Happened", **body: object) -> NewEvent:
    return NewEvent(kind, json.dumps(body).encode(), json.dumps({"by": "test"}).encode())


def stream() -> str:
    return f"game-{uuid.uuid4().hex[:8]}"


def bodies(events: Sequence[RecordedEvent]) -> list[object]:
    return [json.loads(recorded.data) for recorded in events]


def decoded(events: Sequence[RecordedEvent]) -> list[tuple[object, ...]]:
    """Events with their JSON decoded: a store may hand back the same JSON with other bytes."""
    return [
        (
            e.stream_id,
            e.version,
            e.position,
            e.transaction_id,
            e.type,
            json.loads(e.data),
            json.loads(e.metadata),
            e.recorded_at,
        )
        for e in events
    ]


# -- append and read ------------------------------------------------------------


async def test_a_new_stream_is_at_version_zero_and_empty(store: EventStore) -> None:
    assert await store.stream_version("nobody") == 0
    assert await store.read_stream("nobody") == []


async def test_appended_events_read_back_in_order(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event("Dealt", n=1), event("Played", card="10 ♥")], expected_version=0)
    await store.append(game, [event("Drawn", n=3)], expected_version=2)

    recorded = await store.read_stream(game)

    assert [(e.stream_id, e.version, e.type) for e in recorded] == [
        (game, 1, "Dealt"),
        (game, 2, "Played"),
        (game, 3, "Drawn"),
    ]
    assert bodies(recorded) == [{"n": 1}, {"card": "10 ♥"}, {"n": 3}]
    assert all(json.loads(e.metadata) == {"by": "test"} for e in recorded)
    assert all(isinstance(e.data, bytes) and isinstance(e.metadata, bytes) for e in recorded)
    assert all(isinstance(e.recorded_at, datetime) and e.recorded_at.tzinfo for e in recorded)
    assert await store.stream_version(game) == 3


async def test_the_append_result_is_what_was_recorded(store: EventStore) -> None:
    game = stream()
    result = await store.append(game, [event(n=1), event(n=2)], expected_version=0)

    assert (result.stream_id, result.first_version, result.last_version, result.replayed) == (game, 1, 2, False)
    assert decoded(result.events) == decoded(await store.read_stream(game))


async def test_the_json_comes_back_equal_if_not_byte_for_byte(store: EventStore) -> None:
    game = stream()
    body = '{"zebra":[1,2.5,{"b":null,"a":"\\u00e9t\u00e9"}],"a":true}'.encode()
    await store.append(game, [NewEvent("Odd", body, b'{"z":1,"y":{}}')], expected_version=0)

    [recorded] = await store.read_stream(game)

    assert json.loads(recorded.data) == json.loads(body)
    assert json.loads(recorded.metadata) == {"z": 1, "y": {}}


async def test_metadata_defaults_to_an_empty_object(store: EventStore) -> None:
    game = stream()
    await store.append(game, [NewEvent("Bare", b'{"x": 1}')], expected_version=0)
    [recorded] = await store.read_stream(game)
    assert json.loads(recorded.metadata) == {}


# -- expected versions --------------------------------------------------------------


@pytest.mark.parametrize("expected", [0, 1, 3, 4, 10], ids=lambda v: f"expected={v}")
async def test_the_wrong_expected_version_fails_and_writes_nothing(store: EventStore, expected: int) -> None:
    game = stream()
    await store.append(game, [event(n=1), event(n=2)], expected_version=0)

    with pytest.raises(ConcurrencyError) as raised:
        await store.append(game, [event(n=99)], expected_version=expected)

    assert (raised.value.stream_id, raised.value.expected_version) == (game, expected)
    assert bodies(await store.read_stream(game)) == [{"n": 1}, {"n": 2}]
    assert bodies(await store.read_all()) == [{"n": 1}, {"n": 2}]


async def test_a_new_stream_accepts_only_expected_version_zero(store: EventStore) -> None:
    game = stream()
    with pytest.raises(ConcurrencyError):
        await store.append(game, [event()], expected_version=1)
    assert await store.stream_version(game) == 0


async def test_a_conflict_is_an_event_store_error(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event()], expected_version=0)
    with pytest.raises(EventStoreError):
        await store.append(game, [event()], expected_version=0)


async def test_a_body_that_is_not_json_is_refused_and_nothing_is_written(store: EventStore) -> None:
    game = stream()
    with pytest.raises(EventStoreError):
        await store.append(game, [event(n=1), NewEvent("Broken", b'{"n": ')], expected_version=0)
    assert await store.read_stream(game) == []


@pytest.mark.parametrize("events, expected", [([], 0), ([event()], -1)], ids=["no events", "negative version"])
async def test_meaningless_appends_are_programming_errors(
    store: EventStore, events: list[NewEvent], expected: int
) -> None:
    with pytest.raises(ValueError):
        await store.append(stream(), events, expected_version=expected)


# -- idempotency -------------------------------------------------------------------


async def test_a_retry_with_the_same_key_returns_the_first_answer_and_records_once(store: EventStore) -> None:
    game = stream()
    first = await store.append(game, [event(n=1), event(n=2)], expected_version=0, idempotency_key="cmd-1")

    retry = await store.append(game, [event(n=1), event(n=2)], expected_version=0, idempotency_key="cmd-1")

    assert retry.replayed and not first.replayed
    assert (retry.first_version, retry.last_version) == (1, 2)
    assert decoded(retry.events) == decoded(first.events)
    assert bodies(await store.read_stream(game)) == [{"n": 1}, {"n": 2}]


async def test_a_retry_is_answered_whatever_its_expected_version_and_events(store: EventStore) -> None:
    game = stream()
    first = await store.append(game, [event(n=1)], expected_version=0, idempotency_key="cmd-1")
    await store.append(game, [event(n=2)], expected_version=1)

    late_retry = await store.append(game, [event(n=7)], expected_version=0, idempotency_key="cmd-1")

    assert late_retry.replayed and decoded(late_retry.events) == decoded(first.events)
    assert bodies(await store.read_stream(game)) == [{"n": 1}, {"n": 2}]


async def test_find_idempotent_returns_the_earlier_append(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event(n=0)], expected_version=0, idempotency_key="cmd-0")
    first = await store.append(game, [event(n=1), event(n=2)], expected_version=1, idempotency_key="cmd-1")
    await store.append(game, [event(n=3)], expected_version=3, idempotency_key="cmd-2")

    found = await store.find_idempotent(game, "cmd-1")

    assert found is not None and found.replayed
    assert (found.first_version, found.last_version) == (2, 3)
    assert decoded(found.events) == decoded(first.events)
    assert await store.find_idempotent(game, "unknown") is None
    assert await store.find_idempotent(stream(), "cmd-1") is None


async def test_the_same_key_on_another_stream_is_another_append(store: EventStore) -> None:
    one, other = stream(), stream()
    await store.append(one, [event(n=1)], expected_version=0, idempotency_key="cmd")
    result = await store.append(other, [event(n=2)], expected_version=0, idempotency_key="cmd")
    assert not result.replayed
    assert bodies(await store.read_stream(other)) == [{"n": 2}]


async def test_a_rejected_append_does_not_use_up_its_key(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event(n=1)], expected_version=0)
    with pytest.raises(ConcurrencyError):
        await store.append(game, [event(n=2)], expected_version=0, idempotency_key="cmd")

    result = await store.append(game, [event(n=2)], expected_version=1, idempotency_key="cmd")

    assert not result.replayed and result.first_version == 2


async def test_concurrent_appends_with_the_same_key_record_once(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event(n=0)], expected_version=0)

    results = await asyncio.gather(
        *(store.append(game, [event(n=1), event(n=2)], expected_version=1, idempotency_key="cmd") for _ in range(8))
    )

    assert sum(not result.replayed for result in results) == 1
    assert all(decoded(result.events) == decoded(results[0].events) for result in results)
    assert bodies(await store.read_stream(game)) == [{"n": 0}, {"n": 1}, {"n": 2}]


async def test_concurrent_retries_at_different_versions_record_once(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event(n=0)], expected_version=0)
    await store.append(game, [event(n=1)], expected_version=1)

    results = await asyncio.gather(
        *(store.append(game, [event(n=9)], expected_version=v, idempotency_key="cmd") for v in (1, 2) * 4),
        return_exceptions=True,
    )

    # The append at the right version wins; the others either see its key or conflict.
    answered = [result for result in results if not isinstance(result, BaseException)]
    failed = [result for result in results if isinstance(result, BaseException)]
    assert all(isinstance(error, ConcurrencyError) for error in failed)
    assert sum(not result.replayed for result in answered) == 1
    assert bodies(await store.read_stream(game)) == [{"n": 0}, {"n": 1}, {"n": 9}]


async def test_the_first_appends_fingerprint_comes_back_with_every_replay(store: EventStore) -> None:
    game = stream()
    first = await store.append(game, [event(n=1)], expected_version=0, idempotency_key="cmd", fingerprint=b"first")

    retry = await store.append(game, [event(n=1)], expected_version=0, idempotency_key="cmd", fingerprint=b"other")
    found = await store.find_idempotent(game, "cmd")

    assert first.fingerprint == b"first" and not first.replayed
    assert retry.replayed and retry.fingerprint == b"first"
    assert found is not None and found.fingerprint == b"first"
    assert bodies(await store.read_stream(game)) == [{"n": 1}]


async def test_a_key_without_a_fingerprint_replays_with_none(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event(n=1), event(n=2)], expected_version=0, idempotency_key="cmd")

    retry = await store.append(game, [event(n=1)], expected_version=0, idempotency_key="cmd", fingerprint=b"new")

    assert retry.replayed and retry.fingerprint is None
    assert (retry.first_version, retry.last_version) == (1, 2)


async def test_racing_appends_with_one_key_all_see_the_winners_fingerprint(store: EventStore) -> None:
    game = stream()
    await store.append(game, [event(n=0)], expected_version=0)

    results = await asyncio.gather(
        *(
            store.append(game, [event(n=n)], expected_version=1, idempotency_key="cmd", fingerprint=bytes([n]))
            for n in range(8)
        )
    )

    winner = next(result for result in results if not result.replayed)
    assert sum(not result.replayed for result in results) == 1
    assert {result.fingerprint for result in results} == {winner.fingerprint}
    assert bodies(await store.read_stream(game))[1] == {"n": winner.fingerprint[0]}


# -- read_stream -----------------------------------------------------------------------


async def test_read_stream_returns_the_requested_versions_of_that_stream_only(store: EventStore) -> None:
    game, other = stream(), stream()
    await store.append(game, [event(n=n) for n in range(1, 6)], expected_version=0)
    await store.append(other, [event(n=100)], expected_version=0)

    async def versions(from_version: int = 1, to_version: int | None = None) -> list[int]:
        return [e.version for e in await store.read_stream(game, from_version, to_version)]

    assert await versions() == [1, 2, 3, 4, 5]
    assert await versions(3) == [3, 4, 5]
    assert await versions(2, 4) == [2, 3, 4]
    assert await versions(4, 4) == [4]
    assert await versions(1, 0) == []
    assert await versions(4, 2) == []
    assert await versions(6) == []
    assert await versions(3, 99) == [3, 4, 5]


# -- read_all and checkpoints ---------------------------------------------------------


async def test_read_all_returns_every_stream_in_the_order_of_appends(store: EventStore) -> None:
    a, b = stream(), stream()
    await store.append(a, [event(n=1), event(n=2)], expected_version=0)
    await store.append(b, [event(n=3)], expected_version=0)
    await store.append(a, [event(n=4)], expected_version=2)

    everything = await store.read_all()

    assert [(e.stream_id, json.loads(e.data)["n"]) for e in everything] == [(a, 1), (a, 2), (b, 3), (a, 4)]
    checkpoints = [e.checkpoint for e in everything]
    assert checkpoints == sorted(checkpoints) and len(set(checkpoints)) == len(checkpoints)
    assert all(Checkpoint() < checkpoint for checkpoint in checkpoints)


async def test_one_append_is_one_transaction_and_stays_together_in_the_global_order(store: EventStore) -> None:
    games = [stream() for _ in range(6)]
    results = await asyncio.gather(
        *(store.append(game, [event(n=1), event(n=2), event(n=3)], expected_version=0) for game in games)
    )

    everything = await store.read_all()
    for result in results:
        assert len({e.transaction_id for e in result.events}) == 1
        positions = [e.position for e in result.events]
        assert positions == sorted(positions)
        start = everything.index(next(e for e in everything if e.position == positions[0]))
        assert [(e.stream_id, e.version) for e in everything[start : start + 3]] == [
            (result.stream_id, 1),
            (result.stream_id, 2),
            (result.stream_id, 3),
        ]


async def test_read_all_after_a_checkpoint_returns_only_later_events(store: EventStore) -> None:
    first = await store.append(stream(), [event(n=1), event(n=2)], expected_version=0)
    await store.append(stream(), [event(n=3)], expected_version=0)

    assert bodies(await store.read_all(after=first.events[0].checkpoint)) == [{"n": 2}, {"n": 3}]
    assert bodies(await store.read_all(after=first.events[1].checkpoint)) == [{"n": 3}]
    everything = await store.read_all()
    assert await store.read_all(after=everything[-1].checkpoint) == []


async def test_read_all_pages_through_everything_once(store: EventStore) -> None:
    for n in range(7):
        await store.append(stream(), [event(n=2 * n), event(n=2 * n + 1)], expected_version=0)

    seen: list[RecordedEvent] = []
    pages = 0
    while page := await store.read_all(after=seen[-1].checkpoint if seen else Checkpoint(), limit=3):
        assert len(page) <= 3
        seen.extend(page)
        pages += 1

    assert bodies(seen) == [{"n": n} for n in range(14)]
    assert pages == 5
    assert await store.read_all(limit=0) == []


# -- concurrency ------------------------------------------------------------------------


async def test_fifty_concurrent_appends_at_one_version_accept_exactly_one(store: EventStore) -> None:
    game = stream()

    results = await asyncio.gather(
        *(store.append(game, [event(writer=w)], expected_version=0) for w in range(50)), return_exceptions=True
    )

    accepted = [result for result in results if not isinstance(result, BaseException)]
    failed = [result for result in results if isinstance(result, BaseException)]
    assert len(accepted) == 1
    assert len(failed) == 49 and all(isinstance(error, ConcurrencyError) for error in failed)
    assert bodies(await store.read_stream(game)) == bodies(accepted[0].events)


async def test_fifty_concurrent_writers_that_retry_lose_nothing(store: EventStore) -> None:
    game = stream()

    async def writer(w: int) -> None:
        while True:
            version = await store.stream_version(game)
            try:
                await store.append(game, [event(writer=w)], expected_version=version)
                return
            except ConcurrencyError:
                continue

    await asyncio.gather(*(writer(w) for w in range(50)))

    recorded = await store.read_stream(game)
    assert [e.version for e in recorded] == list(range(1, 51))
    assert sorted(json.loads(e.data)["writer"] for e in recorded) == list(range(50))
    assert len(await store.read_all()) == 50


async def test_read_stream_data_is_read_stream_bodies(store: EventStore) -> None:
    name = stream()
    await store.append(name, [event(n=n) for n in range(5)], expected_version=0)
    assert await store.read_stream_data(name) == [e.data for e in await store.read_stream(name)]
    assert [json.loads(body) for body in await store.read_stream_data(name, 2, 3)] == [{"n": 1}, {"n": 2}]
    assert await store.read_stream_data("nobody") == []


async def test_read_stream_data_head_is_the_bodies_and_the_last_ones_metadata(store: EventStore) -> None:
    name = stream()
    events = [
        NewEvent(type="t", data=json.dumps({"n": n}).encode(), metadata=f'{{"m":{n}}}'.encode()) for n in range(5)
    ]
    await store.append(name, events, expected_version=0)
    whole = await store.read_stream(name)
    assert await store.read_stream_data_head(name) == ([e.data for e in whole], whole[-1].metadata)
    bodies, head = await store.read_stream_data_head(name, 2, 3)
    assert [json.loads(body) for body in bodies] == [{"n": 1}, {"n": 2}] and json.loads(head or b"") == {"m": 2}
    assert await store.read_stream_data_head(name, 6) == ([], None)
    assert await store.read_stream_data_head("nobody") == ([], None)


# -- finding streams by their events ---------------------------------------------


async def _lobby(store: EventStore) -> dict[str, str]:
    """Four games under one prefix: three of game a (one started, one joined by p9), one of game b."""
    prefix = f"q{uuid.uuid4().hex[:6]}-"
    ids = {name: f"{prefix}{name}" for name in ("old-a", "mid-b", "new-a", "newest-a")}
    for at, (name, stream_id) in enumerate(ids.items()):
        game = name.rsplit("-", 1)[1]
        await store.append(stream_id, [event("created", game=game, created_at=float(at), by="p1")], 0)
    await store.append(ids["new-a"], [event("started")], 1)
    await store.append(ids["newest-a"], [event("seated", player="p9")], 1)
    await store.append(f"other-{uuid.uuid4().hex[:6]}", [event("created", game="a", created_at=9.0, by="p1")], 0)
    return {"prefix": prefix, **ids}


async def test_streams_are_found_by_their_first_event_and_by_what_they_hold(store: EventStore) -> None:
    lobby = await _lobby(store)
    newest_first = StreamQuery(prefix=lobby["prefix"], first_type="created", order_by="created_at")
    assert await store.find_streams(newest_first) == [lobby[n] for n in ("newest-a", "new-a", "mid-b", "old-a")]
    kind_a = StreamQuery(prefix=lobby["prefix"], first_data={"game": "a"}, order_by="created_at", newest_first=False)
    assert await store.find_streams(kind_a) == [lobby[n] for n in ("old-a", "new-a", "newest-a")]
    started = StreamQuery(prefix=lobby["prefix"], with_type="started")
    not_started = StreamQuery(prefix=lobby["prefix"], without_type="started", order_by="created_at")
    assert await store.find_streams(started) == [lobby["new-a"]]
    assert await store.find_streams(not_started, offset=1, limit=2) == [lobby["mid-b"], lobby["old-a"]]
    seated = StreamQuery(prefix=lobby["prefix"], with_type="seated", with_data={"player": "p9"})
    assert await store.find_streams(seated) == [lobby["newest-a"]]
    assert await store.count_streams(StreamQuery(prefix=lobby["prefix"], first_data={"by": "p1"})) == 4
    assert await store.count_streams(StreamQuery(prefix=lobby["prefix"], within_seconds=3600)) == 4
    assert await store.count_streams(StreamQuery(prefix=lobby["prefix"], first_data={"by": "p2"})) == 0


async def test_a_prefix_is_a_prefix_not_a_pattern(store: EventStore) -> None:
    await store.append("a_b-1", [event()], 0)
    await store.append("axb-1", [event()], 0)
    assert await store.find_streams(StreamQuery(prefix="a_b-")) == ["a_b-1"]


async def test_how_far_the_log_runs_past_a_checkpoint(store: EventStore) -> None:
    await store.append(stream(), [event(), event()], 0)
    everything = await store.read_all(Checkpoint(), 10_000)
    last = everything[-1]
    assert await store.behind(last.checkpoint) == (0, None)
    count, oldest = await store.behind(everything[-2].checkpoint)
    assert count == 1 and oldest == last.recorded_at
    assert (await store.behind(Checkpoint(), at_most=1))[0] == 1
