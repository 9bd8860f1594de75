"""Every error as an RFC 9457 problem response, in one place.

Bad input gets a 4xx that says what was wrong and changes nothing; an
unavailable PostgreSQL (down, restarting, no connection in time) is a 503
with ``Retry-After``; an unexpected error is logged and answered with a 500
problem that reveals nothing of the server's state.
"""

from __future__ import annotations

from typing import Any

import msgspec
import psycopg
import structlog
from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException

from api.http.problem_types import PROBLEM_BASE
from domain.core.rejection import GameNotRunning, IllegalCommand, InvalidSetup, NotYourTurn, Rejected
from domain.hosting.refusals import Refused
from domain.matchmaking import SeekNotWaiting
from domain.tournament import AlreadyWithdrawn, DuplicateEntrant, NotEnoughEntrants, UnknownEntrant, WrongPhase
from eventstore import StoreUnavailable
from services.errors import (
    Busy,
    Forbidden,
    IdempotencyKeyReused,
    InsufficientScope,
    InvalidCharacters,
    InvalidRequest,
    LobbyConflict,
    MalformedField,
    NotAuthenticated,
    NotEnded,
    NotSeated,
    QuotaExceeded,
    ServiceError,
    StaleVersion,
    Unavailable,
    UnknownGame,
    UnknownKind,
    VersionNotReached,
    error_of,
)
from services.stream_limits import TooManyStreams

log = structlog.get_logger(__name__)

MEDIA_TYPE = "application/problem+json"
#: Seconds a client is told to wait before retrying a 503 (PostgreSQL restarts take a few).
RETRY_AFTER = "2"


class FieldError(msgspec.Struct, frozen=True, omit_defaults=True):
    """One wrong parameter or body member of a ``malformed-request``."""

    message: str
    #: The parameter or member's name, when there is one.
    key: str | None = None
    #: Where it was: ``body``, ``query``, ``path``, ``header``, ``cookie``.
    source: str | None = None


class Problem(msgspec.Struct, frozen=True, omit_defaults=True):
    """RFC 9457 problem details; the members after ``instance`` are extensions, sent when they apply."""

    #: ``https://clowder.dev/problems/<code>``: the code is stable, switch on it.
    type: str
    title: str
    status: int
    #: For a person; its wording may change.
    detail: str
    #: The request path.
    instance: str | None = None
    #: Which parameters or body members were wrong (``malformed-request``, ``invalid-characters`` in a name).
    errors: list[FieldError] | None = None
    #: The game's version now (``stale-version``, ``version-not-reached``): read it again from there.
    current_version: int | None = None
    #: Seconds to wait before retrying (429, 503), as in ``Retry-After``.
    retry_after: int | None = None
    #: The seats the game waits on at ``current_version`` (``stale-version``, ``not-your-turn``):
    #: if yours is among them, your decision is still owed; read your view and decide again.
    pending_seats: list[int] | None = None


_STATUS: list[tuple[type[Exception], int, str]] = [
    (UnknownGame, 404, "Unknown game"),
    (UnknownKind, 422, "Unknown game kind"),
    (NotAuthenticated, 401, "Missing or wrong token"),
    (InsufficientScope, 403, "Insufficient scope"),
    (NotSeated, 403, "Not your seat"),
    (Forbidden, 403, "Not yours to do"),
    (StaleVersion, 409, "Stale version"),
    (VersionNotReached, 409, "Version not reached"),
    (LobbyConflict, 409, "Lobby conflict"),
    (Busy, 503, "Busy"),
    (TooManyStreams, 429, "Too many streams"),
    (Unavailable, 503, "Service unavailable"),
    (NotEnded, 409, "Game not ended"),
    (IdempotencyKeyReused, 422, "Idempotency key reused"),
    (QuotaExceeded, 409, "Quota exceeded"),
    (MalformedField, 400, "Malformed request"),
    (InvalidRequest, 422, "Invalid request"),
    (NotYourTurn, 409, "Not your turn"),
    (GameNotRunning, 409, "Game not running"),
    (InvalidSetup, 422, "Invalid setup"),
    (IllegalCommand, 422, "Illegal command"),
    (WrongPhase, 409, "Wrong tournament phase"),
    (DuplicateEntrant, 409, "Already entered"),
    (AlreadyWithdrawn, 409, "Already withdrawn"),
    (NotEnoughEntrants, 409, "Not enough entrants"),
    (UnknownEntrant, 404, "Unknown entrant"),
    (SeekNotWaiting, 409, "Seek not waiting"),
    (Rejected, 422, "Rejected"),
]


