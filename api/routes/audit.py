"""Auditors' reads: a game's export and the service's public signing keys."""

from __future__ import annotations

from litestar import Controller, get

from api.auth import OPTIONAL, CallerDep
from api.components import ComponentsDep
from api.openapi_problems import problems
from api.reading import seat_of
from api.routes.games import GameId
from domain.audit.export import GameExport
from domain.audit.receipts import KeySet
from services.audit import export_game


class ExportController(Controller):
    path = "/games/{game_id:str}"
    tags = ["audit"]

    @get(
        "/export",
        operation_id="exportGame",
        summary="The game as one self-contained document for `clowder verify` (your seat's share while it runs)",
        dependencies=OPTIONAL,
        opt=problems(404),
    )
    async def export(self, game_id: GameId, components: ComponentsDep, caller: CallerDep) -> GameExport:
        """Format ``clowder-export-v1`` (docs/fairness.md). Once the game has ended: every
        event with its metadata, command and hash, the revealed server seed, the client
        seeds and the signed final head. Before: the events as the caller's seat (or a
        spectator) may see them, their hashes and the signed head; no seed, no command."""
        viewer = await seat_of(components, game_id, caller)
        return await export_game(components.game_log, components.seeds, components.keys, game_id, viewer)


class KeysController(Controller):
    path = "/.well-known"
    tags = ["audit"]

    @get(
        "/clowder-keys.json",
        operation_id="getSigningKeys",
        summary="The service's Ed25519 public keys for receipts",
        opt=problems(),
    )
    async def keys(self, components: ComponentsDep) -> KeySet:
        """Every key the service has signed with; retired keys stay listed so old receipts verify."""
        return KeySet(keys=await components.keys.public_keys())
