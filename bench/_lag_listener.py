"""Timestamps of the projector's per-game publications, for the projection lag.

The projector publishes a batch's events on ``{prefix}game:{id}:events``
after it has written that batch's read models (and checkpoint) to Redis, so
the arrival of version ``v`` here means the read model shows ``v``. This runs
in its own process so that the load generator's event loop does not delay the
timestamps; both use CLOCK_MONOTONIC, which is shared by the machine's
processes. It stops at ``--seconds`` or on SIGTERM and writes
``[[game_id, version, t], ...]`` as JSON to ``--out``.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time

import msgspec
from redis import Redis


class _Live(msgspec.Struct):
    version: int


_decode = msgspec.json.Decoder(list[_Live]).decode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench._lag_listener", description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis-url", default=os.environ.get("REDIS_URL"), help="default: REDIS_URL")
    parser.add_argument("--prefix", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seconds", type=float, default=120.0)
    args = parser.parse_args(argv)
    if not args.redis_url:
        parser.error("set REDIS_URL or --redis-url")

    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    redis = Redis.from_url(args.redis_url)
    pubsub = redis.pubsub(ignore_subscribe_messages=True)
    pubsub.psubscribe(f"{args.prefix}game:*:events")
    start = len(args.prefix) + len("game:")
    seen: list[tuple[str, int, float]] = []
    deadline = time.monotonic() + args.seconds
    ready = False
    while not stopping and time.monotonic() < deadline:
        message = pubsub.get_message(timeout=0.05)
        if not ready:
            # The subscription is confirmed once get_message has read the reply.
            print("ready", flush=True)
            ready = True
        if message is None or message.get("type") != "pmessage":
            continue
        arrived = time.monotonic()
        channel = message["channel"].decode()
        game_id = channel[start : -len(":events")]
        versions = _decode(message["data"])
        if versions:
            seen.append((game_id, max(v.version for v in versions), arrived))
    pubsub.close()
    redis.close()
    with open(args.out, "wb") as out:
        out.write(msgspec.json.encode(seen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
