"""Rate budgets counted in this process, for the moments Redis cannot count them.

The shared count lives in Redis (api/http/limits.py). When Redis is down, or
slower than the limiter's 0.25 s bound (a loaded machine: 34 requests went
through a budget of 25 when every check that timed out let its request pass),
each API process counts the requests it lets through itself, in the same
fixed windows, and refuses past the quota. So a budget is never lifted, only
loosened: within one window it lets through at most its quota counted in
Redis plus its quota once more in each API process that could not ask Redis.
The counts are not sent to Redis afterwards (a check that timed out has
usually been counted there already); memory is bounded (least recently used
identities forgotten first).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from services.lru import Lru

if TYPE_CHECKING:
    from api.http.limits import Policy, Verdict

#: Identities (budget and token or address) a process counts at most while Redis cannot.
LOCAL_IDENTITIES = 10_000


class LocalCounts:
    def __init__(self, capacity: int = LOCAL_IDENTITIES, clock: Callable[[], float] = time.time) -> None:
        self._counts: Lru[str, tuple[float, int]] = Lru(capacity)
        self._clock = clock
        #: Requests this process counted itself (let through or refused), for the tests.
        self.charged = 0

    def charge(self, budgets: Sequence[tuple[Policy, str]]) -> Verdict:
        from api.http.limits import Budget, Verdict

        now = self._clock()
        seen = []
        for policy, identity in budgets:
            start = now - now % policy.window
            key = f"{policy.name}:{identity}"
            entry = self._counts.get(key)
            count = entry[1] if entry is not None and entry[0] == start else 0
            seen.append((key, start, count, start + policy.window - now))
        allowed = all(count < policy.quota for (policy, _), (_, _, count, _) in zip(budgets, seen, strict=True))
        self.charged += 1
        if allowed:
            for key, start, count, _ in seen:
                self._counts[key] = (start, count + 1)
        return Verdict(
            allowed=allowed,
            budgets=tuple(
                Budget(policy, policy.quota - count - int(allowed), max(1, math.ceil(left)))
                for (policy, _), (_, _, count, left) in zip(budgets, seen, strict=True)
            ),
        )
