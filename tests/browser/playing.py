"""Moving a game along with random legal commands, to show a page a game in the middle of something."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tests.e2e.harness import RecordedGame


async def advance(
    recorded: RecordedGame, commands: int, seed: int, until: Callable[[dict[str, Any]], bool] | None = None
) -> dict[str, Any]:
    """Play up to ``commands`` random legal commands, stopping early when the game ends or ``until(view)``
    holds for the view answered to the last command; that view."""
    chooser = random.Random(seed)
    view = await recorded.clients[0].view(recorded.game_id)
    for _ in range(commands):
        if view["status"] != "running" or (until is not None and until(view)):
            break
        seat = chooser.choice(view["pending_seats"])
        mine = await recorded.clients[seat].view(recorded.game_id, min_version=view["version"])
        answer = await recorded.clients[seat].command(
            recorded.game_id, chooser.choice(mine["legal_commands"]), expected_version=mine["version"]
        )
        view = answer["view"]
    return view
