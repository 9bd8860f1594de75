"""The web pages: lobby, live game, replay, verify and tournament, served by the API.

Plain ES modules and CSS from ``static/`` (no build step, nothing from another
host; see docs/web.md). The pages use only the public REST API and its
streams, exactly as a third-party client would.
"""

from api.web.pages import WEB_ROUTES

__all__ = ["WEB_ROUTES"]
