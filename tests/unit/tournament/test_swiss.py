"""Swiss: score groups, no rematch when avoidable, byes to the lowest-ranked without one.

Standings columns: entrant, points, Buchholz, Sonneborn-Berger, played,
wins, draws, losses, byes. Every table was computed by hand.
"""

from collections import Counter

import pytest

from domain.tournament import TOURNAMENT, WithdrawEntrant
from domain.tournament.pairing_swiss import candidates, swiss_pairs

from .helpers import beats, given, outcomes, scored

pytestmark = pytest.mark.unit


def test_within_a_score_group_the_top_half_meets_the_bottom_half():
    points = dict.fromkeys("abcdef", 0.0)
    assert candidates("a", list("bcdef"), points) == ["d", "e", "f", "c", "b"]
    pairs, bye = swiss_pairs(list("abcdef"), points, frozenset(), {})
    assert (pairs, bye) == ([("a", "d"), ("b", "e"), ("c", "f")], None)


def test_an_odd_one_out_floats_down_to_the_next_score_group():
    points = {"a": 1.0, "b": 1.0, "c": 1.0, "d": 0.0, "e": 0.0, "f": 0.0}
    pairs, _ = swiss_pairs(list("abcdef"), points, frozenset(), {})
    assert pairs == [("a", "b"), ("c", "d"), ("e", "f")]


def test_the_pairing_backtracks_rather_than_force_a_rematch():
    # greedy: a-d (a-c met), leaving b-c who met; the search finds a-b, c-d
    met = frozenset({frozenset("ac"), frozenset("bc")})
    pairs, _ = swiss_pairs(list("abcd"), dict.fromkeys("abcd", 0.0), met, {})
    assert pairs == [("a", "b"), ("c", "d")]


def test_the_bye_moves_up_when_the_lowest_cannot_leave_a_pairing_without_rematch():
    met = frozenset({frozenset("ab")})
    _, bye = swiss_pairs(list("abc"), dict.fromkeys("abc", 0.0), met, {})
    assert bye == "b"  # c sitting out would leave a-b again


def test_rematches_only_once_every_pairing_is_used_up():
    run = given("swiss", list("abcd"), rounds=4)
    run.play_out(beats("abcd"))
    met = Counter(frozenset(p) for r in range(1, 5) for p in run.pairings(r))
    assert len({frozenset(p) for r in range(1, 4) for p in run.pairings(r)}) == 6
    assert sorted(met.values()) == [1, 1, 1, 1, 2, 2]


def test_five_entrants_three_rounds_byes_rotate_and_tie_breaks_by_hand():
    """R1 (0 points): bye e (lowest); a-c a wins, b-d d wins.
    R2 ranked a d e b c: bye c (lowest without one); a meets d (its group), e-b.
       Seats: who opened fewer matches takes seat 0: d-a, e-b. a wins, e-b draw.
    R3 ranked a2 e1.5 c1 d1 b0.5: bye b; a floats to e; c-d. e beats a, c-d draw.
    Points e 2.5, a 2, d 1.5, b 1.5, c 1.5.
    Buchholz (byes count nothing): a c1.5+d1.5+e2.5 = 5.5, d b1.5+a2+c1.5 = 5, b 4, c 3.5, e 3.5.
    Sonneborn-Berger: a 1.5+1.5 = 3, e 0.75+2 = 2.75, d 1.5+0.75 = 2.25, b 1.25, c 0.75.
    """
    run = given("swiss", list("abcde"))
    results = {("a", "c"): "a", ("b", "d"): "d", ("a", "d"): "a", ("b", "e"): None, ("a", "e"): "e", ("c", "d"): None}
    run.play_out(outcomes(results))
    assert [run.pairings(r) for r in (1, 2, 3)] == [
        [("a", "c"), ("b", "d"), ("e",)],
        [("d", "a"), ("e", "b"), ("c",)],
        [("a", "e"), ("c", "d"), ("b",)],
    ]
    assert run.table() == [
        ("e", 2.5, 3.5, 2.75, 2, 1, 1, 0, 1),
        ("a", 2.0, 5.5, 3.0, 3, 2, 0, 1, 0),
        ("d", 1.5, 5.0, 2.25, 3, 1, 1, 1, 0),
        ("b", 1.5, 4.0, 1.25, 2, 0, 1, 1, 1),
        ("c", 1.5, 3.5, 0.75, 2, 0, 1, 1, 1),
    ]


