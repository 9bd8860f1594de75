"""Hundreds of seeded random games at every player count and cans option."""

from collections import Counter

import pytest

from domain.core import Rejected, SeededRandom, Setup
from domain.core.simulation import simulate
from domain.feed_the_kitten import GAME, DrawCard, FeedTheKittenOptions, Pass, PlayCard, RenewHand
from domain.feed_the_kitten.cards import DECK_COUNTS, HAND_LIMIT

from .leaks import LeakChecker, card_counts

pytestmark = pytest.mark.unit

CONFIGS = [(2, 3), (3, 3), (4, 3), (5, 3), (2, 4), (2, 5), (3, 4), (3, 5)]
#: Games per configuration: 100 at three cans, 50 at four or five (longer games).
GAMES = {3: 100, 4: 50, 5: 50}
#: Every command a client could send: used to check legal_commands is exact.
EVERY_COMMAND = [PlayCard(card) for card in range(0, 101, 10)] + [
    DrawCard(),
    RenewHand(),
    Pass(),
    PlayCard(55),
    PlayCard(-10),
]


class Watch:
    """The on_step hook: conservation, exact legal commands, and leaks."""

    def __init__(self, seats: int) -> None:
        self.viewers = [*range(seats), None]
        self.leaks = LeakChecker()
        self.kinds: Counter[str] = Counter()
        self.events_seen = 0

    def check_table(self, state) -> None:
        assert card_counts(state) == DECK_COUNTS, "49 cards, always"
        assert all(len(hand) <= HAND_LIMIT for hand in state.hands)
        for viewer in self.viewers:
            self.leaks.check_view(state, viewer)

    def check_events(self, events) -> None:
        for event in events:
            self.kinds[type(event).__name__] += 1
            for viewer in self.viewers:
                self.leaks.check_event(event, viewer)

    def check_legal_commands_are_exact(self, state, step: int) -> None:
        for seat in self.viewers[:-1]:
            legal = GAME.legal_commands(state, seat)
            assert Pass() not in legal, "passing is unreachable with the real deck"
            for command in EVERY_COMMAND:
                try:
                    GAME.decide(state, seat, command, SeededRandom(b"probe", step))
                    accepted = True
                except Rejected:
                    accepted = False
                assert accepted == (command in legal), (seat, command, legal)

    def __call__(self, state, seat, command, events) -> None:
        self.events_seen += len(events)
        self.kinds[type(command).__name__] += 1
        self.check_table(state)
        self.check_events(events)
        if self.kinds["step"] % 7 == 0:  # every 7th table: all 14 commands of every seat
            self.check_legal_commands_are_exact(state, self.kinds["step"])
        self.kinds["step"] += 1


@pytest.mark.parametrize(("seats", "cans"), CONFIGS, ids=[f"{s}p-{c}cans" for s, c in CONFIGS])
def test_random_games_finish_fold_back_conserve_cards_and_leak_nothing(seats, cans):
    setup = Setup(seats=seats, options=FeedTheKittenOptions(cans_to_win=cans))
    totals: Counter[str] = Counter()
    leaks_checked = LeakChecker()
    for seed in range(GAMES[cans]):
        watch = Watch(seats)
        game = simulate(GAME, setup, seed=seed * 1000 + seats * 10 + cans, on_step=watch)
        assert game.finished, f"seed {seed} did not finish in {game.steps} steps"
        initial = GAME.initial_state(setup)
        assert GAME.fold(initial, game.events) == game.state
        start_events = game.events[: len(game.events) - watch.events_seen]
        watch.check_table(GAME.fold(initial, start_events))
        watch.check_events(start_events)
        outcome = GAME.outcome(game.state)
        assert outcome is not None and outcome.scores[outcome.winners[0]] == cans
        assert sorted(outcome.scores)[-2] < cans, "only one seat reaches the target"
        totals.update(watch.kinds)
        leaks_checked.secret_views += watch.leaks.secret_views
        leaks_checked.secret_events += watch.leaks.secret_events
    assert leaks_checked.secret_views > 0 and leaks_checked.secret_events > 0
    for kind in ("DrawCard", "RenewHand", "RoundWon", "DrawPileReshuffled", "StarterReturned"):
        assert totals[kind] > 0, f"random play never produced {kind}"
