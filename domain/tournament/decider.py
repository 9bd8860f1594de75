"""The tournament decider: one object bundling its pure functions, like a game's."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from domain.tournament.commands import Command
from domain.tournament.decide import decide
from domain.tournament.events import Event, Standing
from domain.tournament.evolve import evolve
from domain.tournament.requests import GameRequest, games_needed
from domain.tournament.standings import standings
from domain.tournament.state import TournamentState


class TournamentDecider:
    """``initial_state``, ``decide``, ``evolve``, ``is_finished``; plus ``games_needed`` and ``standings``.

    Holds no state. ``command_type`` and ``event_type`` are the tagged unions
    to decode client JSON and stored events with.
    """

    command_type: Any = Command
    event_type: Any = Event

    def initial_state(self) -> TournamentState:
        return TournamentState()

    def decide(self, state: TournamentState, command: Command) -> tuple[Event, ...]:
        return decide(state, command)

    def evolve(self, state: TournamentState, event: Event) -> TournamentState:
        return evolve(state, event)

    def fold(self, state: TournamentState, events: Iterable[Event]) -> TournamentState:
        for event in events:
            state = evolve(state, event)
        return state

    def is_finished(self, state: TournamentState) -> bool:
        return state.phase == "finished"

    def games_needed(self, state: TournamentState) -> tuple[GameRequest, ...]:
        return games_needed(state)

    def standings(self, state: TournamentState) -> tuple[Standing, ...]:
        """The final standings once finished; the standings so far before."""
        return state.final_standings if state.phase == "finished" else standings(state)
