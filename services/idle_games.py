"""Abandoned games end: a running game in which nothing happens for ``idle_seconds`` is aborted.

A client that drops out of a game without deadlines (a bot killed mid-game, a
player who closed the tab) left it ``running`` forever: in the lobby, in its
players' lists, never rated, never finished. The idle watcher, a reactor
beside the deadline watcher, starts a game's clock when it sees the game
running at a version and restarts it whenever the game moves on; once
``idle_seconds`` have passed at one version, the service aborts the game as an
operator would (``lobby.game_aborted``, reason ``idle: ...``, ``aborted_by:
"service"``): it finishes with no winner, ratings skip it, a tournament scores
it as a no-result. A game with ``decision_seconds`` is kept moving by its
deadlines, so it is never idle unless a seat has no default move.

Time comes from the injected :class:`~services.clock.Clock`. Like the deadline
watcher, a restarted watcher starts its clocks afresh for the games it sees
(a game gets more time after a restart, never less); a game that does not move
at all after a worker restart is not timed until it does (``clowder admin
abort`` ends it).
"""

from __future__ import annotations

import structlog

from domain.core.rejection import Rejected
from domain.hosting.decider import SERVICE_NAME
from domain.hosting.policy import SERVICE
from domain.hosting.record import GameRecord
from services.clock import Clock
from services.errors import ServiceError
from services.game_service import GameService
from services.still_clocks import StillClocks

log = structlog.get_logger(__name__)

#: Who the history names as having aborted an idle game.
ABORTED_BY = SERVICE_NAME


class IdleGameWatcher(StillClocks):
    def __init__(self, service: GameService, clock: Clock, idle_seconds: float) -> None:
        """``idle_seconds`` <= 0 turns the watcher off."""
        super().__init__(service, clock)
        self.idle_seconds = idle_seconds
        self.aborted = 0

    def watches(self, record: GameRecord) -> bool:
        """Every running game, while the watcher is on."""
        return self.idle_seconds > 0 and record.status == "running"

    async def tick(self) -> None:
        """Abort every game that has stood still for ``idle_seconds``."""
        now = self.clock.now()
        for game_id, (version, since) in list(self.waiting.items()):
            if now - since < self.idle_seconds:
                continue
            record = await self.service.records.load(game_id)
            if record.version != version or record.status != "running":
                self.note(record)
                continue
            await self._abort(game_id, version, now - since)
            self.waiting.pop(game_id, None)

    async def _abort(self, game_id: str, version: int, idle_for: float) -> None:
        reason = f"idle: no move for {int(idle_for)} s (CLOWDER_IDLE_GAME_SECONDS={int(self.idle_seconds)})"
        try:
            # At the version it was seen idle at: a game that moved or ended meanwhile is left alone.
            record = await self.service.abort(None, game_id, reason, actor=SERVICE, by="idle", expected_version=version)
        except (Rejected, ServiceError) as refusal:
            log.info("idle.skipped", game_id=game_id, reason=str(refusal))
            return
        self.aborted += 1
        log.info("idle.aborted", game_id=game_id, version=record.version, idle_seconds=int(idle_for))