def test_nobody_has_a_second_bye_while_someone_has_none():
    run = given("swiss", list("abcdefg"), rounds=7)
    run.play_out(beats("gfedcba"))
    assert [s.byes for s in TOURNAMENT.standings(run.state)] == [1] * 7


def test_swiss_at_three_seat_tables_with_a_bye_by_hand():
    """Seven entrants, three seats, two rounds: one bye a round.

    R1 bye g; tables a,b,c and d,e,f. b and c win on 5 (1.5 each), a 0; d 2, e 1, f 0; g 2.
    R2 ranked d g b c e a f: bye f. d heads, g (closest, unmet) then b; c heads, e
       (unmet), a. Seats turn once: g,b,d and e,a,c. d wins (2), b 1, g 0; no winner
       at e,a,c: e and a level on 6 share first (1.5), c 0.
    Points d 4, b 2.5, e 2.5, f 2, g 2, a 1.5, c 1.5. b and e are level on Buchholz 9 and
    Sonneborn-Berger 4.25 and never met: seed order. a and c met twice, one each: seed.
    """
    run = given("swiss", list("abcdefg"), seats=3, rounds=2)
    play = scored(
        {
            ("a", "b", "c"): ({"a": 3, "b": 5, "c": 5}, ("b", "c")),
            ("d", "e", "f"): ({"d": 4, "e": 2, "f": 1}, ("d",)),
            ("b", "d", "g"): ({"g": 0, "b": 4, "d": 9}, ("d",)),
            ("a", "c", "e"): ({"e": 6, "a": 6, "c": 1}, ()),
        }
    )
    run.play_out(play)
    assert [run.pairings(r) for r in (1, 2)] == [
        [("a", "b", "c"), ("d", "e", "f"), ("g",)],
        [("g", "b", "d"), ("e", "a", "c"), ("f",)],
    ]
    assert run.table() == [
        ("d", 4.0, 9.0, 9.0, 2, 2, 0, 0, 0),
        ("b", 2.5, 9.0, 4.25, 2, 0, 1, 1, 0),
        ("e", 2.5, 9.0, 4.25, 2, 0, 1, 1, 0),
        ("f", 2.0, 6.5, 0.0, 1, 0, 0, 1, 1),
        ("g", 2.0, 6.5, 0.0, 1, 0, 0, 1, 1),
        ("a", 1.5, 8.0, 2.75, 2, 0, 1, 1, 0),
        ("c", 1.5, 8.0, 2.75, 2, 0, 1, 1, 0),
    ]


def test_a_withdrawn_entrant_forfeits_its_match_and_is_never_paired_again():
    """Four entrants, two rounds. R1 a-c, b-d; d withdraws: b wins by forfeit; a beats c.
    R2 three left, ranked a b c: bye c (lowest); a meets b, both opened once: a keeps seat 0. b wins.
    Points a 1, b 2, c 1, d 0. Buchholz a c1+b2 = 3, b d0+a1 = 1, c a1 = 1, d b2 = 2.
    Sonneborn-Berger a c1 = 1, b 0+1 = 1, c 0, d 0.
    """
    run = given("swiss", list("abcd"), rounds=2)
    run.when(WithdrawEntrant("d"))
    run.play_out(outcomes({("a", "c"): "a", ("a", "b"): "b"}))
    assert run.pairings(2) == [("a", "b"), ("c",)]
    assert run.table() == [
        ("b", 2.0, 1.0, 1.0, 2, 2, 0, 0, 0),
        ("a", 1.0, 3.0, 1.0, 2, 1, 0, 1, 0),
        ("c", 1.0, 1.0, 0.0, 1, 0, 0, 1, 1),
        ("d", 0.0, 2.0, 0.0, 1, 0, 0, 1, 0),
    ]
