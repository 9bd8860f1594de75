"""Kombat Kittens wired into the shared decider shape."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from domain.core import Game, Outcome, RandomSource, Setup, Viewer
from domain.kombat_kittens import decide as deciding
from domain.kombat_kittens.commands import Command
from domain.kombat_kittens.defaults import default_command
from domain.kombat_kittens.events import Event
from domain.kombat_kittens.evolve import evolve
from domain.kombat_kittens.legal import legal_commands
from domain.kombat_kittens.options import (
    LEGACY_OPTIONS,
    MAX_SEATS,
    MIN_SEATS,
    KombatKittensOptions,
    validate_setup,
)
from domain.kombat_kittens.rules import pending_seats
from domain.kombat_kittens.state import KombatKittensState, new_state
from domain.kombat_kittens.view import KombatKittensView, view
from domain.kombat_kittens.visibility import HiddenEvent, visible_event

State = KombatKittensState


class KombatKittensGame(Game[State, Command, Event, KombatKittensOptions]):
    kind = "kombat-kittens"
    title = "Kombat Kittens"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS
    options_type = KombatKittensOptions
    command_type = Command
    event_type = Event
    legacy_options = MappingProxyType(LEGACY_OPTIONS)
    view_type = KombatKittensView
    hidden_event_type = HiddenEvent
    state_type = KombatKittensState

    def initial_state(self, setup: Setup[KombatKittensOptions]) -> State:
        validate_setup(setup)
        return new_state(setup.seats, setup.options)

    def start(self, state: State, random: RandomSource) -> Sequence[Event]:
        return deciding.start(state, random)

    def decide(self, state: State, seat: int, command: Command, random: RandomSource) -> Sequence[Event]:
        return deciding.decide(state, seat, command, random)

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def is_terminal(self, state: State) -> bool:
        return state.phase == "over"

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        names = ", ".join(f"seat {seat}" for seat in state.winners)
        verb = "shares" if len(state.winners) > 1 else "wins"
        return Outcome(
            winners=state.winners,
            scores=state.scores,
            summary=f"{names} {verb} with {max(state.scores)} treasure",
        )

    def pending_seats(self, state: State) -> frozenset[int]:
        return pending_seats(state)

    def legal_commands(self, state: State, seat: int) -> Sequence[Command]:
        return legal_commands(state, seat)

    def default_command(self, state: State, seat: int) -> Command | None:
        return default_command(state, seat)

    def view(self, state: State, viewer: Viewer) -> KombatKittensView:
        return view(state, viewer)

    def visible_event(self, event: Event, viewer: Viewer) -> Event | HiddenEvent:
        return visible_event(event, viewer)
