"""Tie-breaks on a history given as events: Buchholz, Sonneborn-Berger, head-to-head, seed.

Six entrants seeded y, x, a, b, c, d; two Swiss rounds of two-seat matches:
R1 x beats y, d beats a, b beats c.  R2 a beats x, y beats b, d beats c.
Points d 2; x, y, a, b 1; c 0.
Buchholz: x y1 + a1 = 2, y x1 + b1 = 2, a d2 + x1 = 3, b c0 + y1 = 1.
Sonneborn-Berger: x (beat y) 1, y (beat b) 1, a (beat x) 1, b (beat c) 0.
So a leads the 1-pointers on Buchholz; x and y are level on points, Buchholz
and Sonneborn-Berger: x beat y, so head-to-head puts x first, against the seeds.
"""

import pytest

from domain.tournament import (
    TOURNAMENT,
    EntrantRegistered,
    EntrantWithdrawn,
    Match,
    MatchFinished,
    RoundFinished,
    RoundPaired,
    TournamentCreated,
    TournamentStarted,
)

pytestmark = pytest.mark.unit

SEEDS = ("y", "x", "a", "b", "c", "d")
ROUNDS = [[("x", "y"), ("d", "a"), ("b", "c")], [("a", "x"), ("y", "b"), ("d", "c")]]


def history(*extra):
    """The two rounds above as events; in every pair the first entrant wins."""
    events = [
        TournamentCreated("t", "k", "swiss", {}, 2, 2, 1),
        *(EntrantRegistered(e, e.upper()) for e in SEEDS),
        TournamentStarted(SEEDS, 2),
    ]
    for number, pairs in enumerate(ROUNDS, start=1):
        ids = [f"r{number}-m{i}" for i in range(1, len(pairs) + 1)]
        events.append(RoundPaired(number, tuple(Match(i, p) for i, p in zip(ids, pairs, strict=True))))
        events += [MatchFinished(i, p, (1, 2), (1.0, 0.0)) for i, p in zip(ids, pairs, strict=True)]
        events.append(RoundFinished(number))
    return TOURNAMENT.fold(TOURNAMENT.initial_state(), [*events, *extra])


def test_buchholz_then_sonneborn_berger_then_head_to_head_then_seed():
    table = [(s.rank, s.entrant_id, s.points, s.buchholz, s.sonneborn_berger) for s in TOURNAMENT.standings(history())]
    assert table == [
        (1, "d", 2.0, 1.0, 1.0),
        (2, "a", 1.0, 3.0, 1.0),
        (3, "x", 1.0, 2.0, 1.0),
        (4, "y", 1.0, 2.0, 1.0),
        (5, "b", 1.0, 1.0, 0.0),
        (6, "c", 0.0, 3.0, 0.0),
    ]


def test_a_withdrawn_entrant_ranks_below_everyone_who_stayed_whatever_its_points():
    state = history(EntrantWithdrawn("d", 2))
    assert [s.entrant_id for s in TOURNAMENT.standings(state)] == ["a", "x", "y", "b", "c", "d"]
    assert TOURNAMENT.standings(state)[-1].withdrawn


def test_level_on_everything_and_never_met_goes_by_seed():
    events = [TournamentCreated("t", "k", "swiss", {}, 2, 2, 1), *(EntrantRegistered(e, e.upper()) for e in SEEDS)]
    state = TOURNAMENT.fold(TOURNAMENT.initial_state(), events)
    assert [(s.rank, s.entrant_id) for s in TOURNAMENT.standings(state)] == list(enumerate(SEEDS, start=1))
