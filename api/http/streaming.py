"""What every Server-Sent Events stream of the API shares: its lease, its token's hold, keepalives.

A stream takes its lease (see services/stream_limits.py) in the handler,
before the response starts, so a refusal is a plain 429 problem; the stream's
body gives it back when the client goes away.

A stream opened with a token also holds that token (services/token_watch.py):
once the token is revoked or expires, on whichever process, the stream ends
within a check's interval (``CLOWDER_TOKEN_CHECK_SECONDS``, 1 s; at once when
the revocation's announcement reaches this process), with a last comment line
that says why. It is ended rather than downgraded to a spectator's view: a
client that wants to go on watching reconnects (with ``Last-Event-ID``)
anonymously or with a live token, and is then seen as what that connection is.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncGenerator, AsyncIterator
from typing import Any

from litestar import Request
from litestar.response import ServerSentEventMessage

from api.components import Components
from services.players import Player
from services.stream_hub import Subscription, SubscriptionEnded
from services.stream_limits import Lease
from services.token_watch import Hold

KEEPALIVE_SECONDS = 15.0
#: A comment line only: clients ignore it, proxies see the connection is alive.
KEEPALIVE = ServerSentEventMessage(comment="keepalive", data=None)
#: The last line of a stream whose token was revoked or expired (a comment: no event, nothing shown).
TOKEN_ENDED = ServerSentEventMessage(comment="the token was revoked or expired: this stream ends", data=None)


def client_of(request: Request[Any, Any, Any], player: Player | None) -> str:
    """Who a stream counts against: the player, or the address of an anonymous spectator."""
    if player is not None:
        return f"player:{player.player_id}"
    host = request.client.host if request.client is not None else "unknown"
    return f"address:{host}"


def lease_stream(components: Components, request: Request[Any, Any, Any], player: Player | None) -> Lease:
    """A place for one more stream, or TooManyStreams (answered 429 with Retry-After)."""
    return components.stream_limits.acquire(client_of(request, player))


def token_id_of(request: Request[Any, Any, Any]) -> str | None:
    """The id of the token the request was authenticated with (None: anonymous)."""
    token_id = getattr(request.state, "token_id", None)
    return token_id if isinstance(token_id, str) else None


def hold_token(components: Components, request: Request[Any, Any, Any]) -> Hold | None:
    """The request's claim on its token, ended when the token is revoked or expires (None: anonymous)."""
    token_id = token_id_of(request)
    return None if token_id is None else components.token_watch.hold(token_id)


def watch(subscription: Subscription, hold: Hold | None) -> Subscription:
    """``subscription``, ended with the token (its reader's ``get`` raises SubscriptionEnded)."""
    if hold is not None:
        hold.attach(subscription)
    return subscription


async def until_token_ends(
    components: Components, frames: AsyncGenerator[ServerSentEventMessage, None], hold: Hold | None
) -> AsyncIterator[ServerSentEventMessage]:
    """``frames`` as long as the token they were opened with is live; then :data:`TOKEN_ENDED`.

    A frame made after the token ended is never sent, whatever the body was
    doing when it ended (reading the store, announcing decisions)."""
    ended = False
    try:
        async with contextlib.aclosing(frames):
            try:
                async for frame in frames:
                    if hold is not None and hold.ended:
                        ended = True
                        break
                    yield frame
            except SubscriptionEnded:
                ended = True
        if ended:
            yield TOKEN_ENDED
    finally:
        components.token_watch.release(hold)
