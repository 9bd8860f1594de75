"""Every registered game keeps the game contract (contract.py), at every seat count.

The kinds come from the registry (the ``clowder.games`` entry points), so a
game installed as a separate package is held to the same contract with nothing
added here.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest

from domain.audit.verify import verify_export
from services.game_registry import all_games
from tests.unit.audit.played import TRUSTED, played
from tests.unit.games.contract import (
    check_legal_commands_are_the_accepted_ones,
    check_plays_to_the_end,
    check_replay,
    check_views_hide_what_events_hide,
    kinds_of,
)

pytestmark = pytest.mark.unit

GAMES = dict(all_games())
CASES = list(kinds_of(GAMES))
IDS = [f"{kind}-{seats}p" for kind, seats in CASES]
#: Seeded random games per kind and seat count.
SEEDS = range(4)


@pytest.mark.parametrize(("kind", "seats"), CASES, ids=IDS)
def test_random_games_end_and_their_history_folds_to_the_live_state(kind: str, seats: int) -> None:
    for seed in SEEDS:
        check_replay(GAMES[kind], check_plays_to_the_end(GAMES[kind], seats, seed))


@pytest.mark.parametrize(("kind", "seats"), CASES, ids=IDS)
def test_the_legal_commands_are_exactly_the_accepted_ones(kind: str, seats: int) -> None:
    counts = check_legal_commands_are_the_accepted_ones(GAMES[kind], seats, seed=seats)
    print(kind, seats, dict(counts))
    assert counts["accepted"] > counts["steps"] > 0 and counts["rejected"] > 0


@pytest.mark.parametrize(("kind", "seats"), CASES, ids=IDS)
def test_no_view_shows_what_the_events_hide(kind: str, seats: int) -> None:
    counts = sum((check_views_hide_what_events_hide(GAMES[kind], seats, seed) for seed in SEEDS[:2]), start=Counter())
    print(kind, seats, dict(counts))
    if counts["redacted"]:  # a game that hides something was checked where it hides it
        assert counts["twins"] + counts["redrawn"] > 0


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_leak_check_catches_a_view_that_shows_another_seats(kind: str) -> None:
    """The check above is not vacuous: the same game, each seat shown its neighbour's view, fails it."""
    game = GAMES[kind]
    if not check_views_hide_what_events_hide(game, game.min_seats, seed=0)["redacted"]:
        pytest.skip(f"{kind} hides nothing from anyone: no view to leak")

    def neighbours_view(state: Any, viewer: int | None) -> Any:
        return game.view(state, 0 if viewer is None else (viewer + 1) % game.min_seats)

    leaky = dataclasses.replace(game, view=neighbours_view)
    with pytest.raises(AssertionError, match="view"):
        for seed in SEEDS:
            check_views_hide_what_events_hide(leaky, game.min_seats, seed)


@pytest.mark.parametrize(
    ("kind", "seats"),
    [(kind, seats) for kind, seats in CASES if seats in (GAMES[kind].min_seats, GAMES[kind].max_seats)],
)
def test_a_game_played_through_the_service_exports_and_verifies(kind: str, seats: int) -> None:
    for export in (played(kind, seed=seats, seats=seats), played(kind, seed=seats, seats=seats, moves=6, abort=True)):
        result = verify_export(all_games(), export, trusted_keys=TRUSTED)
        assert result.outcome == "verified", [f"{f.check} v{f.version}: {f.message}" for f in result.findings]
        assert result.redecided == result.batches > 0, "every batch re-decided"
