"""Every problem type the service may answer: one closed set, the spec's ``ProblemType``.

The codes come from the code itself: each exception class of ours with a
``code`` (the service's and the rules' refusals), and the codes the API layer
answers on its own (``API_CODES``: api/http/problems.py, api/http/body_guard.py,
api/http/limits.py, api/http/one_authorization.py). A test keeps ``API_CODES`` complete.
"""

from __future__ import annotations

PROBLEM_BASE = "https://clowder.dev/problems/"

#: Answered by the API layer itself rather than raised as one of our exceptions.
API_CODES = (
    "malformed-request",
    "not-authenticated",
    "not-found",
    "method-not-allowed",
    "payload-too-large",
    "unsupported-media-type",
    "invalid-characters",
    "rate-limited",
    "service-unavailable",
    "internal-error",
    "http-error",
)
#: The packages whose exceptions may become problems.
_OURS = ("api.", "services.", "domain.", "eventstore.")


def all_problem_codes() -> frozenset[str]:
    """``API_CODES`` and the ``code`` of every exception class of ours (imported so far:
    the app imports every module that raises one)."""
    found = set(API_CODES)
    pending: list[type[BaseException]] = [Exception]
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        code = cls.__dict__.get("code")
        if cls.__module__.startswith(_OURS) and isinstance(code, str):
            found.add(code)
    return frozenset(found)
