"""Kinoko Kombat wired into the shared decider shape."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.core import Game, Outcome, RandomSource, Setup, Viewer
from domain.kinoko_kombat import decide as deciding
from domain.kinoko_kombat import rules
from domain.kinoko_kombat.commands import Command
from domain.kinoko_kombat.events import Event
from domain.kinoko_kombat.evolve import evolve
from domain.kinoko_kombat.options import MAX_SEATS, MIN_SEATS, KinokoOptions, validate_setup
from domain.kinoko_kombat.state import KinokoState, new_state
from domain.kinoko_kombat.view import KinokoView, view
from domain.kinoko_kombat.visibility import HiddenEvent, visible_event


class KinokoKombatGame(Game[KinokoState, Command, Event, KinokoOptions]):
    kind = "kinoko-kombat"
    title = "Kinoko Kombat"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS
    options_type = KinokoOptions
    command_type = Command
    event_type = Event
    view_type = KinokoView
    hidden_event_type = HiddenEvent
    state_type = KinokoState

    def initial_state(self, setup: Setup[KinokoOptions]) -> KinokoState:
        validate_setup(setup)
        return new_state(setup.seats, setup.options)

    def start(self, state: KinokoState, random: RandomSource) -> Sequence[Event]:
        return deciding.start(state, random)

    def decide(self, state: KinokoState, seat: int, command: Command, random: RandomSource) -> Sequence[Event]:
        return deciding.decide(state, seat, command, random)

    def evolve(self, state: KinokoState, event: Event) -> KinokoState:
        return evolve(state, event)

    def is_terminal(self, state: KinokoState) -> bool:
        return state.phase == "finished"

    def outcome(self, state: KinokoState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(
            winners=(state.winner,),
            scores=state.scores,
            summary=f"seat {state.winner} wins with {state.scores[state.winner]} points",
        )

    def pending_seats(self, state: KinokoState) -> frozenset[int]:
        return rules.pending_seats(state)

    def legal_commands(self, state: KinokoState, seat: int) -> Sequence[Command]:
        return rules.legal_commands(state, seat)

    def view(self, state: KinokoState, viewer: Viewer) -> msgspec.Struct:
        return view(state, viewer)

    def visible_event(self, event: Event, viewer: Viewer) -> msgspec.Struct:
        return visible_event(event, viewer)
