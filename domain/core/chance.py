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
import hmac
import json
import random
from collections.abc import Sequence
from functools import lru_cache
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


MT19937_SHA256_V1 = "mt19937-sha256-v1"
HMAC_SHA256_CTR_V1 = "hmac-sha256-ctr-v1"
#: Every algorithm a game may have recorded; the first is what an old game without one used.
ALGORITHMS = (MT19937_SHA256_V1, HMAC_SHA256_CTR_V1)
#: What a game created today records.
CURRENT_ALGORITHM = HMAC_SHA256_CTR_V1

_GAME_KEY_LABEL = b"clowder-game-key-v1"
_BLOCK_LABEL = b"clowder-chance-v1"


class SeededRandom:
    """``mt19937-sha256-v1``: a deterministic :class:`RandomSource` derived from (seed, version)."""

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


def game_key(server_seed: bytes, game_id: str, client_seeds: Sequence[str]) -> bytes:
    """The 32-byte key of a ``hmac-sha256-ctr-v1`` game: neither the server nor a seat alone chooses it.

    HMAC-SHA256(key = server seed, message = "clowder-game-key-v1" 0x00 JSON),
    the JSON being ``{"client_seeds":[...],"game_id":"..."}`` with sorted keys,
    no spaces and UTF-8 text (the seeds in seat order).
    """
    material = json.dumps(
        {"client_seeds": list(client_seeds), "game_id": game_id},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    ).encode()
    return hmac.new(server_seed, _GAME_KEY_LABEL + b"\x00" + material, hashlib.sha256).digest()


@lru_cache(maxsize=1024)
def _cached_game_key(server_seed: bytes, game_id: str, client_seeds: tuple[str, ...]) -> bytes:
    """:func:`game_key`, once per game: every decision of a running game needs it."""
    return game_key(server_seed, game_id, client_seeds)


class HmacCounterRandom:
    """``hmac-sha256-ctr-v1``: a :class:`RandomSource` any language can reproduce.

    The byte stream of a decision is block 0, block 1, ... with block ``c`` =
    HMAC-SHA256(key, "clowder-chance-v1" || u64be(version) || u64be(c)).
    ``below(n)`` reads ceil(b / 8) bytes (b the bit length of n - 1) as a
    big-endian integer, keeps its low b bits, and reads again until the value
    is below n: no modulo bias. ``shuffled`` is Fisher-Yates from the last
    position down, drawing j = below(i + 1) and swapping i and j.
    """

    __slots__ = ("_key", "_version", "_counter", "_buffer")

    def __init__(self, key: bytes, version: int = 0) -> None:
        if len(key) != 32:
            raise ValueError("a game key is 32 bytes")
        self._key = key
        self._version = version
        self._counter = 0
        self._buffer = b""

    def read(self, count: int) -> bytes:
        """The next ``count`` bytes of the decision's stream."""
        while len(self._buffer) < count:
            message = _BLOCK_LABEL + self._version.to_bytes(8, "big") + self._counter.to_bytes(8, "big")
            self._buffer += hmac.new(self._key, message, hashlib.sha256).digest()
            self._counter += 1
        taken, self._buffer = self._buffer[:count], self._buffer[count:]
        return taken

    def below(self, bound: int) -> int:
        if bound <= 0:
            raise ValueError("bound must be positive")
        bits = (bound - 1).bit_length()
        if bits == 0:
            return 0
        mask = (1 << bits) - 1
        while True:
            value = int.from_bytes(self.read((bits + 7) // 8), "big") & mask
            if value < bound:
                return value

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        order = list(items)
        for i in range(len(order) - 1, 0, -1):
            j = self.below(i + 1)
            order[i], order[j] = order[j], order[i]
        return tuple(order)


def random_for(
    algorithm: str, server_seed: bytes, game_id: str, client_seeds: Sequence[str], version: int
) -> RandomSource:
    """The random source a game's decision at ``version`` draws from, by the game's recorded algorithm."""
    if algorithm == MT19937_SHA256_V1:
        return SeededRandom(server_seed, version)
    if algorithm == HMAC_SHA256_CTR_V1:
        return HmacCounterRandom(_cached_game_key(server_seed, game_id, tuple(client_seeds)), version)
    raise ValueError(f"unknown chance algorithm {algorithm!r}; known: {', '.join(ALGORITHMS)}")
