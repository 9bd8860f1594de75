"""The interactive docs at ``/schema``: Swagger UI served by the service itself.

Its assets are Swagger UI 5 (the first to render OpenAPI 3.1), vendored in
``api/docs_assets/`` with its licence (see the README there), so the page
works behind a firewall or on a plane: it references nothing but this host.
The page holds no inline script or style (``api/docs_setup/`` starts Swagger
UI from a file), so the Content-Security-Policy every page carries
(api/http/security_headers.py) refuses them all.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from litestar import Request
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.router import Router
from litestar.static_files import create_static_files_router

from api.http.openapi import FinishedSpec

ASSETS = "/schema/assets"
VENDORED = Path(__file__).resolve().with_name("docs_assets")
#: Ours, beside the vendored files: the script that starts Swagger UI, the page's style.
SETUP = Path(__file__).resolve().with_name("docs_setup")


def docs_assets_router() -> Router:
    """Swagger UI's files (JavaScript, CSS, icons) and ours under ``/schema/assets``."""
    return create_static_files_router(path=ASSETS, directories=[VENDORED, SETUP], include_in_schema=False)


class OfflineSwagger(SwaggerRenderPlugin):
    """Swagger UI with local assets, showing the finished document (and its Authorize button)."""

    def __init__(self, spec: FinishedSpec) -> None:
        super().__init__(
            js_url=f"{ASSETS}/swagger-ui-bundle.js",
            css_url=f"{ASSETS}/swagger-ui.css",
            standalone_preset_js_url=f"{ASSETS}/swagger-ui-standalone-preset.js",
            path=["/", "/swagger"],
            favicon=f'<link rel="icon" type="image/png" href="{ASSETS}/favicon-32x32.png">',
            init_oauth={},
        )
        self.spec = spec

    def receive_router(self, router: Router) -> None:
        """No ``/schema/oauth2-redirect.html``: the API's only scheme is a bearer token (no OAuth flow
        returns to the page), and Litestar's page runs an inline script the page policy refuses."""

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        """The page; Swagger UI loads the finished document from ``/schema/openapi.json``."""
        title = escape(str(self.spec.of(request, openapi_schema)["info"]["title"]))
        return _PAGE.format(title=title, assets=ASSETS).encode()


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" type="image/png" href="{assets}/favicon-32x32.png">
<link rel="stylesheet" href="{assets}/swagger-ui.css">
<link rel="stylesheet" href="{assets}/docs.css">
<script src="{assets}/swagger-ui-bundle.js"></script>
<script src="{assets}/swagger-ui-standalone-preset.js"></script>
<script src="{assets}/start-docs.js"></script>
</head>
<body>
<div id="swagger-container"></div>
</body>
</html>
"""
