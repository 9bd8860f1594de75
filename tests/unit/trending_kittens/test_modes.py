"""Scoring and game modes: single game, best of 3 / best of 5 as one match with
the running count, skirmish (all against all) and teams (summed points).

Rulings: a single game tied at the top is shared. A match (best of 3 / 5)
goes to the first side with a majority of wins (2 / 3), tied games counting
for nobody and replayed (``match_ties: replay``, the default); with
``match_ties: shared`` a tied game is a win for every tied side, the match ends
as soon as the leading side cannot be caught (not even tied) or every game is
played, and a level match is shared. Game k starts with seat (k - 1) mod seats.
"""

import pytest

from domain.trending_kittens import GAME, scoring
from domain.trending_kittens.commands import PlayCard
from domain.trending_kittens.events import GameScored, GameStarted, MatchEnded, StarterPlaced
from domain.trending_kittens.state import GameResult

from .helpers import given, setup, table, when

pytestmark = pytest.mark.unit

FACTIONS = ("box-squad", "night-prowlers", "curtain-climbers", "laser-chasers")


def won_by(*seats, number=1, points=(0, 0)):
    return GameResult(number=number, points=points, winners=seats)


def last_play(board, seats=2, results=(), **fields):
    """Seat 0 plays its last card, box-10, at (0, 1); it turns nothing.
    Seat 0's points are its face-up box cards on ``board`` plus one."""
    state = table(
        [(0, 0, "box-09", False), *board],
        [["box-10"]] + [[]] * (seats - 1),
        results=results,
        factions=FACTIONS[:seats],
        **fields,
    )
    events = when(state, 0, PlayCard(card="box-10", x=0, y=1, rotation=0))
    return events, given(state, *events)


def test_each_seat_scores_a_point_per_face_up_card_of_its_faction():
    state = table(
        [(0, 0, "box-01", True), (1, 0, "box-02", False), (2, 0, "prowler-01", True), (3, 0, "prowler-03", False)],
        [["box-03"], ["prowler-02"]],
    )
    assert scoring.points(state) == (1, 1)


def test_a_single_game_is_won_by_the_most_points_and_ends_the_match():
    events, after = last_play([(5, 5, "prowler-01", True), (5, 6, "prowler-02", True)])
    assert events[-2:] == [GameScored(1, (1, 2), (1,)), MatchEnded((1,), (0, 1))]
    outcome = GAME.outcome(after)
    assert outcome.winners == (1,) and outcome.scores == (1, 2)


def test_a_game_tied_at_the_top_is_shared():
    events, after = last_play([(5, 5, "prowler-01", True)])
    assert events[-2:] == [GameScored(1, (1, 1), (0, 1)), MatchEnded((0, 1), (1, 1))]
    assert GAME.outcome(after).winners == (0, 1)


def test_skirmish_all_against_all_has_one_winner_among_four():
    board = [(5, 5, "prowler-01", True), (5, 6, "climber-01", True), (5, 7, "climber-02", True)]
    events, _ = last_play(board, seats=4)
    assert events[-2] == GameScored(1, (1, 1, 2, 0), (2,))


def test_teams_score_the_sum_of_their_factions_and_win_together():
    # given teams 0+2 and 1+3; seat 1 has the best faction on its own (3 points)
    board = [
        (5, 5, "prowler-01", True),
        (5, 6, "prowler-02", True),
        (5, 7, "prowler-03", True),
        (6, 5, "climber-01", True),
        (6, 6, "climber-02", True),
        (6, 7, "box-01", True),
        (7, 5, "laser-01", False),
    ]
    # when the last card is played
    events, after = last_play(board, seats=4, teams=(0, 1, 0, 1))
    # then team 0 wins with 2 + 2 = 4 against 3 + 0 = 3, both its seats together
    assert events[-2:] == [GameScored(1, (2, 3, 2, 0), (0, 2)), MatchEnded((0, 2), (1, 0, 1, 0))]
    assert GAME.outcome(after).scores == (4, 3, 4, 3)


def test_teams_level_on_points_share_the_game():
    board = [
        (5, 5, "prowler-01", True),
        (5, 6, "prowler-02", True),
        (5, 7, "prowler-03", True),
        (6, 5, "climber-01", True),
        (6, 6, "climber-02", True),
        (7, 5, "laser-01", False),
    ]
    events, _ = last_play(board, seats=4, teams=(0, 1, 0, 1))
    assert events[-2] == GameScored(1, (1, 3, 2, 0), (0, 1, 2, 3))


