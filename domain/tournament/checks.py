"""Preconditions of each command: raise a typed rejection with a readable message, or pass."""

from __future__ import annotations

from typing import get_args

from domain.tournament.commands import CreateTournament, Format, RecordGameResult, Seeding
from domain.tournament.rejections import (
    AlreadyRecorded,
    AlreadyWithdrawn,
    DuplicateEntrant,
    GameNotNeeded,
    InvalidResult,
    InvalidTournament,
    NotEnoughEntrants,
    UnknownEntrant,
    UnknownGame,
    WrongPhase,
)
from domain.tournament.state import MatchState, TournamentState, active_ids, find_entrant, find_match

MIN_SEATS, MAX_SEATS = 2, 5
MAX_ENTRANTS = 1024


def creatable(state: TournamentState, command: CreateTournament) -> None:
    if state.phase != "new":
        raise WrongPhase("This tournament already exists.")
    if not command.tournament_id or not command.kind:
        raise InvalidTournament("A tournament needs an id and a game kind.")
    if command.format not in get_args(Format):
        raise InvalidTournament(f"Unknown format {command.format!r}.")
    if command.seeding not in get_args(Seeding):
        raise InvalidTournament(f"Unknown seeding {command.seeding!r}: 'registration' or 'rating'.")
    if not MIN_SEATS <= command.seats_per_game <= MAX_SEATS:
        raise InvalidTournament(f"Games must have {MIN_SEATS} to {MAX_SEATS} seats.")
    if command.games_per_match < 1 or command.games_per_match % 2 == 0:
        raise InvalidTournament("Games per match must be odd (best of 1, 3, 5...).")
    if command.seats_per_game > 2 and command.games_per_match != 1:
        raise InvalidTournament("Tables play one game per round: games per match must be 1.")
    if command.format == "single-elimination" and command.rounds is not None:
        raise InvalidTournament("Single elimination takes no number of rounds: the bracket decides.")
    if command.rounds is not None and command.rounds < 1:
        raise InvalidTournament("A tournament needs at least one round.")


def _running(state: TournamentState) -> None:
    if state.phase == "new":
        raise WrongPhase("There is no such tournament yet.")


def registrable(state: TournamentState, entrant_id: str, name: str) -> None:
    _running(state)
    if state.phase != "registration":
        raise WrongPhase("Registration is closed.")
    if not entrant_id or not name:
        raise UnknownEntrant("An entrant needs an id and a name.")
    if find_entrant(state, entrant_id) is not None:
        raise DuplicateEntrant(f"{entrant_id} is already registered.")
    if len(state.entrants) >= MAX_ENTRANTS:
        raise WrongPhase(f"The tournament is full ({MAX_ENTRANTS} entrants).")


def withdrawable(state: TournamentState, entrant_id: str) -> None:
    _running(state)
    if state.phase == "finished":
        raise WrongPhase("The tournament is over.")
    entrant = find_entrant(state, entrant_id)
    if entrant is None:
        raise UnknownEntrant(f"{entrant_id} is not registered.")
    if entrant.withdrawn:
        raise AlreadyWithdrawn(f"{entrant_id} has already withdrawn.")


def startable(state: TournamentState) -> None:
    _running(state)
    if state.phase != "registration":
        raise WrongPhase("The tournament has already started.")
    needed = max(2, state.seats)
    if len(active_ids(state)) < needed:
        raise NotEnoughEntrants(f"At least {needed} entrants are needed to start.")


def _game(state: TournamentState, match_id: str, number: int) -> MatchState:
    """The match whose game ``number`` is being played now, or the rejection that explains why not."""
    _running(state)
    match = find_match(state, match_id)
    if match is None or match.bye:
        raise UnknownGame(f"There is no match {match_id} with games.")
    game = match.game(number)
    if game is not None and game.settled:
        raise AlreadyRecorded(f"Game {number} of match {match_id} is already recorded.")
    if match.finished:
        raise GameNotNeeded(f"Match {match_id} is already decided; game {number} is not needed.")
    if number != match.next_game_number:
        raise UnknownGame(f"Game {number} of match {match_id} is not being played; game {match.next_game_number} is.")
    return match


def recordable(state: TournamentState, command: RecordGameResult) -> None:
    match = _game(state, command.match_id, command.game_number)
    seats = len(match.entrants)
    if len(command.scores) != seats:
        raise InvalidResult(f"Expected {seats} scores, one per seat.")
    if len(set(command.winners)) != len(command.winners) or any(not 0 <= w < seats for w in command.winners):
        raise InvalidResult(f"Winners must be distinct seats from 0 to {seats - 1}.")


def forfeitable(state: TournamentState, match_id: str, number: int, seat: int) -> MatchState:
    match = _game(state, match_id, number)
    if not 0 <= seat < len(match.entrants):
        raise InvalidResult(f"Seats of match {match_id} are 0 to {len(match.entrants) - 1}.")
    game = match.game(number)
    if game is not None and seat in game.forfeited:
        raise AlreadyRecorded(f"Seat {seat} has already forfeited game {number} of match {match_id}.")
    return match
