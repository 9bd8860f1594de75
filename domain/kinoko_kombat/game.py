"""Kinoko Kombat, declared: the functions of its rules and the types the API publishes."""

from __future__ import annotations

from types import MappingProxyType

from domain.core import Game
from domain.kinoko_kombat import decide, ending, rules
from domain.kinoko_kombat.commands import Command
from domain.kinoko_kombat.events import Event
from domain.kinoko_kombat.evolve import evolve
from domain.kinoko_kombat.options import LEGACY_OPTIONS, MAX_SEATS, MIN_SEATS, KinokoOptions
from domain.kinoko_kombat.state import KinokoState, initial_state
from domain.kinoko_kombat.view import KinokoView, view
from domain.kinoko_kombat.visibility import HiddenEvent, visible_event

GAME: Game[KinokoState, Command, Event, KinokoOptions] = Game(
    kind="kinoko-kombat",
    title="Kinoko Kombat",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    options_type=KinokoOptions,
    command_type=Command,
    event_type=Event,
    legacy_options=MappingProxyType(LEGACY_OPTIONS),
    view_type=KinokoView,
    hidden_event_type=HiddenEvent,
    state_type=KinokoState,
    initial_state=initial_state,
    start=decide.start,
    decide=decide.decide,
    evolve=evolve,
    is_terminal=ending.is_terminal,
    outcome=ending.outcome,
    pending_seats=rules.pending_seats,
    legal_commands=rules.legal_commands,
    view=view,
    visible_event=visible_event,
)
