"""The tournament process manager: runs a tournament's games unattended.

It follows the store's global log (with a checkpoint kept in PostgreSQL).
Whenever a tournament's stream or one of its games moves, it compares what the
tournament needs now (``games_needed``) with what exists, and closes the gap:
it creates each missing game under an id derived from (tournament, match,
game number) with its entrants seated in the same batch (nobody else can sit
in it, ever), starts it only if its seating is the pairing's, and records
each finished game's result. Every step is idempotent (a game that exists is
not created again; a result recorded is refused as already recorded), so a manager killed at any moment and restarted, or two managers
at once, neither create a game twice nor miss one.
"""

from __future__ import annotations

from collections.abc import Sequence

import structlog

from domain.core.rejection import Rejected
from domain.hosting.commands import Entrant, TournamentSeating
from domain.hosting.policy import service_acting_for
from domain.hosting.record import GameRecord
from domain.hosting.refusals import Refused
from domain.tournament import TOURNAMENT, AlreadyRecorded, GameRequest, RecordGameResult
from eventstore import RecordedEvent
from services.clock import Clock, SystemClock
from services.errors import UnknownGame, UnknownPlayer
from services.game_service import GameService
from services.players import Player, PlayerRegistry
from services.server_work import Payer, ServerWorkLedger, pay_for_start
from services.tournaments import (
    TournamentRecord,
    TournamentService,
    parse_tournament_game_id,
    tournament_game_id,
)

log = structlog.get_logger(__name__)


#: How often tournaments waiting on their organizer's server-bot budget are looked at again.
DEFERRED_RETRY_SECONDS = 10.0


