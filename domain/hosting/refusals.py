"""Why the hosting refuses a command, beside a game's own rejections.

A :class:`Refused` names the kind of "no" (the policy's reasons, and the
lobby's own: an invalid request, an unknown kind, a game already over); the
service turns each into the error the API answers with.
"""

from __future__ import annotations

from typing import Literal

from domain.core.rejection import Rejected
from domain.hosting.policy import Denied

Reason = Literal[
    "unauthenticated",
    "scope",
    "forbidden",
    "not-seated",
    "conflict",
    "quota",
    "invalid",
    "unknown-kind",
    "already-over",
]


class Refused(Rejected):
    code = "refused"

    def __init__(self, reason: Reason, message: str, scope: str | None = None) -> None:
        super().__init__(message)
        self.reason: Reason = reason
        #: The scope the token lacks (``reason == "scope"``).
        self.scope = scope


def refused_by(denied: Denied) -> Refused:
    """The policy's verdict as a refusal."""
    return Refused(denied.reason, denied.message, denied.scope)
