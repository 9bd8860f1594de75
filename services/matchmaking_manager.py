"""The quick-play process manager: makes each queue's matches and their games, unattended.

It runs with the reactors (services/reactors.py), following the store's
global log for the partitions it holds. Whenever a queue's stream moves, and
whenever something in a queue falls due (a seek's expiry, its bot time), it
asks the queue which seeks meet (``MatchSeeks``) and then, for every match
whose game is not started yet, closes the gap: it creates the game under the
match's derived id with every seat taken in the creation's batch (nobody else
can sit in it, ever), starts it, and records ``matchmaking.game_started``.
Each step is idempotent (a game that exists is not created again, a started
one not started again, a match recorded once), so a manager killed at any
moment and restarted, or two managers at once, create each match's game once.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import structlog

from domain.core.game import Game
from domain.core.rejection import Rejected
from domain.hosting.commands import Entrant, MatchSeating
from domain.hosting.policy import service_acting_for
from domain.hosting.record import GameRecord
from domain.hosting.refusals import Refused
from domain.matchmaking import MatchSeeks, QueueState, RecordGameStarted, SeeksMatched
from eventstore import RecordedEvent
from services.errors import ServiceError, UnknownGame, UnknownPlayer
from services.game_service import GameService
from services.house_bots import HouseBots, house_bot_ids
from services.matchmaking_queues import QUEUE_PREFIX, Queues, queue_stream
from services.partitions import WHOLE, Partition
from services.players import Player, PlayerRegistry
from services.server_work import Payer, ServerWorkLedger, pay_for_start

log = structlog.get_logger(__name__)

#: Seconds before a match whose game could not be made is tried again.
RETRY_SECONDS = 1.0


class MatchmakingManager:
    def __init__(
        self,
        queues: Queues,
        games: GameService,
        players: PlayerRegistry,
        house: HouseBots,
        partition: Partition = WHOLE,
        wall: Callable[[], float] = time.time,
        server_work: ServerWorkLedger | None = None,
        bot_games_per_hour: int = 60,
    ) -> None:
        """``server_work``: the ledger a match's server bots are paid from, by its host (None: no budget)."""
        self.queues = queues
        self.server_work = server_work
        self.bot_games_per_hour = bot_games_per_hour
        self.games = games
        self.players = players
        self.house = house
        self.partition = partition
        self.wall = wall
        self.house_bots = house_bot_ids(max(game.max_seats for game in games.games.values()))
        #: kind -> when its queue next needs a look (a seek's expiry or bot time); absent: look now.
        self._due: dict[str, float] = {}
        #: Matches whose game could not be made, reported once each (retried at every look).
        self._failed: set[str] = set()
        self.created = 0
        self.started = 0

    @property
    def kinds(self) -> Mapping[str, Game[Any, Any, Any, Any]]:
        return self.games.games

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        touched = {e.stream_id.removeprefix(QUEUE_PREFIX) for e in batch if e.stream_id.startswith(QUEUE_PREFIX)}
        for kind in touched:
            if kind in self.kinds:
                await self.sync(kind)

    async def tick(self) -> None:
        """Look at each queue this partition owns whose next expiry or bot time has come."""
        now = self.wall()
        for kind in self.kinds:
            if self.partition.owns(queue_stream(kind)) and self._due.get(kind, -math.inf) <= now:
                await self.sync(kind)

    async def sync(self, kind: str) -> None:
        """Make the matches due now, then create and start every match's game not started yet."""
        command = MatchSeeks(at=self.wall(), house_bots=self.house_bots)
        # A look that fails part way (PostgreSQL away, a busy queue) is taken again in a second.
        self._due[kind] = command.at + RETRY_SECONDS
        queue, _ = await self.queues.execute(kind, command)
        pending = queue.state.unstarted
        for match in pending:
            await self._realize(kind, match)
        state = (await self.queues.load(kind)).state if pending else queue.state
        # A game that could not be made yet (PostgreSQL away, a refusal) is tried again in a second.
        self._due[kind] = command.at + RETRY_SECONDS if state.unstarted else next_due(state)

    async def _realize(self, kind: str, match: SeeksMatched) -> None:
        match_id = f"{queue_stream(kind)}/{match.match_number}"
        try:
            try:
                game = await self.games.records.load(match.game_id)
            except UnknownGame:
                game = await self._create(kind, match, match_id)
            if game.status == "open":
                game = await self._start(match, game)
        except (Rejected, ServiceError) as refusal:
            if match_id not in self._failed:
                self._failed.add(match_id)
                log.error("matchmaking.game_not_made", match_id=match_id, game_id=match.game_id, reason=str(refusal))
            return
        if game.status == "open":
            return
        command = RecordGameStarted(match_number=match.match_number, at=self.wall())
        await self.queues.execute(kind, command)

    async def _create(self, kind: str, match: SeeksMatched, match_id: str) -> GameRecord:
        entrants = []
        for seat in match.seating:
            if seat.bot is not None:
                await self.house.ensure(seat.player_id, seat.bot)
            entrants.append(await self._player(seat.player_id))
        try:
            created = await self.games.create_game(
                await self._player(match.host),
                kind,
                match.seats,
                dict(match.options),
                decision_seconds=match.decision_seconds,
                game_id=match.game_id,
                match=MatchSeating(match_id, tuple(Entrant(e.player_id, e.name) for e in entrants)),
                actor=service_acting_for(match.host),
            )
        except Refused as refusal:  # another manager made it first
            if refusal.reason != "conflict":
                raise
            return await self.games.records.load(match.game_id)
        self.created += 1
        log.info("matchmaking.game_created", match_id=match_id, game_id=match.game_id)
        return created

    async def _start(self, match: SeeksMatched, game: GameRecord) -> GameRecord:
        try:
            host = await self._player(match.host)
            manager = service_acting_for(host.player_id)
            if self.server_work is not None:
                payer = Payer(host.player_id, self.bot_games_per_hour)
                await pay_for_start(self.server_work, self.players, manager, [payer], game)
            started = await self.games.start(host, game.game_id, actor=manager)
        except Refused as refusal:  # conflict: another manager started it first
            if refusal.reason != "conflict":
                raise
            return await self.games.records.load(game.game_id)
        self.started += 1
        return started

    async def _player(self, player_id: str) -> Player:
        player = await self.players.get(player_id)
        if player is None:
            raise UnknownPlayer(f"there is no player {player_id!r}")
        return player


def next_due(state: QueueState) -> float:
    """When the queue next needs deciding without a new event: the first expiry or bot time."""
    times = [seek.expires_at for seek in state.waiting]
    times += [seek.bots_at for seek in state.waiting if seek.bots_at is not None]
    return min(times, default=math.inf)
