"""Serving reads: from the read models when they are fresh enough, from the store otherwise.

Three rules (docs/api.md, "Consistency of reads"):

* Redis is disposable. A missing model (a flushed Redis, a projector that has
  not caught up), an unreachable Redis or one slower than
  ``CLOWDER_REDIS_TIMEOUT_SECONDS`` send the read to PostgreSQL, never to a
  404 or a 500 (services/guards.py).
* A read never goes back in time. A model is served only if its version is at
  least the game's head, the newest version a command was acknowledged at
  (recorded in Redis by the command path before it answers, services/heads.py;
  asked of PostgreSQL when Redis has none). An older model means the projector
  lags: the answer is folded from the store instead.
* ``min_version`` waits, bounded by ``CLOWDER_MIN_VERSION_WAIT_SECONDS``, for
  the game to reach that version (api/http/waiting.py: capped, woken by the hub);
  if it does not, the answer is a 409 ``version-not-reached`` problem with
  the ``current_version``.

While PostgreSQL is down, a model the head check cannot confirm is served as
it is (nothing newer can be acknowledged meanwhile), and a record cached in
this process answers when it is not older than the head Redis knows. After a
failure, reads skip PostgreSQL for a moment (services/guards.py), so they
answer in milliseconds rather than after the pool's wait.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

import msgspec

from api.components import Components
from domain.hosting.record import GameRecord, stream_id_of
from domain.hosting.visibility import GameSummary, seat_view, summarize
from eventstore import StoreUnavailable
from services.errors import Unavailable
from services.guards import Skipped
from services.players import Player
from services.read_models import lobby_page

T = TypeVar("T")

_summary = msgspec.json.Decoder(GameSummary)


class _Versioned(msgspec.Struct):
    version: int


_versioned = msgspec.json.Decoder(_Versioned)


async def _redis(components: Components, make: Callable[[], Awaitable[T]]) -> T | None:
    """``make()`` through the guard; None when Redis failed (the caller asks the store)."""
    try:
        return await components.redis_guard.call(make)
    except Skipped:
        return None


async def _store(components: Components, make: Callable[[], Awaitable[T]]) -> T:
    """``make()`` through the store's guard: StoreUnavailable at once if PostgreSQL failed a moment ago."""
    try:
        return await components.store_guard.call(make)
    except Skipped as skipped:
        raise StoreUnavailable(f"PostgreSQL is unavailable ({skipped})") from skipped


async def load_record(components: Components, game_id: str, head: int | None = None) -> GameRecord:
    """The game's latest record from the store, or the cached one when it is at least at
    ``head`` (the newest acknowledged version Redis knows): no client can have seen a
    newer one from a command, so serving it never goes back in time, and a read of the
    version this process just wrote costs no query. While PostgreSQL is down, the same."""
    cached = components.game_records.cached(game_id)
    if cached is not None and head is not None and cached.version >= head:
        return cached
    try:
        return await _store(components, lambda: components.game_records.load(game_id))
    except StoreUnavailable:
        cached = components.game_records.cached(game_id)
        if cached is not None and head is not None and cached.version >= head:
            return cached
        raise


async def _fresh(components: Components, game_id: str, version: int, head: int | None) -> bool:
    """Whether a model at ``version`` is not older than any acknowledged write."""
    if head is None:
        try:
            head = await _store(components, lambda: components.store.stream_version(stream_id_of(game_id)))
        except StoreUnavailable:
            return True  # nothing can be acknowledged while the store is down
        await _redis(components, lambda: components.read_models.record_head(game_id, head))
    return version >= head


async def game_summary(components: Components, game_id: str) -> GameSummary:
    got = await _redis(components, lambda: components.read_models.summary_and_head(game_id))
    raw, head = got if got is not None else (None, None)
    if raw is not None:
        summary = _summary.decode(raw)
        if await _fresh(components, game_id, summary.version, head):
            return summary
    record = await load_record(components, game_id, head)
    return summarize(components.games[record.kind], record)


async def seat_of(components: Components, game_id: str, player: Player | None) -> int | None:
    """The caller's seat. The read model may lag behind a join, so a player it
    does not list yet is looked up in the store before being taken for a spectator."""
    if player is None:
        return None
    got = await _redis(components, lambda: components.read_models.summary(game_id))
    if got is not None:
        for info in _summary.decode(got).seats:
            if info.player_id == player.player_id:
                return info.seat
    return (await load_record(components, game_id)).seat_of(player.player_id)


async def current_view(components: Components, game_id: str, viewer: int | None) -> tuple[bytes, int]:
    """The viewer's view (JSON) and its version, never older than an acknowledged write."""
    got = await _redis(components, lambda: components.read_models.view_and_head(game_id, viewer))
    raw, head = got if got is not None else (None, None)
    if raw is not None:
        version = _versioned.decode(raw).version
        if await _fresh(components, game_id, version, head):
            return raw, version
    record = await load_record(components, game_id, head)
    return msgspec.json.encode(seat_view(components.games[record.kind], record, viewer)), record.version


class LobbyRead(msgspec.Struct, frozen=True):
    """A page of a lobby list as read: its games, how many match, where the next page starts."""

    games: list[GameSummary]
    total: int
    #: (created_at, game_id) of the page's last game when the read models served it and more may follow.
    last: tuple[float, str] | None = None
    #: The offset of the next page when PostgreSQL served it (no cursor then) and more may follow.
    next_offset: int | None = None


async def lobby_read(
    components: Components,
    key: str,
    after: tuple[float, str] | None,
    offset: int,
    limit: int,
    from_store: Callable[[], Awaitable[list[GameSummary]]] | None,
) -> LobbyRead:
    """A lobby page from Redis once its rebuild is complete; from PostgreSQL (``from_store``) otherwise.

    Cursors are positions in the read models' sorted sets: while Redis is down a
    page asked by cursor (or a list the store cannot build) is a 503 problem;
    pages by offset are served from PostgreSQL."""
    models = components.read_models

    async def from_redis() -> LobbyRead | None:
        if not await models.is_ready():
            return None
        page = await lobby_page(models, key, after, limit, offset if after is None else 0)
        return LobbyRead(await models.summaries(page.game_ids), page.total, page.last)

    read = await _redis(components, from_redis)
    if read is not None:
        return read
    if after is not None or from_store is None:
        raise Unavailable("this list is served from the read models, which are rebuilding; retry in a moment")
    games = await from_store()
    more = len(games) == limit
    return LobbyRead(games, offset + len(games) + (1 if more else 0), None, offset + limit if more else None)
