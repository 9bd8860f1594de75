"""Which problems each operation may answer, declared in one table.

Every error is an RFC 9457 problem (``application/problem+json``, the
``Problem`` struct of :mod:`api.problems`). Some statuses follow from what an
operation is (it takes a JSON body, it needs a token, it reads the store);
the rest a route names on its decorator with ``opt=problems(404, 409)``.
Adding a status the service can send is one line in ``STATUSES``.
"""

from __future__ import annotations

from typing import Any

import msgspec

#: Headers a problem of that status carries.
RETRY_AFTER = {
    "Retry-After": {"description": "Seconds to wait before retrying", "schema": {"type": "integer", "minimum": 0}},
}
RATE_LIMIT = {
    **RETRY_AFTER,
    "RateLimit": {
        "description": "The remaining quota (IETF draft RateLimit header fields)",
        "schema": {"type": "string"},
    },
    "RateLimit-Policy": {"description": "The quota policy, e.g. `100;w=60`", "schema": {"type": "string"}},
}
WWW_AUTHENTICATE = {"WWW-Authenticate": {"description": "Always `Bearer`", "schema": {"type": "string"}}}


class Status(msgspec.Struct, frozen=True):
    description: str
    #: The ``type`` suffixes a client may meet with this status (``.../problems/<code>``).
    codes: tuple[str, ...]
    headers: dict[str, Any] = {}


STATUSES: dict[int, Status] = {
    400: Status(
        "Malformed request: a parameter or the body does not match its schema; `errors[]` says which.",
        ("malformed-request",),
    ),
    401: Status("The token is missing, malformed or unknown.", ("not-authenticated",), WWW_AUTHENTICATE),
    403: Status(
        "The token may not do this: not your seat, not the organizer, or a token without the scope.",
        ("not-seated", "forbidden", "insufficient-scope"),
    ),
    404: Status(
        "No such game, kind, tournament, player, token or version.",
        (
            "unknown-game",
            "unknown-kind",
            "unknown-tournament",
            "unknown-player",
            "unknown-entrant",
            "unknown-token",
            "not-found",
        ),
    ),
    409: Status(
        "The game (or tournament) is not in a state that allows this; a `stale-version` problem carries `current_version`.",
        (
            "stale-version",
            "lobby-conflict",
            "not-your-turn",
            "game-not-running",
            "game-not-ended",
            "version-not-reached",
            "tournament-phase",
            "duplicate-entrant",
            "already-withdrawn",
            "not-enough-entrants",
            "quota-exceeded",
            "handle-taken",
        ),
    ),
    413: Status("The request body is too large.", ("body-too-large",)),
    415: Status("The body must be `application/json`.", ("unsupported-media-type",)),
    422: Status(
        "Well-formed but refused: an illegal command, an unknown kind, options the rules do not allow, an Idempotency-Key reused for another command, a control character in the path, the query or a body string.",
        (
            "illegal-command",
            "invalid-request",
            "unknown-kind",
            "invalid-setup",
            "invalid-tournament",
            "rejected",
            "idempotency-key-reused",
            "invalid-characters",
        ),
    ),
    429: Status(
        "Too many requests (or too many open streams); retry after `Retry-After` seconds.",
        ("rate-limited", "too-many-streams"),
        RATE_LIMIT,
    ),
    503: Status(
        "PostgreSQL is unavailable or the game is too busy; retry after `Retry-After` seconds.",
        ("store-unavailable", "busy"),
        RETRY_AFTER,
    ),
}

#: The handler ``opt`` keys this module and :mod:`api.openapi` read.
PROBLEMS_KEY = "problems"
NO_STORE_KEY = "no_store"


def problems(*statuses: int, **opt: Any) -> dict[str, Any]:
    """A route's own problem statuses, for its decorator's ``opt``."""
    unknown = [status for status in statuses if status not in STATUSES]
    if unknown:
        raise ValueError(f"no problem status {unknown} in STATUSES")
    return {PROBLEMS_KEY: statuses, **opt}


def implied_statuses(operation: dict[str, Any], security: str | None, touches_store: bool) -> set[int]:
    """The statuses an operation answers by its shape alone."""
    statuses = {429}
    if touches_store:
        statuses.add(503)
    if operation.get("parameters") or "requestBody" in operation:
        statuses |= {400, 422}  # 422: a control character in the path or the query (api/body_guard.py)
    if "requestBody" in operation:
        statuses |= {413, 415, 422}
    if security is not None:
        statuses |= {401, 403}
    return statuses


def problem_response(status: int, ref: str) -> dict[str, Any]:
    spec = STATUSES[status]
    codes = ", ".join(f"`{code}`" for code in spec.codes)
    response: dict[str, Any] = {
        "description": f"{spec.description} Problem types: {codes}.",
        "content": {
            "application/problem+json": {
                "schema": {"$ref": ref},
                "example": {
                    "type": f"https://clowder.dev/problems/{spec.codes[0]}",
                    "title": spec.codes[0].replace("-", " ").capitalize(),
                    "status": status,
                    "detail": spec.description,
                    "instance": "/games/3f2a",
                },
            }
        },
    }
    if spec.headers:
        response["headers"] = spec.headers
    return response
