"""The heuristic bot of every kind beats random bots in a clear majority of games.

A quick version of ``bench/bot_win_rates.py`` (which plays 200+ games per
setting and records the rates in docs/bots.md): a few dozen seeded games per
setting, the heuristic bot's seat rotating. The bars sit well below the
measured rates, so they hold for any fixed seeds, yet far above what a random
bot gets (1/seats).
"""

from __future__ import annotations

import pytest

from services.bots import bot_for
from services.bots.arena import game_for, play

pytestmark = pytest.mark.unit

#: kind, seats, games, the share of wins the heuristic bot must at least reach.
SETTINGS = [
    ("feed-the-kitten", 2, 60, 0.6),
    ("feed-the-kitten", 4, 60, 0.4),
    ("kombat-kittens", 2, 20, 0.8),
    ("kombat-kittens", 4, 12, 0.6),
    ("trending-kittens", 2, 24, 0.8),
    ("trending-kittens", 4, 24, 0.6),
    ("kinoko-kombat", 2, 30, 0.65),
    ("kinoko-kombat", 4, 8, 0.6),
]


def win_share(kind: str, seats: int, games: int) -> float:
    game = game_for(kind)
    credit = 0.0
    for index in range(games):
        hero = index % seats
        bots = [bot_for(kind, "heuristic" if seat == hero else "random") for seat in range(seats)]
        played = play(game, game.default_setup(seats), bots, seed=1000 + index)
        assert played.finished
        credit += played.credit(hero)
    return credit / games


@pytest.mark.parametrize(("kind", "seats", "games", "bar"), SETTINGS, ids=[f"{k}-{s}p" for k, s, _, _ in SETTINGS])
def test_heuristic_beats_random(kind: str, seats: int, games: int, bar: float) -> None:
    share = win_share(kind, seats, games)
    assert share >= bar, f"{kind} at {seats} seats: the heuristic bot won {share:.0%} of {games} games"
    assert share > 1 / seats
