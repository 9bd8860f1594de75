"""Elo over a game's seats, pairwise."""

from __future__ import annotations

import pytest

from services.ratings import elo_changes, expected_score

pytestmark = pytest.mark.unit


def test_equal_players_expect_half() -> None:
    assert expected_score(1500, 1500) == pytest.approx(0.5)


def test_a_two_player_win_between_equals_moves_sixteen_points() -> None:
    assert elo_changes([1500, 1500], [3, 1]) == pytest.approx([16.0, -16.0])


def test_a_draw_between_equals_moves_nothing() -> None:
    assert elo_changes([1500, 1500], [2, 2]) == pytest.approx([0.0, 0.0])


def test_an_upset_moves_more_than_an_expected_win() -> None:
    upset = elo_changes([1400, 1600], [1, 0])[0]
    expected = elo_changes([1600, 1400], [1, 0])[0]
    assert upset > expected > 0


def test_a_game_changes_no_total_rating() -> None:
    changes = elo_changes([1500, 1620, 1380, 1444], [5, 9, 1, 5])
    assert sum(changes) == pytest.approx(0.0)


def test_a_bigger_table_moves_a_winner_about_as_much_as_a_duel() -> None:
    duel = elo_changes([1500, 1500], [1, 0])[0]
    table = elo_changes([1500] * 5, [4, 0, 0, 0, 0])[0]
    assert table == pytest.approx(duel)
