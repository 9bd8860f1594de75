"""A hosted game as the service knows it: its lobby facts and its rules' state.

``GameRecord`` is folded from the whole stream: lobby events set the seats and
status, the game's own events go to the game's ``evolve``.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from msgspec.structs import replace

from domain.core.game import Game, Setup
from domain.hosting.events import (
    LOBBY_EVENT_TYPES,
    LOBBY_EVENTS,
    GameAborted,
    GameCreated,
    GameStarted,
    SeatLeft,
    SeatTaken,
)

Status = Literal["open", "running", "finished"]


class SeatHolder(msgspec.Struct, frozen=True):
    player_id: str
    name: str


class GameRecord(msgspec.Struct, frozen=True):
    game_id: str
    kind: str
    setup: Setup[Any]
    options: dict[str, Any]
    created_by: str
    seats: tuple[SeatHolder | None, ...]
    status: Status
    state: Any
    version: int
    created_at: float = 0.0
    decision_seconds: float | None = None
    #: Why an operator aborted the game (``lobby.game_aborted``): finished, with no winner.
    aborted: str | None = None
    #: Chance and chain algorithms and the seed commitment, from lobby.game_created.
    rng: str = "mt19937-sha256-v1"
    chain: str = "none"
    seed_commitment: str | None = None
    #: Each seat's client seed ("" for none), as the seats were taken.
    client_seeds: tuple[str, ...] = ()
    #: The hash of the event at ``version`` (hex), set by GameRecords from the stored metadata.
    chain_head: str | None = None
    #: The tournament hosting the game (lobby.game_created), None for a lobby game.
    tournament_id: str | None = None
    #: When the event at ``version`` was recorded (Unix seconds): the decision deadline's start.
    #: Set by GameRecords for a running game with ``decision_seconds``; None otherwise.
    moved_at: float | None = None
    #: The quick-play match that seated the game (lobby.game_created), None otherwise.
    match_id: str | None = None

    def seat_of(self, player_id: str) -> int | None:
        for seat, holder in enumerate(self.seats):
            if holder is not None and holder.player_id == player_id:
                return seat
        return None

    @property
    def stream_id(self) -> str:
        return stream_id_of(self.game_id)


def stream_id_of(game_id: str) -> str:
    return f"game-{game_id}"


def options_for(game: Game[Any, Any, Any, Any], raw: dict[str, Any]) -> Any:
    """The game's typed options from a stored ``game_created`` (raises msgspec.ValidationError).

    An option missing from it is one the game did not have when it was created:
    it gets the game's legacy value (the old rule), so old games replay as played.
    """
    return game.stored_options(raw)


def record_created(game: Game[Any, Any, Any, Any], created: GameCreated) -> GameRecord:
    setup = Setup(seats=created.seats, options=options_for(game, created.options))
    return GameRecord(
        game_id=created.game_id,
        kind=created.kind,
        setup=setup,
        options=created.options,
        created_by=created.created_by,
        seats=(None,) * created.seats,
        status="open",
        state=game.initial_state(setup),
        version=1,
        created_at=created.created_at,
        decision_seconds=created.decision_seconds,
        rng=created.rng,
        chain=created.chain,
        seed_commitment=created.seed_commitment,
        client_seeds=("",) * created.seats,
        tournament_id=created.tournament_id,
        match_id=created.match_id,
    )


def evolve_record(game: Game[Any, Any, Any, Any], record: GameRecord, event: Any) -> GameRecord:
    version = record.version + 1
    if type(event) not in _LOBBY_TYPES:  # the rules' events, nearly all of them: no lobby patterns tried
        state = game.evolve(record.state, event)
        status: Status = "finished" if record.aborted is not None or game.is_terminal(state) else record.status
        return replace(record, state=state, status=status, version=version)
    match event:
        case SeatTaken(seat=seat, player_id=player_id, player_name=name, client_seed=client_seed):
            seats = _with_seat(record.seats, seat, SeatHolder(player_id, name))
            client_seeds = _with_seat(record.client_seeds, seat, client_seed)
            return replace(record, seats=seats, client_seeds=client_seeds, version=version)
        case SeatLeft(seat=seat):
            client_seeds = _with_seat(record.client_seeds, seat, "")
            return replace(
                record, seats=_with_seat(record.seats, seat, None), client_seeds=client_seeds, version=version
            )
        case GameStarted():
            return replace(record, status="running", version=version)
        case GameAborted(reason=reason):
            return replace(record, status="finished", aborted=reason, version=version)
        case GameCreated():
            raise ValueError("a game is created only once")
    raise TypeError(f"not a lobby event: {type(event).__name__}")


def fold_record(game: Game[Any, Any, Any, Any], events: list[Any]) -> GameRecord:
    """The record after ``events``; the first must be :class:`GameCreated`."""
    first, *rest = events
    if not isinstance(first, GameCreated):
        raise ValueError("a game stream starts with lobby.game_created")
    return fold_onto(game, record_created(game, first), rest)


def fold_onto(game: Game[Any, Any, Any, Any], record: GameRecord, events: list[Any]) -> GameRecord:
    """``record`` after ``events``, the events just after its version: what evolving
    ``record`` by each of them in turn gives, without a record per event."""
    lobby = 0
    while lobby < len(events) and isinstance(events[lobby], _LOBBY_EVENTS):
        record = evolve_record(game, record, events[lobby])
        lobby += 1
    return _fold_rules(game, record, events[lobby:])


_LOBBY_EVENTS = LOBBY_EVENTS
_LOBBY_TYPES = LOBBY_EVENT_TYPES


def _fold_rules(game: Game[Any, Any, Any, Any], record: GameRecord, events: list[Any]) -> GameRecord:
    """The game's own events folded straight into its state, the record rebuilt once:
    a replay copies one struct per event, not two."""
    if not events:
        return record
    lobby = _LOBBY_TYPES
    # Exact types, one cheap test per event: an ``isinstance`` against the lobby classes cost more.
    end = next((index for index, event in enumerate(events) if type(event) in lobby), len(events))
    state = game.fold(record.state, events[:end])
    if end < len(events):
        event = events[end]
        if not isinstance(event, GameAborted):
            raise ValueError(f"a lobby event ({type(event).__name__}) after the game began")
        # The only lobby event after the start; it ends the stream.
        ruled = replace(record, state=state, version=record.version + end)
        return _fold_rules(game, evolve_record(game, ruled, event), events[end + 1 :])
    status: Status = "finished" if record.aborted is not None or game.is_terminal(state) else record.status
    return replace(record, state=state, status=status, version=record.version + len(events))


def _with_seat(seats: tuple[Any, ...], seat: int, holder: Any) -> tuple[Any, ...]:
    return seats[:seat] + (holder,) + seats[seat + 1 :]
