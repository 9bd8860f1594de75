"""Every problem type the service can answer is in the spec's closed set (``ProblemType``).

A code missing from it would make a generated client refuse the problem it
came in (openapi-python-client raises on an unknown enum value)."""

from __future__ import annotations

import re
from pathlib import Path

import api.http.app  # noqa: F401  (imports every module whose exceptions may become problems)
from api.http.openapi_problems import STATUSES
from api.http.problem_types import API_CODES, all_problem_codes

API = Path(api.http.app.__file__).parent
#: A status and a code side by side, as the API layer answers them: ``(415, "unsupported-media-type", ...``
#: in a call or a tuple, ``404: "not-found"`` in a table.
LITERAL = re.compile(r"\b[45]\d\d\s*[,:]\s*\"([a-z]+(?:-[a-z]+)+)\"")


def test_every_code_the_api_layer_answers_itself_is_listed() -> None:
    written = {code for path in API.rglob("*.py") for code in LITERAL.findall(path.read_text())}
    assert written, "the pattern finds the codes written in api/"
    assert written <= set(API_CODES), sorted(written - set(API_CODES))


def test_every_code_a_status_lists_is_one_the_service_answers() -> None:
    listed = {code for status in STATUSES.values() for code in status.codes}
    assert listed <= all_problem_codes(), sorted(listed - all_problem_codes())


def test_the_refusals_of_the_service_and_the_rules_are_found() -> None:
    codes = all_problem_codes()
    assert {"stale-version", "not-your-turn", "illegal-command", "tournament-phase", "too-many-streams"} <= codes
    assert {"service-unavailable", "busy", "payload-too-large", "malformed-request"} <= codes
