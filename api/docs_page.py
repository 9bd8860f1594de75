"""The interactive docs at ``/schema``: Swagger UI served by the service itself.

Its assets are Swagger UI 5 (the first to render OpenAPI 3.1), vendored in
``api/docs_assets/`` with its licence (see the README there), so the page
works behind a firewall or on a plane: it references nothing but this host.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import Request
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.router import Router
from litestar.static_files import create_static_files_router

from api.openapi import FinishedSpec

ASSETS = "/schema/assets"
VENDORED = Path(__file__).resolve().with_name("docs_assets")


def docs_assets_router() -> Router:
    """Swagger UI's files (JavaScript, CSS, icons) under ``/schema/assets``."""
    return create_static_files_router(path=ASSETS, directories=[VENDORED], include_in_schema=False)


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

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        page = super().render(request, self.spec.of(request, openapi_schema))
        # Swagger UI would ask validator.swagger.io for a badge: nothing leaves this host.
        return page.replace(b"dom_id: '#swagger-container',", b"dom_id: '#swagger-container', validatorUrl: null,", 1)
