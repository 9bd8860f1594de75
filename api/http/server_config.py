"""The one uvicorn configuration every way of serving the API uses (``clowder serve``, embedded, tests).

It carries the proxies trusted to name the client (:mod:`api.http.proxies`) and
the connection bounds of :mod:`api.http.connections` (enforced by
:mod:`api.http.connection_guard`): idle keep-alive
time, deadlines for a request's headers and body, and the per-process cap on
connections.
"""

from __future__ import annotations

from typing import Any

import uvicorn

from api.http.connection_guard import guarded_protocol
from api.http.proxies import uvicorn_proxy_options
from api.settings import Settings


def uvicorn_config(app: Any, settings: Settings, host: str, port: int, **extra: Any) -> uvicorn.Config:
    bounds = settings.connections
    proxies = uvicorn_proxy_options(settings.trusted_proxies)
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        lifespan="on",
        http=guarded_protocol(bounds),
        # uvicorn annotates an int but hands it to loop.call_later, which takes seconds as a float.
        timeout_keep_alive=bounds.keepalive_seconds,  # type: ignore[arg-type]
        proxy_headers=proxies.proxy_headers,
        forwarded_allow_ips=proxies.forwarded_allow_ips,
        **extra,
    )
