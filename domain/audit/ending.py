"""Whether a history ends its game, read from the events themselves (never from a flag).

A game has ended when its rules say so after its events (``is_terminal``) or
when an operator aborted it (``lobby.game_aborted``, the last event of its
stream). The export's ``status`` and ``complete`` are only claims about this;
what the verifier checks follows from the events, which the chain and the
signed head cover.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import msgspec

from domain.audit.export import ExportedEvent
from domain.core.game import Game, Setup

ABORTED: Final = "lobby.game_aborted"


class Ending(msgspec.Struct, frozen=True):
    #: True: the history ends the game; False: it does not; None: it cannot be told
    #: (a seat's share: its hidden events are not the rules' events and do not fold).
    ended: bool | None
    #: The version of the event that ended it.
    version: int | None = None
    #: "the rules" or "an abort".
    by: str | None = None


def aborted_at(events: list[ExportedEvent]) -> int | None:
    return next((event.version for event in events if event.type == ABORTED), None)


def ending_of(games: Mapping[str, Game[Any, Any, Any, Any]], events: list[ExportedEvent]) -> Ending:
    """The ending as the events tell it, folded by the rules without re-deciding anything."""
    aborted = aborted_at(events)
    if aborted is not None:
        return Ending(True, aborted, "an abort")
    try:
        created = events[0].data
        game = games[created["kind"]]
        state = game.initial_state(Setup(seats=created["seats"], options=game.stored_options(created["options"])))
        for event in events[1:]:
            if not event.type.startswith("lobby."):
                state = game.evolve(state, msgspec.convert(event.data, game.event_type))
    except Exception:  # hidden events of a share, or a forgery: the events cannot tell
        return Ending(None)
    return Ending(True, events[-1].version, "the rules") if game.is_terminal(state) else Ending(False)
