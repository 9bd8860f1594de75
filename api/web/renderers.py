"""The page renderer of a game kind the pages carry none of: ``/web/renderers/<kind>.js``.

The game page imports this module for any kind outside
``static/js/games/index.js`` (a game installed as a separate package). It is
the renderer the game's package ships, named by its declaration
(``Game.renderer = "package:path/in/package.js"``, read as package data), or
else a two-line module giving the generic renderer (``games/generic.js``) the
kind's title. Either way the page draws the table and the seat's commands
without anything of the kind added to the project (docs/games.md).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Annotated, Any

import structlog
from litestar import Response, get
from litestar.params import Parameter

from api.components import ComponentsDep
from domain.core.game import Game
from services.errors import NoSuchKind

log = structlog.get_logger(__name__)

ModuleFile = Annotated[str, Parameter(max_length=80, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*\.js$")]
JAVASCRIPT = "text/javascript; charset=utf-8"

_GENERIC = """// {kind}: its package ships no renderer, so the generic one draws its view.
import {{ generic }} from "/static/js/games/generic.js";
export const {{ title, renderTable, describeEvent, describeCommand }} = generic({title});
"""


@get("/web/renderers/{module:str}", include_in_schema=False)
async def renderer_module(module: ModuleFile, components: ComponentsDep) -> Response[str]:
    kind = module.removesuffix(".js")
    game = components.games.get(kind)
    if game is None:
        raise NoSuchKind(f"there is no game kind {kind!r}; known kinds: {', '.join(components.games)}")
    return Response(source_of(game), media_type=JAVASCRIPT, headers={"cache-control": "no-cache"})


def source_of(game: Game[Any, Any, Any, Any]) -> str:
    """The module for ``game``: its package's renderer, or the generic one under its title."""
    if game.renderer is not None:
        try:
            return packaged(game.renderer)
        except (OSError, ValueError, ModuleNotFoundError) as error:
            log.warning("renderer.unreadable", kind=game.kind, renderer=game.renderer, error=str(error))
    return _GENERIC.format(kind=game.kind, title=json.dumps(game.title))


@cache
def packaged(reference: str) -> str:
    """The text of ``"package:path/in/package.js"``, a module shipped as package data."""
    package, _, path = reference.partition(":")
    parts = path.split("/")
    if not package or not path.endswith(".js") or path.startswith("/") or ".." in parts:
        raise ValueError(f"a renderer is named 'package:path/in/package.js', not {reference!r}")
    return resources.files(package).joinpath(*parts).read_text(encoding="utf-8")
