"""Hundreds of seeded random games and matches at 2, 3 and 4 players, in
skirmishes and in teams, under every option: every game ends, no legal
command is rejected, the history folds back to the live state, cards are
conserved, legal_commands is exact on probes, and no seat sees a hidden card."""

from collections import Counter

import pytest

from domain.core import Rejected, SeededRandom, Setup
from domain.core.simulation import simulate
from domain.trending_kittens import GAME, scoring
from domain.trending_kittens.commands import PlaceStarter, PlayCard, TurnCard
from domain.trending_kittens.geometry import open_positions
from domain.trending_kittens.options import TrendingKittensOptions as Options

from .helpers import F, H, card, custom_faction
from .leaks import LeakChecker, conserved

pytestmark = pytest.mark.unit

TABBIES = custom_faction(
    card("tabby-1", up=(F,), right=(H, F), limit=1),
    card("tabby-2", left=(F, F, F, F, F), limit=2),
    card("tabby-3", up=(F,), down=(F,), right=(F,), left=(F,), limit=1),
    card("tabby-4", right=(H, H, H, H, F)),
    card("tabby-5", up=(H, F), down=(F, H, F)),
    faction_id="tabbies",
)

CONFIGS = {
    "2p-single": (2, Options(), 60),
    "3p-skirmish": (3, Options(), 50),
    "4p-skirmish": (4, Options(), 40),
    "2p-best-of-3": (2, Options(best_of=3), 40),
    "3p-best-of-3": (3, Options(best_of=3), 25),
    "2p-best-of-5": (2, Options(best_of=5), 25),
    "4p-best-of-5": (4, Options(best_of=5), 10),
    "4p-teams": (4, Options(teams=(0, 1, 0, 1)), 40),
    "3p-teams": (3, Options(teams=(0, 0, 1), factions=("mirror-mews", "box-squad", "laser-chasers")), 30),
    "4p-teams-best-of-3": (4, Options(teams=(5, 5, 9, 9), best_of=3), 10),
    "2p-nearest-skip": (2, Options(over_limit="nearest", empty_places="skip"), 40),
    "2p-first-edition-shared-ties": (2, Options(faction_edition=1, match_ties="shared", lead_bonus=0, best_of=3), 20),
    "3p-skip": (3, Options(empty_places="skip", factions=("curtain-climbers", "night-prowlers", "mirror-mews")), 30),
    "4p-nearest": (
        4,
        Options(over_limit="nearest", factions=("mirror-mews", "laser-chasers", "night-prowlers", "box-squad")),
        25,
    ),
    "3p-custom": (3, Options(custom_factions=(TABBIES,), best_of=3), 20),
}


class Watch:
    """The on_step hook: conservation, exact legal commands on probes, and leaks."""

    def __init__(self, state) -> None:
        self.viewers = [*range(state.seats), None]
        self.leaks = LeakChecker(state)
        self.kinds: Counter[str] = Counter()
        self.events_seen = 0
        self.steps = 0

    def check_table(self, state) -> None:
        if state.decks:
            assert conserved(state), "every card is in a deck, a hand or on the table"
        for viewer in self.viewers:
            self.leaks.check_view(state, viewer)

    def check_events(self, events) -> None:
        for event in events:
            self.kinds[type(event).__name__] += 1
            for viewer in self.viewers:
                self.leaks.check_event(event, viewer)

    def check_legal_commands_are_exact(self, state) -> None:
        random = SeededRandom(b"probe", self.steps)
        for seat in range(state.seats):
            legal = set(GAME.legal_commands(state, seat))
            for command in _probes(state, seat):
                try:
                    GAME.decide(state, seat, command, random)
                    accepted = True
                except Rejected:
                    accepted = False
                assert accepted == (command in legal), (seat, command, state.phase)

    def __call__(self, state, seat, command, events) -> None:
        self.events_seen += len(events)
        self.kinds[type(command).__name__] += 1
        self.check_table(state)
        self.check_events(events)
        if self.steps % 6 == 0:
            self.check_legal_commands_are_exact(state)
        self.steps += 1


def _probes(state, seat):
    """Legal-looking and illegal commands: open, taken and far places, own and
    foreign cards, good and bad rotations, reached and unreached picks."""
    taken = [(p.x, p.y) for p in state.board]
    places = [*open_positions(taken)[:3], *taken[:2], (40, 40)]
    foreign = [hand[0] for s, hand in enumerate(state.hands) if s != seat and hand][:1]
    cards = [*state.hands[seat][:2], *foreign, "no-such-card"] if state.hands else ["x"]
    spots = [(s.x, s.y) for s in state.choice.spots] if state.choice else []
    return [
        *(PlayCard(c, x, y, r) for c in cards for x, y in places for r in (0, 270, 45)),
        *(PlaceStarter(x, y) for x, y in places),
        *(TurnCard(x, y) for x, y in [*places, *spots]),
    ]


@pytest.mark.parametrize("name", CONFIGS)
def test_random_games_end_fold_back_conserve_cards_and_leak_nothing(name):
    seats, options, games = CONFIGS[name]
    setup = Setup(seats=seats, options=options)
    initial = GAME.initial_state(setup)
    totals: Counter[str] = Counter()
    secret_views = secret_events = 0
    for seed in range(games):
        watch = Watch(initial)
        game = simulate(GAME, setup, seed=seed * 97 + seats, on_step=watch)
        assert game.finished, f"seed {seed} did not finish in {game.steps} steps"
        assert GAME.fold(initial, game.events) == game.state, "history folds to the live state"
        start_events = game.events[: len(game.events) - watch.events_seen]
        watch.check_events(start_events)
        watch.check_table(GAME.fold(initial, start_events))
        outcome = GAME.outcome(game.state)
        assert outcome is not None and outcome.winners
        rules = game.state.rules
        decided = len(scoring.counted(rules, game.state.results))
        sides = len(set(rules.teams))
        # two sides: at most best_of decided games; more: until one side has a majority
        assert decided <= max(options.best_of, sides * (scoring.majority(rules) - 1) + 1)
        if scoring.replays_ties(rules):
            assert max(scoring.side_wins(rules, game.state.results).values()) == scoring.majority(rules)
        totals += watch.kinds
        secret_views += watch.leaks.secret_views
        secret_events += watch.leaks.secret_events
    # the checks were not vacuous: secrets existed and every kind of move happened
    assert secret_views > 0 and secret_events > 0
    assert totals["PlaceStarter"] and totals["PlayCard"] and totals["CardsTurned"]
    if options.over_limit == "choose":
        assert totals["TurnCard"] and totals["ChoiceOffered"]
    if options.best_of > 1:
        assert totals["GameScored"] > games
