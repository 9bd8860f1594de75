"""Feed the Kitten, declared: the functions of its rules and the types the API publishes."""

from __future__ import annotations

from types import MappingProxyType

from domain.core import Game
from domain.feed_the_kitten import decide, ending, rules
from domain.feed_the_kitten.commands import Command
from domain.feed_the_kitten.events import Event
from domain.feed_the_kitten.evolve import evolve, fold
from domain.feed_the_kitten.options import LEGACY_OPTIONS, MAX_SEATS, MIN_SEATS, FeedTheKittenOptions
from domain.feed_the_kitten.state import FeedTheKittenState, initial_state
from domain.feed_the_kitten.view import FeedTheKittenView, view
from domain.feed_the_kitten.visibility import HiddenEvent, visible_event

GAME: Game[FeedTheKittenState, Command, Event, FeedTheKittenOptions] = Game(
    kind="feed-the-kitten",
    title="Feed the Kitten",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    options_type=FeedTheKittenOptions,
    command_type=Command,
    event_type=Event,
    legacy_options=MappingProxyType(LEGACY_OPTIONS),
    view_type=FeedTheKittenView,
    hidden_event_type=HiddenEvent,
    state_type=FeedTheKittenState,
    initial_state=initial_state,
    start=decide.start,
    decide=decide.decide,
    evolve=evolve,
    fold_events=fold,
    is_terminal=ending.is_terminal,
    outcome=ending.outcome,
    pending_seats=rules.pending_seats,
    legal_commands=rules.legal_commands,
    timeout_command=rules.default_command,
    view=view,
    visible_event=visible_event,
)
