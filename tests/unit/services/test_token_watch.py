"""The token watch: one check for every held token, ending the holds of tokens no longer live."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Sequence

import pytest

from services.stream_hub import Subscription, SubscriptionEnded
from services.token_watch import TokenWatch

pytestmark = pytest.mark.unit


class FakeTokens:
    """Which tokens PostgreSQL would call live, and how often it was asked."""

    def __init__(self, live: dict[str, float | None]) -> None:
        self.live = live
        self.asked: list[list[str]] = []

    async def __call__(self, token_ids: Sequence[str]) -> dict[str, float | None]:
        self.asked.append(list(token_ids))
        return {token_id: self.live[token_id] for token_id in token_ids if token_id in self.live}


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def test_one_query_checks_every_held_token_and_ends_only_the_revoked_ones_holds() -> None:
    tokens = FakeTokens({"kept": None, "revoked": None})
    watch = TokenWatch(tokens)
    holds = [watch.hold("kept"), watch.hold("revoked"), watch.hold("revoked")]
    await watch.check()
    assert tokens.asked == [["kept", "revoked"]]
    del tokens.live["revoked"]
    await watch.check()
    assert [hold.ended for hold in holds] == [False, True, True]
    assert len(tokens.asked) == 2 and watch.ended == 2 and watch.held == 1


async def test_nothing_held_asks_nothing_and_a_dropped_hold_is_forgotten() -> None:
    tokens = FakeTokens({"t": None})
    watch = TokenWatch(tokens)
    await watch.check()
    watch.release(watch.hold("t"))
    watch.hold("t")  # its stream never ran: dropped at once
    gc.collect()
    await watch.check()
    assert tokens.asked == [] and watch.held == 0


async def test_a_token_expires_at_the_expiry_the_last_check_read_even_without_asking_again() -> None:
    clock = Clock(1_000.0)
    tokens = FakeTokens({"short": 1_002.0, "long": None})
    watch = TokenWatch(tokens, clock=clock)
    short, long = watch.hold("short"), watch.hold("long")
    await watch.check()
    clock.now = 1_001.9
    watch.end_expired()
    assert not short.ended
    clock.now = 1_002.0
    watch.end_expired()
    assert short.ended and not long.ended and len(tokens.asked) == 1


async def test_an_ended_hold_wakes_its_subscribers_waiting_read_and_refuses_later_reads() -> None:
    tokens = FakeTokens({"t": None})
    watch = TokenWatch(tokens)
    hold = watch.hold("t")
    subscription = Subscription("game-1", capacity=4)
    hold.attach(subscription)
    subscription.deliver(b"queued before the end")
    waiting = asyncio.create_task(subscription.get(timeout=60))
    await asyncio.sleep(0)
    assert await waiting == b"queued before the end"
    waiting = asyncio.create_task(subscription.get(timeout=60))
    await asyncio.sleep(0)
    del tokens.live["t"]
    await watch.check()
    with pytest.raises(SubscriptionEnded):
        await asyncio.wait_for(waiting, 1)
    subscription.deliver(b"after the end")
    with pytest.raises(SubscriptionEnded):
        await subscription.get(timeout=0.01)
    late = Subscription("game-2", capacity=4)
    hold.attach(late)  # attached after the end: ended at once
    assert late.ended


async def test_a_released_hold_is_no_longer_checked() -> None:
    tokens = FakeTokens({"a": None, "b": None})
    watch = TokenWatch(tokens)
    a = watch.hold("a")
    b = watch.hold("b")
    watch.release(a)
    watch.release(a)
    watch.release(None)
    await watch.check()
    assert tokens.asked == [["b"]] and not b.ended
