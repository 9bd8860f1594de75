"""The command path: load, fold, decide, append with the expected version.

A rejected command appends nothing. When another writer got there first the
handler reloads and decides again, a bounded number of times; a client that
named the version it decided on gets :class:`StaleVersion` instead.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec
import structlog

from domain.audit.chain import SHA256_JCS_V1
from domain.core.chance import CURRENT_ALGORITHM, random_for
from domain.core.game import Game, Setup
from domain.core.rejection import GameNotRunning, InvalidSetup, Rejected
from domain.hosting.policy import Act, Actor, LeaveSeat, StartGame, TakeSeat
from services.authorization import authorize, game_facts, player_actor
from services.chained import chained_events
from services.codec import codec_for
from services.errors import (
    InvalidRequest,
    LobbyConflict,
    ServiceError,
    StaleVersion,
    UnknownKind,
)
from services.game_log import GameLog
from services.game_record import GameRecord, stream_id_of
from services.game_writer import Acted, GameWriter, encode_metadata
from services.history import Cause
from services.idempotency import fingerprint
from services.input_checks import check_decision_seconds, check_printable
from services.lobby import GameCreated, GameStarted, SeatLeft, SeatTaken
from services.notifier import Notifier
from services.players import Player
from services.seeds import SeedVault, commitment_of, new_seed

log = structlog.get_logger(__name__)


class TournamentSeating(msgspec.Struct, frozen=True):
    """A tournament's game: the tournament and its entrants in seat order (the pairing)."""

    tournament_id: str
    entrants: tuple[Player, ...]


