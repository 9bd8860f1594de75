"""Which problems each operation may answer, declared in one table.

Every error is an RFC 9457 problem (``application/problem+json``, the
``Problem`` struct of :mod:`api.http.problems`). Some statuses follow from what an
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
#: On every answer of a rate-limited operation (all but ``/health``), whatever its status
#: (api/http/limits.py): each budget the request was charged to, tightest first, as structured-field lists.
RATE_LIMIT = {
    "RateLimit": {
        "description": "What is left of each budget charged (draft-ietf-httpapi-ratelimit-headers): "
        "`r` requests remain, the window resets in `t` seconds.",
        "schema": {"type": "string"},
        "example": '"writes-per-token";r=299;t=60, "writes-per-address";r=1199;t=60',
    },
    "RateLimit-Policy": {
        "description": "Each budget charged: `q` requests per window of `w` seconds (defaults in docs/reliability.md).",
        "schema": {"type": "string"},
        "example": '"writes-per-token";q=300;w=60, "writes-per-address";q=1200;w=60',
    },
}
WWW_AUTHENTICATE = {"WWW-Authenticate": {"description": "Always `Bearer`", "schema": {"type": "string"}}}


class Status(msgspec.Struct, frozen=True):
    description: str
    #: The ``type`` suffixes a client may meet with this status (``.../problems/<code>``).
    codes: tuple[str, ...]
    headers: dict[str, Any] = {}


STATUSES: dict[int, Status] = {
    400: Status(
        "Malformed request: a parameter or the body does not match its schema (`errors[]` says which), "
        "or the request carries more than one `Authorization` header (any operation).",
        ("malformed-request",),
    ),
    401: Status("The token is missing, malformed or unknown.", ("not-authenticated",), WWW_AUTHENTICATE),
    403: Status(
        "The token may not do this: not your seat, not the organizer, or a token without the scope.",
        ("not-seated", "forbidden", "insufficient-scope"),
    ),
    404: Status(
        "No such game, kind, tournament, player, token, version or seek of yours.",
        (
            "unknown-game",
            "unknown-kind",
            "unknown-tournament",
            "unknown-player",
            "unknown-entrant",
            "unknown-token",
            "unknown-seek",
            "not-found",
        ),
    ),
    409: Status(
        "The game, tournament or player is not in a state that allows this (the types below say how); "
        "a `stale-version`, `not-your-turn` or `version-not-reached` problem carries `current_version`.",
        (
            "stale-version",
            "lobby-conflict",
            "not-your-turn",
            "game-not-running",
            "game-not-ended",
            "game-already-over",
            "version-not-reached",
            "tournament-phase",
            "duplicate-entrant",
            "already-withdrawn",
            "not-enough-entrants",
            "quota-exceeded",
            "handle-taken",
            "token-already-issued",
            "seek-not-waiting",
        ),
    ),
    413: Status("The request body is too large.", ("payload-too-large",)),
    415: Status("The body must be `application/json`.", ("unsupported-media-type",)),
    422: Status(
        "Well-formed but refused: an illegal command, an unknown kind, options the rules do not allow, an Idempotency-Key reused for another command, a control character in the path, the query or a body string, an invisible or bidi character in a name.",
        (
            "illegal-command",
            "invalid-request",
            "unknown-kind",
            "invalid-setup",
            "invalid-tournament",
            "invalid-seek",
            "rejected",
            "idempotency-key-reused",
            "invalid-characters",
        ),
    ),
    429: Status(
        "Too many requests (or too many open streams or waiting reads); retry after `Retry-After` seconds.",
        ("rate-limited", "too-many-streams", "too-many-waiting-reads"),
        RETRY_AFTER,
    ),
    503: Status(
        "PostgreSQL is unavailable (`service-unavailable`) or the game is changing too fast (`busy`); "
        "retry after `Retry-After` seconds, a command with the same `Idempotency-Key`.",
        ("service-unavailable", "busy"),
        RETRY_AFTER,
    ),
}

#: The handler ``opt`` keys this module and :mod:`api.http.openapi` read.
PROBLEMS_KEY = "problems"
CODES_KEY = "problem_codes"
NO_STORE_KEY = "no_store"


def problems(*statuses: int, conflicts: tuple[str, ...] = (), **opt: Any) -> dict[str, Any]:
    """A route's own problem statuses, for its decorator's ``opt``; ``conflicts``: the 409 codes
    this operation can answer (each operation says which: a client switches on them)."""
    unknown = [status for status in statuses if status not in STATUSES]
    if unknown:
        raise ValueError(f"no problem status {unknown} in STATUSES")
    if conflicts:
        statuses = (*statuses, 409)
    if 409 in statuses and not conflicts:
        raise ValueError("a route that answers 409 names its conflicts: problems(..., conflicts=(...))")
    if stray := set(conflicts) - set(STATUSES[409].codes):
        raise ValueError(f"not a 409 code: {sorted(stray)}")
    return {PROBLEMS_KEY: statuses, CODES_KEY: {409: conflicts} if conflicts else {}, **opt}


def implied_statuses(operation: dict[str, Any], security: str | None, touches_store: bool) -> set[int]:
    """The statuses an operation answers by its shape alone (any: 400 for two ``Authorization``
    headers, api/http/one_authorization.py; 429 over a rate limit)."""
    statuses = {400, 429}
    if touches_store:
        statuses.add(503)
    if operation.get("parameters") or "requestBody" in operation:
        statuses.add(422)  # 422: a control character in the path or the query (api/http/body_guard.py)
    if "requestBody" in operation:
        statuses |= {413, 415, 422}
    if security is not None:
        statuses |= {401, 403}
    return statuses


def problem_response(status: int, ref: str, codes: tuple[str, ...] | None = None) -> dict[str, Any]:
    """The answer of ``status``, listing ``codes`` (the operation's own) or all of the status's,
    each with an example."""
    spec = STATUSES[status]
    codes = codes or spec.codes
    listed = ", ".join(f"`{code}`" for code in codes)
    response: dict[str, Any] = {
        "description": f"{spec.description} Problem types: {listed}.",
        "content": {
            "application/problem+json": {
                "schema": {"$ref": ref},
                "examples": {code: {"value": _example(status, code, spec.description)} for code in codes},
            }
        },
    }
    if spec.headers:
        response["headers"] = spec.headers
    return response


def _example(status: int, code: str, description: str) -> dict[str, Any]:
    return {
        "type": f"https://clowder.dev/problems/{code}",
        "title": code.replace("-", " ").capitalize(),
        "status": status,
        "detail": description,
        "instance": "/games/3f2a",
    }
