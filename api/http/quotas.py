"""Quotas on what one player may hold open at once, checked before a creation is decided.

The counts come from the event log (``services/quotas.py``; quick-play seeks from
their queues, folded from the log). Two creations
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
    held = await open_games_of(components.store, player.player_id, limits.quota_hours)
    if held >= limits.open_games_per_player:
        raise QuotaExceeded(
            f"you have {held} open games, the most one player may have ({limits.open_games_per_player}); "
            f"start one of them or wait until one is {limits.quota_hours} hours old"
        )


async def require_open_tournament_quota(components: Components, player: Player) -> None:
    limits = components.settings.limits
    held = await open_tournaments_of(components.store, player.player_id, limits.quota_hours)
    if held >= limits.open_tournaments_per_organizer:
        raise QuotaExceeded(
            f"you organize {held} unfinished tournaments, the most one organizer may have "
            f"({limits.open_tournaments_per_organizer}); finish one or wait until one is {limits.quota_hours} hours old"
        )


async def require_open_seek_quota(components: Components, player: Player) -> None:
    limit = components.settings.limits.open_seeks_per_player
    waiting = len(await components.matchmaking.waiting_of(player.player_id))
    if waiting >= limit:
        raise QuotaExceeded(
            f"you have {waiting} seeks waiting, the most one player may have ({limit}); cancel one "
            "(GET /matchmaking/seeks lists them) or wait until one is matched or expires"
        )


async def require_bot_seek_budget(components: Components, player: Player) -> None:
    """Before a seek that lets bots fill its game: the game would be created by this player, with
    server bots seated, so it counts towards the player's hourly budget of such games."""
    budget = components.settings.limits.server_bot_games_per_player_per_hour
    started = await components.server_work.spent(player.player_id)
    if started >= budget:
        raise QuotaExceeded(
            f"your games started {started} games with server bots in the last hour, the most one player may "
            f"({budget}); seek without bots_after_seconds or wait"
        )
