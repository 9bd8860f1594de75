"""An event stored before one of its fields existed still equals the event the rules decide now.

Events evolve by adding fields with defaults (a field's type never changes):
an old stored body simply lacks the new field, and today's rules decide it
with its default (Trending Kittens' ``game_scored.bonus`` is ``[]`` when no
lead bonus applies). The stored body is read as the game reads it, every
absent field taking its default, and compared again; nothing else is forgiven:
a stored key the event type does not know, or any value that differs, is
still a difference.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.audit.canonical import canonical


def same_as_decided(decided: Any, stored: Any, event_type: Any) -> bool:
    """``stored`` is the event the rules ``decided`` (JSON values), allowing for later fields."""
    if canonical(decided) == canonical(stored):
        return True
    try:
        read = msgspec.to_builtins(msgspec.convert(stored, event_type))
    except (msgspec.ValidationError, TypeError):
        return False
    return _only_added(stored, read) and canonical(read) == canonical(decided)


def _only_added(stored: Any, read: Any) -> bool:
    """``read`` holds every key ``stored`` holds, at every depth (it may hold more: the defaults)."""
    if isinstance(stored, dict):
        return isinstance(read, dict) and all(key in read and _only_added(stored[key], read[key]) for key in stored)
    if isinstance(stored, list | tuple):
        return (
            isinstance(read, list | tuple)
            and len(stored) == len(read)
            and all(_only_added(a, b) for a, b in zip(stored, read, strict=True))
        )
    return True
