"""Round robin: the circle method for two seats, greedy tables for more; byes and withdrawals.

Every expected standings table below was computed by hand (see the
comments); columns: entrant, points, Buchholz, Sonneborn-Berger, played,
wins, draws, losses, byes.
"""

from collections import Counter

import pytest

from domain.tournament import TOURNAMENT, EntrantWithdrawn, GameForfeited, MatchFinished, RoundPaired, WithdrawEntrant
from domain.tournament.pairing_round_robin import circle_pairs

from .helpers import given, outcomes, scored

pytestmark = pytest.mark.unit


def test_the_circle_keeps_seed_one_and_turns_the_others():
    assert [circle_pairs("abcd", r) for r in (1, 2, 3)] == [
        [("a", "d"), ("b", "c")],
        [("c", "a"), ("d", "b")],
        [("a", "b"), ("c", "d")],
    ]


def test_a_second_cycle_repeats_the_first_with_seats_swapped():
    assert circle_pairs("abcd", 4) == [("d", "a"), ("c", "b")]


def test_with_an_odd_count_everyone_has_exactly_one_bye_and_meets_everyone_once():
    run = given("round-robin", list("abcde"))
    run.play_out(outcomes({p: p[0] for p in _all_pairs("abcde")}))
    rounds = [run.pairings(r) for r in range(1, 6)]
    assert rounds == [
        [("b", "e"), ("c", "d"), ("a",)],
        [("e", "a"), ("b", "c"), ("d",)],
        [("a", "d"), ("e", "c"), ("b",)],
        [("c", "a"), ("d", "b"), ("e",)],
        [("a", "b"), ("d", "e"), ("c",)],
    ]
    assert [s.byes for s in TOURNAMENT.standings(run.state)] == [1] * 5


def _all_pairs(entrants):
    return [(x, y) for i, x in enumerate(entrants) for y in entrants[i + 1 :]]


def test_two_seat_round_robin_with_a_bye_and_a_withdrawal_in_round_three():
    """Five entrants; e withdraws in round 3 before its game with c.

    R1 b-e b wins, c-d draw, a bye.   R2 e-a a wins, b-c c wins, d bye.
    R3 a-d d wins, e-c forfeited to c, b bye.   R4 c-a draw, d-b b wins, (e's bye lapses).
    R5 a-b a wins, d meets the withdrawn e: a bye, c bye.
    Points: c 4, a 3.5, d 3.5, b 3, e 0.
    Buchholz a: e0 + d3.5 + c4 + b3 = 10.5; d: c4 + a3.5 + b3 = 10.5; so Sonneborn-Berger
    decides: a = 0 + 0 + 0.5*4 + 3 = 5, d = 0.5*4 + 3.5 + 0 = 5.5.
    """
    run = given("round-robin", list("abcde"))
    results = {("b", "e"): "b", ("c", "d"): None, ("a", "e"): "a", ("b", "c"): "c", ("a", "d"): "d"}
    results |= {("a", "c"): None, ("b", "d"): "b", ("a", "b"): "a"}
    play = outcomes(results)
    run.play_round(play)
    run.play_round(play)
    run.when(WithdrawEntrant("e"))
    run.play_out(play)
    assert run.pairings(4) == [("c", "a"), ("d", "b")]
    assert run.pairings(5) == [("a", "b"), ("c",), ("d",)]
    assert run.table() == [
        ("c", 4.0, 10.0, 6.5, 4, 2, 2, 0, 1),
        ("d", 3.5, 10.5, 5.5, 3, 1, 1, 1, 2),
        ("a", 3.5, 10.5, 5.0, 4, 2, 1, 1, 1),
        ("b", 3.0, 11.0, 3.5, 4, 2, 0, 2, 1),
        ("e", 0.0, 10.5, 0.0, 3, 0, 0, 3, 0),
    ]
    assert [s.withdrawn for s in TOURNAMENT.standings(run.state)] == [False] * 4 + [True]


def test_round_robin_at_three_seat_tables_with_byes_and_a_withdrawal():
    """Four entrants at three seats: one bye a round, three rounds (everyone plays two, meets all).

    R1 bye d (lowest seed), table a,b,c: a 5, b 3, c 3, a wins -> a 2, b 0.5, c 0.5.
    R2 bye c; a heads, d has not met a so joins before b; seats turn once: d,b,a.
       b and a both win on 7 -> 1.5 each, d 0.
    R3 bye b; a,c,d turned twice: d,a,c. c withdraws, forfeiting its seat; a wins on 6,
       d second on 4 -> a 2, d 1, c 0.
    Points a 5.5, b 4, d 3, c 2.5.
    Buchholz a: (b4 + c2.5) + (d3 + b4) + (d3 + c2.5) = 19; b 8 + 8.5 = 16.5; c 9.5 + 8.5 = 18; d 9.5 + 8 = 17.5.
    Sonneborn-Berger: pairwise 1 above, 0.5 level, times the other's points:
    a 4 + 2.5 + 3 + 2 + 3 + 2.5 = 17; b 1.25 + 3 + 2.75 = 7; c 2; d 2.5.
    """
    run = given("round-robin", list("abcd"), seats=3)
    play = scored(
        {
            ("a", "b", "c"): ({"a": 5, "b": 3, "c": 3}, ("a",)),
            ("a", "b", "d"): ({"d": 2, "b": 7, "a": 7}, ("b", "a")),
            ("a", "c", "d"): ({"d": 4, "a": 6, "c": 0}, ("a",)),
        }
    )
    run.play_round(play)
    run.play_round(play)
    run.when(WithdrawEntrant("c"))
    run.play_out(play)
    assert [run.pairings(r) for r in (1, 2, 3)] == [
        [("a", "b", "c"), ("d",)],
        [("d", "b", "a"), ("c",)],
        [("d", "a", "c"), ("b",)],
    ]
    assert run.table() == [
        ("a", 5.5, 19.0, 17.0, 3, 2, 1, 0, 0),
        ("b", 4.0, 16.5, 7.0, 2, 0, 1, 1, 1),
        ("d", 3.0, 17.5, 2.5, 2, 0, 0, 2, 1),
        ("c", 2.5, 18.0, 2.0, 2, 0, 0, 2, 1),
    ]


def test_a_withdrawn_entrant_is_not_paired_again_and_its_opponents_get_byes():
    run = given("round-robin", list("abcd"))
    events = run.when(WithdrawEntrant("d"))  # round 1: a-d forfeited to a
    assert events == (
        EntrantWithdrawn("d", 1),
        GameForfeited("r1-m1", 1, 1, "d"),
        MatchFinished("r1-m1", ("a", "d"), (1, 2), (1.0, 0.0), (), "forfeit"),
    )
    run.play_out(outcomes({p: p[0] for p in _all_pairs("abcd")}))
    paired = [e for e in run.events if isinstance(e, RoundPaired)]
    assert all("d" not in m.entrants for e in paired[1:] for m in e.matches)
    assert run.pairings(2) == [("c", "a"), ("b",)]
    assert run.pairings(3) == [("a", "b"), ("c",)]


def test_nine_entrants_at_three_seats_spread_their_meetings():
    entrants = [f"e{i}" for i in range(9)]
    run = given("round-robin", entrants, seats=3)
    run.play_out(lambda request: ((3, 2, 1), (0,)))
    met = Counter(frozenset(p) for r in range(1, 5) for t in run.pairings(r) for p in _all_pairs(t))
    assert run.state.rounds == 4
    assert max(met.values()) <= 2
    assert len(met) >= 30  # of the 36 pairs, greedy meets most
