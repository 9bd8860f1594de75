"""Commands to events: every check of a queue command, and the matches it makes."""

from __future__ import annotations

from typing import assert_never

from domain.core.chance import RandomSource
from domain.matchmaking.commands import CancelSeek, Command, MatchSeeks, PostSeek, RecordGameStarted
from domain.matchmaking.events import Event, MatchGameStarted, SeekCancelled, SeekPosted
from domain.matchmaking.matching import match_seeks
from domain.matchmaking.rejections import InvalidSeek, NotYourSeek, SeekNotWaiting
from domain.matchmaking.state import QueueState


def decide(state: QueueState, command: Command, random: RandomSource) -> tuple[Event, ...]:
    """The events ``command`` causes, or a :class:`~domain.core.rejection.Rejected`.

    ``random`` is drawn from only to seat a match."""
    match command:
        case PostSeek():
            return _post(state, command)
        case CancelSeek():
            return _cancel(state, command)
        case MatchSeeks():
            return match_seeks(state, command, random)
        case RecordGameStarted():
            return _started(state, command)
    assert_never(command)


def _post(state: QueueState, command: PostSeek) -> tuple[Event, ...]:
    if command.seats < 1:
        raise InvalidSeek(f"a game has at least one seat, not {command.seats}")
    if command.expires_at <= command.at:
        raise InvalidSeek("a seek must wait for some time before it expires")
    if command.bots_at is not None and not command.at <= command.bots_at < command.expires_at:
        raise InvalidSeek("bots must come after the seek is posted and before it expires")
    if state.seek(command.seek_id) is not None:
        raise InvalidSeek(f"seek {command.seek_id!r} is already waiting")
    return (
        SeekPosted(
            seek_id=command.seek_id,
            player_id=command.player_id,
            seats=command.seats,
            options=command.options,
            posted_at=command.at,
            expires_at=command.expires_at,
            decision_seconds=command.decision_seconds,
            bots_at=command.bots_at,
            bot=command.bot,
        ),
    )


def _cancel(state: QueueState, command: CancelSeek) -> tuple[Event, ...]:
    seek = state.seek(command.seek_id)
    if seek is None:
        raise SeekNotWaiting(f"seek {command.seek_id!r} is not waiting: it was matched, cancelled or has expired")
    if seek.player_id != command.player_id:
        raise NotYourSeek(f"there is no seek {command.seek_id!r}")
    return (SeekCancelled(seek_id=command.seek_id, at=command.at),)


def _started(state: QueueState, command: RecordGameStarted) -> tuple[Event, ...]:
    """Once per match; a report of a match already done (a second manager, a restart) changes nothing."""
    match = next((m for m in state.unstarted if m.match_number == command.match_number), None)
    if match is None:
        return ()
    return (MatchGameStarted(match_number=match.match_number, game_id=match.game_id, at=command.at),)
