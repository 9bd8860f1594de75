"""A second, deliberately naive implementation of RFC 9162 §2.1, for the tests to hold the code against.

Written from the RFC's recursive definitions over a list of leaf entries
(nothing of domain/audit/merkle.py or services/transparency/ is used):
MTH (§2.1.1), PATH (§2.1.3.1), PROOF/SUBPROOF (§2.1.4.1), and an inclusion
check that folds the path back up the same recursion instead of RFC 9162's
bit arithmetic (§2.1.3.2), which the code uses.
"""

from __future__ import annotations

import hashlib


def sha256(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def largest_power_of_two_below(n: int) -> int:
    k = 1
    while k * 2 < n:
        k *= 2
    return k


def mth(entries: list[bytes]) -> bytes:
    n = len(entries)
    if n == 0:
        return sha256(b"")
    if n == 1:
        return sha256(b"\x00" + entries[0])
    k = largest_power_of_two_below(n)
    return sha256(b"\x01" + mth(entries[:k]) + mth(entries[k:]))


def path(m: int, entries: list[bytes]) -> list[bytes]:
    n = len(entries)
    if n == 1:
        return []
    k = largest_power_of_two_below(n)
    if m < k:
        return path(m, entries[:k]) + [mth(entries[k:])]
    return path(m - k, entries[k:]) + [mth(entries[:k])]


def proof(m: int, entries: list[bytes]) -> list[bytes]:
    return subproof(m, entries, True)


def subproof(m: int, entries: list[bytes], b: bool) -> list[bytes]:
    n = len(entries)
    if m == n:
        return [] if b else [mth(entries)]
    k = largest_power_of_two_below(n)
    if m <= k:
        return subproof(m, entries[:k], b) + [mth(entries[k:])]
    return subproof(m - k, entries[k:], False) + [mth(entries[:k])]


def root_from_path(m: int, n: int, leaf_hash: bytes, audit_path: list[bytes]) -> bytes | None:
    """Fold an audit path back up PATH's recursion: the last hash is the top split's sibling."""
    if n == 1:
        return leaf_hash if not audit_path else None
    if not audit_path:
        return None
    k = largest_power_of_two_below(n)
    *below, sibling = audit_path
    if m < k:
        left = root_from_path(m, k, leaf_hash, below)
        return None if left is None else sha256(b"\x01" + left + sibling)
    right = root_from_path(m - k, n - k, leaf_hash, below)
    return None if right is None else sha256(b"\x01" + sibling + right)
