"""``clowder tournament`` in a pipe prints a line per round, even for a round that began and
ended between two of its polls (a round of quick bots lasts less than one poll)."""

from __future__ import annotations

from typing import Any

import pytest

from api.cli.tournament import _completed_round_lines

pytestmark = pytest.mark.unit


def _state(completed_rounds: int, rounds: int = 3, per_round: int = 3) -> dict[str, Any]:
    matches = [
        {"round": number, "finished": number <= completed_rounds}
        for number in range(1, completed_rounds + 2)
        for _ in range(per_round)
    ]
    return {"rounds": rounds, "round": completed_rounds + 1, "completed_rounds": completed_rounds, "matches": matches}


def test_every_round_completed_since_the_last_poll_gets_its_line() -> None:
    assert _completed_round_lines(_state(completed_rounds=3), after=1) == [
        "round 2/3: 3/3 matches finished",
        "round 3/3: 3/3 matches finished",
    ]


def test_a_round_already_reported_is_not_reported_again() -> None:
    assert _completed_round_lines(_state(completed_rounds=2), after=2) == []
