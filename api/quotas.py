"""Quotas on what one player may hold open at once, checked before a creation is decided.

The counts come from the event log (``services/quotas.py``). Two creations
racing at the last free place may both pass: a quota can be exceeded by the
number of the player's concurrent requests, which the write budget bounds.
"""

from __future__ import annotations

from api.components import Components
from services.errors import QuotaExceeded
from services.game_record import GameRecord
from services.players import Player
from services.quotas import open_games_of, open_tournaments_of, server_bot_games_started_by


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


async def require_server_bot_budget(components: Components, record: GameRecord) -> None:
    """Before a game with a server bot seated starts: its creator's hourly budget of such games.

    The server plays those seats itself (thousands of events for a few requests), so
    a player's games may start only so many of them an hour."""
    seated = [await components.players.get(holder.player_id) for holder in record.seats if holder is not None]
    if not any(player is not None and player.bot for player in seated):
        return
    budget = components.settings.limits.server_bot_games_per_player_per_hour
    started = await server_bot_games_started_by(components.pool, record.created_by)
    if started >= budget:
        raise QuotaExceeded(
            f"games created by this game's creator started {started} games with server bots in the last hour, "
            f"the most one player may ({budget}); play it with client bots or wait"
        )
