"""Under the rulebook's Kombat Kittens (no limit on recruiting, the default), two of our heuristic
bots still run the deck out: a bot never recruits on two turns running when it may draw or
battle. Without that, two such bots holding seven cards traded Recruit cards forever."""

from __future__ import annotations

import pytest

from domain.core import Setup
from domain.kombat_kittens.options import KombatKittensOptions
from services.bots.arena import game_for, play
from services.bots.kombat_kittens import KombatKittensBot

pytestmark = pytest.mark.unit

#: A Kombat Kittens game of bots takes a few hundred decisions; a stalled one never ends.
STEPS = 20_000


#: Deals on which two heuristic bots that recruited whenever it paid traded Recruit cards for
#: 5,000 decisions and more (found by playing seeds 0-149 with each seat count), and a few more.
STALLED_DEALS = [(2, 18), (2, 40), (2, 110), (2, 121), (3, 34), (3, 38), (4, 30), (5, 0), (5, 1)]


@pytest.mark.parametrize(("seats", "seed"), STALLED_DEALS)
def test_heuristic_bots_finish_every_game_under_the_rulebook(seats: int, seed: int) -> None:
    game = game_for("kombat-kittens")
    options = KombatKittensOptions()
    assert options.recruit_twice_in_a_row, "the rulebook sets no limit on recruiting"
    played = play(game, Setup(seats=seats, options=options), [KombatKittensBot()] * seats, seed, STEPS)
    assert played.finished, f"{seats} heuristic bots never ended the game of seed {seed} ({played.steps} decisions)"
