"""What every ``clowder`` subcommand shares: exit codes, the environment, reaching a server.

Exit codes (docs/cli.md): 0 ok; 1 a game or tournament failed (or did not
finish in time); 2 usage (bad flags or options, a missing setting); 3 the
server is unreachable; 4 the server refused (an unknown or revoked token, a
missing scope, a bad id).
"""

from __future__ import annotations

import os
import sys
from importlib import metadata

OK, FAILED, USAGE, UNREACHABLE, REFUSED = 0, 1, 2, 3, 4


def version() -> str:
    try:
        return metadata.version("clowder")
    except metadata.PackageNotFoundError:
        return "unknown"


def default_url() -> str | None:
    """``CLOWDER_URL``: the Clowder to talk to (unset: start an embedded one where that makes sense)."""
    return os.environ.get("CLOWDER_URL") or None


def default_token() -> str | None:
    return os.environ.get("CLOWDER_TOKEN") or None


def unreachable(url: str) -> str | None:
    """Why ``url`` cannot be reached, or None when an HTTP server answers there."""
    import httpx  # here, not at import: `clowder verify` must load nothing of the HTTP stack

    try:
        httpx.get(url.rstrip("/") + "/health/live", timeout=5)
    except httpx.TransportError as error:
        return f"{type(error).__name__}: {error}"
    return None


def fail(command: str, message: str, code: int) -> int:
    print(f"clowder {command}: {message}", file=sys.stderr)
    return code
