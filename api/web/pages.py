"""HTML shells for each page; the page's module does the rest in the browser.

Every page answers with a Content-Security-Policy that allows nothing but this
host (``PAGE_POLICY``, set with the other security headers on every answer by
api/http/security_headers.py), so a page can never load a script, a style or a font
from a CDN, nor run an inline script.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Annotated

from litestar import Response, get
from litestar.params import Parameter
from litestar.static_files import create_static_files_router
from litestar.types import ControllerRouterHandler

from api.web.renderers import renderer_module

STATIC = Path(__file__).resolve().with_name("static")

Id = Annotated[str, Parameter(max_length=64, pattern=r"^[A-Za-z0-9._-]+$")]


#: A page the browser fills: without JavaScript, this is all it shows.
NEEDS_SCRIPT = (
    '<noscript>These pages need JavaScript; the REST API at <a href="/schema">/schema</a> does not.</noscript>'
)


def page(name: str, title: str, body: str = NEEDS_SCRIPT, **data: str) -> Response[str]:
    """The shell every page shares: a header, a ``main`` the module fills (or ``body``, HTML made
    on the server from trusted text), the module."""
    attributes = " ".join(f'data-{key.replace("_", "-")}="{escape(value)}"' for key, value in data.items())
    html = _SHELL.format(title=escape(title), page=escape(name), attributes=attributes, body=body)
    return Response(html, media_type="text/html; charset=utf-8")


@get("/", include_in_schema=False, sync_to_thread=False)
def lobby_page() -> Response[str]:
    return page("lobby", "Clowder — lobby")


@get("/web/games/{game_id:str}", include_in_schema=False, sync_to_thread=False)
def game_page(game_id: Id) -> Response[str]:
    return page("game", "Clowder — game", game_id=game_id)


@get("/web/games/{game_id:str}/replay", include_in_schema=False, sync_to_thread=False)
def replay_page(game_id: Id) -> Response[str]:
    return page("replay", "Clowder — replay", game_id=game_id)


@get("/web/games/{game_id:str}/verify", include_in_schema=False, sync_to_thread=False)
def verify_game_page(game_id: Id) -> Response[str]:
    return page("verify", "Clowder — verify", game_id=game_id)


@get("/web/verify", include_in_schema=False, sync_to_thread=False)
def verify_file_page() -> Response[str]:
    return page("verify", "Clowder — verify an export")


@get("/web/tournaments/{tournament_id:str}", include_in_schema=False, sync_to_thread=False)
def tournament_page(tournament_id: Id) -> Response[str]:
    return page("tournament", "Clowder — tournament", tournament_id=tournament_id)


_SHELL = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/css/clowder.css">
<script type="module" src="/static/js/main.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site">
  <a class="brand" href="/">Clowder</a>
  <nav aria-label="Site">
    <a href="/">Lobby</a>
    <a href="/web/verify">Verify an export</a>
    <a href="/web/rules">Rules</a>
    <a href="/schema">API docs</a>
  </nav>
  <div id="identity" class="identity"></div>
</header>
<main id="main" data-page="{page}" {attributes} tabindex="-1">
{body}
</main>
</body>
</html>
"""

WEB_PAGES: list[ControllerRouterHandler] = [
    lobby_page,
    game_page,
    replay_page,
    verify_game_page,
    verify_file_page,
    tournament_page,
    renderer_module,
    create_static_files_router(path="/static", directories=[STATIC], include_in_schema=False),
]