def problem_response(
    request: Request[Any, Any, Any],
    status: int,
    code: str,
    title: str,
    detail: str,
    errors: list[dict[str, Any]] | None = None,
    headers: dict[str, str] | None = None,
    current_version: int | None = None,
    pending_seats: list[int] | None = None,
) -> Response[bytes]:
    wait = (headers or {}).get("Retry-After", "")
    body = Problem(
        type=PROBLEM_BASE + code,
        title=title,
        status=status,
        detail=detail,
        instance=request.url.path,
        errors=None if errors is None else [_field_error(e) for e in errors],
        current_version=current_version,
        retry_after=int(wait) if wait.isdigit() else None,
        pending_seats=pending_seats,
    )
    return Response(msgspec.json.encode(body), status_code=status, media_type=MEDIA_TYPE, headers=headers)


def problem_bytes(status: int, code: str, title: str, detail: str, instance: str | None = None) -> bytes:
    return msgspec.json.encode(
        Problem(type=PROBLEM_BASE + code, title=title, status=status, detail=detail, instance=instance)
    )


async def send_problem(
    send: Any,
    status: int,
    code: str,
    title: str,
    detail: str,
    instance: str | None = None,
    headers: dict[str, str] | None = None,
) -> None:
    """A problem response sent straight on an ASGI ``send``, for middleware that answers before routing."""
    body = problem_bytes(status, code, title, detail, instance)
    raw_headers = [(b"content-type", MEDIA_TYPE.encode()), (b"content-length", str(len(body)).encode())]
    raw_headers += [(name.encode("latin-1"), value.encode("latin-1")) for name, value in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw_headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})


def _field_error(raw: dict[str, Any]) -> FieldError:
    key, source = raw.get("key"), raw.get("source")
    return FieldError(
        str(raw.get("message", "")), None if key is None else str(key), None if source is None else str(source)
    )


def on_domain_error(request: Request[Any, Any, Any], error: Exception) -> Response[bytes]:
    if isinstance(error, Refused):
        error = error_of(error)
    code = getattr(error, "code", "error")
    message = getattr(error, "message", str(error))
    for kind, status, title in _STATUS:
        if isinstance(error, kind):
            headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
            if status == 503:
                headers = {"Retry-After": RETRY_AFTER}
            if (retry_after := getattr(error, "retry_after", None)) is not None:
                headers = {"Retry-After": str(retry_after)}
            current = getattr(error, "current_version", None)
            if current is None and isinstance(error, StaleVersion):
                current = error.actual
            fields = (
                [{"message": message, "key": error.field, "source": "body"}]
                if isinstance(error, InvalidCharacters | MalformedField)
                else None
            )
            pending = getattr(error, "pending_seats", None)
            return problem_response(request, status, code, title, message, fields, headers, current, pending)
    return on_unexpected(request, error)


def on_store_unavailable(request: Request[Any, Any, Any], error: Exception) -> Response[bytes]:
    """PostgreSQL down or restarting, from the store or from any other query (players, seeds)."""
    log.warning("request.store_unavailable", path=request.url.path, error=type(error).__name__)
    return problem_response(
        request,
        503,
        "service-unavailable",
        "Service unavailable",
        "the database is unavailable for a moment; retry after Retry-After seconds "
        "(a command resent with the same Idempotency-Key is recorded at most once)",
        headers={"Retry-After": RETRY_AFTER},
    )


def on_http_error(request: Request[Any, Any, Any], error: HTTPException) -> Response[bytes]:
    status = error.status_code
    if isinstance(error, ValidationException) or status == 400:
        extra = error.extra if isinstance(error.extra, list) else None
        return problem_response(request, 400, "malformed-request", "Malformed request", error.detail, extra)
    code = {
        404: "not-found",
        405: "method-not-allowed",
        401: "not-authenticated",
        413: "payload-too-large",
        415: "unsupported-media-type",
        429: "rate-limited",
    }.get(status, "http-error")
    return problem_response(request, status, code, error.detail or "Error", error.detail, headers=error.headers)


def on_unexpected(request: Request[Any, Any, Any], error: Exception) -> Response[bytes]:
    log.error("request.failed", path=request.url.path, exc_info=error)
    return problem_response(
        request,
        500,
        "internal-error",
        "Internal error",
        "the server failed while handling this request; it has been logged",
    )


EXCEPTION_HANDLERS: dict[type[Exception] | int, Any] = {
    ServiceError: on_domain_error,
    Rejected: on_domain_error,
    StoreUnavailable: on_store_unavailable,
    psycopg.OperationalError: on_store_unavailable,
    HTTPException: on_http_error,
    Exception: on_unexpected,
}
