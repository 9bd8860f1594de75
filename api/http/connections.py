"""Bounds on each HTTP connection: how long a client may take, how many an API process holds.

This module holds the settings and the descriptor limit; the protocol that
enforces them is ``api/http/connection_guard.py`` (it imports uvicorn, which the
offline tools that read the settings must not load).

uvicorn bounds neither. A connection that sends its request a byte a second
was never closed (300 were held open for as long as the test ran), and 1,100
of them under a 1,024 descriptor limit starved the API: every new
connection failed. Its keep-alive timer starts only after a response, and
any byte stops it; its ``limit_concurrency`` answers 503 only once a request's
headers have arrived, after the descriptor has been taken.

``api/http/connection_guard.py`` (uvicorn's httptools protocol with three
additions) closes a connection whose request headers have not all arrived
``header_seconds`` after its first byte (or after the connection opened),
answering ``408``; closes one whose body has not all arrived
``body_seconds`` after its headers; and refuses a connection past
``max_connections`` at once with a ``503`` problem and ``Retry-After``,
written before the request is read, the connection then half-closed and its
input discarded for a moment so that the client can read the answer.
Idle keep-alive connections are kept ``keepalive_seconds`` (75 s, above the
5 s clients such as httpx keep theirs: equal timers closed connections as
clients reused them).
"""

from __future__ import annotations

import resource
from collections.abc import Mapping

import msgspec
import structlog

log = structlog.get_logger(__name__)

#: Descriptors kept back from connections for the pools, Redis, logs and files.
RESERVED_DESCRIPTORS = 256


class Connections(msgspec.Struct, frozen=True):
    """Per-process connection bounds, each from ``CLOWDER_<NAME>``."""

    #: Idle seconds a kept-alive connection waits for the next request (``CLOWDER_KEEPALIVE_SECONDS``).
    keepalive_seconds: float = 75.0
    #: Seconds from a request's first byte (or the connection's opening) to the end of its headers.
    header_seconds: float = 10.0
    #: Seconds from the end of a request's headers to the end of its body.
    body_seconds: float = 30.0
    #: Connections one API process holds; past it a new one is refused (503). Lowered at start to
    #: what the descriptor limit allows (see :func:`raise_descriptor_limit`). Live streams count.
    max_connections: int = 12_000

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Connections:
        defaults = cls()
        return cls(
            keepalive_seconds=float(env.get("CLOWDER_KEEPALIVE_SECONDS", defaults.keepalive_seconds)),
            header_seconds=float(env.get("CLOWDER_HEADER_TIMEOUT_SECONDS", defaults.header_seconds)),
            body_seconds=float(env.get("CLOWDER_BODY_TIMEOUT_SECONDS", defaults.body_seconds)),
            max_connections=int(env.get("CLOWDER_MAX_CONNECTIONS", defaults.max_connections)),
        )


def raise_descriptor_limit() -> int:
    """Raise the soft limit on open descriptors to the hard limit; the soft limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1_048_576)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError) as error:
            log.warning("descriptors.not_raised", soft=soft, hard=hard, error=repr(error))
    return soft


def fitted(connections: Connections, descriptor_limit: int) -> Connections:
    """``connections`` with its cap lowered to what ``descriptor_limit`` leaves after the reserve."""
    room = max(1, descriptor_limit - RESERVED_DESCRIPTORS)
    if connections.max_connections <= room:
        return connections
    log.warning("connections.capped", asked=connections.max_connections, allowed=room, descriptors=descriptor_limit)
    return msgspec.structs.replace(connections, max_connections=room)
