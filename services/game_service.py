"""Hosted games as callers use them: create, sit, leave, start, move, abort.

Each method turns a caller's request into one of the hosted game's commands
(``domain/hosting/commands.py``) and hands it to the one write path
(``services/command_handler.py``), which asks the hosted-game decider: the
policy's checks, the lobby's rules and the game's own rules are all decided
there. What is left here is what a caller does not choose: ids, times, the
seed and its commitment, and the input checks on what callers hand in.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Mapping
from typing import Any

import msgspec
import structlog

from domain.audit.chain import SHA256_JCS_V1
from domain.core.chance import CURRENT_ALGORITHM
from domain.core.game import Game
from domain.core.rejection import Rejected
from domain.hosting.commands import (
    AbortGame,
    CreateGame,
    Entrant,
    HostedCommand,
    LeaveSeat,
    MatchSeating,
    Play,
    StartGame,
    TakeSeat,
    TournamentSeating,
)
from domain.hosting.decider import options_of
from domain.hosting.policy import Actor
from domain.hosting.record import GameRecord
from services.authorization import player_actor
from services.codec import codec_for
from services.command_handler import CommandHandler
from services.errors import StaleVersion, UnknownGame, UnknownKind, malformed
from services.game_records import GameRecords
from services.game_streams import GameStream
from services.history import Cause
from services.idempotency import fingerprint
from services.input_checks import check_decision_seconds, check_printable
from services.notifier import Notifier
from services.players import Player
from services.seeds import SeedVault, commitment_of, new_seed

log = structlog.get_logger(__name__)

__all__ = ["CommandAnswer", "GameService", "TournamentSeating", "Entrant"]


class CommandAnswer(msgspec.Struct, frozen=True):
    """What a command did: the record after it, the caller's seat in it, the events it
    appended, and whether this repeats an earlier answer (a resend with the same key)."""

    record: GameRecord
    seat: int | None
    events: tuple[Any, ...]
    replayed: bool = False


class GameService:
    def __init__(
        self,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        records: GameRecords,
        seeds: SeedVault,
        notifier: Notifier,
        max_attempts: int = 10,
    ) -> None:
        self.games = games
        self.records = records
        self.seeds = seeds
        self.notifier = notifier
        self.handler = CommandHandler(records.store, notifier, max_attempts)
        self.stream = GameStream(records, seeds)

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
        match: MatchSeating | None = None,
        idempotency_key: str | None = None,
        request: bytes | None = None,
        actor: Actor | None = None,
    ) -> GameRecord:
        """A new open game; ``game_id`` lets a process manager create a game idempotently.

        With an ``idempotency_key`` (and a ``game_id`` derived from it) the creation is
        appended with the key: a retry that races it gets the game the first attempt
        created, and one with another ``request`` (its fingerprint) a 422. A tournament's
        game (``tournament``) is created with its seats taken in the same batch, and so is
        a quick-play game (``match``), from the queue's match."""
        game = self.games.get(kind)
        if game is None:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(self.games)}")
        check_printable(options, "options")
        check_decision_seconds(decision_seconds)
        try:
            msgspec.convert(options, game.options_type)
        except msgspec.ValidationError as error:
            raise malformed(error, "options", f"invalid options for {kind}") from None
        options_of(game, seats, options)  # refused before a seed is kept for it
        game_id = game_id or uuid.uuid4().hex[:20]
        await self.seeds.keep(game_id, seed or new_seed())
        command = CreateGame(
            game_id=game_id,
            kind=kind,
            seats=seats,
            options=options,
            created_at=time.time(),
            decision_seconds=decision_seconds,
            rng=CURRENT_ALGORITHM,
            chain=SHA256_JCS_V1,
            seed_commitment=commitment_of(await self.seeds.seed_of(game_id)),  # the kept one, if tried before
            tournament=tournament,
            match=match,
        )
        who = actor or player_actor(player)
        result = await self.handler.handle(
            self.stream,
            game_id,
            who,
            command,
            cause=Cause(player.player_id),
            expected_version=0,
            idempotency_key=idempotency_key,
            fingerprint=request,
        )
        if not result.replayed:
            log.info("game.created", game_id=game_id, kind=kind, seats=seats)
        return await self.records.load(game_id) if result.replayed else result.state

    async def join(
        self,
        player: Player,
        game_id: str,
        seat: int | None = None,
        client_seed: str | None = None,
        actor: Actor | None = None,
    ) -> GameRecord:
        """Take a seat; ``client_seed`` is the seat's share of the game's randomness (docs/fairness.md)."""
        command = TakeSeat(name=player.name, seat=seat, client_seed=client_seed or "")
        return (await self._lobby(player, game_id, command, actor)).record

    async def leave(self, player: Player, game_id: str, actor: Actor | None = None) -> GameRecord:
        return (await self._lobby(player, game_id, LeaveSeat(), actor)).record

    async def start(self, player: Player, game_id: str, actor: Actor | None = None) -> GameRecord:
        """Start the game for ``player``; a tournament's manager passes an actor that is the service."""
        return (await self._lobby(player, game_id, StartGame(), actor)).record

    async def abort(
        self,
        player: Player | None,
        game_id: str,
        reason: str,
        actor: Actor,
        by: str,
        expected_version: int | None = None,
    ) -> GameRecord:
        """End an open or running game with no winner (an operator, or the service itself)."""
        cause = Cause(None if player is None else player.player_id, by=by)
        result = await self.handler.handle(
            self.stream, game_id, actor, AbortGame(reason), cause=cause, expected_version=expected_version
        )
        log.info("game.aborted", game_id=game_id, reason=reason, by=cause.player_id or by)
        return result.state

    async def act(
        self,
        player: Player,
        game_id: str,
        raw_command: Any,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
        by: str | None = None,
        actor: Actor | None = None,
    ) -> CommandAnswer:
        """Play ``raw_command`` (client JSON) for the player's seat; ``by`` names a stand-in
        ("bot", "deadline"). With an ``idempotency_key`` a resend gets the first answer."""
        record = self.records.cached(game_id) or await self._load(game_id)
        try:
            command = codec_for(self.records.game_of(record)).command_from(raw_command)
        except msgspec.ValidationError as error:
            raise malformed(error, "command", f"not a {record.kind} command") from None
        seat = record.seat_of(player.player_id)
        cause = Cause(player.player_id, seat, msgspec.to_builtins(command), by=by)
        try:
            answer = await self._command(
                player,
                game_id,
                Play(command),
                actor,
                cause,
                expected_version=expected_version,
                idempotency_key=None if idempotency_key is None else f"{player.player_id}:{idempotency_key}",
                request=None if idempotency_key is None else fingerprint(raw_command, expected_version),
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
            "command.accepted" if not answer.replayed else "command.retry_answered",
            game_id=game_id,
            seat=answer.seat,
            command=type(command).__name__,
            version=answer.record.version,
            events=len(answer.events),
        )
        return answer

    async def _lobby(self, player: Player, game_id: str, command: HostedCommand, actor: Actor | None) -> CommandAnswer:
        return await self._command(player, game_id, command, actor, Cause(player.player_id))

    async def _command(
        self,
        player: Player,
        game_id: str,
        command: HostedCommand,
        actor: Actor | None,
        cause: Cause,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
        request: bytes | None = None,
    ) -> CommandAnswer:
        result = await self.handler.handle(
            self.stream,
            game_id,
            actor or player_actor(player),
            command,
            cause=cause,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
            fingerprint=request,
        )
        record = result.state
        return CommandAnswer(record, record.seat_of(player.player_id), result.events, result.replayed)

    async def _load(self, game_id: str) -> GameRecord:
        record = await self.stream.load(game_id)
        if record is None:
            raise UnknownGame(f"there is no game {game_id!r}")
        return record
