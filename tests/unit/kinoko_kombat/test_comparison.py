"""Team comparison: five cards each, best tier first, then stars, then seat order."""

import pytest

from domain.kinoko_kombat import KinokoOptions, PointTable, TierPoints
from domain.kinoko_kombat.events import RoundDealt, TeamResult, TeamsCompared
from domain.kinoko_kombat.scoring import rank_teams

from . import scenario
from .helpers import when

pytestmark = pytest.mark.unit

FULL_HOUSE = ("red-3", "green-3", "yellow-3", "red-1", "green-1")
TWO_PAIR_3_STARS = ("red-2", "green-2", "red-5", "green-5", "red-4")
MINI_STRAIGHT_2_STARS = ("yellow-4", "yellow-5", "yellow-6", "yellow-7", "purple-1")
PAIR_NO_STAR = ("red-7", "green-7", "red-1", "red-3", "red-5")
SINGLE_NO_STAR = ("yellow-1", "purple-3", "yellow-5", "purple-7", "purple-8")


def places(results):
    return {result.seat: (result.place, result.points) for result in results}


def test_rulebook_comparison_example_full_house_first_two_pair_beats_mini_straight_on_stars():
    state = scenario.prepared()
    state, events = scenario.play_claims(state)
    (compared,) = [event for event in events if isinstance(event, TeamsCompared)]
    assert compared.teams == (
        TeamResult(
            seat=0,
            cards=scenario.TEAMS[0],
            combination="full_house",
            tier=2,
            stars=1,
            star_tile_up=True,
            place=1,
            points=3,
        ),
        TeamResult(
            seat=1,
            cards=scenario.TEAMS[1],
            combination="two_pair",
            tier=5,
            stars=4,
            star_tile_up=True,
            place=2,
            points=1,
        ),
        TeamResult(
            seat=2,
            cards=scenario.TEAMS[2],
            combination="mini_straight",
            tier=5,
            stars=2,
            star_tile_up=False,
            place=3,
            points=0,
        ),
    )
    assert state.scores == (3, 1, 0)


def test_a_team_is_the_leader_and_the_four_claimed_cards_unclaimed_recruits_leave_the_game():
    state, events = scenario.play_claims(scenario.prepared())
    (compared,) = [event for event in events if isinstance(event, TeamsCompared)]
    teamed = {card for team in compared.teams for card in team.cards}
    assert len(teamed) == 15 and all(len(team.cards) == 5 for team in compared.teams)
    assert "purple-4" not in teamed, "an unclaimed Recruit card is in no team"


def test_after_the_comparison_tokens_return_star_tiles_turn_up_and_the_next_round_is_dealt():
    state, events = scenario.play_claims(scenario.prepared())
    assert isinstance(events[-1], RoundDealt) and events[-1].round == 2
    assert state.phase == "preparation"
    assert all(player.claims == () and player.star_tile_up for player in state.players)
    assert state.results[0].teams[2].star_tile_up is False


def test_the_best_tier_takes_the_crown_row_second_takes_the_other_row_the_rest_nothing():
    results = rank_teams(
        [(0, PAIR_NO_STAR, True), (1, FULL_HOUSE, True), (2, SINGLE_NO_STAR, True), (3, MINI_STRAIGHT_2_STARS, True)],
        0,
        4,
        PointTable(),
    )
    assert places(results) == {1: (1, 3), 3: (2, 1), 0: (3, 0), 2: (4, 0)}


def test_a_tie_within_a_tier_goes_to_the_most_stars():
    results = rank_teams([(0, TWO_PAIR_3_STARS, False), (1, MINI_STRAIGHT_2_STARS, False)], 0, 3, PointTable())
    assert places(results)[0] == (1, 2), "3 stars beat 2, though seat 1 sits farther clockwise"


def test_a_face_up_star_tile_counts_one_star():
    results = rank_teams([(0, MINI_STRAIGHT_2_STARS, False), (1, TWO_PAIR_3_STARS, True)], 0, 3, PointTable())
    assert [r.stars for r in results] == [2, 4]


def test_two_pair_and_mini_straight_share_a_tier_and_nothing_else_breaks_their_tie():
    # same stars (3 each), 8-high mini straight vs low two pair: seat order decides
    mini = ("red-5", "green-6", "yellow-7", "purple-8", "red-2")  # stars 6, 2 = 2
    two_pair = ("red-1", "green-1", "red-4", "green-4", "red-3")  # stars 4, 4 = 2
    results = rank_teams([(0, mini, True), (1, two_pair, True)], 0, 3, PointTable())
    assert results[0].tier == results[1].tier == 5
    assert places(results)[1][0] == 1, "seat 1 is farther clockwise from First Player seat 0"


@pytest.mark.parametrize(("first_player", "winner"), [(0, 3), (1, 0), (2, 1), (3, 2)])
def test_a_remaining_tie_goes_to_the_seat_farthest_clockwise_from_the_first_player(first_player, winner):
    team = ("red-7", "green-7", "red-1", "red-3", "red-5")
    results = rank_teams([(seat, team, True) for seat in range(4)], first_player, 4, PointTable())
    assert places(results)[winner][0] == 1
    assert places(results)[first_player][0] == 4, "the First Player loses every full tie"


def test_two_players_only_the_best_combination_scores_the_crown_row():
    results = rank_teams([(0, FULL_HOUSE, True), (1, TWO_PAIR_3_STARS, True)], 0, 2, PointTable())
    assert places(results) == {0: (1, 3), 1: (2, 0)}


def test_an_overridden_point_table_decides_the_points():
    table = PointTable(
        four_of_a_kind=TierPoints(9, 6),
        full_house=TierPoints(7, 5),
        straight=TierPoints(6, 4),
        three_of_a_kind=TierPoints(4, 3),
        two_pair_or_mini_straight=TierPoints(3, 2),
    )
    results = rank_teams([(0, FULL_HOUSE, True), (1, TWO_PAIR_3_STARS, True), (2, PAIR_NO_STAR, True)], 0, 3, table)
    assert places(results) == {0: (1, 7), 1: (2, 2), 2: (3, 0)}
    state, _ = scenario.play_claims(scenario.prepared(options=KinokoOptions(points=table)))
    assert state.scores == (7, 2, 0)


def test_the_last_claim_of_a_round_reveals_and_compares_the_teams_then_deals_the_next_round():
    state = scenario.prepared()
    state, events = scenario.play_claims(state, scenario.CLAIMS[:-1])
    seat, card, token = scenario.CLAIMS[-1]
    last = when(state, seat, scenario.claim_of(state, card, token))
    assert [type(event).__name__ for event in last] == [
        "RecruitClaimed",
        "StarTileFlipped",
        "TeamsCompared",
        "RoundDealt",
    ]
