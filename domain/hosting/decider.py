"""The hosted game: one pure decider for a game's whole life, lobby and rules.

``decide(games, record, actor, command, seed)`` answers every command a game
can get (create, sit, leave, start, abort, a seat's move) with the events it
causes, or raises: the policy's refusal (``domain/hosting/policy.py``), a
lobby refusal, or the rules' own rejection. Its state is the
:class:`~domain.hosting.record.GameRecord` that ``evolve_record`` folds from
the same events, so the service's write path and the auditor's replay run one
decider: nothing about seats, starts or aborts is decided anywhere else.

Chance comes from the game's server seed (and every seat's client seed),
through the algorithm the game recorded at creation, for the version the
decision is taken at: the same inputs always give the same events.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from domain.core.chance import RandomSource, random_for
from domain.core.game import Game, Setup
from domain.core.rejection import GameNotRunning, InvalidSetup
from domain.hosting import policy
from domain.hosting.commands import AbortGame, CreateGame, HostedCommand, LeaveSeat, Play, StartGame, TakeSeat
from domain.hosting.events import GameAborted, GameCreated, GameStarted, SeatLeft, SeatTaken
from domain.hosting.record import GameRecord
from domain.hosting.refusals import Refused, refused_by

Games = Mapping[str, Game[Any, Any, Any, Any]]
#: Who the history names when the service itself (not a player) aborts or starts a game.
SERVICE_NAME = "service"


def decide(
    games: Games,
    record: GameRecord | None,
    actor: policy.Actor,
    command: HostedCommand,
    seed: bytes | None = None,
) -> list[msgspec.Struct]:
    """The events ``command`` from ``actor`` causes in the game ``record`` (None: not created yet).

    ``seed`` is the game's server seed, needed only by the commands that draw chance
    (the start's deal and a seat's move)."""
    if isinstance(command, CreateGame):
        return _create(games, record, actor, command)
    if record is None:
        raise Refused("invalid", "the game does not exist yet; create it first")
    game = games[record.kind]
    match command:
        case TakeSeat():
            return [_take_seat(record, actor, command)]
        case LeaveSeat():
            return [_leave_seat(record, actor)]
        case StartGame():
            return _start(game, record, actor, _random(record, seed))
        case AbortGame(reason=reason):
            return [_abort(record, actor, reason)]
        case Play(command=move, seat=seat):
            return list(game.decide(record.state, _acting_seat(record, actor, seat), move, _random(record, seed)))
    raise TypeError(f"not a hosted command: {type(command).__name__}")


def facts_of(record: GameRecord) -> policy.GameFacts:
    """What the policy needs to know of a game."""
    return policy.GameFacts(
        status=record.status,
        created_by=record.created_by,
        seats=tuple(None if holder is None else holder.player_id for holder in record.seats),
        tournament_id=record.tournament_id,
        match_id=record.match_id,
    )


def options_of(game: Game[Any, Any, Any, Any], seats: int, options: Mapping[str, Any]) -> Any:
    """A new game's typed options, refused as the rules would refuse them (seats, values)."""
    if not game.min_seats <= seats <= game.max_seats:
        raise InvalidSetup(f"{game.kind} is played by {game.min_seats} to {game.max_seats} players, not {seats}")
    try:
        typed = msgspec.convert(dict(options), game.options_type)
    except msgspec.ValidationError as error:
        raise Refused("invalid", f"invalid options for {game.kind}: {error}") from None
    game.initial_state(Setup(seats=seats, options=typed))  # raises InvalidSetup
    return typed


def _allow(actor: policy.Actor, action: policy.Action) -> None:
    verdict = policy.decide(actor, action)
    if isinstance(verdict, policy.Denied):
        raise refused_by(verdict)


