"""An operator's actions on games: abort a game that should not go on.

Aborting appends ``lobby.game_aborted`` (with the reason and the operator) to
the game's stream through the same decide-and-append loop as every command,
so it races safely with the players' commands: whichever is appended first
wins, and the other is decided again on the new version. The record then
ends the game with no winner (``services/game_record.py``); ratings skip it
and tournaments score it as a no-result.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec
import structlog

from domain.hosting.policy import AbortGame
from services.authorization import authorize, game_facts, operator_actor
from services.errors import LobbyConflict
from services.game_record import GameRecord
from services.game_service import GameService
from services.history import Cause
from services.lobby import GameAborted
from services.players import Player

log = structlog.get_logger(__name__)


class GameAlreadyOver(LobbyConflict):
    code = "game-already-over"


async def abort_game(service: GameService, operator: Player, game_id: str, reason: str) -> GameRecord:
    """End an open or running game with no winner; a finished game is refused (409)."""

    def abort(record: GameRecord) -> Sequence[msgspec.Struct]:
        authorize(operator_actor(operator), AbortGame(game_facts(record)))
        if record.status == "finished":
            raise GameAlreadyOver(f"the game has already ended{' (aborted)' if record.aborted else ''}")
        return [GameAborted(reason=reason, aborted_by=operator.player_id)]

    acted = await service.writer.execute(game_id, abort, operator, None, cause=Cause(operator.player_id, by="admin"))
    log.info("game.aborted", game_id=game_id, reason=reason, by=operator.player_id)
    return acted.record
