"""The Reference card's point table: what first and second place score per tier.

The rulebook prints no values ("as shown on the Reference card"). Ours are
data, below, and a game option a creator may override (see
:mod:`.options`). They honour the rulebook's examples (a first-place full
house scores 3, a second-place two pair scores 1) and the 20 scoring tokens
of the box: first plus second place never exceed 5 points a round, so four
rounds of four players fit the supply.
"""

from __future__ import annotations

from itertools import pairwise

import msgspec

#: (tier, option key, Crown row = first place, rightmost row = second place)
REFERENCE_CARD: tuple[tuple[int, str, int, int], ...] = (
    (1, "four_of_a_kind", 4, 1),
    (2, "full_house", 3, 1),
    (3, "straight", 3, 1),
    (4, "three_of_a_kind", 2, 1),
    (5, "two_pair_or_mini_straight", 2, 1),
    (6, "pair", 1, 0),
    (7, "single", 1, 0),
)
MAX_POINTS = 100


class TierPoints(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    crown: int
    second: int


def _default(tier: int) -> TierPoints:
    _, _, crown, second = REFERENCE_CARD[tier - 1]
    return TierPoints(crown=crown, second=second)


class PointTable(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Points per tier; override any subset, e.g. ``{"pair": {"crown": 2, "second": 1}}``."""

    four_of_a_kind: TierPoints = _default(1)
    full_house: TierPoints = _default(2)
    straight: TierPoints = _default(3)
    three_of_a_kind: TierPoints = _default(4)
    two_pair_or_mini_straight: TierPoints = _default(5)
    pair: TierPoints = _default(6)
    single: TierPoints = _default(7)


def by_tier(table: PointTable) -> tuple[TierPoints, ...]:
    """The table's rows in tier order (index 0 is tier 1)."""
    return tuple(getattr(table, key) for _, key, _, _ in REFERENCE_CARD)


def points_for(table: PointTable, tier: int, place: int, seats: int) -> int:
    """Points for finishing ``place`` (1-based) with a combination of ``tier``.

    With two players only the winner scores (the Crown row).
    """
    row = by_tier(table)[tier - 1]
    if place == 1:
        return row.crown
    if place == 2 and seats > 2:
        return row.second
    return 0


def table_problems(table: PointTable) -> list[str]:
    """Why a point table breaks the rules of a sensible Reference card (empty if fine).

    Points are whole numbers from 0 to 100; a stronger tier never scores less
    than a weaker one in the same row; second place never scores more than
    first place with the same tier (so first place always scores at least as
    much as second).
    """
    problems: list[str] = []
    rows = by_tier(table)
    keys = [key for _, key, _, _ in REFERENCE_CARD]
    for key, row in zip(keys, rows, strict=True):
        for place in ("crown", "second"):
            value = getattr(row, place)
            if not 0 <= value <= MAX_POINTS:
                problems.append(f"{key}.{place} must be between 0 and {MAX_POINTS}, not {value}")
        if row.second > row.crown:
            problems.append(f"{key}: second place ({row.second}) may not exceed the crown ({row.crown})")
    for (key_a, a), (key_b, b) in pairwise(zip(keys, rows, strict=True)):
        for place in ("crown", "second"):
            if getattr(a, place) < getattr(b, place):
                problems.append(f"{place} points of {key_a} may not be below those of {key_b}")
    return problems
