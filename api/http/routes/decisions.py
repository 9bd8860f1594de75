from __future__ import annotations

import time
from collections.abc import AsyncGenerator
from typing import Annotated, Any

import msgspec
import structlog
from litestar import Controller, Request, get
from litestar.params import HeaderParameter, Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from api.components import Components, ComponentsDep
from api.http.auth import PlayerDep, asks
from api.http.openapi import sse
from api.http.pagination import Cursor, decode_cursor, game_list
from api.http.reading import current_view, game_summary, lobby_read
from api.http.schemas import GameList
from api.http.stream_messages import TAG_FIELD, Decision, GameEnded
from api.http.streaming import KEEPALIVE, KEEPALIVE_SECONDS, hold_token, lease_stream, until_token_ends, watch
from domain.hosting import policy
from domain.hosting.record import stream_id_of
from domain.hosting.visibility import GameSummary, Instant
from services.lru import Lru
from services.players import Player
from services.projector import DecisionOwed, GameOver
from services.stream_hub import Resync
from services.stream_limits import Lease
from services.token_watch import Hold

log = structlog.get_logger(__name__)

_owed = msgspec.json.Decoder(DecisionOwed)


class DecisionController(Controller):
    path = "/players/me"
    tags = ["players"]

    @get(
        "/", operation_id="whoAmI", summary="The player the token belongs to", dependencies=asks(policy.ReadOwnAccount)
    )
    async def me(self, player: PlayerDep) -> Player:
        return player

    @get(
        "/games",
        operation_id="listMyGames",
        summary="The games you sit in, newest first",
        dependencies=asks(policy.ReadOwnAccount),
    )
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
        summary="Server-Sent Events: every decision you owe, across all your games, and their ends",
        dependencies=asks(policy.ReadDecisions),
        opt=sse(
            "DecisionStreamMessage",
            {"decision": Decision, "game_ended": GameEnded},
            "A `decision` per game that waits on you, a `game_ended` when one of your games ends (docs/api.md).",
        ),
    )
    async def decisions(
        self,
        request: Request[Any, Any, Any],
        player: PlayerDep,
        components: ComponentsDep,
        last_event_id: Annotated[
            int | None,
            HeaderParameter(
                name="Last-Event-ID",
                ge=0,
                le=10**15,
                description="The `id` of the last message you got: the games of yours that ended since "
                "then are announced again (the decisions you owe are announced on every connection).",
            ),
        ] = None,
    ) -> ServerSentEvent:
        """One connection for a bot: a ``decision`` message (game, kind, seat, version, deadline,
        the seat's view) for each game that waits on you now, then one each time another does,
        and a ``game_ended`` message (with the outcome) when a game you sit in ends.
        A decision's view holds its legal commands, so a bot answers it with one
        ``POST /commands``; one whose ``view`` is null (the game moved on while it was
        announced) wants a ``GET /view``.
        Each message's ``id`` is the time it was sent (milliseconds since the epoch).
        Reconnecting (browsers and generated clients send ``Last-Event-ID`` by themselves)
        announces again every decision you owe, and every game of yours (the 50 newest) that
        ended since ten seconds before that id: a message may come twice, none is lost.
        A ``read`` token may follow them (answering needs ``play``).
        Counts against ``CLOWDER_STREAMS_PER_TOKEN`` (429 ``too-many-streams`` past it).
        Ends (a last comment line says why) within about a second of the token's
        revocation or expiry."""
        lease = lease_stream(components, request, player)
        hold = hold_token(components, request)
        frames = _decisions(components, player, lease, hold, last_event_id)
        return ServerSentEvent(until_token_ends(components, frames, hold))


#: How far before a resumed stream's last id its games' ends are announced again (clocks and the
#: projector's lag may order an end's announcement after a later message's id).
RESUME_SLACK_MS = 10_000
#: How many of the player's newest games a resume looks at for ends it may have missed.
RESUME_GAMES = 50


async def _decisions(
    components: Components, player: Player, lease: Lease, hold: Hold | None, resumed_after: int | None
) -> AsyncGenerator[ServerSentEventMessage, None]:
    announcer = _Announcer(components, player)
    try:
        with components.hub.subscribe(components.read_models.player_channel(player.player_id)) as subscription:
            watch(subscription, hold)
            if resumed_after is not None:
                for ended in await announcer.ended_since(resumed_after - RESUME_SLACK_MS):
                    yield _message(ended)
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


