"""Typed rejections of queue commands. ``code`` is stable for clients."""

from __future__ import annotations

from domain.core.rejection import Rejected


class InvalidSeek(Rejected):
    """The seek's seats, times or bot strategy do not make sense."""

    code = "invalid-seek"


class SeekNotWaiting(Rejected):
    """The seek is not waiting (any more): it was matched, cancelled or has expired."""

    code = "seek-not-waiting"


class NotYourSeek(Rejected):
    """Another player's seek. The service answers as for a seek that does not exist."""

    code = "unknown-seek"
