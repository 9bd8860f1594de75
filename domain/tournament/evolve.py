"""Events to state: pure, copies facts, computes nothing ``decide`` did not write down."""

from __future__ import annotations

from collections.abc import Callable
from typing import assert_never

from msgspec.structs import replace

from domain.tournament.events import (
    EntrantRegistered,
    EntrantWithdrawn,
    Event,
    GameForfeited,
    GameResultRecorded,
    MatchFinished,
    RoundFinished,
    RoundPaired,
    TournamentCreated,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.state import Entrant, GameRecord, MatchState, Settings, TournamentState, seat_order


def _with_match(state: TournamentState, match_id: str, change: Callable[[MatchState], MatchState]) -> TournamentState:
    matches = tuple(change(m) if m.match_id == match_id else m for m in state.matches)
    return replace(state, matches=matches)


def _with_game(match: MatchState, number: int, change: Callable[[GameRecord], GameRecord]) -> MatchState:
    game = match.game(number) or GameRecord(game_number=number, seats=seat_order(match, number))
    others = tuple(g for g in match.games if g.game_number != number)
    return replace(match, games=tuple(sorted(others + (change(game),), key=lambda g: g.game_number)))


def _in_seed_order(entrants: tuple[Entrant, ...], seeded: tuple[str, ...]) -> tuple[Entrant, ...]:
    """The entrants in the started tournament's seed order (which is registration order unless seeded by rating)."""
    position = {entrant_id: index for index, entrant_id in enumerate(seeded)}
    return tuple(sorted(entrants, key=lambda entrant: position.get(entrant.entrant_id, len(position))))


def _withdraw(state: TournamentState, entrant_id: str) -> TournamentState:
    if state.phase == "registration":
        return replace(state, entrants=tuple(e for e in state.entrants if e.entrant_id != entrant_id))
    entrants = tuple(replace(e, withdrawn=True) if e.entrant_id == entrant_id else e for e in state.entrants)
    return replace(state, entrants=entrants)


def _record(event: GameResultRecorded) -> Callable[[GameRecord], GameRecord]:
    return lambda game: replace(game, game_id=event.game_id, scores=event.scores, winners=event.winners)


def _forfeit(event: GameForfeited) -> Callable[[GameRecord], GameRecord]:
    return lambda game: replace(game, forfeited=tuple(sorted(game.forfeited + (event.seat,))))


def _finish(event: MatchFinished) -> Callable[[MatchState], MatchState]:
    return lambda match: replace(
        match,
        finished=True,
        placements=event.placements,
        points=event.points,
        advancing=event.advancing,
        reason=event.reason,
    )


def evolve(state: TournamentState, event: Event) -> TournamentState:
    match event:
        case TournamentCreated():
            settings = Settings(
                tournament_id=event.tournament_id,
                kind=event.kind,
                format=event.format,
                game_options=event.game_options,
                seats_per_game=event.seats_per_game,
                rounds=event.rounds,
                games_per_match=event.games_per_match,
                seeding=event.seeding,
            )
            return replace(state, phase="registration", settings=settings)
        case EntrantRegistered(entrant_id=entrant_id, name=name):
            return replace(state, entrants=state.entrants + (Entrant(entrant_id, name),))
        case EntrantWithdrawn(entrant_id=entrant_id):
            return _withdraw(state, entrant_id)
        case TournamentStarted(entrants=seeded, rounds=rounds):
            return replace(state, phase="running", rounds=rounds, entrants=_in_seed_order(state.entrants, seeded))
        case RoundPaired(round=round, matches=matches):
            new = tuple(MatchState(round, m.match_id, m.entrants, m.bye) for m in matches)
            return replace(state, round=round, matches=state.matches + new)
        case GameResultRecorded():
            return _with_match(state, event.match_id, lambda m: _with_game(m, event.game_number, _record(event)))
        case GameForfeited():
            return _with_match(state, event.match_id, lambda m: _with_game(m, event.game_number, _forfeit(event)))
        case MatchFinished():
            return _with_match(state, event.match_id, _finish(event))
        case RoundFinished(round=round):
            return replace(state, completed_rounds=round)
        case TournamentFinished(standings=standings):
            return replace(state, phase="finished", final_standings=standings)
        case _:
            assert_never(event)
