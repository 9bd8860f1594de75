"""Waiting reads: ``GET /games/{id}/view?min_version=`` until the game reaches that version.

A waiting read used to poll Redis every 100 ms for up to its bound (30 s by
default), with no cap: 200 of them from one token were 2,000 Redis reads a
second, held for half a minute. Now a read that must wait:

* takes a lease from the waiting-read caps (``CLOWDER_WAITING_READS_PER_TOKEN``
  per player or anonymous address, ``CLOWDER_WAITING_READS_PER_PROCESS`` per
  process; past either a 429 ``too-many-waiting-reads`` with ``Retry-After``),
  as streams do (services/stream_limits.py);
* waits on the game's channel of the process's one hub subscription
  (services/stream_hub.py), the one live streams use, and re-reads the view
  when a message comes; it also re-reads every
  ``CLOWDER_MIN_VERSION_RECHECK_SECONDS`` (1 s), so that a lost message costs
  that much latency and the wait never outlasts its bound;
* holds its token (services/token_watch.py): revoked or expired meanwhile, the
  read answers 401 rather than the seat's view;
* looks the caller's seat up again at each read, so that a seat left while
  waiting is not shown: the view is the one of the seat held when it is sent.
"""

from __future__ import annotations

import asyncio
from typing import Any

from litestar import Request

from api.components import Components
from api.http.reading import current_view, seat_of
from api.http.streaming import client_of, hold_token, watch
from services.errors import NotAuthenticated, VersionNotReached
from services.players import Player
from services.stream_hub import SubscriptionEnded


async def _view_now(components: Components, game_id: str, caller: Player | None) -> tuple[bytes, int]:
    return await current_view(components, game_id, await seat_of(components, game_id, caller))


def _token_ended() -> NotAuthenticated:
    return NotAuthenticated("the token was revoked or expired while this read waited; nothing was sent")


async def view_at_least(
    components: Components, request: Request[Any, Any, Any], game_id: str, caller: Player | None, min_version: int
) -> bytes:
    """The caller's view once the game is at ``min_version`` or later (bounded wait, then a 409)."""
    raw, version = await _view_now(components, game_id, caller)
    if version >= min_version:
        return raw
    settings = components.settings
    lease = components.waiting_limits.acquire(client_of(request, caller))
    hold = hold_token(components, request)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + settings.min_version_wait_seconds
    try:
        with components.hub.subscribe(components.read_models.game_channel(game_id)) as subscription:
            watch(subscription, hold)
            while True:
                # Read after subscribing: a version reached meanwhile is seen here, later ones are announced.
                raw, version = await _view_now(components, game_id, caller)
                if hold is not None and hold.ended:
                    raise _token_ended()
                if version >= min_version:
                    return raw
                remaining = deadline - loop.time()
                if remaining <= 0:
                    raise VersionNotReached(min_version, version, settings.min_version_wait_seconds)
                try:
                    await subscription.get(min(remaining, settings.min_version_recheck_seconds))
                except SubscriptionEnded:
                    raise _token_ended() from None
                subscription.drain()  # one read answers every message so far
    finally:
        lease.release()
        components.token_watch.release(hold)
