"""The web pages: lobby, live game, replay, verify, tournament and each game's rules, served by the API.

Plain ES modules and CSS from ``static/`` (no build step, nothing from another
host; see docs/web.md). The pages use only the public REST API and its
streams, exactly as a third-party client would.
"""

from litestar.types import ControllerRouterHandler

from api.web.pages import WEB_PAGES
from api.web.rules import WEB_RULES

WEB_ROUTES: list[ControllerRouterHandler] = [*WEB_PAGES, *WEB_RULES]

__all__ = ["WEB_ROUTES"]
