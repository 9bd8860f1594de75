"""Checks on what callers hand the service, beside the types the API's schemas enforce.

The API refuses these at the door too (``api/http/body_guard.py``); the service
checks again because tournaments and other process managers create games
from options they were given, and a game must be refused before its seed is
kept, not after PostgreSQL refuses its first event.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from services.errors import InvalidCharacters, InvalidRequest

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


def check_printable(value: Any, field: str) -> None:
    """Refuse a control or invisible character in any string or key inside ``value``, the body member ``field``.

    Option strings are named by users too (a custom faction's name in
    Trending Kittens), so they meet the rule names do; the error names the
    member, e.g. ``options.custom_factions[0].name``.
    """
    if isinstance(value, str):
        if _CONTROL.search(value):
            raise InvalidCharacters(f"{field} holds a control character (such as NUL)", field)
        check_visible_name(value, field)
    elif isinstance(value, dict):
        for key, item in value.items():
            check_printable(key, field)
            check_printable(item, f"{field}.{key}")
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            check_printable(item, f"{field}[{index}]")


#: Unicode categories no name may hold: controls (Cc), formatting characters (Cf: the bidi
#: overrides and isolates such as U+202E, zero-width spaces, the soft hyphen, tag characters),
#: private use (Co), unassigned (Cn: to this server's Unicode database, Python 3.11's 14.0),
#: surrogates (Cs) and the line and paragraph separators (Zl, Zp).
INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cn", "Cs", "Zl", "Zp"})
ZERO_WIDTH_JOINER = "\u200d"
#: What may end an emoji before a joiner: the emoji presentation selector and the five skin tones.
_EMOJI_ENDINGS = frozenset("\ufe0f\U0001f3fb\U0001f3fc\U0001f3fd\U0001f3fe\U0001f3ff")


def check_visible_name(value: str, field: str) -> None:
    """Refuse a name holding a character from :data:`INVISIBLE_CATEGORIES` (``InvalidCharacters``, a 422).

    A right-to-left override (U+202E) turns ``Ana`` U+202E ``gnp.exe`` into
    "Anaexe.png" on every page, standings table and log that shows it, and a
    zero-width character makes two names that look alike differ. The one
    exception is the zero-width joiner inside an emoji sequence (woman, ZWJ,
    laptop: the technologist emoji; white flag, U+FE0F, ZWJ, rainbow: the
    rainbow flag), where it joins two pictographs into one and hides nothing.
    Anywhere else it is refused.
    """
    for index, character in enumerate(value):
        category = unicodedata.category(character)
        if category in INVISIBLE_CATEGORIES and not _joins_emoji(value, index):
            described = unicodedata.name(character, "an unnamed character")
            raise InvalidCharacters(
                f"{field} holds U+{ord(character):04X} ({described}, Unicode category {category}) at position "
                f"{index + 1}: names and other text may hold only characters that are seen (no control, "
                "formatting, bidi, private-use or unassigned ones)",
                field,
            )


def _joins_emoji(value: str, index: int) -> bool:
    """A zero-width joiner between two pictographs (the one before may end in a variation selector or skin tone)."""
    if value[index] != ZERO_WIDTH_JOINER or index == 0 or index + 1 == len(value):
        return False
    before, after = value[index - 1], value[index + 1]
    before_is_emoji = before in _EMOJI_ENDINGS or unicodedata.category(before) == "So"
    return before_is_emoji and unicodedata.category(after) == "So"
