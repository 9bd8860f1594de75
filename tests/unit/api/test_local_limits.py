"""While Redis cannot count, each process counts the budgets itself: the quota per window, then refusals."""

from __future__ import annotations

from api.http.limits import Policy
from api.http.local_limits import LocalCounts

WRITES = Policy("writes-per-token", 3, 60)
PER_ADDRESS = Policy("writes-per-address", 5, 60)


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_a_budget_lets_its_quota_through_then_refuses_until_the_window_ends() -> None:
    clock = Clock(1_000.0)  # 16 min 40 s: the window [960, 1020)
    counts = LocalCounts(clock=clock)
    verdicts = [counts.charge([(WRITES, "token")]) for _ in range(5)]
    assert [v.allowed for v in verdicts] == [True, True, True, False, False]
    assert verdicts[2].budgets[0].remaining == 0 and verdicts[3].retry_after == 20
    clock.now = 1_020.0
    assert counts.charge([(WRITES, "token")]).allowed


def test_a_refused_request_is_not_counted_against_its_other_budgets() -> None:
    counts = LocalCounts(clock=Clock(0.0))
    for _ in range(3):
        assert counts.charge([(WRITES, "a"), (PER_ADDRESS, "here")]).allowed
    assert not counts.charge([(WRITES, "a"), (PER_ADDRESS, "here")]).allowed
    # The address's budget was charged 3 times, not 4: another token from it has 2 left.
    assert [counts.charge([(WRITES, "b"), (PER_ADDRESS, "here")]).allowed for _ in range(3)] == [True, True, False]


def test_identities_are_counted_apart_and_memory_is_bounded() -> None:
    counts = LocalCounts(capacity=2, clock=Clock(0.0))
    for identity in ("a", "b", "c"):
        assert counts.charge([(WRITES, identity)]).allowed
    assert len(counts._counts) == 2
