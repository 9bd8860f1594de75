"""``GET /matchmaking/seeks/{id}?wait=``: the seek once it has settled, or when the wait is over.

Settled: matched with its game started (the game's view is readable at
once), cancelled or expired. A read that must wait holds a place among the
waiting reads (the same caps as ``GET /view?min_version=``, api/http/waiting.py:
429 ``too-many-waiting-reads`` past them), waits on the seek's channel of
the process's hub subscription (services/seek_channels.py), and re-reads the
seek at each message and every ``CLOWDER_MIN_VERSION_RECHECK_SECONDS``, so a
lost message costs that much latency. Unlike a version that never comes, a
seek still waiting at the end is no error: it is answered as it is.
"""

from __future__ import annotations

import asyncio
from typing import Any

from litestar import Request

from api.components import Components
from api.http.streaming import client_of, hold_token, watch
from services.errors import NotAuthenticated
from services.players import Player
from services.seek_book import SeekView
from services.seek_channels import seek_channel
from services.stream_hub import SubscriptionEnded


def settled(seek: SeekView) -> bool:
    return seek.status != "waiting" and (seek.status != "matched" or seek.game_started)


def _token_ended() -> NotAuthenticated:
    return NotAuthenticated("the token was revoked or expired while this read waited; nothing was sent")


async def seek_when_settled(
    components: Components, request: Request[Any, Any, Any], player: Player, seek_id: str, wait: float
) -> SeekView:
    seek = await components.matchmaking.get(player, seek_id)
    settings = components.settings
    wait = min(wait, settings.min_version_wait_seconds)
    if wait <= 0 or settled(seek):
        return seek
    lease = components.waiting_limits.acquire(client_of(request, player))
    hold = hold_token(components, request)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait
    try:
        with components.hub.subscribe(seek_channel(settings.redis_prefix, seek_id)) as subscription:
            watch(subscription, hold)
            while True:
                # Read after subscribing: a change made meanwhile is seen here, later ones are announced.
                seek = await components.matchmaking.get(player, seek_id)
                if hold is not None and hold.ended:
                    raise _token_ended()
                remaining = deadline - loop.time()
                if settled(seek) or remaining <= 0:
                    return seek
                try:
                    await subscription.get(min(remaining, settings.min_version_recheck_seconds))
                except SubscriptionEnded:
                    raise _token_ended() from None
                subscription.drain()
    finally:
        lease.release()
        components.token_watch.release(hold)
