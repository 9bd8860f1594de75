"""Points, sides and the running count of a match.

A *side* is a team label (``rules.teams[seat]``); without teams every seat is
its own side. A side's points are the sum of its seats' factions' points.
Games tied at the top are shared: every top side is credited with a win.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.trending_kittens.state import GameResult, Rules, TrendingKittensState


def points(state: TrendingKittensState) -> tuple[int, ...]:
    """Each seat's point count now: its faction's cards lying face up."""
    counts = {faction.id: 0 for faction in state.factions}
    for placed in state.board:
        if placed.face_up and placed.faction in counts:
            counts[placed.faction] += 1
    return tuple(counts[faction.id] for faction in state.factions)


def side_totals(rules: Rules, per_seat: Sequence[int]) -> dict[int, int]:
    """Sum of ``per_seat`` by side label."""
    totals: dict[int, int] = {}
    for seat, value in enumerate(per_seat):
        totals[rules.teams[seat]] = totals.get(rules.teams[seat], 0) + value
    return totals


def side_scores(rules: Rules, per_seat: Sequence[int]) -> tuple[int, ...]:
    """For every seat, the total of its side."""
    totals = side_totals(rules, per_seat)
    return tuple(totals[rules.teams[seat]] for seat in range(len(per_seat)))


def top_seats(rules: Rules, per_seat: Sequence[int]) -> tuple[int, ...]:
    """The seats of every side whose summed ``per_seat`` values are the highest."""
    return best_sides(rules, side_totals(rules, per_seat))


def best_sides(rules: Rules, totals: dict[int, int]) -> tuple[int, ...]:
    """The seats of every side with the highest of ``totals`` (by side label)."""
    best = max(totals.values())
    return tuple(seat for seat, side in enumerate(rules.teams) if totals[side] == best)


def wins(seats: int, results: Sequence[GameResult]) -> tuple[int, ...]:
    """Games won (or shared) so far by each seat's side."""
    return tuple(sum(seat in result.winners for result in results) for seat in range(seats))


def side_wins(rules: Rules, results: Sequence[GameResult]) -> dict[int, int]:
    """Games won (or shared) so far by each side label."""
    return {
        side: sum(any(rules.teams[seat] == side for seat in result.winners) for result in results)
        for side in rules.teams
    }


def match_decided(rules: Rules, results: Sequence[GameResult]) -> bool:
    """All games played, or the leading side can no longer be caught (not even tied)."""
    remaining = rules.best_of - len(results)
    if remaining <= 0:
        return True
    ranked = sorted(side_wins(rules, results).values(), reverse=True)
    return ranked[1] + remaining < ranked[0]
