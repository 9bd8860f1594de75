"""Checks on what callers hand the service, beside the types the API's schemas enforce.

The API refuses these at the door too (``api/body_guard.py``); the service
checks again because tournaments and other process managers create games
from options they were given, and a game must be refused before its seed is
kept, not after PostgreSQL refuses its first event.
"""

from __future__ import annotations

import re
from typing import Any

from services.errors import InvalidRequest

#: Bounds on a seat's time per decision: under a second is a game nobody can play
#: over a network; past a week a running game holds its players (and a deadline) for nothing.
MIN_DECISION_SECONDS = 1.0
MAX_DECISION_SECONDS = 7 * 24 * 3600.0

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def check_decision_seconds(decision_seconds: float | None) -> None:
    if decision_seconds is None:
        return
    if not MIN_DECISION_SECONDS <= decision_seconds <= MAX_DECISION_SECONDS:
        raise InvalidRequest(
            f"decision_seconds must be from {MIN_DECISION_SECONDS:g} to {MAX_DECISION_SECONDS:g} (7 days), "
            f"not {decision_seconds:g}"
        )


def check_printable(value: Any, where: str) -> None:
    """Refuse a control character (NUL above all) in any string or key inside ``value``."""
    if isinstance(value, str):
        if _CONTROL.search(value):
            raise InvalidRequest(f"{where} holds a control character (such as NUL)")
    elif isinstance(value, dict):
        for key, item in value.items():
            check_printable(key, where)
            check_printable(item, where)
    elif isinstance(value, list | tuple):
        for item in value:
            check_printable(item, where)
