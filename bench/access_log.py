"""What the access log, the request id and the request metrics cost per request.

    .venv/bin/python -m bench.access_log [--requests 20000] [--rounds 3]

The middleware (``api/http/access_log.py``) around a no-op ASGI app against the
no-op app alone, JSON log lines rendered as in production and written to
/dev/null; the baseline is the same loop without the middleware.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from typing import Any

from api.http.access_log import AccessLog
from api.http.metrics import Metrics
from api.logging import configure_logging


class _Bag:
    """Stands in for the Litestar app and its state: the middleware reads only ``state.components.metrics``."""


def _app_with_metrics() -> Any:
    app, components = _Bag(), _Bag()
    components.metrics = Metrics()  # type: ignore[attr-defined]
    app.state = _Bag()  # type: ignore[attr-defined]
    app.state.components = components  # type: ignore[attr-defined]
    return app


async def _no_op(scope: Any, receive: Any, send: Any) -> None:
    scope["path_template"] = "/games/{game_id}/commands"
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": b"{}"})


async def _send(message: Any) -> None:
    return None


async def _receive() -> Any:
    return {}


async def _per_request(handler: Any, app: Any, requests: int) -> float:
    began = time.perf_counter()
    for _ in range(requests):
        scope = {"type": "http", "method": "POST", "headers": [(b"x-request-id", b"bench")], "app": app, "state": {}}
        await handler(scope, _receive, _send)
    return (time.perf_counter() - began) / requests * 1e6


async def main(requests: int, rounds: int) -> None:
    configure_logging("json", "info")
    app = _app_with_metrics()
    wrapped = AccessLog(_no_op)
    report = sys.stderr
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 -- the log lines go nowhere
    print(f"{'round':>5} {'bare µs':>9} {'with µs':>9} {'cost µs':>9}", file=report)
    for number in range(rounds):
        bare = await _per_request(_no_op, app, requests)
        with_log = await _per_request(wrapped, app, requests)
        print(f"{number + 1:>5} {bare:>9.1f} {with_log:>9.1f} {with_log - bare:>9.1f}", file=report)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.requests, arguments.rounds))
