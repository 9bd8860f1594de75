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
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.core.game import Game, Setup
from domain.core.rejection import InvalidSetup
from domain.tournament import TOURNAMENT, CreateTournament, TournamentState
from eventstore import ConcurrencyError, EventStore, RecordedEvent
from services.codec import to_new_event
from services.errors import Busy, InvalidRequest, UnknownKind, UnknownTournament
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
    ) -> TournamentRecord:
        game = self.games.get(kind)
        if game is None:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(self.games)}")
        options = game_options or {}
        check_printable(options, "the tournament's game options")
        _check_game_setup(game, seats_per_game, options)
        check_decision_seconds(decision_seconds)
        tournament_id = tournament_id or uuid.uuid4().hex[:12]
        command = CreateTournament(
            tournament_id=tournament_id,
            kind=kind,
            format=format,  # type: ignore[arg-type]
            game_options=options,
            seats_per_game=seats_per_game,
            rounds=rounds,
            games_per_match=games_per_match,
        )
        events = TOURNAMENT.decide(TOURNAMENT.initial_state(), command)
        await self.seeds.keep(tournament_stream(tournament_id), seed or new_seed())
        hosted = TournamentHosted(tournament_id, organizer.player_id, decision_seconds)
        result = await self.store.append(
            tournament_stream(tournament_id), [to_new_event(e) for e in (hosted, *events)], expected_version=0
        )
        await self.notifier.appended(result)
        return await self.load(tournament_id)

    async def load(self, tournament_id: str, version: int | None = None) -> TournamentRecord:
        recorded = await self.store.read_stream(tournament_stream(tournament_id), 1, version)
        if not recorded:
            raise UnknownTournament(f"there is no tournament {tournament_id!r}")
        return fold_tournament(recorded)

    async def execute(self, tournament_id: str, command: Any, attempts: int = 10) -> TournamentRecord:
        """Decide ``command`` on the latest state and append, retrying on conflicts."""
        for _ in range(attempts):
            record = await self.load(tournament_id)
            events = TOURNAMENT.decide(record.state, command)
            try:
                result = await self.store.append(
                    tournament_stream(tournament_id), [to_new_event(e) for e in events], record.version
                )
            except ConcurrencyError:
                continue
            await self.notifier.appended(result)
            state = TOURNAMENT.fold(record.state, events)
            return replace(record, state=state, version=record.version + len(events))
        raise Busy("the tournament is changing too fast; try again")

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
        raise InvalidRequest(f"invalid game options for {game.kind}: {error}") from None
    game.initial_state(Setup(seats=seats, options=typed))
