"""A request names at most one credential: two ``Authorization`` headers are refused (400).

HTTP lets a header repeat, and two readers of a repeated header may each take
a different one. The rate limiter (``api/http/limits.py``) charged the last
``Authorization`` header and authentication (``api/http/auth.py``) read the first,
so a junk second header moved the charge off the real token and onto a
budget nobody uses. Rather than make every reader agree on which one counts,
no request with two gets further than this middleware: it is the outermost
one, before the limits and before any route (the event streams included).
"""

from __future__ import annotations

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

from api.http.problems import send_problem

_AUTHORIZATION = b"authorization"


def authorization_headers(scope: Scope) -> int:
    """How many ``Authorization`` headers the request carries (ASGI lower-cases header names)."""
    return sum(1 for name, _ in scope.get("headers", ()) if name.lower() == _AUTHORIZATION)


class OneAuthorizationHeader:
    """ASGI middleware: a 400 ``malformed-request`` for a request with more than one ``Authorization``."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == ScopeType.HTTP and (count := authorization_headers(scope)) > 1:
            await send_problem(
                send,
                400,
                "malformed-request",
                "Malformed request",
                f"the request carries {count} Authorization headers; send exactly one ('Bearer <token>') or none",
                scope["path"],
            )
            return
        await self.app(scope, receive, send)
