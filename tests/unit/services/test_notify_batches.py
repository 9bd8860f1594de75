"""Notifications of concurrent commands share a send; each caller returns only once its own was sent."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import UTC, datetime

import pytest

from eventstore import AppendResult, RecordedEvent
from services.notifier import Batches

pytestmark = pytest.mark.unit


def result(version: int) -> AppendResult:
    event = RecordedEvent("game-g", version, version, 1, "t", b"{}", b"{}", datetime.now(UTC))
    return AppendResult("game-g", version, version, (event,))


class Recorder:
    def __init__(self, fail: bool = False) -> None:
        self.batches: list[list[int]] = []
        self.fail = fail
        self.gate = asyncio.Event()
        self.gate.set()

    async def send(self, results: Sequence[AppendResult]) -> None:
        await self.gate.wait()
        self.batches.append([r.last_version for r in results])
        if self.fail:
            raise RuntimeError("redis is down")


async def test_callers_arriving_while_a_batch_is_in_flight_share_the_next_one() -> None:
    recorder = Recorder()
    batches = Batches(recorder.send)
    recorder.gate.clear()
    first = asyncio.create_task(batches.send(result(1)))
    await asyncio.sleep(0)  # the first batch is in flight, held at the gate
    rest = [asyncio.create_task(batches.send(result(v))) for v in (2, 3, 4)]
    await asyncio.sleep(0)
    assert not first.done() and not any(task.done() for task in rest)
    recorder.gate.set()
    await asyncio.gather(first, *rest)
    assert recorder.batches == [[1], [2, 3, 4]]


async def test_a_caller_returns_only_after_its_own_batch_was_sent() -> None:
    recorder = Recorder()
    batches = Batches(recorder.send)
    await batches.send(result(1))
    assert recorder.batches == [[1]]
    await batches.send(result(2))
    assert recorder.batches == [[1], [2]]


async def test_a_failing_send_releases_its_callers_and_the_next_batch_still_goes() -> None:
    recorder = Recorder(fail=True)
    batches = Batches(recorder.send)
    await asyncio.gather(batches.send(result(1)), batches.send(result(2)))
    recorder.fail = False
    await batches.send(result(3))
    assert recorder.batches[-1] == [3]


async def test_a_cancelled_caller_leaves_its_result_in_the_batch_and_strands_nobody() -> None:
    recorder = Recorder()
    batches = Batches(recorder.send)
    recorder.gate.clear()
    first = asyncio.create_task(batches.send(result(1)))
    await asyncio.sleep(0)
    cancelled = asyncio.create_task(batches.send(result(2)))
    waiting = asyncio.create_task(batches.send(result(3)))
    await asyncio.sleep(0)
    cancelled.cancel()
    recorder.gate.set()
    await asyncio.gather(first, waiting)
    assert recorder.batches == [[1], [2, 3]]
