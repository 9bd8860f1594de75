"""An operator's actions on games: abort a game that should not go on.

Aborting appends ``lobby.game_aborted`` (with the reason and the operator) to
the game's stream through the one write path, so it races safely with the
players' commands: whichever is appended first wins, and the other is decided
again on the new version. The record then ends the game with no winner
(``domain/hosting/record.py``); ratings skip it and tournaments score it as a
no-result. A game that has already ended is refused (409 ``game-already-over``).
"""

from __future__ import annotations

from domain.hosting.policy import Actor
from domain.hosting.record import GameRecord
from services.game_service import GameService
from services.players import Player


async def abort_game(service: GameService, operator: Player, actor: Actor, game_id: str, reason: str) -> GameRecord:
    """End an open or running game with no winner; a finished game is refused (409)."""
    return await service.abort(operator, game_id, reason, actor=actor, by="admin")
