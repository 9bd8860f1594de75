"""Single elimination: a seeded bracket for two seats, heats to a final table for more.

Standings are ordered by the round reached, going through it, placement in
the last match, points, then seed; withdrawn entrants last.
"""

import pytest

from domain.tournament import TOURNAMENT, MatchFinished, WithdrawEntrant
from domain.tournament.bracket import first_slots, seed_positions

from .helpers import draw, given, outcomes, scored, win

pytestmark = pytest.mark.unit


def line(run):
    """(entrant, points, played, wins, draws, losses, byes, reached round) in rank order."""
    return [
        (s.entrant_id, s.points, s.played, s.wins, s.draws, s.losses, s.byes, s.reached_round)
        for s in TOURNAMENT.standings(run.state)
    ]


def test_seeds_one_and_two_can_only_meet_in_the_final():
    assert seed_positions(8) == [1, 8, 4, 5, 2, 7, 3, 6]


def test_byes_go_to_the_best_seeds():
    assert first_slots(list("abcde")) == ["a", None, "d", "e", "b", None, "c", None]


def test_five_entrants_best_of_three_with_byes_and_sudden_death():
    """R1: d-e (e wins 2-0), byes a, b, c.  R2: a-e a wins 2-0; b-c three draws,
    then sudden death: c wins game 4.  Final a-c: a wins 2-0.
    Points a 3 (bye + two wins), c 2, b 1 (bye), e 1, d 0. b and e both lost in round 2,
    level on points: seed b first.
    """
    run = given("single-elimination", list("abcde"), games_per_match=3)
    assert run.pairings(1) == [("d", "e"), ("a",), ("b",), ("c",)]
    run.play_round(outcomes({("d", "e"): "e"}))
    assert run.pairings(2) == [("a", "e"), ("b", "c")]

    def round_two(request):
        if "a" in request.entrants:
            return win(request.entrants.index("a"))
        return draw() if request.game_number <= 3 else win(request.entrants.index("c"))

    run.play_round(round_two)
    finished = [e for e in run.events if isinstance(e, MatchFinished) and e.match_id == "r2-m2"]
    assert finished == [MatchFinished("r2-m2", ("b", "c"), (2, 1), (0.0, 1.0), ("c",))]
    assert run.pairings(3) == [("a", "c")]
    run.play_out(outcomes({("a", "c"): "a"}))
    assert line(run) == [
        ("a", 3.0, 2, 2, 0, 0, 1, 3),
        ("c", 2.0, 2, 1, 0, 1, 1, 3),
        ("b", 1.0, 1, 0, 0, 1, 1, 2),
        ("e", 1.0, 2, 1, 0, 1, 0, 2),
        ("d", 0.0, 1, 0, 0, 1, 0, 1),
    ]


def test_a_match_still_level_after_sudden_death_goes_to_the_better_seed():
    run = given("single-elimination", list("ab"))
    run.record(run.needed()[0], draw())
    events = run.record(run.needed()[0], draw())  # best of 1: one sudden-death game at most
    assert events[1] == MatchFinished("r1-m1", ("a", "b"), (1, 1), (0.5, 0.5), ("a",))
    assert [s.entrant_id for s in TOURNAMENT.standings(run.state)] == ["a", "b"]


def test_a_withdrawal_forfeits_the_match_and_an_absent_winner_gives_a_bye():
    """a beats d; b-c still playing when a withdraws: b meets nobody in the final and wins."""
    run = given("single-elimination", list("abcd"))
    assert run.pairings(1) == [("a", "d"), ("b", "c")]
    run.record(run.needed()[0], win(0))
    run.when(WithdrawEntrant("a"))
    run.play_out(outcomes({("b", "c"): "b"}))
    assert TOURNAMENT.is_finished(run.state)
    assert [(s.entrant_id, s.withdrawn) for s in TOURNAMENT.standings(run.state)] == [
        ("b", False),
        ("c", False),
        ("d", False),
        ("a", True),
    ]


def test_a_withdrawal_mid_match_forfeits_the_games_still_needed():
    run = given("single-elimination", list("abcd"), games_per_match=3)
    run.record(run.needed()[0], win(0))  # a leads d 1-0
    events = run.when(WithdrawEntrant("a"))
    assert [type(e).__name__ for e in events] == ["EntrantWithdrawn", "GameForfeited", "GameForfeited", "MatchFinished"]
    assert events[-1] == MatchFinished("r1-m1", ("a", "d"), (2, 1), (0.0, 1.0), ("d",), "forfeit")


def test_heats_at_four_seats_down_to_a_final_table():
    """Nine entrants, four seats. R1: bye a (best seed); snake: b,e,f,i and c,d,g,h.
    Table 1: e and f share first on 9; e (better seed) goes through. Table 2: g wins.
    Going through: a, e, g: three, so the best other, f (first place, score 9), fills the
    final: a, e, f, g, seats turned once: e, f, g, a. f and g share first on 7: f, the
    better seed, is champion.
    Points (4 seats: 3, 2, 1, 0; shared places share): f 2.5 + 2.5, g 3 + 2.5, e 2.5 + 1,
    a 3 + 0, c and d 1.5, i 1, b and h 0.
    """
    run = given("single-elimination", list("abcdefghi"), seats=4)
    play = scored(
        {
            ("b", "e", "f", "i"): ({"b": 1, "e": 9, "f": 9, "i": 3}, ("e", "f")),
            ("c", "d", "g", "h"): ({"c": 2, "d": 2, "g": 8, "h": 0}, ("g",)),
            ("a", "e", "f", "g"): ({"e": 5, "f": 7, "g": 7, "a": 1}, ("f", "g")),
        }
    )
    run.play_out(play)
    assert [run.pairings(r) for r in (1, 2)] == [
        [("b", "e", "f", "i"), ("c", "d", "g", "h"), ("a",)],
        [("e", "f", "g", "a")],
    ]
    assert run.state.matches[-1].advancing == ("f",)
    assert line(run) == [
        ("f", 5.0, 2, 0, 2, 0, 0, 2),
        ("g", 5.5, 2, 1, 1, 0, 0, 2),
        ("e", 3.5, 2, 0, 1, 1, 0, 2),
        ("a", 3.0, 1, 0, 0, 1, 1, 2),
        ("c", 1.5, 1, 0, 0, 1, 0, 1),
        ("d", 1.5, 1, 0, 0, 1, 0, 1),
        ("i", 1.0, 1, 0, 0, 1, 0, 1),
        ("b", 0.0, 1, 0, 0, 1, 0, 1),
        ("h", 0.0, 1, 0, 0, 1, 0, 1),
    ]


def test_a_withdrawal_at_the_final_table_places_the_seat_last():
    run = given("single-elimination", list("abc"), seats=3)
    run.when(WithdrawEntrant("a"))
    run.record(run.needed()[0], ((9, 1, 2), (0,)))  # a's seat "won" but it withdrew
    assert run.state.matches[0].placements == (3, 2, 1)
    assert [s.entrant_id for s in TOURNAMENT.standings(run.state)] == ["c", "b", "a"]
