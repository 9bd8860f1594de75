from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, get
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.openapi_problems import problems
from api.http.schemas import KindInfo
from domain.core.game import Game
from services.errors import NoSuchKind

KindName = Annotated[str, Parameter(max_length=64, description="A game kind, e.g. `feed-the-kitten`")]


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

    @get("/", operation_id="listKinds", summary="The game kinds Clowder hosts", opt=problems(no_store=True))
    async def list_kinds(self, components: ComponentsDep) -> list[KindInfo]:
        return [describe(game) for game in components.games.values()]

    @get(
        "/{kind:str}",
        operation_id="getKind",
        summary="One game kind: seats, options and command schema",
        opt=problems(404, no_store=True),
    )
    async def get_kind(self, kind: KindName, components: ComponentsDep) -> KindInfo:
        game = components.games.get(kind)
        if game is None:
            raise NoSuchKind(f"there is no game kind {kind!r}; known kinds: {', '.join(components.games)}")
        return describe(game)
