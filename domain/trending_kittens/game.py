"""Trending Kittens wired into the shared decider shape."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

import msgspec

from domain.core import Game, Outcome, RandomSource, Setup, Viewer
from domain.trending_kittens import decide as deciding
from domain.trending_kittens import rules, scoring
from domain.trending_kittens.commands import Command
from domain.trending_kittens.events import Event
from domain.trending_kittens.evolve import evolve
from domain.trending_kittens.options import LEGACY_OPTIONS, MAX_SEATS, MIN_SEATS, TrendingKittensOptions
from domain.trending_kittens.setup import initial_state
from domain.trending_kittens.state import TrendingKittensState
from domain.trending_kittens.view import TrendingKittensView, view
from domain.trending_kittens.visibility import HiddenEvent, visible_event


class TrendingKittensGame(Game[TrendingKittensState, Command, Event, TrendingKittensOptions]):
    kind = "trending-kittens"
    title = "Trending Kittens"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS
    options_type = TrendingKittensOptions
    command_type = Command
    event_type = Event
    view_type = TrendingKittensView
    hidden_event_type = HiddenEvent
    state_type = TrendingKittensState
    legacy_options = MappingProxyType(LEGACY_OPTIONS)

    def initial_state(self, setup: Setup[TrendingKittensOptions]) -> TrendingKittensState:
        return initial_state(setup)

    def start(self, state: TrendingKittensState, random: RandomSource) -> Sequence[Event]:
        return deciding.start(state, random)

    def decide(self, state: TrendingKittensState, seat: int, command: Command, random: RandomSource) -> Sequence[Event]:
        return deciding.decide(state, seat, command, random)

    def evolve(self, state: TrendingKittensState, event: Event) -> TrendingKittensState:
        return evolve(state, event)

    def is_terminal(self, state: TrendingKittensState) -> bool:
        return state.phase == "finished"

    def outcome(self, state: TrendingKittensState) -> Outcome | None:
        """Single game: every seat scores its side's points. A match: its side's wins."""
        if state.phase != "finished":
            return None
        if state.rules.best_of == 1:
            last = state.results[-1]
            scores = scoring.side_scores(state.rules, scoring.with_bonus(last.points, last.bonus))
            unit = "points"
        else:
            scores = scoring.wins(state.rules, state.results)
            unit = "games"
        return Outcome(winners=state.winners, scores=scores, summary=_summary(state, max(scores), unit))

    def pending_seats(self, state: TrendingKittensState) -> frozenset[int]:
        return rules.pending_seats(state)

    def legal_commands(self, state: TrendingKittensState, seat: int) -> Sequence[Command]:
        return rules.legal_commands(state, seat)

    def view(self, state: TrendingKittensState, viewer: Viewer) -> msgspec.Struct:
        return view(state, viewer)

    def visible_event(self, event: Event, viewer: Viewer) -> msgspec.Struct:
        return visible_event(event, viewer)


def _summary(state: TrendingKittensState, best: int, unit: str) -> str:
    """E.g. "seat 0 wins with 7 points", "team 1 (seats 1, 3) wins with 2 games"."""
    teams = state.rules.teams
    if state.rules.team_play:
        sides = sorted({teams[seat] for seat in state.winners})
        names = [
            f"team {team} (seats {', '.join(str(s) for s in state.winners if teams[s] == team)})" for team in sides
        ]
    else:
        names = [f"seat {seat}" for seat in state.winners]
    verb = "share the win" if len(names) > 1 else "wins"
    return f"{' and '.join(names)} {verb} with {best} {unit}"
