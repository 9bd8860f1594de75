"""Hundreds of seeded random games at 2, 3 and 4 players.

simulate itself fails on a rejected legal command or a stuck game. The hook
below checks, after every step: the live state equals the fold of the
history, cards are conserved, nobody is shown a card it may not know (views,
visible events, legal commands), and, on some games, that legal_commands is
exactly what decide accepts and no rejection names a hidden card.
"""

from collections import Counter

import msgspec
import pytest

from domain.core import Rejected, SeededRandom
from domain.core.simulation import simulate
from domain.kinoko_kombat import GAME, ArrangeRow, ChooseCenter, ChooseLeader, ClaimCenter, ClaimRecruit
from domain.kinoko_kombat.cards import deck_for, full_deck
from domain.kinoko_kombat.events import GameEnded, RoundDealt, TeamsCompared
from domain.kinoko_kombat.rules import claimable_centers, claimable_recruits

from .leaks import Knowledge, assert_twin_view_equal, view_without_history

pytestmark = pytest.mark.unit

GAMES = {2: 200, 3: 150, 4: 100}
#: Games (per player count) that also get the slower checks: twins and probing.
DEEP = 8
PROBE_RANDOM = SeededRandom(b"probe")


def probe_commands(state, seat):
    """Every command worth trying: all cards, all seats and positions, broken rows."""
    commands = [ChooseCenter(card) for card in full_deck()] + [ChooseLeader(card) for card in full_deck()]
    hand = sorted(state.players[seat].hand)
    legal_rows = [cmd for cmd in GAME.legal_commands(state, seat) if isinstance(cmd, ArrangeRow)]
    commands += legal_rows + [ArrangeRow(tuple(reversed(cmd.row))) for cmd in legal_rows[:1]]
    if hand:
        other = next(card for card in full_deck() if card not in hand)
        commands += [ArrangeRow(tuple(hand[1:])), ArrangeRow((other, *hand[1:]))]
    commands += [
        ClaimRecruit(owner, position, token)
        for owner in range(-1, state.seats + 1)
        for position in range(-1, 9)
        for token in ("mushroom", "spotted")
    ]
    commands += [ClaimCenter(slot, token) for slot in range(-1, 6) for token in ("mushroom", "spotted")]
    return commands


class Watch:
    def __init__(self, seats: int, deep: bool) -> None:
        self.seats = seats
        self.deep = deep
        self.knowledge = Knowledge(seats)
        self.state = None
        self.history: list = []
        self.kinds: Counter[str] = Counter()

    def start(self, state, events) -> None:
        self.state = state
        for event in events:
            self.knowledge.learn(self.state, event)
            self.state = GAME.evolve(self.state, event)
            self.check_event(event)
        self.history = list(events)

    def __call__(self, state, seat, command, events) -> None:
        self.kinds[type(command).__name__] += 1
        for event in events:
            self.knowledge.learn(self.state, event)
            self.state = GAME.evolve(self.state, event)
            self.kinds[type(event).__name__] += 1
            self.check_event(event)
        self.history.extend(events)
        assert self.state == state, "the live state is the fold of the history"
        self.check_table(state)

    def check_event(self, event) -> None:
        if isinstance(event, RoundDealt):
            dealt = [card for hand in event.hands for card in hand] + list(event.neutral_centers)
            assert sorted(dealt) == sorted(deck_for(self.seats)), "every card dealt exactly once"
        if isinstance(event, TeamsCompared):
            cards = [card for team in event.teams for card in team.cards]
            assert len(cards) == len(set(cards)) == 5 * self.seats
            assert sorted(team.place for team in event.teams) == list(range(1, self.seats + 1))
        for viewer in self.knowledge.viewers:
            self.knowledge.assert_may_see(viewer, GAME.visible_event(event, viewer), type(event).__name__)

    def check_table(self, state) -> None:
        results = tuple(event for event in self.history if isinstance(event, TeamsCompared))
        for viewer in self.knowledge.viewers:
            view = GAME.view(state, viewer)
            assert view.results == results
            self.knowledge.assert_may_see(viewer, view_without_history(view), "the view")
            if viewer is not None:
                self.knowledge.assert_may_see(viewer, GAME.legal_commands(state, viewer), "legal commands")
            if self.deep:
                assert_twin_view_equal(state, viewer)
        if state.phase == "selection":
            (seat,) = GAME.pending_seats(state)
            if state.seats > 2:
                assert claimable_recruits(state, seat), "ruling 8: a Recruit card is always left"
            else:
                assert claimable_recruits(state, seat) or claimable_centers(state, seat), "ruling 8"
        if self.deep:
            for seat in GAME.pending_seats(state):
                self.check_exact_commands(state, seat)

    def check_exact_commands(self, state, seat) -> None:
        legal = GAME.legal_commands(state, seat)
        for command in probe_commands(state, seat):
            try:
                GAME.decide(state, seat, command, PROBE_RANDOM)
                accepted = True
            except Rejected as rejection:
                accepted = False
                self.knowledge.assert_may_see(seat, rejection.message, f"rejecting {command}")
            assert accepted == (command in legal), (seat, command)
        for command in legal:  # a client sends them as JSON
            assert msgspec.json.decode(msgspec.json.encode(command), type=GAME.command_type) == command


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_end_fold_to_the_live_state_and_show_nobody_a_hidden_card(seats):
    totals: Counter[str] = Counter()
    for seed in range(GAMES[seats]):
        watch = Watch(seats, deep=seed < DEEP)
        setup = GAME.default_setup(seats)
        initial = GAME.initial_state(setup)
        watch.start(initial, GAME.start(initial, SeededRandom(f"simulation-{seed}".encode(), 0)))
        game = simulate(GAME, setup, seed, on_step=watch)
        assert game.finished, f"seed {seed} did not finish"
        assert GAME.fold(initial, game.events) == game.state
        assert tuple(game.events) == tuple(watch.history)
        assert isinstance(game.events[-1], GameEnded)
        assert game.state.scores == tuple(
            sum(
                team.points
                for event in game.events
                if isinstance(event, TeamsCompared)
                for team in event.teams
                if team.seat == seat
            )
            for seat in range(seats)
        )
        if seed < DEEP:  # the store keeps events as JSON
            decoded = msgspec.json.decode(msgspec.json.encode(game.events), type=list[GAME.event_type])
            assert tuple(decoded) == game.events
        totals.update(watch.kinds)
    assert totals["TeamsCompared"] == seats * GAMES[seats]
    assert totals["StarTileFlipped"] > 0 and totals["ClaimCenter"] > 0
