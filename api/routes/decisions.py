from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any

import msgspec
import structlog
from litestar import Controller, Request, get
from litestar.params import Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from api.auth import READER, REQUIRED, PlayerDep
from api.components import Components, ComponentsDep
from api.openapi import sse
from api.pagination import Cursor, decode_cursor, game_list
from api.reading import current_view, game_summary, lobby_read
from api.schemas import Decision, GameList
from api.streaming import KEEPALIVE, KEEPALIVE_SECONDS, lease_stream
from services.lru import Lru
from services.players import Player
from services.projector import DecisionOwed
from services.stream_hub import Resync
from services.stream_limits import Lease

log = structlog.get_logger(__name__)

_owed = msgspec.json.Decoder(DecisionOwed)


class DecisionController(Controller):
    path = "/players/me"
    tags = ["players"]

    @get("/", operation_id="whoAmI", summary="The player the token belongs to", dependencies=READER)
    async def me(self, player: PlayerDep) -> Player:
        return player

    @get("/games", operation_id="listMyGames", summary="The games you sit in, newest first", dependencies=REQUIRED)
    async def my_games(
        self,
        player: PlayerDep,
        components: ComponentsDep,
        limit: Annotated[int, Parameter(ge=1, le=200)] = 50,
        cursor: Cursor = None,
    ) -> GameList:
        """Every status; follow ``next`` for the next page. ``total`` may count a seat you left."""
        after = None if cursor is None else decode_cursor(cursor)
        key = components.read_models.player_games_key(player.player_id)
        read = await lobby_read(
            components, key, after, 0, limit, lambda: components.store_lobby.player_games(player.player_id, 0, limit)
        )
        # A seat left in an open game stays in the player's set: keep the games it still sits in.
        mine = [s for s in read.games if any(info.player_id == player.player_id for info in s.seats)]
        return game_list(msgspec.structs.replace(read, games=mine), "/players/me/games", {}, 0, limit)

    @get(
        "/decisions",
        operation_id="streamDecisions",
        summary="Server-Sent Events: every decision you owe, across all your games",
        dependencies=REQUIRED,
        opt=sse({"decision": Decision}, "One `decision` event per game that waits on you (docs/api.md)."),
    )
    async def decisions(
        self, request: Request[Any, Any, Any], player: PlayerDep, components: ComponentsDep
    ) -> ServerSentEvent:
        """One connection for a bot: a ``decision`` event (game, kind, seat, version)
        for each game that waits on you now, then one each time another does.
        A decision carries the seat's ``view`` with its legal commands, so a bot
        can answer it with one ``POST /commands``; one whose ``view`` is null (the
        game moved on while it was announced) wants a ``GET /view``.
        Counts against ``CLOWDER_STREAMS_PER_TOKEN`` (429 ``too-many-streams`` past it)."""
        lease = lease_stream(components, request, player)
        return ServerSentEvent(_decisions(components, player, lease))


async def _decisions(components: Components, player: Player, lease: Lease) -> AsyncIterator[ServerSentEventMessage]:
    announcer = _Announcer(components, player)
    try:
        with components.hub.subscribe(components.read_models.player_channel(player.player_id)) as subscription:
            owed_now = await announcer.owed_now()
            for owed in owed_now or []:
                yield _message(owed)
            resync_due = owed_now is None
            while True:
                delivery = await subscription.get(KEEPALIVE_SECONDS)
                if isinstance(delivery, Resync) or (delivery is None and resync_due):
                    owed_now = await announcer.owed_now()
                    resync_due = owed_now is None  # Redis still away: try again at the next keepalive
                    for owed in owed_now or []:
                        yield _message(owed)
                elif delivery is None:
                    yield KEEPALIVE
                elif (fresh := await announcer.check(delivery)) is not None:
                    yield _message(fresh)
    finally:
        lease.release()


class _Announcer:
    """Which decisions to announce: only for a seat the player holds now, each once."""

    def __init__(self, components: Components, player: Player) -> None:
        self.components = components
        self.player_id = player.player_id
        #: Each game's last announced version (to announce each once), for at most
        #: ``CLOWDER_ANNOUNCED_PER_STREAM`` games: a forgotten one is announced again at most once.
        self._announced: Lru[str, int] = Lru(components.settings.announced_per_stream)

    async def owed_now(self) -> list[DecisionOwed] | None:
        """Every decision the read models say the player owes now; None if they cannot be read."""
        try:
            game_ids = await self.components.read_models.owed(self.player_id)
            found = []
            for game_id in game_ids:
                summary = await game_summary(self.components, game_id)
                for info in summary.seats:
                    if info.player_id == self.player_id and info.seat in summary.pending_seats:
                        view, version = await current_view(self.components, game_id, info.seat)
                        shown = msgspec.Raw(view if version == summary.version else b"null")
                        found.append(DecisionOwed(game_id, summary.kind, info.seat, summary.version, shown))
        except Exception as error:  # Redis is disposable: the next resync announces them
            log.warning("decisions.owed_unreadable", player_id=self.player_id, error=repr(error))
            return None
        return [owed for owed in found if self._first(owed)]

    async def check(self, message: bytes) -> DecisionOwed | None:
        """The decision a hub message tells of, if it was not announced yet and the player
        held that seat at its version.

        The projector sends a decision with its view only on the channel of the seat's
        holder at that version, so that one needs no look at the game; one without a view
        is checked against the game's summary."""
        try:
            owed = _owed.decode(message)
        except msgspec.DecodeError:
            log.warning("decisions.unreadable_message", player_id=self.player_id)
            return None
        if bytes(owed.view) != b"null":
            return owed if self._first(owed) else None
        try:
            summary = await game_summary(self.components, owed.game_id)
        except Exception as error:
            log.warning("decisions.summary_unreadable", game_id=owed.game_id, error=repr(error))
            return None
        seats = summary.seats
        if owed.seat >= len(seats) or seats[owed.seat].player_id != self.player_id:
            return None
        return owed if self._first(owed) else None

    def _first(self, owed: DecisionOwed) -> bool:
        if self._announced.get(owed.game_id, 0) >= owed.version:
            return False
        self._announced[owed.game_id] = owed.version
        return True


def _message(owed: DecisionOwed) -> ServerSentEventMessage:
    return ServerSentEventMessage(event="decision", data=msgspec.json.encode(owed).decode())
