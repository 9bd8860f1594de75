"""``clowder admin export``: every finished game, one NDJSON line each, for backup and audit.

Each line is the game's ``clowder-export-v1`` document (``domain/audit/export.py``,
docs/fairness.md), exactly what ``GET /games/{id}/export`` answers once the game
has ended: every event of its stream with its metadata and hash, the revealed
server seed, the client seeds and the signed final head. So there is one export
format: ``clowder verify`` and ``/web/verify`` read any line of a backup as
they read a download, and the line is enough to restore the stream.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import Any

from domain.audit.export import GameExport
from domain.core.game import SPECTATOR, Game
from eventstore import EventStore, StreamQuery
from services.audit import Signer, export_game
from services.game_records import GameRecords
from services.seeds import SeedVault
from services.transparency.reader import LogReader, with_log_proof

#: Every game, oldest first (in the order their creations were recorded).
_GAMES = StreamQuery(prefix="game-", newest_first=False)
_PAGE = 1000


async def game_ids(store: EventStore) -> AsyncIterator[str]:
    """Every game's id, oldest first, a page at a time."""
    offset = 0
    while ids := await store.find_streams(_GAMES, offset, _PAGE):
        for stream_id in ids:
            yield stream_id.removeprefix("game-")
        offset += len(ids)


async def finished_games(
    store: EventStore,
    games: Mapping[str, Game[Any, Any, Any, Any]],
    seeds: SeedVault,
    signer: Signer,
    only: set[str] | None = None,
    transparency: LogReader | None = None,
) -> AsyncIterator[GameExport]:
    """Each finished game's complete export (aborted ones included), oldest first; ``only`` picks games.

    With ``transparency``, each carries the inclusion proof of its latest logged batch (``log``)."""
    log = GameRecords(store, games, capacity=1, checkpoint_capacity=0)  # each stream folded once, whole
    async for game_id in game_ids(store):
        if only is not None and game_id not in only:
            continue
        export = await export_game(log, seeds, signer, game_id, SPECTATOR)
        if export.complete:  # a running game's share is no backup
            yield await with_log_proof(transparency, export)
