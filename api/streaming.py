"""What every Server-Sent Events stream of the API shares: its lease, keepalives.

A stream takes its lease (see services/stream_limits.py) in the handler,
before the response starts, so a refusal is a plain 429 problem; the stream's
body gives it back when the client goes away.
"""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.response import ServerSentEventMessage

from api.components import Components
from services.players import Player
from services.stream_limits import Lease

KEEPALIVE_SECONDS = 15.0
#: A comment line only: clients ignore it, proxies see the connection is alive.
KEEPALIVE = ServerSentEventMessage(comment="keepalive", data=None)


def client_of(request: Request[Any, Any, Any], player: Player | None) -> str:
    """Who a stream counts against: the player, or the address of an anonymous spectator."""
    if player is not None:
        return f"player:{player.player_id}"
    host = request.client.host if request.client is not None else "unknown"
    return f"address:{host}"


def lease_stream(components: Components, request: Request[Any, Any, Any], player: Player | None) -> Lease:
    """A place for one more stream, or TooManyStreams (answered 429 with Retry-After)."""
    return components.stream_limits.acquire(client_of(request, player))
