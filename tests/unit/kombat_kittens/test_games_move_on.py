"""Under the rulebook's unlimited recruiting (the default), a game still ends for the simplest
players: a client that always plays the first legal command, and seats whose time always runs
out (each gets the default command). Drawing and battling use up the deck; recruiting does not,
so the legal commands list the draw and the battles before the recruits."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from domain.core import SeededRandom, Setup
from domain.kombat_kittens import GAME
from domain.kombat_kittens.options import KombatKittensOptions

pytestmark = pytest.mark.unit

Choose = Callable[[object, int], object]


def first_legal(state: object, seat: int) -> object:
    return GAME.legal_commands(state, seat)[0]


def defaulted(state: object, seat: int) -> object:
    return GAME.default_command(state, seat)


def played_out(seats: int, seed: int, choose: Choose, steps: int = 20_000) -> object:
    state = GAME.initial_state(Setup(seats=seats, options=KombatKittensOptions()))
    state = GAME.fold(state, GAME.start(state, SeededRandom(f"start-{seed}".encode())))
    for step in range(steps):
        if GAME.is_terminal(state):
            break
        seat = min(GAME.pending_seats(state))
        state = GAME.fold(state, GAME.decide(state, seat, choose(state, seat), SeededRandom(b"moves", step)))
    return state


@pytest.mark.parametrize("seats", [2, 3, 5])
@pytest.mark.parametrize("choose", [first_legal, defaulted], ids=["first-legal", "deadline-defaults"])
def test_the_simplest_players_finish_a_game_under_the_rulebook(seats: int, choose: Choose) -> None:
    assert KombatKittensOptions().recruit_twice_in_a_row
    for seed in range(4):
        assert GAME.is_terminal(played_out(seats, seed, choose)), f"seed {seed} never ended"
