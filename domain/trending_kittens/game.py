"""Trending Kittens, declared: the functions of its rules and the types the API publishes."""

from __future__ import annotations

from types import MappingProxyType

from domain.core import Game
from domain.trending_kittens import decide, ending, rules
from domain.trending_kittens.commands import Command
from domain.trending_kittens.events import Event
from domain.trending_kittens.evolve import evolve
from domain.trending_kittens.options import LEGACY_OPTIONS, MAX_SEATS, MIN_SEATS, TrendingKittensOptions
from domain.trending_kittens.setup import initial_state
from domain.trending_kittens.state import TrendingKittensState
from domain.trending_kittens.view import TrendingKittensView, view
from domain.trending_kittens.visibility import HiddenEvent, visible_event

GAME: Game[TrendingKittensState, Command, Event, TrendingKittensOptions] = Game(
    kind="trending-kittens",
    title="Trending Kittens",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    options_type=TrendingKittensOptions,
    command_type=Command,
    event_type=Event,
    legacy_options=MappingProxyType(LEGACY_OPTIONS),
    view_type=TrendingKittensView,
    hidden_event_type=HiddenEvent,
    state_type=TrendingKittensState,
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