class GameService:
    def __init__(
        self,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        log_: GameLog,
        seeds: SeedVault,
        notifier: Notifier,
        max_attempts: int = 10,
    ) -> None:
        self.games = games
        self.log = log_
        self.seeds = seeds
        self.notifier = notifier
        self.max_attempts = max_attempts
        self.writer = GameWriter(log_, seeds, notifier, max_attempts)

    # -- lobby -------------------------------------------------------------

    async def create_game(
        self,
        player: Player,
        kind: str,
        seats: int,
        options: dict[str, Any],
        decision_seconds: float | None = None,
        game_id: str | None = None,
        seed: bytes | None = None,
        tournament: TournamentSeating | None = None,
    ) -> GameRecord:
        """A new open game; ``game_id`` lets a process manager create a game idempotently.

        A tournament's game (``tournament``) is created with its seats taken in the same
        batch, from the pairing: there is no moment at which anyone else could sit in it."""
        game = self.games.get(kind)
        if game is None:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(self.games)}")
        check_printable(options, "the game's options")
        check_decision_seconds(decision_seconds)
        if not game.min_seats <= seats <= game.max_seats:
            raise InvalidSetup(f"{kind} is played by {game.min_seats} to {game.max_seats} players, not {seats}")
        try:
            typed_options = msgspec.convert(options, game.options_type)
        except msgspec.ValidationError as error:
            raise InvalidRequest(f"invalid options for {kind}: {error}") from None
        game.initial_state(Setup(seats=seats, options=typed_options))  # raises InvalidSetup
        game_id = game_id or uuid.uuid4().hex[:20]
        # Everything that can refuse the game has run: only now is its seed kept.
        seed = seed or new_seed()
        await self.seeds.keep(game_id, seed)
        seed = await self.seeds.seed_of(game_id)  # the kept one, if this game id was tried before
        created = GameCreated(
            game_id=game_id,
            kind=kind,
            seats=seats,
            options=msgspec.to_builtins(typed_options),
            created_by=player.player_id,
            created_at=time.time(),
            decision_seconds=decision_seconds,
            rng=CURRENT_ALGORITHM,
            chain=SHA256_JCS_V1,
            seed_commitment=commitment_of(seed),
            tournament_id=None if tournament is None else tournament.tournament_id,
        )
        events: list[msgspec.Struct] = [created]
        if tournament is not None:
            if len(tournament.entrants) != seats:
                raise InvalidSetup(f"a tournament game of {seats} seats needs {seats} entrants")
            events += [SeatTaken(seat, e.player_id, e.name) for seat, e in enumerate(tournament.entrants)]
        metadata = encode_metadata(Cause(player.player_id), decided_at=0)
        stream_id = stream_id_of(game_id)
        appended = chained_events(SHA256_JCS_V1, seed, stream_id, None, 1, events, metadata)
        result = await self.log.store.append(stream_id, appended, expected_version=0)
        await self.notifier.appended(result)
        log.info("game.created", game_id=game_id, kind=kind, seats=seats)
        return await self.log.load(game_id)

    async def join(
        self,
        player: Player,
        game_id: str,
        seat: int | None = None,
        client_seed: str | None = None,
        actor: Actor | None = None,
    ) -> GameRecord:
        """Take a seat; ``client_seed`` is the seat's share of the game's randomness (docs/fairness.md)."""
        who = actor or player_actor(player)

        def take_seat(record: GameRecord) -> Sequence[msgspec.Struct]:
            if seat is not None and not 0 <= seat < len(record.seats):
                raise InvalidRequest(f"seat {seat} does not exist; seats are 0 to {len(record.seats) - 1}")
            authorize(who, TakeSeat(game_facts(record), seat))
            chosen = _free_seat(record) if seat is None else seat
            return [SeatTaken(chosen, player.player_id, player.name, client_seed=client_seed or "")]

        acted = await self.writer.execute(game_id, take_seat, player, None)
        return acted.record

    async def leave(self, player: Player, game_id: str, actor: Actor | None = None) -> GameRecord:
        who = actor or player_actor(player)

        def leave_seat(record: GameRecord) -> Sequence[msgspec.Struct]:
            authorize(who, LeaveSeat(game_facts(record)))
            seat = record.seat_of(player.player_id)
            assert seat is not None  # the policy refused a caller without a seat
            return [SeatLeft(seat=seat, player_id=player.player_id)]

        return (await self.writer.execute(game_id, leave_seat, player, None)).record

    async def start(self, player: Player, game_id: str, actor: Actor | None = None) -> GameRecord:
        """Start the game for ``player``; a tournament's manager passes the service's own ``actor``."""
        who = actor or player_actor(player)

        def start_game(record: GameRecord) -> Sequence[msgspec.Struct]:
            authorize(who, StartGame(game_facts(record)))
            return [GameStarted(started_by=player.player_id)]

        acted = await self.writer.execute(game_id, start_game, player, None, deal=True)
        return acted.record

    # -- play --------------------------------------------------------------

    async def act(
        self,
        player: Player,
        game_id: str,
        raw_command: Any,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
        by: str | None = None,
    ) -> Acted:
        """Play ``raw_command`` (client JSON) for the player's seat; ``by`` names a stand-in.

        With an ``idempotency_key`` the key is looked up before deciding and
        again before any refusal is given: a retry that raced the first
        attempt and lost (its decision saw the game after the first attempt's
        events) is answered with the first answer, never with a 409.
        """
        if idempotency_key is None:
            return await self._act(player, game_id, raw_command, expected_version, None, None, by)
        scoped_key = f"{player.player_id}:{idempotency_key}"
        request = fingerprint(raw_command, expected_version)
        stream_id = stream_id_of(game_id)
        earlier = await self.log.store.find_idempotent(stream_id, scoped_key)
        if earlier is not None:
            return await self.writer.replay(game_id, player, earlier, request)
        try:
            return await self._act(player, game_id, raw_command, expected_version, scoped_key, request, by)
        except (Rejected, ServiceError):
            earlier = await self.log.store.find_idempotent(stream_id, scoped_key)
            if earlier is None:
                raise
            log.info("command.retry_answered", game_id=game_id, version=earlier.last_version)
            return await self.writer.replay(game_id, player, earlier, request)

    async def _act(
        self,
        player: Player,
        game_id: str,
        raw_command: Any,
        expected_version: int | None,
        scoped_key: str | None,
        request: bytes | None,
        by: str | None,
    ) -> Acted:
        # Decide on the cached record without reading the store first: the
        # append's version check catches a stale one, and a rejection is only
        # given after a fresh read confirms it.
        record = self.log.cached(game_id)
        fresh = record is None or record.seat_of(player.player_id) is None
        if fresh:
            record = await self.log.load(game_id)
        assert record is not None
        game = self.log.game_of(record)
        authorize(player_actor(player), Act(game_facts(record)))
        seat = record.seat_of(player.player_id)
        assert seat is not None  # the policy refused a caller without a seat
        try:
            command = codec_for(game).command_from(raw_command)
        except msgspec.ValidationError as error:
            raise InvalidRequest(f"not a {game.kind} command: {error}") from None
        # The command's fields go on its own lines, not through contextvars: binding and
        # unbinding them cost as much as writing the line (docs/benchmarks.md, issue 13).
        try:
            acted = await self._play(
                record, fresh, game, seat, command, player, expected_version, scoped_key, request, by
            )
        except (Rejected, StaleVersion) as refusal:
            log.info(
                "command.rejected",
                game_id=game_id,
                seat=seat,
                command=type(command).__name__,
                code=refusal.code,
                reason=refusal.message,
            )
            raise
        log.info(
            "command.accepted",
            game_id=game_id,
            seat=seat,
            command=type(command).__name__,
            version=acted.record.version,
            events=len(acted.events),
        )
        return acted

    async def _play(
        self,
        record: GameRecord,
        fresh: bool,
        game: Game[Any, Any, Any, Any],
        seat: int,
        command: Any,
        player: Player,
        expected_version: int | None,
        scoped_key: str | None,
        request: bytes | None,
        by: str | None,
    ) -> Acted:
        seed = await self.seeds.seed_of(record.game_id)

        def decide(current: GameRecord) -> Sequence[msgspec.Struct]:
            if expected_version is not None and current.version != expected_version:
                raise StaleVersion(expected_version, current.version)
            if current.status != "running":
                raise GameNotRunning(f"the game is {current.status}")
            random = random_for(current.rng, seed, current.game_id, current.client_seeds, current.version)
            return game.decide(current.state, seat, command, random)

        cause = Cause(player.player_id, seat, msgspec.to_builtins(command), by=by)
        return await self.writer.execute(
            record.game_id, decide, player, scoped_key, cause=cause, first=record, fresh=fresh, fingerprint=request
        )


def _free_seat(record: GameRecord) -> int:
    for seat, holder in enumerate(record.seats):
        if holder is None:
            return seat
    raise LobbyConflict("the game is full")