class TournamentManager:
    def __init__(
        self,
        tournaments: TournamentService,
        games: GameService,
        players: PlayerRegistry,
        server_work: ServerWorkLedger | None = None,
        clock: Clock | None = None,
        bot_games_per_hour: int = 60,
    ) -> None:
        """``server_work``: the ledger its server-bot games are paid from, ``bot_games_per_hour``
        from each organizer's budget (None: no budget)."""
        self.tournaments = tournaments
        self.games = games
        self.players = players
        self.server_work = server_work
        self.bot_games_per_hour = bot_games_per_hour
        self.clock = clock or SystemClock()
        #: Tournaments with a game left unstarted until its organizer's budget allows it.
        self.deferred: set[str] = set()
        self._retried_at = 0.0
        self.created = 0
        self.recorded = 0
        #: Games left unstarted because their seating differed from the pairing.
        self.refused = 0

    async def react(self, records: Sequence[GameRecord], batch: list[RecordedEvent]) -> None:
        await self.handle(batch)

    async def handle(self, batch: list[RecordedEvent]) -> None:
        touched: dict[str, None] = {}
        for event in batch:
            if event.stream_id.startswith("tournament-"):
                touched[event.stream_id.removeprefix("tournament-")] = None
            elif event.stream_id.startswith("game-"):
                parsed = parse_tournament_game_id(event.stream_id.removeprefix("game-"))
                if parsed is not None:
                    touched[parsed[0]] = None
        for tournament_id in touched:
            await self.sync(tournament_id)

    async def tick(self) -> None:
        """Look again, now and then, at the tournaments waiting on their organizer's budget."""
        now = self.clock.now()
        if not self.deferred or now - self._retried_at < DEFERRED_RETRY_SECONDS:
            return
        self._retried_at = now
        for tournament_id in list(self.deferred):
            self.deferred.discard(tournament_id)
            await self.sync(tournament_id)

    async def sync(self, tournament_id: str) -> None:
        """Make the tournament's games match what it needs now."""
        try:
            record = await self.tournaments.load(tournament_id)
        except UnknownGame:
            return
        for request in TOURNAMENT.games_needed(record.state):
            game = await self._ensure_created(record, request)
            if game.status == "open":
                game = await self._seat_and_start(record, request, game)
            if game.status == "finished":
                await self._record(record, request, game)

    async def _ensure_created(self, record: TournamentRecord, request: GameRequest) -> GameRecord:
        game_id = tournament_game_id(record.tournament_id, request.match_id, request.game_number)
        try:
            return await self.games.records.load(game_id)
        except UnknownGame:
            pass
        settings = record.state.settings
        assert settings is not None
        organizer = await self._player(record.organizer)
        entrants = tuple([Entrant(e.player_id, e.name) for e in [await self._player(i) for i in request.entrants]])
        try:
            created = await self.games.create_game(
                organizer,
                settings.kind,
                len(request.entrants),
                dict(settings.game_options),
                decision_seconds=record.decision_seconds,
                game_id=game_id,
                seed=await self.tournaments.game_seed(record.tournament_id, game_id),
                tournament=TournamentSeating(record.tournament_id, entrants),
                actor=service_acting_for(organizer.player_id),
            )
        except Refused as refusal:  # another manager made it first
            if refusal.reason != "conflict":
                raise
            return await self.games.records.load(game_id)
        self.created += 1
        log.info("tournament.game_created", tournament_id=record.tournament_id, game_id=game_id)
        return created

    async def _seat_and_start(self, record: TournamentRecord, request: GameRequest, game: GameRecord) -> GameRecord:
        """Start the game if, and only if, it is seated exactly as the pairing says.

        Games made since tournaments seat at creation always are; an older game still
        open is seated here, entrant by entrant, as before."""
        if game.tournament_id is None:
            game = await self._seat_legacy(request, game)
        seating = tuple(None if holder is None else holder.player_id for holder in game.seats)
        if seating != tuple(request.entrants):
            self.refused += 1
            log.error(
                "tournament.seating_differs",
                tournament_id=record.tournament_id,
                game_id=game.game_id,
                pairing=list(request.entrants),
                seating=list(seating),
            )
            return game
        organizer = await self._player(record.organizer)
        manager = service_acting_for(organizer.player_id)
        try:
            if self.server_work is not None:
                payer = Payer(organizer.player_id, self.bot_games_per_hour)
                await pay_for_start(self.server_work, self.players, manager, [payer], game)
            return await self.games.start(organizer, game.game_id, actor=manager)
        except Refused as refusal:
            if refusal.reason == "quota":  # the organizer's budget is spent: start it later
                self.deferred.add(record.tournament_id)
                log.info("tournament.game_deferred", tournament_id=record.tournament_id, game_id=game.game_id)
                return game
            if refusal.reason != "conflict":  # conflict: another manager started it first
                raise
            return await self.games.records.load(game.game_id)

    async def _seat_legacy(self, request: GameRequest, game: GameRecord) -> GameRecord:
        for seat, entrant_id in enumerate(request.entrants):
            holder = game.seats[seat]
            if holder is not None:
                continue
            try:
                game = await self.games.join(await self._player(entrant_id), game.game_id, seat)
            except Refused as refusal:
                if refusal.reason != "conflict":
                    raise
                game = await self.games.records.load(game.game_id)
        return game

    async def _record(self, record: TournamentRecord, request: GameRequest, game: GameRecord) -> None:
        """Record a finished game's result; an aborted one is a no-result, scored as a
        draw for every seat (no winners, no scores) so that the round can complete."""
        outcome = None if game.aborted is not None else self.games.records.game_of(game).outcome(game.state)
        scores = tuple(outcome.scores) if outcome is not None else (0,) * len(request.entrants)
        winners = tuple(outcome.winners) if outcome is not None else ()
        command = RecordGameResult(
            match_id=request.match_id,
            game_number=request.game_number,
            game_id=game.game_id,
            scores=scores,
            winners=winners,
        )
        try:
            await self.tournaments.execute(record.tournament_id, command)
        except AlreadyRecorded:
            return
        except Rejected as refusal:
            log.warning("tournament.result_refused", game_id=game.game_id, reason=str(refusal))
            return
        self.recorded += 1

    async def _player(self, player_id: str) -> Player:
        player = await self.players.get(player_id)
        if player is None:
            raise UnknownPlayer(f"there is no player {player_id!r}")
        return player
