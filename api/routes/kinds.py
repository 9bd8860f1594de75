from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, get
from litestar.params import FromPath

from api.components import ComponentsDep
from api.schemas import KindInfo
from domain.core.game import Game
from services.errors import UnknownKind


def describe(game: Game[Any, Any, Any, Any]) -> KindInfo:
    return KindInfo(
        kind=game.kind,
        title=game.title,
        min_seats=game.min_seats,
        max_seats=game.max_seats,
        default_options=msgspec.to_builtins(game.options_type()),
        options_schema=msgspec.json.schema(game.options_type),
        command_schema=msgspec.json.schema(game.command_type),
    )


class KindController(Controller):
    path = "/kinds"
    tags = ["kinds"]

    @get("/", operation_id="listKinds", summary="The game kinds Clowder hosts")
    async def list_kinds(self, components: ComponentsDep) -> list[KindInfo]:
        return [describe(game) for game in components.games.values()]

    @get("/{kind:str}", operation_id="getKind", summary="One game kind: seats, options and command schema")
    async def get_kind(self, kind: FromPath[str], components: ComponentsDep) -> KindInfo:
        game = components.games.get(kind)
        if game is None:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(components.games)}")
        return describe(game)
