"""Tournaments as event-sourced aggregates: commands on a ``tournament-{id}`` stream.

The rules (pairing, scoring, tie-breaks) are the pure decider in
``domain/tournament``; this module loads, decides and appends, as the game
service does for games. Hosting facts the rules do not need (the organizer,
the decision time of its games, the secret seed its games' seeds derive from)
live in a ``hosting.tournament_hosted`` event at the head of the stream.
"""

from __future__ import annotations

import hashlib
import typing
import uuid
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.core.game import Game, Setup
from domain.core.rejection import InvalidSetup
from domain.hosting.policy import SERVICE, Actor
from domain.hosting.refusals import Refused
from domain.tournament import TOURNAMENT, CreateTournament, TournamentState
from eventstore import AppendResult, EventStore, NewEvent, RecordedEvent
from services.codec import to_new_event
from services.command_handler import CommandHandler, no_lock
from services.errors import UnknownKind, UnknownTournament, malformed
from services.history import Cause
from services.input_checks import check_decision_seconds, check_printable
from services.notifier import Notifier, NullNotifier
from services.players import Player
from services.seeds import SeedVault, new_seed


class TournamentHosted(msgspec.Struct, frozen=True, tag="hosting.tournament_hosted"):
    tournament_id: str
    organizer: str
    decision_seconds: float | None = None


class TournamentRecord(msgspec.Struct, frozen=True):
    tournament_id: str
    organizer: str
    decision_seconds: float | None
    state: TournamentState
    version: int

    @property
    def kind(self) -> str:
        assert self.state.settings is not None
        return self.state.settings.kind


_decoder = msgspec.json.Decoder(typing.Union[(TournamentHosted, *typing.get_args(TOURNAMENT.event_type))])  # type: ignore[arg-type]


def tournament_stream(tournament_id: str) -> str:
    return f"tournament-{tournament_id}"


def tournament_game_id(tournament_id: str, match_id: str, game_number: int) -> str:
    """A tournament's game ids are derived, so a retried creation finds the game it made."""
    return f"{tournament_id}.{match_id}.{game_number}"


def parse_tournament_game_id(game_id: str) -> tuple[str, str, int] | None:
    parts = game_id.split(".")
    if len(parts) != 3 or not parts[2].isdigit():
        return None
    return parts[0], parts[1], int(parts[2])


def fold_tournament(recorded: list[RecordedEvent]) -> TournamentRecord:
    hosted = _decoder.decode(recorded[0].data)
    if not isinstance(hosted, TournamentHosted):
        raise ValueError(f"{recorded[0].stream_id} does not start with hosting.tournament_hosted")
    state = TOURNAMENT.fold(TOURNAMENT.initial_state(), (_decoder.decode(e.data) for e in recorded[1:]))
    return TournamentRecord(hosted.tournament_id, hosted.organizer, hosted.decision_seconds, state, len(recorded))


def decode_tournament_event(recorded: RecordedEvent) -> Any:
    return _decoder.decode(recorded.data)


class HostTournament(msgspec.Struct, frozen=True):
    """Create a tournament: who hosts it, and the rules' own creation."""

    hosted: TournamentHosted
    create: CreateTournament


class TournamentStream:
    """A tournament's stream as the write path sees it (``services/command_handler.py``):
    the rules' decider is ``domain/tournament``; its events are not chained."""

    def __init__(self, store: EventStore) -> None:
        self.store = store

    def stream_id(self, key: str) -> str:
        return tournament_stream(key)

    def cached(self, key: str) -> TournamentRecord | None:
        return None

    async def load(self, key: str) -> TournamentRecord | None:
        recorded = await self.store.read_stream(tournament_stream(key), 1)
        return fold_tournament(recorded) if recorded else None

    async def load_at(self, key: str, version: int) -> TournamentRecord:
        return fold_tournament(await self.store.read_stream(tournament_stream(key), 1, version))

    def version(self, state: TournamentRecord | None) -> int:
        return 0 if state is None else state.version

    async def context(self, key: str) -> None:
        return None

    def decide(
        self, key: str, state: TournamentRecord | None, actor: Actor, command: Any, context: None
    ) -> Sequence[msgspec.Struct]:
        if isinstance(command, HostTournament):
            if state is not None:
                raise Refused("conflict", f"there is already a tournament {key!r}")
            return [command.hosted, *TOURNAMENT.decide(TOURNAMENT.initial_state(), command.create)]
        if state is None:
            raise UnknownTournament(f"there is no tournament {key!r}")
        return TOURNAMENT.decide(state.state, command)

    def encode(
        self, key: str, state: TournamentRecord | None, events: Sequence[msgspec.Struct], cause: Cause, context: None
    ) -> list[NewEvent]:
        return [to_new_event(event) for event in events]

    def applied(self, state: TournamentRecord | None, result: AppendResult) -> TournamentRecord:
        if state is None:
            return fold_tournament(list(result.events))
        events = [decode_tournament_event(event) for event in result.events]
        return replace(state, state=TOURNAMENT.fold(state.state, events), version=result.last_version)

    def decoded(self, state: TournamentRecord, result: AppendResult) -> tuple[msgspec.Struct, ...]:
        return tuple(decode_tournament_event(event) for event in result.events)

    def writing(self, key: str) -> AbstractAsyncContextManager[object]:
        return no_lock(key)

    def pause_after_conflict(self, attempt: int) -> float:
        return 0.0


