"""What every Server-Sent Events stream of the API shares: Redis messages and keepalives."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any

from litestar.response import ServerSentEventMessage

from services.cancellation import raise_if_cancelled

KEEPALIVE_SECONDS = 15.0
#: A comment line only: clients ignore it, proxies see the connection is alive.
KEEPALIVE = ServerSentEventMessage(comment="keepalive", data=None)


async def messages(pubsub: Any, keepalive: float = KEEPALIVE_SECONDS) -> AsyncIterator[dict[str, Any] | None]:
    """Each message published to ``pubsub``; ``None`` after each ``keepalive`` seconds of silence."""
    quiet_since = time.monotonic()
    while True:
        message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=keepalive)
        raise_if_cancelled()
        if message is not None:
            quiet_since = time.monotonic()
            yield message
        elif time.monotonic() - quiet_since >= keepalive:
            quiet_since = time.monotonic()
            yield None
