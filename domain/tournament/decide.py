"""Commands to events. Each command may set off a cascade: a game settles its
match, the last match completes the round, the next round is paired (its
byes settled at once), or the tournament finishes with its standings.
"""

from __future__ import annotations

from msgspec.structs import asdict

from domain.tournament import checks
from domain.tournament.commands import (
    Command,
    CreateTournament,
    ForfeitGame,
    RecordGameResult,
    RegisterEntrant,
    StartTournament,
    WithdrawEntrant,
)
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
from domain.tournament.evolve import evolve
from domain.tournament.pairing import next_round, planned_rounds
from domain.tournament.rejections import WrongPhase
from domain.tournament.results import settle
from domain.tournament.standings import standings
from domain.tournament.state import TournamentState, active_ids, current_match_of, round_matches, seat_order, seeds


class _Log:
    """The events decided so far and the state they lead to."""

    def __init__(self, state: TournamentState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)


def decide(state: TournamentState, command: Command) -> tuple[Event, ...]:
    log = _Log(state)
    match command:
        case CreateTournament():
            checks.creatable(state, command)
            log.emit(TournamentCreated(**asdict(command)))
        case RegisterEntrant(entrant_id=entrant_id, name=name):
            checks.registrable(state, entrant_id, name)
            log.emit(EntrantRegistered(entrant_id, name))
        case WithdrawEntrant(entrant_id=entrant_id):
            checks.withdrawable(state, entrant_id)
            log.emit(EntrantWithdrawn(entrant_id, state.round))
            _forfeit_all(log, entrant_id)
            _progress(log)
        case StartTournament():
            checks.startable(state)
            assert state.settings is not None
            entrants = seeded(active_ids(state), state.settings.seeding, command.ratings)
            log.emit(TournamentStarted(entrants, planned_rounds(state.settings, len(entrants))))
            _pair_next(log)
            _progress(log)
        case RecordGameResult():
            checks.recordable(state, command)
            fields = (command.match_id, command.game_number, command.game_id, command.scores, command.winners)
            log.emit(GameResultRecorded(*fields))
            _progress(log, command.match_id)
        case ForfeitGame(match_id=match_id, game_number=number, seat=seat):
            match = checks.forfeitable(state, match_id, number, seat)
            log.emit(GameForfeited(match_id, number, seat, seat_order(match, number)[seat]))
            _progress(log, match_id)
        case _:
            raise WrongPhase("Unknown command.")
    return tuple(log.events)


def seeded(registered: tuple[str, ...], seeding: str, ratings: dict[str, float]) -> tuple[str, ...]:
    """Seed order: registration order, or by rating (best first; a tie keeps registration order)."""
    if seeding != "rating":
        return registered
    return tuple(sorted(registered, key=lambda entrant: -ratings.get(entrant, 0.0)))


def _forfeit_all(log: _Log, entrant_id: str) -> None:
    """A withdrawn entrant forfeits every game its current match still needs (at a table: its seat)."""
    while (match := current_match_of(log.state, entrant_id)) is not None and not match.bye:
        number = match.next_game_number
        seat = seat_order(match, number).index(entrant_id)
        game = match.game(number)
        if game is not None and seat in game.forfeited:
            return
        log.emit(GameForfeited(match.match_id, number, seat, entrant_id))
        _settle(log, match.match_id)


def _settle(log: _Log, match_id: str | None = None) -> None:
    """Finish the matches of the current round (or just ``match_id``) that are decided."""
    assert log.state.settings is not None
    seed = seeds(log.state)
    for match in round_matches(log.state, log.state.round):
        if match_id not in (None, match.match_id) or match.finished:
            continue
        if outcome := settle(match, log.state.settings, seed):
            fields = (outcome.placements, outcome.points, outcome.advancing, outcome.reason)
            log.emit(MatchFinished(match.match_id, match.entrants, *fields))


def _progress(log: _Log, match_id: str | None = None) -> None:
    """Settle what can be settled; while a round is complete, finish it and pair the next."""
    while log.state.phase == "running":
        _settle(log, match_id)
        match_id = None
        if any(not match.finished for match in round_matches(log.state, log.state.round)):
            return
        log.emit(RoundFinished(log.state.round))
        _pair_next(log)


def _pair_next(log: _Log) -> None:
    matches = next_round(log.state)
    if matches is None:
        log.emit(TournamentFinished(standings(log.state)))
    else:
        log.emit(RoundPaired(log.state.round + 1, matches))
