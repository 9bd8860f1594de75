"""Quick play: a queue per game kind that seats players (and built-in bots) who want the same game.

A pure decider over the queue's own stream (``matchmaking-<kind>``): players
post seeks, the queue's process manager asks it which seeks meet
(:class:`MatchSeeks`) and creates each match's game. The rules of meeting are
in :mod:`domain.matchmaking.matching`; docs/api.md ("Quick play") tells them
to clients.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from domain.core.chance import RandomSource
from domain.matchmaking.commands import CancelSeek, Command, MatchSeeks, PostSeek, RecordGameStarted
from domain.matchmaking.decide import decide
from domain.matchmaking.events import (
    Event,
    MatchGameStarted,
    MatchSeat,
    SeekCancelled,
    SeekExpired,
    SeekPosted,
    SeeksMatched,
)
from domain.matchmaking.evolve import evolve, fold
from domain.matchmaking.matching import match_game_id
from domain.matchmaking.rejections import InvalidSeek, NotYourSeek, SeekNotWaiting
from domain.matchmaking.state import QueueState, Seek


class QueueDecider:
    """``initial_state``, ``decide``, ``evolve``, ``fold``: one object, like a game's. Holds no state."""

    command_type: Any = Command
    event_type: Any = Event

    def initial_state(self) -> QueueState:
        return QueueState()

    def decide(self, state: QueueState, command: Command, random: RandomSource) -> tuple[Event, ...]:
        return decide(state, command, random)

    def evolve(self, state: QueueState, event: Event) -> QueueState:
        return evolve(state, event)

    def fold(self, state: QueueState, events: Iterable[Event]) -> QueueState:
        return fold(state, events)


QUEUE = QueueDecider()

__all__ = [
    "QUEUE",
    "CancelSeek",
    "Command",
    "Event",
    "InvalidSeek",
    "MatchGameStarted",
    "MatchSeat",
    "MatchSeeks",
    "NotYourSeek",
    "PostSeek",
    "QueueDecider",
    "QueueState",
    "RecordGameStarted",
    "Seek",
    "SeekCancelled",
    "SeekExpired",
    "SeekNotWaiting",
    "SeekPosted",
    "SeeksMatched",
    "match_game_id",
]
