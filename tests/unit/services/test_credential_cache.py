"""The memory of checked tokens: valid only under the epoch it was checked under, briefly, and bounded."""

from __future__ import annotations

from datetime import UTC, datetime

from services.credential_cache import CredentialCache
from services.players import Credential, Player


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def credential(number: int = 1) -> Credential:
    return Credential(Player(f"p{number}", f"player {number}"), f"t{number}", frozenset({"play"}))


def test_a_check_is_reused_only_under_the_epoch_it_was_made_under() -> None:
    cache = CredentialCache(ttl=5, capacity=10)
    cache.put(b"digest", credential(), "epoch-1", None)
    assert cache.get(b"digest", "epoch-1") == credential()
    assert cache.get(b"digest", "epoch-2") is None  # a revocation somewhere: ask PostgreSQL again
    assert cache.get(b"digest", "epoch-1") is None  # and the old answer is gone for good


def test_without_an_epoch_nothing_is_remembered_or_reused() -> None:
    cache = CredentialCache(ttl=5, capacity=10)
    cache.put(b"digest", credential(), None, None)
    assert len(cache) == 0
    cache.put(b"digest", credential(), "e", None)
    assert cache.get(b"digest", None) is None


def test_an_entry_lives_at_most_the_ttl_and_never_past_the_tokens_expiry() -> None:
    clock = Clock()
    cache = CredentialCache(ttl=5, capacity=10, clock=clock)
    cache.put(b"long", credential(1), "e", None)
    cache.put(b"expiring", credential(2), "e", datetime.fromtimestamp(clock.now + 1, UTC))
    clock.now += 1.5
    assert cache.get(b"expiring", "e") is None
    assert cache.get(b"long", "e") == credential(1)
    clock.now += 4
    assert cache.get(b"long", "e") is None


def test_the_cache_is_bounded_and_forgets_the_least_recently_used_first() -> None:
    cache = CredentialCache(ttl=60, capacity=3)
    for number in range(3):
        cache.put(f"d{number}".encode(), credential(number), "e", None)
    assert cache.get(b"d0", "e") is not None  # d0 used: d1 is now the oldest
    for number in range(3, 10):
        cache.put(f"d{number}".encode(), credential(number), "e", None)
        assert len(cache) <= 3
    assert cache.get(b"d1", "e") is None and cache.get(b"d9", "e") is not None


def test_a_zero_ttl_turns_the_memory_off() -> None:
    cache = CredentialCache(ttl=0, capacity=10)
    cache.put(b"digest", credential(), "e", None)
    assert cache.get(b"digest", "e") is None and not cache.enabled
