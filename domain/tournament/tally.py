"""Per-entrant totals over finished matches: the raw material of standings and pairings."""

from __future__ import annotations

from collections import Counter

import msgspec

from domain.tournament.state import TournamentState


class Tally(msgspec.Struct):
    """Mutable while counting, never stored. ``results``: (opponent, 1 / 0.5 / 0) per opponent met."""

    points: float = 0.0
    played: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    reached_round: int = 0
    advanced: bool = False
    last_placement: int = 0
    results: list[tuple[str, float]] = msgspec.field(default_factory=list)


def pairwise(mine: int, theirs: int) -> float:
    """One entrant against one opponent met in a match: above 1, level 0.5, below 0."""
    return 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0


def tallies(state: TournamentState) -> dict[str, Tally]:
    """A win is a sole first place, a draw a shared first place, anything else a loss."""
    table = {entrant.entrant_id: Tally() for entrant in state.entrants}
    for match in state.matches:
        for entrant in match.entrants:
            tally = table[entrant]
            tally.reached_round = match.round
            tally.advanced = entrant in match.advancing
            tally.last_placement = 0
    for match in state.matches:
        if not match.finished:
            continue
        for index, entrant in enumerate(match.entrants):
            tally = table[entrant]
            place = match.placements[index]
            tally.points += match.points[index]
            if match.round == tally.reached_round:
                tally.last_placement = place
            if match.bye:
                tally.byes += 1
                continue
            tally.played += 1
            shared = match.placements.count(place) > 1
            if place == 1 and not shared:
                tally.wins += 1
            elif place == 1:
                tally.draws += 1
            else:
                tally.losses += 1
            for other, theirs in zip(match.entrants, match.placements, strict=True):
                if other != entrant:
                    tally.results.append((other, pairwise(place, theirs)))
    return table


def meetings(state: TournamentState) -> Counter[frozenset[str]]:
    """How many times each pair of entrants has shared a match (byes excluded)."""
    met: Counter[frozenset[str]] = Counter()
    for match in state.matches:
        for i, first in enumerate(match.entrants):
            for second in match.entrants[i + 1 :]:
                met[frozenset((first, second))] += 1
    return met


def first_seats(state: TournamentState) -> Counter[str]:
    """How often each entrant opened a two-seat match in seat 0."""
    return Counter(match.entrants[0] for match in state.matches if len(match.entrants) == 2)
