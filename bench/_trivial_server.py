"""The HTTP baseline: a trivial Litestar POST endpoint with a msgspec body.

Served exactly as ``clowder serve`` serves the API (``uvicorn.run``, one
worker, the same loop and HTTP implementation, access log off), so the only
difference from the real thing is the work behind the endpoint.

    .venv/bin/python -m bench._trivial_server --port 8765
"""

from __future__ import annotations

import argparse
from typing import Any

import msgspec
import uvicorn
from litestar import Litestar, post


class Body(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The shape of ``POST /games/{id}/commands``."""

    command: dict[str, Any]
    expected_version: int | None = None


class Reply(msgspec.Struct, frozen=True):
    accepted: bool
    version: int


@post("/games/{game_id:str}/commands", status_code=200)
async def submit(game_id: str, data: Body) -> Reply:
    return Reply(accepted=True, version=(data.expected_version or 0) + 1)


def create_app() -> Litestar:
    return Litestar(route_handlers=[submit], debug=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench._trivial_server", description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args(argv)
    uvicorn.run(create_app(), host=args.host, port=args.port, log_level="warning", access_log=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
