"""Feed the Kitten wired into the shared decider shape."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType

import msgspec

from domain.core import Game, Outcome, RandomSource, Setup, Viewer
from domain.feed_the_kitten import decide as deciding
from domain.feed_the_kitten import rules
from domain.feed_the_kitten.commands import Command, DrawCard
from domain.feed_the_kitten.events import Event
from domain.feed_the_kitten.evolve import evolve, fold
from domain.feed_the_kitten.options import (
    LEGACY_OPTIONS,
    MAX_SEATS,
    MIN_SEATS,
    FeedTheKittenOptions,
    validate_setup,
)
from domain.feed_the_kitten.state import FeedTheKittenState, new_state
from domain.feed_the_kitten.view import FeedTheKittenView, view
from domain.feed_the_kitten.visibility import HiddenEvent, visible_event


class FeedTheKittenGame(Game[FeedTheKittenState, Command, Event, FeedTheKittenOptions]):
    kind = "feed-the-kitten"
    title = "Feed the Kitten"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS
    options_type = FeedTheKittenOptions
    command_type = Command
    event_type = Event
    legacy_options = MappingProxyType(LEGACY_OPTIONS)
    view_type = FeedTheKittenView
    hidden_event_type = HiddenEvent
    state_type = FeedTheKittenState

    def initial_state(self, setup: Setup[FeedTheKittenOptions]) -> FeedTheKittenState:
        validate_setup(setup)
        return new_state(setup.seats, setup.options)

    def start(self, state: FeedTheKittenState, random: RandomSource) -> Sequence[Event]:
        return deciding.start(state, random)

    def decide(self, state: FeedTheKittenState, seat: int, command: Command, random: RandomSource) -> Sequence[Event]:
        return deciding.decide(state, seat, command, random)

    def evolve(self, state: FeedTheKittenState, event: Event) -> FeedTheKittenState:
        return evolve(state, event)

    def fold(self, state: FeedTheKittenState, events: Iterable[Event]) -> FeedTheKittenState:
        return fold(state, events)

    def is_terminal(self, state: FeedTheKittenState) -> bool:
        return state.phase == "finished"

    def outcome(self, state: FeedTheKittenState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(
            winners=(state.winner,),
            scores=state.cans,
            summary=f"seat {state.winner} fed the Kitten {state.cans[state.winner]} times",
        )

    def pending_seats(self, state: FeedTheKittenState) -> frozenset[int]:
        return frozenset((state.turn,)) if state.phase == "playing" else frozenset()

    def legal_commands(self, state: FeedTheKittenState, seat: int) -> Sequence[Command]:
        return rules.legal_commands(state, seat)

    def default_command(self, state: FeedTheKittenState, seat: int) -> Command | None:
        """Out of time: draw if you may (the move that never plays a card for you)."""
        legal = rules.legal_commands(state, seat)
        return next((command for command in legal if isinstance(command, DrawCard)), legal[0] if legal else None)

    def view(self, state: FeedTheKittenState, viewer: Viewer) -> msgspec.Struct:
        return view(state, viewer)

    def visible_event(self, event: Event, viewer: Viewer) -> msgspec.Struct:
        return visible_event(event, viewer)
