"""Single elimination with two seats: a seeded bracket.

The bracket has the next power of two slots; seed 1 meets the last seed, 2
the second last, and so on, placed so that seeds 1 and 2 can only meet in
the final. Slots past the last entrant are byes, so the best seeds get them.
Each later slot holds whoever went through from the two slots above it; an
empty or withdrawn slot gives the other a bye.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from domain.tournament.state import MatchState

Slot = str | None


def bracket_size(entrants: int) -> int:
    size = 1
    while size < entrants:
        size *= 2
    return size


def bracket_rounds(entrants: int) -> int:
    return max(bracket_size(entrants).bit_length() - 1, 1)


def seed_positions(size: int) -> list[int]:
    """Seeds (from 1) in bracket order: 1, 8, 4, 5, 2, 7, 3, 6 for eight."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return order


def first_slots(seeded: Sequence[str]) -> list[Slot]:
    size = max(bracket_size(len(seeded)), 2)
    return [seeded[seed - 1] if seed <= len(seeded) else None for seed in seed_positions(size)]


def slots_for_round(seeded: Sequence[str], matches: Sequence[MatchState], round: int) -> list[Slot]:
    """The bracket's slots in ``round``: each pair of the round before sends on who advanced."""
    slots = first_slots(seeded)
    for earlier in range(1, round):
        advanced = {e: m.advancing for m in matches if m.round == earlier for e in m.entrants}
        following: list[Slot] = []
        for top, bottom in zip(slots[::2], slots[1::2], strict=True):
            winners = advanced.get(top or "", ()) or advanced.get(bottom or "", ())
            following.append(winners[0] if winners else None)
        slots = following
    return slots


def bracket_groups(
    seeded: Sequence[str], seed: dict[str, int], matches: Sequence[MatchState], withdrawn: Collection[str], round: int
) -> list[tuple[str, ...]] | None:
    """The round's matches (better seed first), then byes; ``None`` once fewer than two are left."""
    slots = [e if e is not None and e not in withdrawn else None for e in slots_for_round(seeded, matches, round)]
    if sum(e is not None for e in slots) < 2:
        return None
    pairs: list[tuple[str, ...]] = []
    byes: list[tuple[str, ...]] = []
    for top, bottom in zip(slots[::2], slots[1::2], strict=True):
        present = tuple(sorted((e for e in (top, bottom) if e is not None), key=seed.__getitem__))
        if len(present) == 2:
            pairs.append(present)
        elif present:
            byes.append(present)
    return pairs + byes
