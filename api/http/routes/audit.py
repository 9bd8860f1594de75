"""Auditors' reads: a game's export and the service's public signing keys."""

from __future__ import annotations

from litestar import Controller, get

from api.components import ComponentsDep
from api.http.auth import CallerDep, asks
from api.http.openapi_problems import problems
from api.http.reading import seat_of
from api.http.routes.games import GameId
from domain.audit.export import GameExport
from domain.audit.receipts import KeySet
from domain.hosting import policy
from services.audit import export_game
from services.transparency.reader import with_log_proof


class ExportController(Controller):
    path = "/games/{game_id:str}"
    tags = ["audit"]

    @get(
        "/export",
        operation_id="exportGame",
        summary="The game as one self-contained document for `clowder verify` (your seat's share while it runs)",
        dependencies=asks(policy.ReadSeat),
        opt=problems(404),
    )
    async def export(self, game_id: GameId, components: ComponentsDep, caller: CallerDep) -> GameExport:
        """Format ``clowder-export-v1`` (docs/fairness.md). Once the game has ended: every
        event with its metadata, command and hash, the revealed server seed, the client
        seeds and the signed final head. Before: the events as the caller's seat (or a
        spectator) may see them, their hashes and the signed head; no seed, no command.
        Either way, once its batches are in the transparency log, ``log``: the inclusion proof
        of its latest logged batch against the latest signed tree head (docs/transparency.md)."""
        viewer = await seat_of(components, game_id, caller)
        export = await export_game(components.game_records, components.seeds, components.keys, game_id, viewer)
        return await with_log_proof(components.transparency, export)


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
