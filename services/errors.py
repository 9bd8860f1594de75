"""What the service refuses, beside a game's own rejections (domain.core.rejection).

The API turns each into an RFC 9457 problem; ``code`` is stable for clients.
"""

from __future__ import annotations

from domain.hosting.refusals import Refused


class ServiceError(Exception):
    code = "service-error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UnknownGame(ServiceError):
    code = "unknown-game"


class UnknownKind(ServiceError):
    code = "unknown-kind"


class InvalidRequest(ServiceError):
    """The request is well-formed JSON but says something the service cannot do."""

    code = "invalid-request"


class MalformedField(InvalidRequest):
    """A body member does not match its schema (a command's field, an option): answered like
    any other schema error, ``400 malformed-request`` with the member in ``errors[]``."""

    code = "malformed-request"

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


def malformed(error: Exception, member: str, what: str) -> MalformedField:
    """``error`` (msgspec's ``Expected `int`, got `str` - at `$.card```) for the body's ``member``."""
    reason, _, at = str(error).partition(" - at `$")
    return MalformedField(f"{what}: {reason}", member + at.rstrip("`"))


class InvalidCharacters(InvalidRequest):
    """A name holds a character that is not seen, or that reorders or hides what is (services/input_checks.py)."""

    code = "invalid-characters"

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        #: The body member that holds it, for the problem's ``errors[]``.
        self.field = field


class NotAuthenticated(ServiceError):
    code = "not-authenticated"


class NotSeated(ServiceError):
    """The caller holds no seat in this game."""

    code = "not-seated"


class Forbidden(ServiceError):
    """Not this caller's to do: another's tournament, a tournament's game, an entrant who did not consent."""

    code = "forbidden"


class LobbyConflict(ServiceError):
    """The seat is taken, the game is full, already started, or not ready to start."""

    code = "lobby-conflict"


class StaleVersion(ServiceError):
    """The client decided on a version of the game that is no longer current."""

    code = "stale-version"

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(
            f"you acted on version {expected} but the game is at version {actual}; read the game again and resend"
        )
        self.expected = expected
        self.actual = actual


class Busy(ServiceError):
    """Too many concurrent writers on one game; the client may retry."""

    code = "busy"


class NotEnded(ServiceError):
    """Something that stays secret until the game has ended (its seed, its full state)."""

    code = "game-not-ended"


class UnknownTournament(UnknownGame):
    code = "unknown-tournament"


class UnknownPlayer(UnknownGame):
    code = "unknown-player"


class IdempotencyKeyReused(ServiceError):
    """An Idempotency-Key already recorded with another request (draft-ietf-httpapi-idempotency-key-header)."""

    code = "idempotency-key-reused"


class QuotaExceeded(ServiceError):
    """The caller already holds as many open games (or tournaments) as one may."""

    code = "quota-exceeded"


class Unavailable(ServiceError):
    """A part the request needs is down (PostgreSQL, or the lobby's read models); retry shortly.

    Answered 503 with ``Retry-After``. A command refused this way either was
    recorded whole or not at all; resend it with the same ``Idempotency-Key``."""

    code = "service-unavailable"


class VersionNotReached(ServiceError):
    """The client waited for a version of the game that did not come in time."""

    code = "version-not-reached"

    def __init__(self, wanted: int, current: int, waited: float) -> None:
        super().__init__(f"the game is at version {current}; version {wanted} did not come within {waited:g} s")
        self.wanted = wanted
        self.current_version = current


class InsufficientScope(ServiceError):
    """The token is valid but was not granted the scope this needs."""

    code = "insufficient-scope"


class NoSuchKind(UnknownGame):
    """A kind named in a path (``/kinds/{kind}``): the resource is not there, a 404."""

    code = "unknown-kind"


class UnknownSeek(UnknownGame):
    """No such quick-play seek, or another player's (which is answered the same way)."""

    code = "unknown-seek"


class GameAlreadyOver(LobbyConflict):
    """An abort of a game that has already ended."""

    code = "game-already-over"


_REFUSALS: dict[str, type[ServiceError]] = {
    "unauthenticated": NotAuthenticated,
    "scope": InsufficientScope,
    "forbidden": Forbidden,
    "not-seated": NotSeated,
    "conflict": LobbyConflict,
    "quota": QuotaExceeded,
    "invalid": InvalidRequest,
    "unknown-kind": UnknownKind,
    "already-over": GameAlreadyOver,
}


def error_of(refusal: Refused) -> ServiceError:
    """The hosting's refusal as the service error the API answers with (one status and code per reason)."""
    return _REFUSALS[refusal.reason](refusal.message)
