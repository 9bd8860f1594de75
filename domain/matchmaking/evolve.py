"""Events to state: pure, copies facts, computes nothing ``decide`` did not write down."""

from __future__ import annotations

from collections.abc import Iterable
from typing import assert_never

from msgspec.structs import replace

from domain.matchmaking.events import (
    Event,
    MatchGameStarted,
    SeekCancelled,
    SeekExpired,
    SeekPosted,
    SeeksMatched,
)
from domain.matchmaking.state import QueueState, Seek


def evolve(state: QueueState, event: Event) -> QueueState:
    match event:
        case SeekPosted():
            seek = Seek(
                seek_id=event.seek_id,
                player_id=event.player_id,
                seats=event.seats,
                options=event.options,
                posted_at=event.posted_at,
                expires_at=event.expires_at,
                decision_seconds=event.decision_seconds,
                bots_at=event.bots_at,
                bot=event.bot,
            )
            return replace(state, waiting=state.waiting + (seek,))
        case SeekCancelled(seek_id=seek_id) | SeekExpired(seek_id=seek_id):
            return _without(state, {seek_id})
        case SeeksMatched():
            left = _without(state, {seat.seek_id for seat in event.seating if seat.seek_id is not None})
            return replace(left, unstarted=left.unstarted + (event,), matches=event.match_number)
        case MatchGameStarted(match_number=number):
            return replace(state, unstarted=tuple(m for m in state.unstarted if m.match_number != number))
    assert_never(event)


def fold(state: QueueState, events: Iterable[Event]) -> QueueState:
    for event in events:
        state = evolve(state, event)
    return state


def _without(state: QueueState, seek_ids: set[str | None]) -> QueueState:
    return replace(state, waiting=tuple(seek for seek in state.waiting if seek.seek_id not in seek_ids))
