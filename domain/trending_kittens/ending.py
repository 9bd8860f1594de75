"""When a game of Trending Kittens is over, and how it ended."""

from __future__ import annotations

from domain.core import Outcome
from domain.trending_kittens import scoring
from domain.trending_kittens.state import TrendingKittensState


def is_terminal(state: TrendingKittensState) -> bool:
    return state.phase == "finished"


def outcome(state: TrendingKittensState) -> Outcome | None:
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
