"""Quotas on what one player may hold open at once, checked before a creation is decided.

The counts come from the event log (``services/quotas.py``). Two creations
racing at the last free place may both pass: a quota can be exceeded by the
number of the player's concurrent requests, which the write budget bounds.
"""

from __future__ import annotations

from api.components import Components
from services.errors import QuotaExceeded
from services.players import Player
from services.quotas import open_games_of, open_tournaments_of


async def require_open_game_quota(components: Components, player: Player) -> None:
    limits = components.settings.limits
    held = await open_games_of(components.pool, player.player_id, limits.quota_hours)
    if held >= limits.open_games_per_player:
        raise QuotaExceeded(
            f"you have {held} open games, the most one player may have ({limits.open_games_per_player}); "
            f"start one of them or wait until one is {limits.quota_hours} hours old"
        )


async def require_open_tournament_quota(components: Components, player: Player) -> None:
    limits = components.settings.limits
    held = await open_tournaments_of(components.pool, player.player_id, limits.quota_hours)
    if held >= limits.open_tournaments_per_organizer:
        raise QuotaExceeded(
            f"you organize {held} unfinished tournaments, the most one organizer may have "
            f"({limits.open_tournaments_per_organizer}); finish one or wait until one is {limits.quota_hours} hours old"
        )
