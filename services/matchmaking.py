"""Quick play as players meet it: post a seek, read it, cancel it.

A seek asks for a game of a kind with a number of seats; its options are
the kind's defaults or the ones given, every option filled in, so two seeks
meet when they want the same game (domain/matchmaking/matching.py has the
rules). The queue's process manager (services/matchmaking_manager.py) makes
the matches and their games. A seek is its player's alone: to anyone else it
does not exist, so the answer never tells whether someone else is waiting.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import msgspec

from domain.core.game import Game, Setup
from domain.core.rejection import InvalidSetup, Rejected
from domain.hosting.policy import Denied, ReadSeek, SeekFacts, SeekGame, decide
from domain.matchmaking import CancelSeek, NotYourSeek, PostSeek, SeekNotWaiting, SeekPosted
from eventstore import AppendResult
from services.authorization import authorize, player_actor
from services.bots.registry import BOT_NAMES
from services.errors import InvalidRequest, UnknownKind, UnknownSeek
from services.idempotency import check_same_request, keyed_id
from services.input_checks import check_decision_seconds, check_printable
from services.matchmaking_queues import Queue, Queues, queue_stream
from services.players import Player
from services.seek_book import SeekView


class SeekRequest(msgspec.Struct, frozen=True):
    kind: str
    seats: int
    #: None (or {}): the kind's defaults.
    options: dict[str, Any] | None = None
    decision_seconds: float | None = None
    bots_after_seconds: float | None = None
    bot: str = "heuristic"


class Matchmaking:
    def __init__(
        self,
        queues: Queues,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        seek_seconds: float,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.queues = queues
        self.games = games
        #: How long a seek waits before it expires (``CLOWDER_SEEK_SECONDS``).
        self.seek_seconds = seek_seconds
        #: Unix time: seeks outlive a process, so their times are the wall clock's.
        self.wall = wall

    async def post(
        self,
        player: Player,
        request: SeekRequest,
        idempotency_key: str | None = None,
        fingerprint: bytes | None = None,
        admit: Callable[[], Awaitable[None]] | None = None,
    ) -> SeekView:
        """Wait for a game. With an ``idempotency_key`` the seek's id derives from the player and
        the key, and a retry (even a racing one) gets the seek the first attempt posted; the same
        key with another request is refused, whichever kind either asked for.

        ``admit`` (the quotas) is asked only for a seek not posted before."""
        authorize(player_actor(player), SeekGame())
        if idempotency_key is not None and (earlier := await self.find_keyed(player, idempotency_key, fingerprint)):
            return earlier
        if admit is not None:
            await admit()
        command = self._command(player, request, idempotency_key)
        scoped = None if idempotency_key is None else f"{player.player_id}:{idempotency_key}"
        try:
            queue, result = await self.queues.execute(request.kind, command, scoped, fingerprint)
        except Rejected:
            if (
                idempotency_key is None
                or (earlier := await self.find_keyed(player, idempotency_key, fingerprint)) is None
            ):
                raise
            return earlier
        posted = next((event for event in result.events if isinstance(event, SeekPosted)), None)
        seek_id = posted.seek_id if result.replayed and posted is not None else command.seek_id
        return _view(queue, seek_id)

    async def find_keyed(self, player: Player, idempotency_key: str, fingerprint: bytes | None) -> SeekView | None:
        """The seek an earlier request with this key posted, in whichever queue (the same key with
        another body is refused there, as for any keyed creation)."""
        scoped = f"{player.player_id}:{idempotency_key}"
        for kind in self.games:
            earlier = await self.queues.store.find_idempotent(queue_stream(kind), scoped)
            if earlier is not None:
                check_same_request(earlier, fingerprint)
                return _view(await self.queues.load(kind), _posted_id(earlier))
        return None

    async def get(self, player: Player, seek_id: str) -> SeekView:
        """The player's own seek; anyone else's is answered as unknown."""
        return (await self._own(player, seek_id))[1]

    async def cancel(self, player: Player, seek_id: str) -> SeekView:
        """Stop waiting; a seek already matched, cancelled or expired is a 409 that says which."""
        queue, seek = await self._own(player, seek_id)
        if seek.status != "waiting":
            raise SeekNotWaiting(_not_waiting(seek))
        command = CancelSeek(seek_id=seek_id, player_id=player.player_id, at=self.wall())
        try:
            queue, _ = await self.queues.execute(queue.kind, command)
        except SeekNotWaiting:  # matched (or expired) between the read and the append
            raise SeekNotWaiting(_not_waiting(_view(await self.queues.load(queue.kind), seek_id))) from None
        except NotYourSeek:
            raise _unknown(seek_id) from None
        return _view(queue, seek_id)

    async def waiting_of(self, player_id: str) -> list[SeekView]:
        """The player's seeks that wait now, oldest first, across every kind."""
        out: list[SeekView] = []
        for kind in self.games:
            queue = await self.queues.load(kind)
            out += [_view(queue, seek.seek_id) for seek in queue.state.waiting if seek.player_id == player_id]
        return sorted(out, key=lambda view: view.posted_at)

    async def _own(self, player: Player, seek_id: str) -> tuple[Queue, SeekView]:
        kind = seek_id.partition(".")[0]
        if kind not in self.games:
            raise _unknown(seek_id)
        queue = await self.queues.load(kind)
        found = queue.book.owner_and_view(seek_id)
        if found is None or isinstance(decide(player_actor(player), ReadSeek(SeekFacts(owner=found[0]))), Denied):
            raise _unknown(seek_id)
        return queue, found[1]

    def _command(self, player: Player, request: SeekRequest, idempotency_key: str | None) -> PostSeek:
        game = self.games.get(request.kind)
        if game is None:
            raise UnknownKind(f"there is no game kind {request.kind!r}; known kinds: {', '.join(self.games)}")
        options = wanted_options(game, request.seats, request.options or {})
        check_decision_seconds(request.decision_seconds)
        bots_after = request.bots_after_seconds
        if bots_after is not None:
            _check_bots(request, bots_after, self.seek_seconds)
        now = self.wall()
        token = (
            uuid.uuid4().hex[:20] if idempotency_key is None else keyed_id(f"seek:{player.player_id}", idempotency_key)
        )
        return PostSeek(
            seek_id=f"{request.kind}.{token}",
            player_id=player.player_id,
            seats=request.seats,
            options=options,
            at=now,
            expires_at=now + self.seek_seconds,
            decision_seconds=request.decision_seconds,
            bots_at=None if bots_after is None else now + bots_after,
            bot=request.bot,
        )


