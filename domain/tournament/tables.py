"""Table assignment for games of three to five seats, and who sits out.

Greedy, deterministic: the best-ranked entrant not yet seated heads a new
table, which is filled one seat at a time with the entrant who has met the
people already at it the fewest times; among equals, the one closest in
points to the head (Swiss only), then the best-ranked. Byes go to the
entrants with the fewest byes so far, the lowest-ranked first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence


def choose_byes(ranked: Sequence[str], count: int, byes: Mapping[str, int]) -> tuple[str, ...]:
    """``count`` entrants to sit out: fewest byes so far, then lowest-ranked."""
    order = sorted(range(len(ranked)), key=lambda i: (byes.get(ranked[i], 0), -i))
    return tuple(ranked[i] for i in sorted(order[:count]))


def assign_tables(
    ranked: Sequence[str],
    seats: int,
    met: Counter[frozenset[str]],
    distance: Callable[[str, str], float] = lambda head, other: 0.0,
) -> list[tuple[str, ...]]:
    """Split ``ranked`` (a multiple of ``seats`` long) into tables, spreading repeat meetings."""
    remaining = list(ranked)
    tables: list[tuple[str, ...]] = []
    while remaining:
        table = [remaining.pop(0)]
        while len(table) < seats:
            costs = [_cost(other, table, met, distance) for other in remaining]
            table.append(remaining.pop(costs.index(min(costs))))
        tables.append(tuple(table))
    return tables


def _cost(
    other: str, table: list[str], met: Counter[frozenset[str]], distance: Callable[[str, str], float]
) -> tuple[int, float]:
    return (sum(met[frozenset((other, seated))] for seated in table), distance(table[0], other))


def table_round(
    ranked: Sequence[str],
    seats: int,
    met: Counter[frozenset[str]],
    byes: Mapping[str, int],
    distance: Callable[[str, str], float] = lambda head, other: 0.0,
) -> list[tuple[str, ...]]:
    """A round at tables: the tables, then the byes (single-entrant groups)."""
    sitting_out = choose_byes(ranked, len(ranked) % seats, byes)
    playing = [entrant for entrant in ranked if entrant not in sitting_out]
    return assign_tables(playing, seats, met, distance) + [(entrant,) for entrant in sitting_out]


def table_rounds(entrants: int, seats: int) -> int:
    """Round robin at tables: the fewest rounds in which, counting only, everyone could meet everyone.

    Each entrant must play ``ceil((n-1)/(k-1))`` rounds besides its byes,
    and the tables must hold at least ``n(n-1)/2`` pairings in all.
    """
    tables, sitting_out = divmod(entrants, seats)
    needed = -(-(entrants - 1) // (seats - 1))
    rounds = 1
    while rounds - -(-rounds * sitting_out // entrants) < needed or rounds * tables * seats * (seats - 1) < entrants * (
        entrants - 1
    ):
        rounds += 1
    return rounds
