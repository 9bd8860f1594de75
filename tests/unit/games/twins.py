"""Twins of an event: the same event with one part changed, found without knowing the game.

A leak check needs to know what a viewer may not see. The game says it
itself: ``visible_event(event, viewer)`` is what the viewer is shown of an
event. So change one part of an event (swap two of its values, or bump a
number); if the viewer is shown the twin exactly as it is shown the event, the
viewer cannot tell them apart, and nothing the viewer is shown afterwards may
differ either: not its view of the next state, and not (a spectator knowing no
more than any seat) the spectator's view of the event. The twins are drawn
from the event's own values, as the game-specific leak tests deal a viewer's
unknown cards around differently, zone for zone.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import msgspec

Path = tuple[str | int, ...]


def leaves(value: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every scalar in ``value`` (JSON builtins) with its path; ``type`` tags are left alone."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "type":
                yield from leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, index))
    elif value is not None:
        yield path, value


def put(value: Any, path: Path, new: Any) -> Any:
    """``value`` with the scalar at ``path`` replaced (a copy; ``value`` is left as it was)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: put(value[head], rest, new)}
    assert isinstance(head, int)
    return [*value[:head], put(value[head], rest, new), *value[head + 1 :]]


def twins(event: Any, event_type: Any, rng: random.Random, limit: int) -> Iterator[Any]:
    """Up to ``limit`` events like ``event`` with one change each: two values of one list (or of
    two sibling lists, one seat's hand and another's) swapped, or one number moved by one.

    A swap keeps what kind of value each list holds, so a twin stays a deal the rules could make
    (two values of different lists under different names, a Dog from the box and a card from the
    draw pile, would not be); so does a number moved by one (a hidden card's value). A value put
    where another event of its type had one would not: a card that is not in the hand it leaves.
    Twins that do not decode as events are skipped."""
    builtins = msgspec.json.decode(msgspec.json.encode(event))
    found = list(leaves(builtins))
    changes: list[Any] = []
    for index, (path, value) in enumerate(found):
        if isinstance(value, int) and not isinstance(value, bool):
            changes.append(put(builtins, path, value + 1))
        for other_path, other in found[index + 1 :]:
            if type(other) is type(value) and other != value and _siblings(path, other_path):
                changes.append(put(put(builtins, path, other), other_path, value))
    rng.shuffle(changes)
    made = 0
    for change in changes:
        if made >= limit:
            return
        try:
            twin = msgspec.convert(change, event_type)
        except msgspec.ValidationError:
            continue
        if twin != event:
            made += 1
            yield twin


def _siblings(path: Path, other: Path) -> bool:
    """Two items of one list (``pile[3]``, ``pile[7]``), or of two lists in one list (``hands[1][0]``,
    ``hands[2][4]``)."""
    if len(path) != len(other) or not path or not isinstance(path[-1], int):
        return False
    if path[:-1] == other[:-1]:
        return True
    return len(path) >= 2 and isinstance(path[-2], int) and path[:-2] == other[:-2]
