"""Every built-in bot answers every real position with one of its legal commands.

Positions come from seeded random games of every kind at every player count;
each bot is asked what it would do there, twice with the same seed (the
answer must not change) and once from the ``msgspec.to_builtins`` shape of
the same view (tuples instead of lists: the answer must not change either).
Whole games between heuristic bots then reach the positions random play
rarely does (a heuristic helper, a tie-break hand, long battles).
"""

from __future__ import annotations

import random
import zlib

import pytest

from services.bots import BOT_NAMES, bot_for
from services.bots.arena import as_json, game_for, play

from .helpers import ALL_KINDS, positions, seat_counts

pytestmark = pytest.mark.unit

#: (games, every n-th decision) per kind: a few hundred positions each.
SAMPLING = {
    "feed-the-kitten": (6, 7),
    "kombat-kittens": (3, 11),
    "trending-kittens": (6, 2),
    "kinoko-kombat": (3, 4),
}


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_bot_chooses_a_legal_command_deterministically(kind: str) -> None:
    games, every = SAMPLING[kind]
    checked = 0
    for seats in seat_counts(kind):
        for index, position in enumerate(positions(kind, seats, games, every)):
            for name in BOT_NAMES:
                bot = bot_for(kind, name)
                seed = zlib.crc32(f"{kind}/{seats}/{index}/{name}".encode())
                choice = bot.choose(position.view, position.legal, random.Random(seed))
                assert choice in position.legal, (kind, seats, name, choice)
                again = bot.choose(position.view, position.legal, random.Random(seed))
                assert again == choice, (kind, seats, name, "not deterministic")
                shaped = bot.choose(position.view_builtins, position.legal_builtins, random.Random(seed))
                assert as_json(shaped) == choice, (kind, seats, name, "depends on the JSON shape")
                checked += 1
    assert checked >= 400, checked


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_heuristic_bots_finish_games_against_each_other(kind: str) -> None:
    game = game_for(kind)
    for seats in seat_counts(kind):
        bots = [bot_for(kind, "heuristic") for _ in range(seats)]
        played = play(game, game.default_setup(seats), bots, seed=seats)
        assert played.finished
        assert played.outcome is not None and played.outcome.winners


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_the_same_seeds_play_the_same_game(kind: str) -> None:
    game = game_for(kind)
    bots = [bot_for(kind, "heuristic"), bot_for(kind, "random"), bot_for(kind, "heuristic")]
    seats = 3
    first = play(game, game.default_setup(seats), bots, seed=11)
    second = play(game, game.default_setup(seats), bots, seed=11)
    assert first == second
