"""A seat's view as a fixed-size observation, the same offline and against the server.

The observation is a ``Dict`` of three arrays:

* ``observation``: the seat's view as JSON (UTF-8, keys sorted, no spaces),
  zero-padded to ``view_bytes`` (``uint8``). It is exactly what
  ``GET /games/{id}/view`` answers in ``"view"``, re-encoded with sorted
  keys, so a policy that learnt on it reads the server's views unchanged.
  Nothing is cut: a view longer than ``view_bytes`` raises
  :class:`ViewTooLarge` (the default, 32 KiB, is four times the largest view
  measured in random games of every kind and seat count: 8.5 KB, Kinoko
  Kombat at four seats);
* ``action_mask``: 1 for each action (:mod:`.actions`) the seat may take now,
  0 elsewhere (all 0 for a seat that owes nothing);
* ``prefix``: the actions already taken toward the command being spelled,
  then the alphabet's size as padding (all padding at the start of a
  decision).

The view itself is in ``infos[agent]["view"]``, for policies that would
rather read fields than bytes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import msgspec
import numpy as np
from gymnasium import spaces

#: Room for a view's JSON in ``observation``.
DEFAULT_VIEW_BYTES = 32 * 1024


class ViewTooLarge(ValueError):
    """A view's JSON does not fit the observation (raise ``view_bytes``)."""


def view_json(view: Any) -> Any:
    """A view (a domain struct, or the JSON the server sent) as the server sends it: lists, dicts, numbers."""
    return msgspec.json.decode(msgspec.json.encode(view))


def view_bytes(view: Any) -> bytes:
    """The view as JSON with sorted keys: a struct and the server's JSON of it give the same bytes."""
    return msgspec.json.encode(msgspec.to_builtins(view), order="sorted")


def observation_space(view_size: int, actions: int, longest: int) -> spaces.Dict:
    return spaces.Dict(
        {
            "observation": spaces.Box(0, 255, (view_size,), np.uint8),
            "action_mask": spaces.Box(0, 1, (actions,), np.int8),
            "prefix": spaces.Box(0, actions, (longest,), np.int64),
        }
    )


def encode(
    view: Any, allowed: Collection[int], prefix: Sequence[int], view_size: int, actions: int, longest: int
) -> dict[str, np.ndarray]:
    """The observation of ``view`` with ``allowed`` actions, ``prefix`` already taken."""
    raw = view_bytes(view)
    if len(raw) > view_size:
        raise ViewTooLarge(f"the view is {len(raw)} bytes of JSON, the observation holds {view_size}")
    observation = np.zeros(view_size, np.uint8)
    observation[: len(raw)] = np.frombuffer(raw, np.uint8)
    mask = np.zeros(actions, np.int8)
    mask[list(allowed)] = 1
    spelled = np.full(longest, actions, np.int64)
    spelled[: len(prefix)] = prefix
    return {"observation": observation, "action_mask": mask, "prefix": spelled}


def decode_view(observation: dict[str, np.ndarray]) -> Any:
    """The view's JSON values back from an observation."""
    raw = observation["observation"].tobytes().rstrip(b"\x00")
    return msgspec.json.decode(raw)