def test_a_best_of_3_goes_on_to_a_fresh_game_led_by_the_next_seat():
    # given game 1 of a best of 3, about to be won by seat 0
    events, after = last_play([], best_of=3)
    # then it is scored, and game 2 starts at once: shuffled decks, seat 1 leads
    scored = events.index(GameScored(1, (1, 0), (0,)))
    assert isinstance(events[scored + 1], GameStarted)
    assert events[scored + 1].number == 2 and events[scored + 1].first_seat == 1
    assert isinstance(events[scored + 2], StarterPlaced) and events[scored + 2].seat == 1
    assert (events[scored + 2].x, events[scored + 2].y) == (0, 0)
    assert after.phase == "preparation" and after.turn == 0 and len(after.board) == 1
    assert [len(deck) for deck in after.decks] == [10, 9]
    seat_view = GAME.view(after, 0)
    assert seat_view.game_number == 2 and [s.wins for s in seat_view.sides] == [1, 0]
    assert not GAME.is_terminal(after)


@pytest.mark.parametrize(
    ("best_of", "before", "ends", "wins"),
    [
        (3, [won_by(0)], True, (2, 0)),  # 2-0: cannot be caught
        (3, [won_by(1)], False, None),  # 1-1: game 3 decides
        (5, [won_by(0), won_by(0)], True, (3, 0)),  # 3-0
        (5, [won_by(0), won_by(1)], False, None),  # 2-1 with two to play
        (5, [won_by(0), won_by(1), won_by(0)], True, (3, 1)),  # 3-1 with one to play
        (5, [won_by(1), won_by(1), won_by(0)], False, None),  # 2-2 with one to play
        (5, [won_by(1), won_by(1), won_by(0), won_by(0)], True, (3, 2)),  # all five played
        (3, [won_by(1), won_by(0, 1)], True, (2, 2)),  # every game played, level: shared
    ],
)
def test_with_shared_ties_a_match_ends_as_soon_as_the_leader_cannot_be_caught(best_of, before, ends, wins):
    # given earlier results; when seat 0 wins this game
    events, after = last_play([], best_of=best_of, results=before, match_ties="shared")
    assert isinstance(events[-2], GameScored) or isinstance(events[-3], GameScored)
    if ends:
        leaders = tuple(s for s in (0, 1) if wins[s] == max(wins))
        assert events[-1] == MatchEnded(leaders, wins)
        assert GAME.outcome(after).scores == wins
    else:
        assert not any(isinstance(e, MatchEnded) for e in events)
        assert after.game_number == len(before) + 2


def test_in_a_team_match_a_game_counts_once_for_the_whole_team():
    rules = GAME.initial_state(setup(4, best_of=3, teams=(0, 1, 0, 1))).rules
    assert scoring.match_decided(rules, [won_by(0, 2), won_by(0, 2)])
    assert not scoring.match_decided(rules, [won_by(0, 2)])
    assert scoring.wins(rules, [won_by(0, 2), won_by(1, 3)]) == (1, 1, 1, 1)


# -- "best of 3" is "first to 2 wins": tied games are replayed ---------------


@pytest.mark.parametrize(
    ("best_of", "before", "ends", "wins"),
    [
        (3, [won_by(0)], True, (2, 0)),  # first to 2
        (3, [won_by(1)], False, None),  # 1-1: a third game
        (3, [won_by(0, 1), won_by(1)], False, None),  # the tie counted for nobody: 1-1
        (3, [won_by(0, 1), won_by(0, 1), won_by(0)], True, (2, 0)),  # two ties, then 2-0
        (5, [won_by(0), won_by(0)], True, (3, 0)),  # first to 3
        (5, [won_by(1), won_by(1), won_by(0), won_by(0, 1)], False, None),  # 3-2 only after a replay... 2-3
        (5, [won_by(1), won_by(1), won_by(0), won_by(0)], True, (3, 2)),
    ],
)
def test_a_match_goes_to_the_first_side_with_a_majority_of_wins(best_of, before, ends, wins):
    events, after = last_play([], best_of=best_of, results=before)
    if ends:
        assert events[-1] == MatchEnded((0,), wins)
        assert GAME.outcome(after).winners == (0,) and GAME.outcome(after).scores == wins
    else:
        assert not any(isinstance(e, MatchEnded) for e in events)
        assert after.game_number == len(before) + 2


def test_a_tied_game_in_a_match_is_replayed_and_credits_nobody():
    # given 1-0 for seat 1 in a best of 3; when this game ends level on points
    events, after = last_play([(5, 5, "prowler-01", True)], best_of=3, results=[won_by(1)])
    assert GameScored(2, (1, 1), (0, 1)) in events
    # then the match is not over (a shared win would have made it 2-1 for seat 1)
    assert not any(isinstance(e, MatchEnded) for e in events)
    assert after.game_number == 3 and [s.wins for s in GAME.view(after, 0).sides] == [0, 1]
    assert GAME.view(after, 0).wins_needed == 2


def test_a_single_game_tied_at_the_top_is_still_shared_with_replays_on():
    events, _ = last_play([(5, 5, "prowler-01", True)], match_ties="replay")
    assert events[-1] == MatchEnded((0, 1), (1, 1))


def test_games_created_before_the_option_keep_shared_ties():
    assert GAME.stored_options({}).match_ties == "shared"
    assert GAME.options_type().match_ties == "replay"