def wanted_options(game: Game[Any, Any, Any, Any], seats: int, options: dict[str, Any]) -> dict[str, Any]:
    """Every option of the game a seek asks for (the defaults filled in), checked as a new game's are."""
    check_printable(options, "options")
    if not game.min_seats <= seats <= game.max_seats:
        raise InvalidSetup(f"{game.kind} is played by {game.min_seats} to {game.max_seats} players, not {seats}")
    try:
        typed = msgspec.convert(options, game.options_type)
    except msgspec.ValidationError as error:
        raise InvalidRequest(f"invalid options for {game.kind}: {error}") from None
    game.initial_state(Setup(seats=seats, options=typed))  # raises InvalidSetup
    result: dict[str, Any] = msgspec.to_builtins(typed)
    return result


def _check_bots(request: SeekRequest, bots_after: float, seek_seconds: float) -> None:
    if request.bot not in BOT_NAMES:
        raise InvalidRequest(f"there is no built-in bot {request.bot!r}; choose one of {', '.join(BOT_NAMES)}")
    if bots_after >= seek_seconds:
        raise InvalidRequest(
            f"bots_after_seconds must be less than {seek_seconds:g}, the time a seek waits before it expires"
        )


def _posted_id(result: AppendResult) -> str:
    posted = msgspec.json.decode(result.events[0].data, type=SeekPosted)
    return posted.seek_id


def _view(queue: Queue, seek_id: str) -> SeekView:
    found = queue.book.owner_and_view(seek_id)
    if found is None:
        raise _unknown(seek_id)
    return found[1]


def _unknown(seek_id: str) -> UnknownSeek:
    return UnknownSeek(f"there is no seek {seek_id!r} of yours")


def _not_waiting(seek: SeekView) -> str:
    if seek.status == "matched":
        return f"the seek was matched: its game is {seek.game_id}"
    return f"the seek is {seek.status}; post another to play"
