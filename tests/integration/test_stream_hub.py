"""The stream hub on a real Redis: one connection, fan-out, overflow, ref-counts, reconnection."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from services.stream_hub import RESYNC, StreamHub, Subscription

pytestmark = pytest.mark.integration


@pytest.fixture
async def hub(redis_url: str) -> AsyncIterator[StreamHub]:
    own = Redis.from_url(redis_url)
    prefix = f"hub-{uuid.uuid4().hex[:8]}:"
    opened = StreamHub(own, f"{prefix}control", capacity=4, backoff=(0.02, 0.2))
    ready = asyncio.Event()
    task = asyncio.create_task(opened.run(ready))
    await asyncio.wait_for(ready.wait(), 5)
    try:
        yield opened
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await own.aclose()


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_url)
    yield client
    await client.aclose()


async def until(predicate, timeout: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def drain(subscription: Subscription) -> list[object]:
    got = []
    while (item := await subscription.get(0.2)) is not None:
        got.append(item)
    return got


async def subscribed(redis: Redis, channel: str) -> int:
    return dict(await redis.pubsub_numsub(channel))[channel.encode()]


async def test_many_subscribers_share_one_connection_and_each_gets_every_message(hub: StreamHub, redis: Redis) -> None:
    channel = f"game-{uuid.uuid4().hex}"
    before = len(await redis.client_list(_type="pubsub"))
    with contextlib.ExitStack() as stack:
        subs = [stack.enter_context(hub.subscribe(channel)) for _ in range(50)]
        for sub in subs:  # Redis confirmed the subscription: each must catch up from the store
            assert await sub.get(5) is RESYNC
        assert await subscribed(redis, channel) == 1
        assert len(await redis.client_list(_type="pubsub")) == before
        for n in range(3):
            await redis.publish(channel, f"m{n}")
        for sub in subs:
            assert [await sub.get(5) for _ in range(3)] == [b"m0", b"m1", b"m2"]
    await until(lambda: hub.redis_channels == 0)
    assert await subscribed(redis, channel) == 0 and hub.subscribers == 0


async def test_a_slow_subscriber_gets_resync_and_never_holds_back_the_others(hub: StreamHub, redis: Redis) -> None:
    channel = f"game-{uuid.uuid4().hex}"
    with hub.subscribe(channel) as slow, hub.subscribe(channel) as fast:
        assert await slow.get(5) is RESYNC and await fast.get(5) is RESYNC
        received: list[object] = []

        async def read_fast() -> None:
            while len(received) < 20:
                received.append(await fast.get(5))

        reader = asyncio.create_task(read_fast())
        for n in range(20):
            await redis.publish(channel, f"m{n}")
        await asyncio.wait_for(reader, 5)
        assert received == [f"m{n}".encode() for n in range(20)]
        got = await drain(slow)  # capacity 4: it overflowed, and says so
        assert RESYNC in got and len(got) <= 4 and slow.overflows > 0
        print(f"slow subscriber: {slow.overflows} overflows, {len(got)} queued; fast one got all 20")


async def test_after_the_connection_is_killed_the_hub_resubscribes_and_every_stream_resyncs(
    hub: StreamHub, redis: Redis
) -> None:
    channels = [f"game-{uuid.uuid4().hex}" for _ in range(3)]
    with contextlib.ExitStack() as stack:
        subs = [stack.enter_context(hub.subscribe(channel)) for channel in channels]
        for sub in subs:
            assert await sub.get(5) is RESYNC
        await redis.client_kill_filter(_type="pubsub", skipme=True)
        for sub in subs:
            assert await sub.get(10) is RESYNC
        assert hub.reconnects >= 1
        for channel in channels:
            await redis.publish(channel, b"after")
        for sub in subs:
            assert await sub.get(5) == b"after"


async def test_a_channel_left_and_taken_again_at_once_never_loses_a_message_silently(
    hub: StreamHub, redis: Redis
) -> None:
    """Whatever the race between UNSUBSCRIBE and SUBSCRIBE, a new subscriber either
    gets the message or is told to RESYNC: never silence."""
    channel = f"game-{uuid.uuid4().hex}"
    silent = 0
    for attempt in range(30):
        with hub.subscribe(channel):
            await asyncio.sleep(0.001 * (attempt % 3))
        with hub.subscribe(channel) as again:
            await asyncio.sleep(0.001 * (attempt % 5))
            await redis.publish(channel, b"x")
            got = await drain(again)
            silent += b"x" not in got and RESYNC not in got
    print(f"30 leave-and-retake races: {silent} silent subscribers")
    assert silent == 0
    await until(lambda: hub.redis_channels == 0)
    assert await subscribed(redis, channel) == 0
