"""A bounded, least-recently-used mapping for the in-process caches.

Every cache a process keeps by game, player or stream grows with use; each
holds at most ``capacity`` entries and drops the one used longest ago when a
new one comes (docs/operations.md, "Memory bounds"). What it holds can always
be read again (from PostgreSQL or recomputed), so an eviction costs a read,
never a wrong answer.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Mapping
from typing import Generic, TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
D = TypeVar("D")


class Lru(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError(f"a cache holds at least 1 entry, not {capacity}")
        self.capacity = capacity
        self._entries: OrderedDict[K, V] = OrderedDict()
        #: Entries dropped to stay within the capacity (not those popped or cleared).
        self.evictions = 0

    @overload
    def get(self, key: K) -> V | None: ...

    @overload
    def get(self, key: K, default: D) -> V | D: ...

    def get(self, key: K, default: object = None) -> object:
        """The entry (now the most recently used), or ``default``."""
        try:
            self._entries.move_to_end(key)
        except KeyError:
            return default
        return self._entries[key]

    def peek(self, key: K) -> V | None:
        """The entry, leaving the order as it is."""
        return self._entries.get(key)

    def __setitem__(self, key: K, value: V) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
            self.evictions += 1

    def update(self, entries: Mapping[K, V]) -> None:
        for key, value in entries.items():
            self[key] = value

    def pop(self, key: K, default: V | None = None) -> V | None:
        return self._entries.pop(key, default)

    def clear(self) -> None:
        self._entries.clear()

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[K]:
        """Keys from the least to the most recently used."""
        return iter(self._entries)