class _Typed(msgspec.Struct):
    """A player channel message's tag: none on a decision (older processes send them untagged)."""

    type: str = "decision"


_typed = msgspec.json.Decoder(_Typed)
_game_over = msgspec.json.Decoder(GameOver)


class _Deadline(msgspec.Struct):
    deadline: Instant | None = None


_deadline = msgspec.json.Decoder(_Deadline)


class _Announcer:
    """Which messages to send: a decision only for a seat the player holds now, each once,
    and each game's end once."""

    def __init__(self, components: Components, player: Player) -> None:
        self.components = components
        self.player_id = player.player_id
        #: Each game's last announced version (to announce each once), for at most
        #: ``CLOWDER_ANNOUNCED_PER_STREAM`` games: a forgotten one is announced again at most once.
        self._announced: Lru[str, int] = Lru(components.settings.announced_per_stream)
        self._ended: Lru[str, bool] = Lru(components.settings.announced_per_stream)

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
                        current = version == summary.version
                        shown = msgspec.Raw(view if current else b"null")
                        deadline = _deadline.decode(view).deadline if current else None
                        found.append(DecisionOwed(game_id, summary.kind, info.seat, summary.version, shown, deadline))
        except Exception as error:  # Redis is disposable: the next resync announces them
            log.warning("decisions.owed_unreadable", player_id=self.player_id, error=repr(error))
            return None
        return [owed for owed in found if self._first(owed)]

    async def ended_since(self, since_ms: int) -> list[GameEnded]:
        """The player's games (the newest ``RESUME_GAMES``) that ended at ``since_ms`` or later."""
        components = self.components
        try:
            key = components.read_models.player_games_key(self.player_id)
            read = await lobby_read(
                components,
                key,
                None,
                0,
                RESUME_GAMES,
                lambda: components.store_lobby.player_games(self.player_id, 0, RESUME_GAMES),
            )
            found = []
            for summary in read.games:
                if summary.status == "finished":
                    stream = stream_id_of(summary.game_id)
                    (last,) = await components.store.read_stream(stream, summary.version, summary.version)
                    if last.recorded_at.timestamp() * 1000 >= since_ms and (ended := self._ended_news(summary)):
                        found.append(ended)
        except Exception as error:  # the decisions are announced all the same
            log.warning("decisions.ends_unreadable", player_id=self.player_id, error=repr(error))
            return []
        return found

    def _ended_news(self, summary: GameSummary) -> GameEnded | None:
        seat = next((info.seat for info in summary.seats if info.player_id == self.player_id), None)
        if seat is None or self._ended.get(summary.game_id, False):
            return None
        self._ended[summary.game_id] = True
        return GameEnded(summary.game_id, summary.kind, seat, summary.version, summary.outcome, summary.aborted)

    async def check(self, message: bytes) -> DecisionOwed | GameEnded | None:
        """What a hub message tells of, if not announced yet: a game's end, or a decision of a seat
        the player held at its version.

        The projector sends a decision with its view only on the channel of the seat's
        holder at that version, so that one needs no look at the game; one without a view
        is checked against the game's summary."""
        try:
            if _typed.decode(message).type == "game_ended":
                return self._over(_game_over.decode(message))
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

    def _over(self, over: GameOver) -> GameEnded | None:
        if self._ended.get(over.game_id, False):
            return None
        self._ended[over.game_id] = True
        return GameEnded(over.game_id, over.kind, over.seat, over.version, over.outcome, over.aborted)

    def _first(self, owed: DecisionOwed) -> bool:
        if self._ended.get(owed.game_id, False) or self._announced.get(owed.game_id, 0) >= owed.version:
            return False
        self._announced[owed.game_id] = owed.version
        return True


class _DecisionSent(msgspec.Struct, frozen=True, tag_field=TAG_FIELD, tag="decision"):
    """:class:`Decision` as sent: its view as the raw JSON the read models hold."""

    game_id: str
    kind: str
    seat: int
    version: int
    deadline: Instant | None
    view: msgspec.Raw


def _message(news: DecisionOwed | GameEnded) -> ServerSentEventMessage:
    now_ms = int(time.time() * 1000)
    if isinstance(news, GameEnded):
        return ServerSentEventMessage(event="game_ended", id=now_ms, data=msgspec.json.encode(news).decode())
    sent = _DecisionSent(news.game_id, news.kind, news.seat, news.version, news.deadline, news.view)
    return ServerSentEventMessage(event="decision", id=now_ms, data=msgspec.json.encode(sent).decode())
