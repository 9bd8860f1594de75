"""Standings: the ranking rules of docs/tournaments.md, computed from finished matches.

Round robin and Swiss: points, Buchholz, Sonneborn-Berger, head-to-head
among the entrants still level, then seed. Single elimination: the round
reached, having gone through it, the placement in the last match, points,
then seed. Withdrawn entrants always rank below those who stayed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from domain.tournament.events import Standing
from domain.tournament.state import TournamentState, seeds
from domain.tournament.tally import Tally, tallies

Key = tuple[float | int | bool, ...]


def standings(state: TournamentState) -> tuple[Standing, ...]:
    table = tallies(state)
    seed = seeds(state)
    withdrawn = {entrant.entrant_id: entrant.withdrawn for entrant in state.entrants}
    points = {entrant: tally.points for entrant, tally in table.items()}
    buchholz = {e: sum(points[o] for o, _ in t.results) for e, t in table.items()}
    berger = {e: sum(points[o] * result for o, result in t.results) for e, t in table.items()}
    elimination = state.settings is not None and state.settings.format == "single-elimination"

    def key(entrant: str) -> Key:
        tally = table[entrant]
        if elimination:
            return (withdrawn[entrant], -tally.reached_round, not tally.advanced, tally.last_placement, -tally.points)
        return (withdrawn[entrant], -tally.points, -buchholz[entrant], -berger[entrant])

    head_to_head = _head_to_head(table, key)
    order = sorted(table, key=lambda e: (*key(e), -head_to_head[e], seed[e]))
    names = {entrant.entrant_id: entrant.name for entrant in state.entrants}
    return tuple(
        Standing(
            rank=rank,
            entrant_id=entrant,
            name=names[entrant],
            points=table[entrant].points,
            buchholz=buchholz[entrant],
            sonneborn_berger=berger[entrant],
            played=table[entrant].played,
            wins=table[entrant].wins,
            draws=table[entrant].draws,
            losses=table[entrant].losses,
            byes=table[entrant].byes,
            withdrawn=withdrawn[entrant],
            reached_round=table[entrant].reached_round,
        )
        for rank, entrant in enumerate(order, start=1)
    )


def _head_to_head(table: dict[str, Tally], key: Callable[[str], Key]) -> dict[str, float]:
    """Within each group level on every earlier criterion: results against the others of the group."""
    groups: defaultdict[Key, set[str]] = defaultdict(set)
    for entrant in table:
        groups[key(entrant)].add(entrant)
    score = dict.fromkeys(table, 0.0)
    for group in groups.values():
        if len(group) > 1:
            for entrant in group:
                score[entrant] = sum(result for other, result in table[entrant].results if other in group)
    return score
