"""The lead bonus: the seat that plays first in a game adds a point to its score.

Ruling 13: the last card played can never be answered, so the seat that plays
first is at a disadvantage that no card data removes (mirror matches, both
seats with the same deck: the leader won 20-35 % of the games). With two seats
the leader adds ``lead_bonus`` (1) to its points; ties are then shared as
before. With three or four seats the bonus is 0 unless asked for.
"""

import pytest
from msgspec.structs import replace

from domain.core import Setup
from domain.trending_kittens import GAME
from domain.trending_kittens.commands import PlayCard
from domain.trending_kittens.events import GameScored, MatchEnded
from domain.trending_kittens.options import TrendingKittensOptions

from .helpers import given, table, when

pytestmark = pytest.mark.unit


def last_play(board, seats=2, first_seat=0, **fields):
    """Seat 0 plays its last card, box-10, at (0, 1): it turns nothing. ``first_seat`` led."""
    state = table(
        [(0, 0, "box-09", False), *board],
        [["box-10"]] + [[]] * (seats - 1),
        factions=("box-squad", "night-prowlers", "curtain-climbers", "laser-chasers")[:seats],
        **fields,
    )
    state = replace(state, first_seat=first_seat)
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=0))
    return events, given(state, *events)


def test_a_level_game_goes_to_the_leader_with_its_bonus_point():
    events, after = last_play([(5, 5, "prowler-01", True)], lead_bonus=1)
    assert events[-2:] == [GameScored(1, (1, 1), (0,), bonus=(1, 0)), MatchEnded((0,), (1, 0))]
    assert GAME.outcome(after).scores == (2, 1)
    assert [(s.points, s.bonus) for s in GAME.view(after, 1).seats] == [(1, 1), (1, 0)]
    assert [s.score for s in GAME.view(after, 1).sides] == [2, 1]


def test_losing_by_one_point_with_the_bonus_is_a_shared_game():
    events, _ = last_play([(5, 5, "prowler-01", True), (5, 6, "prowler-02", True)], lead_bonus=1)
    assert events[-2] == GameScored(1, (1, 2), (0, 1), bonus=(1, 0))


def test_the_bonus_goes_to_the_seat_that_leads_this_game():
    # game 2 of a match, led by seat 1, ends level on the table: seat 1 wins it
    events, _ = last_play([(5, 5, "prowler-01", True)], lead_bonus=1, best_of=3, game_number=2, first_seat=1)
    assert GameScored(2, (1, 1), (1,), bonus=(0, 1)) in events


def test_by_default_there_is_no_bonus_as_in_the_rulebook():
    for seats in (2, 3, 4):
        assert GAME.initial_state(GAME.default_setup(seats)).rules.lead_bonus == 0


def test_a_table_may_opt_in_to_the_bonus():
    assert GAME.initial_state(Setup(2, TrendingKittensOptions(lead_bonus=1))).rules.lead_bonus == 1


def test_games_that_stored_a_null_bonus_keep_one_point_with_two_seats_none_with_more():
    # The default of the games created while the bonus was on by default: they stored null.
    assert GAME.initial_state(Setup(2, GAME.stored_options({"lead_bonus": None}))).rules.lead_bonus == 1
    assert GAME.initial_state(Setup(3, GAME.stored_options({"lead_bonus": None}))).rules.lead_bonus == 0


def test_games_created_before_the_bonus_score_without_it():
    assert GAME.stored_options({}).lead_bonus == 0
    events, _ = last_play([(5, 5, "prowler-01", True)], lead_bonus=0)
    assert events[-2] == GameScored(1, (1, 1), (0, 1))
