"""JSON as the generated classes the spec's discriminators pick, and the problems the service answers.

openapi-python-client parses an operation's answer itself, but it cannot
stream, so a stream's messages are parsed here: :func:`parse` follows the
spec's discriminators (``type``, then ``kind``) down to a generated class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, TypeVar, cast

from clowder_sdk.generated import models
from clowder_sdk.kinds import UNIONS, DecisionStreamMessage, GameStreamMessage

T_co = TypeVar("T_co", covariant=True)


class Answer(Protocol[T_co]):
    """What a generated ``*_detailed`` call returns (its ``Response``), read-only, so its type is covariant."""

    @property
    def status_code(self) -> int: ...
    @property
    def content(self) -> bytes: ...
    @property
    def parsed(self) -> T_co | None: ...


class UnknownMember(KeyError):
    """A message whose discriminator names no member this SDK knows (a newer server's): skipped by streams."""


def parse(union: str, data: Mapping[str, Any]) -> Any:
    """``data`` as the generated class of ``union`` (a name in :data:`clowder_sdk.kinds.UNIONS`) it belongs to."""
    name = union
    while name in UNIONS:
        member, mapping = UNIONS[name]
        value = data.get(member)
        if value not in mapping:
            raise UnknownMember(f"{name}: no member has {member}={value!r}")
        name = mapping[value]
    return getattr(models, name).from_dict(data)


def decision_message(data: Mapping[str, Any]) -> DecisionStreamMessage:
    """A ``GET /players/me/decisions`` message: a ``Decision`` or a ``GameEnded``."""
    return cast(DecisionStreamMessage, parse("DecisionStreamMessage", data))


def game_message(data: Mapping[str, Any]) -> GameStreamMessage:
    """A ``GET /games/{id}/stream`` message: the kind's ``StreamView`` or ``StreamEvent``."""
    return cast(GameStreamMessage, parse("GameStreamMessage", data))


class ProblemError(Exception):
    """An RFC 9457 problem the service answered: its ``status``, stable ``code`` and the typed ``problem``."""

    def __init__(self, status: int, problem: models.ProblemDetails | None, body: bytes = b"") -> None:
        self.status = status
        self.problem = problem
        detail = f"{problem.title}: {problem.detail}" if problem else body[:200].decode(errors="replace")
        super().__init__(f"{status} {detail}")

    @property
    def code(self) -> str:
        """The last part of the problem's ``type``: ``stale-version``, ``not-your-turn``..."""
        return str(self.problem.type_).rsplit("/", 1)[-1] if self.problem else ""

    @property
    def pending_seats(self) -> list[int]:
        """The seats the game waits on now (on a 409 ``stale-version`` or ``not-your-turn``)."""
        seats = self.problem.pending_seats if self.problem else None
        return seats if isinstance(seats, list) else []

    @property
    def current_version(self) -> int | None:
        version = self.problem.current_version if self.problem else None
        return version if isinstance(version, int) else None


def checked(response: Answer[object]) -> Any:
    """The parsed answer of a generated ``*_detailed`` call, or :class:`ProblemError` for a problem.

    Typed by the caller (``summary: GameSummary = checked(...)``): mypy cannot take
    ``ProblemDetails`` out of a union of several answers by inference.
    """
    parsed = response.parsed
    if isinstance(parsed, models.ProblemDetails):
        raise ProblemError(int(response.status_code), parsed, response.content)
    if int(response.status_code) >= 400 or parsed is None:
        raise ProblemError(int(response.status_code), None, response.content)
    return parsed
