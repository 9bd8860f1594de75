"""Where the Dogs go in a draw pile (ruling 2).

The rulebook puts a Dog "a third of the way" (two players), "at the center"
(three to five) or "roughly a third of the way" (the second deck) through the
pile, the last at the bottom. At a table nobody cuts exactly, and the pile
size is public: an exact position would let anyone count the draws to the
next Dog, although the pile's order is secret (ruling 22).

With *m* Kitten cards and *k* Dogs, Dog *j* (1 <= *j* < *k*) goes after the
*c* = floor(*j*·*m*/*k*)-th Kitten (``exact``), or after a number of Kittens
drawn uniformly from the window *c* - *h* .. *c* + *h* with *h* =
floor(*m* / (4·*k*)) (``window``): a quarter of the stretch between two Dogs
on either side, so the windows never overlap and the Dogs keep their order.
The last Dog is always the bottom card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

#: ``window``: each Dog but the bottom one at a random place around its share
#: of the pile (the default); ``exact``: at exactly its share (games created
#: before the window existed).
DogPlacement = Literal["window", "exact"]
DOG_PLACEMENTS: tuple[str, ...] = ("window", "exact")


class _Below(Protocol):
    def below(self, bound: int) -> int: ...


def exact_cuts(kittens: int, dogs: int) -> tuple[int, ...]:
    """How many Kittens lie above each Dog: floor(j·m/k), the last one m."""
    return tuple((j * kittens) // dogs for j in range(1, dogs + 1))


def half_window(kittens: int, dogs: int) -> int:
    """How far (in Kittens) a Dog may lie from its exact share of the pile."""
    return kittens // (4 * dogs)


def window_cuts(kittens: int, dogs: int, random: _Below) -> tuple[int, ...]:
    """Each Dog but the bottom one shifted by a uniform draw in -h..h."""
    h = half_window(kittens, dogs)
    exact = exact_cuts(kittens, dogs)
    shifted = tuple(cut - h + random.below(2 * h + 1) for cut in exact[:-1])
    return (*shifted, exact[-1])


def cuts_for(placement: str, kittens: int, dogs: int, random: _Below) -> tuple[int, ...]:
    if placement == "exact":
        return exact_cuts(kittens, dogs)
    return window_cuts(kittens, dogs, random)


def place_at(kittens: Sequence[str], dogs: Sequence[str], cuts: Sequence[int]) -> tuple[str, ...]:
    """The pile (top first) with Dog ``j`` right after the first ``cuts[j]`` Kittens."""
    pile: list[str] = []
    start = 0
    for dog, cut in zip(dogs, cuts, strict=True):
        pile.extend(kittens[start:cut])
        pile.append(dog)
        start = cut
    pile.extend(kittens[start:])
    return tuple(pile)


def pile_with_dogs(placement: str, kittens: Sequence[str], dogs: Sequence[str], random: _Below) -> tuple[str, ...]:
    """A draw pile: the (shuffled) Kittens with the Dogs placed by ``placement``."""
    return place_at(kittens, dogs, cuts_for(placement, len(kittens), len(dogs), random))
