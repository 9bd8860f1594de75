"""Points, sides and the running count of a match.

A *side* is a team label (``rules.teams[seat]``); without teams every seat is
its own side. A side's points are the sum of its seats' factions' points, plus
the lead bonus of the seat that played first (``rules.lead_bonus``). A game
tied at the top credits every top side with a win (``match_ties: shared``),
or, in a match with ``match_ties: replay``, nobody: another game is played and
the match goes to the first side with a majority of wins.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.trending_kittens.state import GameResult, Rules, TrendingKittensState


def bonus(state: TrendingKittensState) -> tuple[int, ...]:
    """Each seat's lead bonus in the current game; ``()`` when there is none (as before it)."""
    if not state.rules.lead_bonus:
        return ()
    return tuple(state.rules.lead_bonus if seat == state.first_seat else 0 for seat in range(state.seats))


def with_bonus(per_seat: Sequence[int], bonus: Sequence[int]) -> tuple[int, ...]:
    return tuple(value + (bonus[seat] if bonus else 0) for seat, value in enumerate(per_seat))


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


def replays_ties(rules: Rules) -> bool:
    """A match (best of 3 or 5) whose tied games count for nobody and are replayed."""
    return rules.best_of > 1 and rules.match_ties == "replay"


def counted(rules: Rules, results: Sequence[GameResult]) -> list[GameResult]:
    """The games that credit a win: all of them, or with replays only those one side won."""
    if not replays_ties(rules):
        return list(results)
    return [result for result in results if len({rules.teams[seat] for seat in result.winners}) == 1]


def wins(rules: Rules, results: Sequence[GameResult]) -> tuple[int, ...]:
    """Games won (or shared) so far by each seat's side."""
    credited = counted(rules, results)
    return tuple(sum(seat in result.winners for result in credited) for seat in range(len(rules.teams)))


def side_wins(rules: Rules, results: Sequence[GameResult]) -> dict[int, int]:
    """Games won (or shared) so far by each side label."""
    credited = counted(rules, results)
    return {
        side: sum(any(rules.teams[seat] == side for seat in result.winners) for result in credited)
        for side in rules.teams
    }


def majority(rules: Rules) -> int:
    """Wins that take a match: 2 of best of 3, 3 of best of 5, 1 of a single game."""
    return rules.best_of // 2 + 1


def match_decided(rules: Rules, results: Sequence[GameResult]) -> bool:
    """Is the match over after ``results``?

    ``replay``: as soon as one side has a majority of wins (tied games do not
    count). ``shared``: when all games are played, or the leading side can no
    longer be caught, not even tied, in the games left.
    """
    if replays_ties(rules):
        return max(side_wins(rules, results).values()) >= majority(rules)
    remaining = rules.best_of - len(results)
    if remaining <= 0:
        return True
    ranked = sorted(side_wins(rules, results).values(), reverse=True)
    return ranked[1] + remaining < ranked[0]
