"""Kombat Kittens, declared: the functions of its rules and the types the API publishes."""

from __future__ import annotations

from types import MappingProxyType

from domain.core import Game
from domain.kombat_kittens import decide, ending
from domain.kombat_kittens.commands import Command
from domain.kombat_kittens.defaults import default_command
from domain.kombat_kittens.events import Event
from domain.kombat_kittens.evolve import evolve
from domain.kombat_kittens.legal import legal_commands
from domain.kombat_kittens.options import LEGACY_OPTIONS, MAX_SEATS, MIN_SEATS, KombatKittensOptions
from domain.kombat_kittens.rules import pending_seats
from domain.kombat_kittens.state import KombatKittensState, initial_state
from domain.kombat_kittens.view import KombatKittensView, view
from domain.kombat_kittens.visibility import HiddenEvent, visible_event

GAME: Game[KombatKittensState, Command, Event, KombatKittensOptions] = Game(
    kind="kombat-kittens",
    title="Kombat Kittens",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    options_type=KombatKittensOptions,
    command_type=Command,
    event_type=Event,
    legacy_options=MappingProxyType(LEGACY_OPTIONS),
    view_type=KombatKittensView,
    hidden_event_type=HiddenEvent,
    state_type=KombatKittensState,
    initial_state=initial_state,
    start=decide.start,
    decide=decide.decide,
    evolve=evolve,
    is_terminal=ending.is_terminal,
    outcome=ending.outcome,
    pending_seats=pending_seats,
    legal_commands=legal_commands,
    timeout_command=default_command,
    view=view,
    visible_event=visible_event,
)
