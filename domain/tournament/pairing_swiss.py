"""Swiss pairing for two seats: score groups, Dutch-style, no rematch when avoidable.

Entrants are ranked by points, then seed. The best-ranked unpaired entrant
meets, in order of preference: the entrant half its score group below it
(1 v 3 in a group of four), then the others of its group further down, then
those above that point, then the next score groups down (it floats). A
backtracking search takes the first pairing of everyone without a rematch;
if there is none (or the search budget runs out), rematches are allowed,
still avoided greedily. With an odd count the bye goes to the lowest-ranked
entrant among those with the fewest byes for whom the rest can be paired
without a rematch (nobody has a second bye while someone has none).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: Nodes the backtracking may visit per round before settling for rematches.
SEARCH_BUDGET = 50_000


class _Budget:
    def __init__(self, nodes: int) -> None:
        self.nodes = nodes

    def spend(self) -> bool:
        self.nodes -= 1
        return self.nodes >= 0


def candidates(head: str, rest: Sequence[str], points: Mapping[str, float]) -> list[str]:
    """``head``'s preferred opponents among ``rest`` (ranked, all at or below it)."""
    group = [entrant for entrant in rest if points[entrant] == points[head]]
    half = (len(group) + 1) // 2
    in_group = group[max(half - 1, 0) :] + list(reversed(group[: max(half - 1, 0)]))
    return in_group + [entrant for entrant in rest if points[entrant] != points[head]]


def _pair(
    ranked: tuple[str, ...],
    points: Mapping[str, float],
    met: frozenset[frozenset[str]],
    budget: _Budget,
) -> list[tuple[str, str]] | None:
    if not ranked:
        return []
    head, rest = ranked[0], ranked[1:]
    for other in candidates(head, rest, points):
        if frozenset((head, other)) in met or not budget.spend():
            continue
        tail = _pair(tuple(e for e in rest if e != other), points, met, budget)
        if tail is not None:
            return [(head, other), *tail]
    return None


def _greedy(
    ranked: tuple[str, ...], points: Mapping[str, float], met: frozenset[frozenset[str]]
) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    remaining = list(ranked)
    while remaining:
        head = remaining.pop(0)
        options = candidates(head, remaining, points)
        other = min(options, key=lambda e: (frozenset((head, e)) in met, options.index(e)))
        remaining.remove(other)
        pairs.append((head, other))
    return pairs


def swiss_pairs(
    ranked: Sequence[str],
    points: Mapping[str, float],
    met: frozenset[frozenset[str]],
    byes: Mapping[str, int],
) -> tuple[list[tuple[str, str]], str | None]:
    """The round's pairs (better-ranked first) and the entrant with the bye, if any."""
    budget = _Budget(SEARCH_BUDGET)
    if len(ranked) % 2 == 0:
        options: list[str | None] = [None]
    else:
        fewest = min(byes.get(e, 0) for e in ranked)
        options = [e for e in reversed(ranked) if byes.get(e, 0) == fewest]
    for bye in options:
        rest = tuple(e for e in ranked if e != bye)
        pairs = _pair(rest, points, met, budget)
        if pairs is not None:
            return pairs, bye
    bye = options[0]
    return _greedy(tuple(e for e in ranked if e != bye), points, met), bye
