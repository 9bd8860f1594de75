"""One structured line per request, and a request id carried by every line of it.

``X-Request-ID`` is taken from the request when it looks like an id (a
proxy's, a client's) or made here, echoed on the response, and bound with
structlog's contextvars for the request's life, so every line the request
logs (the command path's included) carries it. The access line names the
route *template* (``/games/{game_id:str}/commands``), never the raw URL, whose
query may hold an SSE ``?token=``; the player id comes from the auth
dependency. Here too: request counts, latency and open streams for
``/metrics``.
"""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

import structlog
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from api.http.metrics import Metrics

log = structlog.get_logger("clowder.access")

REQUEST_ID_HEADER = b"x-request-id"
#: Any other method is logged and counted as OTHER: a client must not mint label values.
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
_VALID_ID = re.compile(rb"^[A-Za-z0-9._:-]{1,128}$")


def request_id_of(scope: Scope) -> str:
    for name, value in scope.get("headers", ()):
        if name == REQUEST_ID_HEADER and _VALID_ID.match(value):
            return value.decode()
    return uuid.uuid4().hex


def route_of(scope: Scope) -> str:
    """The matched route's template; a constant for anything unmatched, so labels stay few."""
    return str(scope.get("path_template") or "unmatched")


def metrics_of(scope: Scope) -> Metrics | None:
    """The app's metrics, once its lifespan has opened the components."""
    components = getattr(scope["app"].state, "components", None)
    return getattr(components, "metrics", None)


class AccessLog:
    """ASGI middleware (the app's outermost)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = request_id_of(scope)
        began = time.perf_counter()
        response: dict[str, Any] = {"status": 500, "stream": False}
        metrics = metrics_of(scope)

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                response["status"] = message["status"]
                headers = list(message.get("headers", ()))
                response["stream"] = any(
                    name.lower() == b"content-type" and value.startswith(b"text/event-stream")
                    for name, value in headers
                )
                if response["stream"] and metrics is not None:
                    metrics.open_streams.labels(route_of(scope)).inc()
                message = {**message, "headers": [*headers, (REQUEST_ID_HEADER, request_id.encode())]}
            await send(message)

        with structlog.contextvars.bound_contextvars(request_id=request_id):
            try:
                await self.app(scope, receive, send_with_id)
            finally:
                self._finish(scope, response, time.perf_counter() - began, metrics)

    def _finish(self, scope: Scope, response: dict[str, Any], seconds: float, metrics: Metrics | None) -> None:
        route = route_of(scope)
        state = scope.get("state") or {}
        player_id = state.get("player_id") if isinstance(state, dict) else None
        method = str(scope.get("method", "-"))
        method = method if method in _METHODS else "OTHER"
        if metrics is not None:
            if response["stream"]:
                metrics.open_streams.labels(route).dec()
            metrics.request(method, route, response["status"], seconds)
        log.info(
            "http.request",
            method=method,
            route=route,
            status=response["status"],
            duration_ms=round(seconds * 1000, 2),
            player_id=player_id,
        )
        structlog.contextvars.unbind_contextvars("player_id")
