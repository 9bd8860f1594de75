"""What the service recorded of a player's commands, read from a game's history."""

from __future__ import annotations

import itertools
import json

import httpx


async def commands_recorded(http: httpx.AsyncClient, game_id: str, player_id: str) -> int:
    """The commands of ``player_id`` in the game's history: one batch of events per command."""
    history = (await http.get(f"/games/{game_id}/events")).json()
    causes = [json.dumps(entry["cause"], sort_keys=True) for entry in history["events"]]
    batches = [json.loads(cause) for cause, _ in itertools.groupby(causes)]
    return sum(1 for cause in batches if cause and cause["command"] and cause["player_id"] == player_id)
