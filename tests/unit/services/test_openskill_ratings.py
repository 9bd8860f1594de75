"""OpenSkill ratings from a game's full ranking: places, ties, uncertainty and the shown value."""

from __future__ import annotations

import pytest

from services.ratings import INITIAL_MU, INITIAL_SIGMA, Skill, ranks_of, updated_skills

pytestmark = pytest.mark.unit


def test_places_follow_the_scores_and_equal_scores_share_a_place() -> None:
    assert ranks_of([5, 9, 1, 5], winners=[1]) == [2, 1, 4, 2]


def test_the_winners_are_first_whatever_their_score() -> None:
    """A tie-break may name a winner whose score is not the highest."""
    assert ranks_of([7, 7, 3], winners=[1]) == [2, 1, 3]
    assert ranks_of([4, 6, 6], winners=[0, 2]) == [1, 3, 1]


def test_a_newcomer_shows_zero_and_a_winner_of_equals_rises_above_them() -> None:
    assert Skill().display == pytest.approx(INITIAL_MU - 3 * INITIAL_SIGMA) == pytest.approx(0.0)
    winner, loser = updated_skills([Skill(), Skill()], [1, 2])
    assert winner.mu > INITIAL_MU > loser.mu
    assert winner.display > 0 > loser.display


def test_every_game_makes_everyone_more_certain() -> None:
    after = updated_skills([Skill()] * 4, [1, 2, 3, 4])
    assert all(skill.sigma < INITIAL_SIGMA for skill in after)


def test_a_table_is_rated_as_a_ranking_not_a_win_and_losses() -> None:
    """Second of five gains (it beat three); last of five loses most."""
    after = updated_skills([Skill()] * 5, [1, 2, 3, 4, 5])
    mus = [skill.mu for skill in after]
    assert mus == sorted(mus, reverse=True)
    assert mus[1] > INITIAL_MU and mus[4] < mus[3] < INITIAL_MU


def test_a_tie_between_equals_moves_neither_mean() -> None:
    first, second = updated_skills([Skill(), Skill()], [1, 1])
    assert first.mu == pytest.approx(INITIAL_MU) and second.mu == pytest.approx(INITIAL_MU)


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one() -> None:
    upset = updated_skills([Skill(20.0, 4.0), Skill(30.0, 4.0)], [1, 2])[0].mu - 20.0
    expected = updated_skills([Skill(30.0, 4.0), Skill(20.0, 4.0)], [1, 2])[0].mu - 30.0
    assert upset > expected > 0


def test_an_uncertain_rating_moves_more_than_a_settled_one() -> None:
    fresh = updated_skills([Skill(25.0, 8.0), Skill(25.0, 2.0)], [1, 2])
    assert fresh[0].mu - 25.0 > 25.0 - fresh[1].mu
