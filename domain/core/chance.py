"""Chance, injected.

A decider never touches a global random generator. The service hands
``decide`` a :class:`RandomSource`; whatever it draws (a shuffled order, a
pick) is written into the events, so ``evolve`` and every replay stay pure.

:class:`SeededRandom` derives each command's generator from the game's secret
seed and the stream version the command was decided at. An auditor who is
given the seed after the game has ended can re-run every decision and check
that each shuffle in the history came from it.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class RandomSource(Protocol):
    """The only way a decider may draw chance."""

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """A uniformly random permutation of ``items``."""
        ...

    def below(self, bound: int) -> int:
        """A uniformly random integer in ``[0, bound)``."""
        ...


class SeededRandom:
    """A deterministic :class:`RandomSource` derived from (seed, version)."""

    __slots__ = ("_seed", "_version", "_generator")

    def __init__(self, seed: bytes, version: int = 0) -> None:
        self._seed = seed
        self._version = version
        self._generator: random.Random | None = None

    @property
    def _rng(self) -> random.Random:
        """Built on first use: most decisions draw nothing."""
        if self._generator is None:
            digest = hashlib.sha256(self._seed + b"/" + str(self._version).encode()).digest()
            self._generator = random.Random(int.from_bytes(digest, "big"))
        return self._generator

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        order = list(items)
        self._rng.shuffle(order)
        return tuple(order)

    def below(self, bound: int) -> int:
        if bound <= 0:
            raise ValueError("bound must be positive")
        return self._rng.randrange(bound)
