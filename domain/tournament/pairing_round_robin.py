"""Round robin with two seats: the circle method on the seed order.

Seed 1 stays put while everyone else turns one place a round; with an odd
count a phantom makes the numbers even and whoever meets it has a bye. A
cycle is ``n - 1`` rounds (``n`` when odd); more rounds repeat the cycle with
seats swapped. A withdrawn entrant is never paired again: whoever it was due
to meet gets a bye instead.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence


def cycle_length(entrants: int) -> int:
    return entrants if entrants % 2 else entrants - 1


def circle_pairs(seeded: Sequence[str], round: int) -> list[tuple[str | None, str | None]]:
    """Round ``round`` (from 1) of the circle; ``None`` is the phantom. First of a pair takes seat 0."""
    players: list[str | None] = list(seeded) + ([None] if len(seeded) % 2 else [])
    size = len(players)
    turn = (round - 1) % (size - 1)
    rest = players[1:]
    rest = rest[len(rest) - turn :] + rest[: len(rest) - turn]
    arranged = [players[0], *rest]
    pairs = [(arranged[i], arranged[size - 1 - i]) for i in range(size // 2)]
    if turn % 2:
        pairs[0] = (pairs[0][1], pairs[0][0])
    if ((round - 1) // (size - 1)) % 2:
        pairs = [(second, first) for first, second in pairs]
    return pairs


def round_robin_groups(seeded: Sequence[str], withdrawn: Collection[str], round: int) -> list[tuple[str, ...]]:
    """The round's pairs, then its byes (single-entrant groups)."""
    pairs: list[tuple[str, ...]] = []
    byes: list[tuple[str, ...]] = []
    for first, second in circle_pairs(seeded, round):
        present = tuple(e for e in (first, second) if e is not None and e not in withdrawn)
        if len(present) == 2:
            pairs.append(present)
        elif present:
            byes.append(present)
    return pairs + byes