def _create(games: Games, record: GameRecord | None, actor: policy.Actor, command: CreateGame) -> list[msgspec.Struct]:
    _allow(actor, policy.CreateGame())
    if record is not None:
        raise Refused("conflict", f"there is already a game {command.game_id!r}")
    game = games.get(command.kind)
    if game is None:
        raise Refused("unknown-kind", f"there is no game kind {command.kind!r}; known kinds: {', '.join(games)}")
    typed = options_of(game, command.seats, command.options)
    if command.tournament is not None and command.match is not None:
        raise Refused("invalid", "a game is seated by a tournament or by a quick-play match, not both")
    seating = command.tournament or command.match
    created = GameCreated(
        game_id=command.game_id,
        kind=command.kind,
        seats=command.seats,
        options=msgspec.to_builtins(typed),
        created_by=actor.player_id or SERVICE_NAME,
        created_at=command.created_at,
        decision_seconds=command.decision_seconds,
        rng=command.rng,
        chain=command.chain,
        seed_commitment=command.seed_commitment,
        tournament_id=None if command.tournament is None else command.tournament.tournament_id,
        match_id=None if command.match is None else command.match.match_id,
    )
    if seating is None:
        return [created]
    if not actor.service:
        raise Refused("forbidden", "only the service seats a game at its creation (a pairing, a quick-play match)")
    if len(seating.entrants) != command.seats:
        raise InvalidSetup(f"an assigned game of {command.seats} seats needs {command.seats} entrants")
    return [created, *(SeatTaken(seat, e.player_id, e.name) for seat, e in enumerate(seating.entrants))]


def _take_seat(record: GameRecord, actor: policy.Actor, command: TakeSeat) -> SeatTaken:
    seat = command.seat
    if seat is not None and not 0 <= seat < len(record.seats):
        raise Refused("invalid", f"seat {seat} does not exist; seats are 0 to {len(record.seats) - 1}")
    _allow(actor, policy.TakeSeat(facts_of(record), seat))
    assert actor.player_id is not None  # the policy refused an anonymous caller
    chosen = seat if seat is not None else record.seats.index(None)  # the policy refused a full game
    return SeatTaken(chosen, actor.player_id, command.name, client_seed=command.client_seed)


def _leave_seat(record: GameRecord, actor: policy.Actor) -> SeatLeft:
    _allow(actor, policy.LeaveSeat(facts_of(record)))
    assert actor.player_id is not None
    seat = record.seat_of(actor.player_id)
    assert seat is not None  # the policy refused a caller without a seat
    return SeatLeft(seat=seat, player_id=actor.player_id)


def _start(
    game: Game[Any, Any, Any, Any], record: GameRecord, actor: policy.Actor, random: RandomSource
) -> list[msgspec.Struct]:
    _allow(actor, policy.StartGame(facts_of(record)))
    return [GameStarted(started_by=actor.player_id or SERVICE_NAME), *game.start(record.state, random)]


def _abort(record: GameRecord, actor: policy.Actor, reason: str) -> GameAborted:
    _allow(actor, policy.AbortGame(facts_of(record)))
    if record.status == "finished":
        raise Refused("already-over", f"the game has already ended{' (aborted)' if record.aborted else ''}")
    return GameAborted(reason=reason, aborted_by=actor.player_id or SERVICE_NAME)


def _acting_seat(record: GameRecord, actor: policy.Actor, seat: int | None) -> int:
    """The seat a move is for: the actor's own, or one the service names (a default move)."""
    if seat is not None and actor.service:
        if not 0 <= seat < len(record.seats):
            raise Refused("invalid", f"seat {seat} does not exist; seats are 0 to {len(record.seats) - 1}")
    else:
        _allow(actor, policy.Act(facts_of(record)))
        assert actor.player_id is not None
        found = record.seat_of(actor.player_id)
        assert found is not None  # the policy refused a caller without a seat
        seat = found
    if record.status != "running":
        raise GameNotRunning(f"the game is {record.status}")
    return seat


def _random(record: GameRecord, seed: bytes | None) -> RandomSource:
    if seed is None:
        raise ValueError(f"deciding on game {record.game_id!r} draws chance: its server seed is needed")
    return random_for(record.rng, seed, record.game_id, record.client_seeds, record.version)