class TournamentService:
    def __init__(
        self,
        store: EventStore,
        games: typing.Mapping[str, Game[Any, Any, Any, Any]],
        seeds: SeedVault,
        notifier: Notifier | None = None,
    ) -> None:
        self.store = store
        self.games = games
        self.seeds = seeds
        self.notifier = notifier or NullNotifier()
        self.stream = TournamentStream(store)
        self.handler = CommandHandler(store, self.notifier)

    async def create(
        self,
        organizer: Player,
        kind: str,
        format: str,
        seats_per_game: int = 2,
        rounds: int | None = None,
        games_per_match: int = 1,
        game_options: dict[str, Any] | None = None,
        decision_seconds: float | None = None,
        seed: bytes | None = None,
        tournament_id: str | None = None,
        idempotency_key: str | None = None,
        request: bytes | None = None,
        seeding: str = "registration",
    ) -> TournamentRecord:
        """A new tournament; with an ``idempotency_key`` (and a ``tournament_id`` derived from
        it) a racing retry gets the one the first attempt created, another ``request`` a 422."""
        game = self.games.get(kind)
        if game is None:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(self.games)}")
        options = game_options or {}
        check_printable(options, "game_options")
        _check_game_setup(game, seats_per_game, options)
        check_decision_seconds(decision_seconds)
        tournament_id = tournament_id or uuid.uuid4().hex[:12]
        create = CreateTournament(
            tournament_id=tournament_id,
            kind=kind,
            format=format,  # type: ignore[arg-type]
            game_options=options,
            seats_per_game=seats_per_game,
            rounds=rounds,
            games_per_match=games_per_match,
            seeding=seeding,  # type: ignore[arg-type]
        )
        TOURNAMENT.decide(TOURNAMENT.initial_state(), create)  # refused before a seed is kept for it
        await self.seeds.keep(tournament_stream(tournament_id), seed or new_seed())
        command = HostTournament(TournamentHosted(tournament_id, organizer.player_id, decision_seconds), create)
        result = await self.handler.handle(
            self.stream,
            tournament_id,
            Actor(player_id=organizer.player_id, scopes=frozenset({"organize"})),
            command,
            cause=Cause(organizer.player_id),
            expected_version=0,
            idempotency_key=idempotency_key,
            fingerprint=request,
        )
        return result.state

    async def load(self, tournament_id: str, version: int | None = None) -> TournamentRecord:
        recorded = await self.store.read_stream(tournament_stream(tournament_id), 1, version)
        if not recorded:
            raise UnknownTournament(f"there is no tournament {tournament_id!r}")
        return fold_tournament(recorded)

    async def execute(self, tournament_id: str, command: Any) -> TournamentRecord:
        """Decide ``command`` on the latest state and append, retrying on conflicts."""
        result = await self.handler.handle(self.stream, tournament_id, SERVICE, command, cause=Cause())
        return result.state

    async def events(self, tournament_id: str) -> list[RecordedEvent]:
        """Every event of the tournament's stream (an unknown tournament is refused)."""
        recorded = await self.store.read_stream(tournament_stream(tournament_id))
        if not recorded:
            raise UnknownTournament(f"there is no tournament {tournament_id!r}")
        return recorded

    async def game_seed(self, tournament_id: str, game_id: str) -> bytes:
        """A tournament game's seed: derived from the tournament's secret, so a rerun repeats it."""
        secret = await self.seeds.seed_of(tournament_stream(tournament_id))
        return hashlib.sha256(secret + b"/" + game_id.encode()).digest()


def _check_game_setup(game: Game[Any, Any, Any, Any], seats: int, options: dict[str, Any]) -> None:
    if not game.min_seats <= seats <= game.max_seats:
        raise InvalidSetup(f"{game.kind} is played by {game.min_seats} to {game.max_seats} players, not {seats}")
    try:
        typed = msgspec.convert(options, game.options_type)
    except msgspec.ValidationError as error:
        raise malformed(error, "game_options", f"invalid game options for {game.kind}") from None
    game.initial_state(Setup(seats=seats, options=typed))
