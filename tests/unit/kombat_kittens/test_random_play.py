"""Hundreds of random games at every player count, checked at every event.

Every game ends, no legal command is rejected (``simulate`` raises on that),
all 85 cards stay on the table, the history folds to the live state, and no
view or visible event shows a seat (or a spectator) a card it may not see.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from domain.core import Setup
from domain.core.simulation import simulate
from domain.kombat_kittens import GAME, KombatKittensOptions
from domain.kombat_kittens.cards import ALL_IDS
from domain.kombat_kittens.commands import Battle, DrawCard
from domain.kombat_kittens.rules import suit_bonus
from domain.kombat_kittens.state import all_cards
from tests.unit.kombat_kittens.leaks import check_event, check_view

pytestmark = pytest.mark.unit

SEATS = (2, 3, 4, 5)
GAMES = 100
LEAK_CHECKED = 10
EVERY_CARD = Counter(ALL_IDS)


class Checker:
    """An ``on_step`` hook folding the history itself and checking every event."""

    def __init__(self, setup: Setup[Any], start_events: tuple[Any, ...], leaks: bool) -> None:
        self.state = GAME.fold(GAME.initial_state(setup), start_events)
        self.viewers: list[int | None] = [None, *range(setup.seats)]
        self.leaks = leaks
        if leaks:
            for viewer in self.viewers:
                check_view(self.state, viewer)

    def __call__(self, live: Any, seat: int, command: Any, events: tuple[Any, ...]) -> None:
        for event in events:
            before, self.state = self.state, GAME.evolve(self.state, event)
            assert Counter(all_cards(self.state)) == EVERY_CARD, f"cards lost at {event!r}"
            if self.leaks and not GAME.is_terminal(self.state):
                for viewer in self.viewers:
                    check_event(before, event, self.state, viewer)
        assert self.state == live, "the folded history differs from the live state"
        pending = GAME.pending_seats(live)
        assert GAME.is_terminal(live) == (not pending)
        for other in range(live.seats):
            if other not in pending:
                assert not GAME.legal_commands(live, other)
        if self.leaks and not GAME.is_terminal(live):
            for viewer in self.viewers:
                check_view(live, viewer)


def _play(seats: int, seed: int, leaks: bool, **options: Any) -> Any:
    setup = Setup(seats, KombatKittensOptions(**options))
    from domain.core.chance import SeededRandom

    start_events = tuple(GAME.start(GAME.initial_state(setup), SeededRandom(f"simulation-{seed}".encode(), 0)))
    checker = Checker(setup, start_events, leaks)
    game = simulate(GAME, setup, seed, on_step=checker)
    assert game.finished, f"{seats} players, seed {seed}: not over after {game.steps} steps"
    assert GAME.fold(GAME.initial_state(setup), game.events) == game.state
    assert checker.state == game.state
    outcome = GAME.outcome(game.state)
    assert outcome is not None and outcome.winners
    return game


@pytest.mark.parametrize("seats", SEATS)
def test_random_games_end_conserve_cards_and_fold_to_live_state(seats: int) -> None:
    tally: Counter[str] = Counter()
    for seed in range(GAMES):
        game = _play(seats, seed, leaks=seed < LEAK_CHECKED, nine_follows_seven=seed % 2 == 0)
        kinds = Counter(type(event).__name__ for event in game.events)
        tally.update(kind for kind in kinds)
        tally["suit bonus"] += any(suit_bonus(pile) for pile in game.state.treasure)
    # The random games really exercise the rules they claim to.
    for seen in ("BattleWon", "BattleTied", "DogfightWon", "Forfeited", "TreasureTaken", "suit bonus"):
        assert tally[seen] > 0, f"{seats} players: no {seen} in {GAMES} games"
    if seats >= 3:
        for seen in ("HelpAccepted", "HelpRefused", "NewDeckShuffled", "TreasureGiven"):
            assert tally[seen] > 0, f"{seats} players: no {seen} in {GAMES} games"
    # A suit bonus is no curiosity: it shows up in a good share of games.
    assert tally["suit bonus"] >= GAMES // 10


def _bot_game(seats: int, seed: int, prefer: type) -> Any:
    """A bot that always takes ``prefer`` on its turn when it can, else plays at random."""
    import random as stdlib_random

    from domain.core.chance import SeededRandom

    chooser = stdlib_random.Random(seed)
    state = GAME.initial_state(GAME.default_setup(seats))
    events = list(GAME.start(state, SeededRandom(b"bot", 0)))
    state = GAME.fold(state, events)
    steps = 0
    while not GAME.is_terminal(state):
        steps += 1
        assert steps < 5_000, "the game does not end"
        seat = chooser.choice(sorted(GAME.pending_seats(state)))
        legal = list(GAME.legal_commands(state, seat))
        preferred = [c for c in legal if isinstance(c, prefer)]
        command = chooser.choice(preferred or legal)
        new = GAME.decide(state, seat, command, SeededRandom(b"bot", len(events)))
        events += new
        state = GAME.fold(state, new)
        assert Counter(all_cards(state)) == EVERY_CARD
    return state


@pytest.mark.parametrize("seats", SEATS)
def test_games_end_even_if_bots_only_battle(seats: int) -> None:
    for seed in range(10):
        assert GAME.is_terminal(_bot_game(seats, seed, Battle))


@pytest.mark.parametrize("seats", SEATS)
def test_games_end_even_if_bots_only_draw(seats: int) -> None:
    for seed in range(10):
        assert GAME.is_terminal(_bot_game(seats, seed, DrawCard))
