"""The opt-in limit ``recruit_twice_in_a_row: false``: no recruiting on two turns in a row, so trading
Recruit cards cannot stall the game forever. The rulebook (the default) sets no limit."""

from __future__ import annotations

import msgspec
import pytest
from msgspec.structs import replace

from domain.core import IllegalCommand, SeededRandom, Setup
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import DrawCard, Recruit
from domain.kombat_kittens.options import KombatKittensOptions

pytestmark = pytest.mark.unit


def started(seats: int = 2, **options: object) -> object:
    """A started game with the limit on, unless ``options`` say otherwise."""
    options = {"recruit_twice_in_a_row": False} | options
    setup = Setup(seats=seats, options=KombatKittensOptions(first_seat=0, **options))  # type: ignore[arg-type]
    state = GAME.initial_state(setup)
    return GAME.fold(state, GAME.start(state, SeededRandom(b"recruits")))


def play(state: object, seat: int, command: object) -> object:
    return GAME.fold(state, GAME.decide(state, seat, command, SeededRandom(b"x", 1)))


def recruit_of(state: object, seat: int) -> Recruit:
    return Recruit(state.recruits[0], state.hands[seat][0])  # type: ignore[attr-defined]


def test_a_player_who_recruited_may_not_recruit_on_their_next_turn() -> None:
    state = started()
    state = play(state, 0, recruit_of(state, 0))
    state = play(state, 1, DrawCard())
    assert not any(isinstance(c, Recruit) for c in GAME.legal_commands(state, 0))
    with pytest.raises(IllegalCommand):
        play(state, 0, recruit_of(state, 0))


def test_drawing_in_between_allows_recruiting_again() -> None:
    state = started()
    state = play(state, 0, recruit_of(state, 0))
    state = play(state, 1, DrawCard())
    state = play(state, 0, DrawCard())
    state = play(state, 1, DrawCard())
    assert any(isinstance(c, Recruit) for c in GAME.legal_commands(state, 0))


def test_the_option_allows_recruiting_twice_in_a_row() -> None:
    state = started(recruit_twice_in_a_row=True)
    state = play(state, 0, recruit_of(state, 0))
    state = play(state, 1, DrawCard())
    assert any(isinstance(c, Recruit) for c in GAME.legal_commands(state, 0))


def test_a_player_with_nothing_else_to_do_may_recruit_again() -> None:
    state = started()
    state = play(state, 0, recruit_of(state, 0))
    state = play(state, 1, DrawCard())
    full = tuple(state.draw_pile[:7])  # type: ignore[attr-defined]
    stuck = replace(state, hands=(full, state.hands[1][:2]))  # seven cards, nobody to battle
    assert GAME.legal_commands(stuck, 0) and all(isinstance(c, Recruit) for c in GAME.legal_commands(stuck, 0))


def test_two_players_who_always_recruit_when_they_may_still_finish() -> None:
    state = started()
    for _ in range(5_000):
        if GAME.is_terminal(state):
            break
        seat = min(GAME.pending_seats(state))
        legal = list(GAME.legal_commands(state, seat))
        recruits = [c for c in legal if isinstance(c, Recruit)]
        command = recruits[0] if recruits else legal[0]
        state = GAME.fold(
            state, GAME.decide(state, seat, command, SeededRandom(b"loop", len(msgspec.json.encode(state))))
        )
    assert GAME.is_terminal(state)


def test_the_rulebook_by_default_sets_no_limit_on_recruiting() -> None:
    assert KombatKittensOptions().recruit_twice_in_a_row is True
    state = GAME.fold(
        GAME.initial_state(Setup(seats=2, options=KombatKittensOptions(first_seat=0))),
        (),
    )
    state = GAME.fold(state, GAME.start(state, SeededRandom(b"recruits")))
    state = play(state, 0, recruit_of(state, 0))
    state = play(state, 1, DrawCard())
    assert any(isinstance(c, Recruit) for c in GAME.legal_commands(state, 0))
