"""Recording games: placements and points, best of N, forfeits, retries the manager may ignore."""

import pytest

from domain.tournament import (
    AlreadyRecorded,
    ForfeitGame,
    GameForfeited,
    GameNotNeeded,
    GameRequest,
    GameResultRecorded,
    InvalidResult,
    MatchFinished,
    RecordGameResult,
    UnknownGame,
)
from domain.tournament.results import place_points

from .helpers import draw, given, win

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "placements, seats, points",
    [
        ((1, 2), 2, (1.0, 0.0)),
        ((1, 1), 2, (0.5, 0.5)),
        ((1, 2, 3, 4), 4, (3.0, 2.0, 1.0, 0.0)),
        ((1, 1, 3, 4), 4, (2.5, 2.5, 1.0, 0.0)),
        ((1, 2, 2, 2), 4, (3.0, 1.0, 1.0, 1.0)),
        ((1, 1, 1), 3, (1.0, 1.0, 1.0)),
        ((2, 1, 3, 3, 3), 5, (3.0, 4.0, 1.0, 1.0, 1.0)),
    ],
)
def test_placement_points_ties_share_the_places_they_cover(placements, seats, points):
    assert place_points(placements, seats) == points


def test_best_of_three_seats_swap_every_game_and_two_wins_decide():
    run = given("swiss", ["a", "b"], games_per_match=3)
    assert run.needed() == (GameRequest(1, "r1-m1", 1, ("a", "b")),)
    run.record(run.needed()[0], win(0))
    assert run.needed() == (GameRequest(1, "r1-m1", 2, ("b", "a")),)
    events = run.record(run.needed()[0], win(1))  # a, in seat 1, wins again
    assert events[1] == MatchFinished("r1-m1", ("a", "b"), (1, 2), (1.0, 0.0))
    with pytest.raises(GameNotNeeded):
        run.when(RecordGameResult("r1-m1", 3, "late", (0, 0), ()))


def test_a_game_with_two_winners_or_none_is_a_draw_whatever_the_scores():
    run = given("round-robin", ["a", "b"], games_per_match=3)
    run.record(run.needed()[0], ((9, 1), ()))
    run.record(run.needed()[0], ((0, 0), (0, 1)))
    events = run.record(run.needed()[0], win(1))  # b wins game 3, back in seat 1
    assert events[1] == MatchFinished("r1-m1", ("a", "b"), (2, 1), (0.0, 1.0))


def test_a_level_best_of_three_is_a_drawn_match():
    run = given("swiss", ["a", "b"], games_per_match=3)
    for result in (win(0), draw(), win(1)):  # a wins, a draw, then b wins (seats 0/1, 1/0, 0/1)
        events = run.record(run.needed()[0], result)
    assert events[1] == MatchFinished("r1-m1", ("a", "b"), (1, 1), (0.5, 0.5))


def test_a_lead_that_the_games_left_could_still_catch_does_not_decide():
    run = given("swiss", ["a", "b"], games_per_match=3)
    run.record(run.needed()[0], win(0))
    events = run.record(run.needed()[0], draw())
    assert not any(isinstance(e, MatchFinished) for e in events)
    assert run.needed()[0].game_number == 3


def test_at_a_table_winners_share_first_and_the_rest_follow_by_score():
    run = given("swiss", ["a", "b", "c", "d"], seats=4)
    events = run.record(run.needed()[0], ((5, 9, 9, 5), (1, 2)))
    assert events[1] == MatchFinished("r1-m1", ("a", "b", "c", "d"), (3, 1, 1, 3), (0.5, 2.5, 2.5, 0.5))


def test_a_table_without_winners_ranks_by_score_alone():
    run = given("swiss", ["a", "b", "c"], seats=3)
    events = run.record(run.needed()[0], ((1, 4, 2), ()))
    assert events[1].placements == (3, 1, 2)


def test_a_result_sent_again_is_already_recorded():
    run = given("swiss", ["a", "b"], games_per_match=3)
    run.record(run.needed()[0], win(0))
    with pytest.raises(AlreadyRecorded):
        run.when(RecordGameResult("r1-m1", 1, "r1-m1/1", (1, 0), (0,)))


def test_only_the_game_being_played_may_be_recorded():
    run = given("swiss", ["a", "b"], games_per_match=3)
    with pytest.raises(UnknownGame, match="game 1 is"):
        run.when(RecordGameResult("r1-m1", 2, "g", (1, 0), (0,)))
    with pytest.raises(UnknownGame, match="no match"):
        run.when(RecordGameResult("r9-m1", 1, "g", (1, 0), (0,)))


@pytest.mark.parametrize("scores, winners", [((1,), (0,)), ((1, 0, 0), (0,)), ((1, 0), (2,)), ((1, 0), (0, 0))])
def test_scores_and_winners_must_fit_the_seats(scores, winners):
    run = given("swiss", ["a", "b"])
    with pytest.raises(InvalidResult):
        run.when(RecordGameResult("r1-m1", 1, "g", scores, winners))


def test_a_forfeited_two_seat_game_goes_to_the_opponent():
    run = given("swiss", ["a", "b"], games_per_match=3)
    events = run.when(ForfeitGame("r1-m1", 1, 0))
    assert events == (GameForfeited("r1-m1", 1, 0, "a"),)
    assert run.needed()[0].game_number == 2
    run.when(ForfeitGame("r1-m1", 2, 1))  # a sits in seat 1 in game 2
    assert run.state.phase == "finished"
    assert run.state.matches[0].placements == (2, 1)
    assert run.state.matches[0].reason == "forfeit"


def test_a_forfeit_at_a_table_places_the_seat_last_and_the_game_goes_on():
    run = given("swiss", ["a", "b", "c", "d"], seats=4)
    assert run.when(ForfeitGame("r1-m1", 1, 0)) == (GameForfeited("r1-m1", 1, 0, "a"),)
    with pytest.raises(AlreadyRecorded):
        run.when(ForfeitGame("r1-m1", 1, 0))
    events = run.record(run.needed()[0], ((9, 1, 2, 2), (0,)))
    assert events[0] == GameResultRecorded("r1-m1", 1, "r1-m1/1", (9, 1, 2, 2), (0,))
    assert events[1] == MatchFinished("r1-m1", ("a", "b", "c", "d"), (4, 3, 1, 1), (0.0, 1.0, 2.5, 2.5), (), "forfeit")


def test_a_table_with_one_seat_left_is_won_by_it_without_waiting():
    run = given("swiss", ["a", "b", "c"], seats=3)
    run.when(ForfeitGame("r1-m1", 1, 2))
    events = run.when(ForfeitGame("r1-m1", 1, 0))
    assert events[1] == MatchFinished("r1-m1", ("a", "b", "c"), (2, 1, 2), (0.5, 2.0, 0.5), (), "forfeit")
    with pytest.raises(AlreadyRecorded):
        run.when(RecordGameResult("r1-m1", 1, "g", (0, 0, 0), ()))
