"""Which waiting seeks meet: the rules of ``MatchSeeks``, pure and deterministic.

In order, at the command's time ``at``:

1. A seek whose ``expires_at`` has come expires.
2. Players first: taking the waiting seeks oldest first, each one not yet
   matched gathers the next seeks that want the same game (seats, options,
   decision time), one per player, until the game is full; a full group is a
   match. Nobody is ever seated twice in one game.
3. Then bots: a seek whose ``bots_at`` has come gathers the same way, but only
   seeks that also accept bots of the same strategy, and built-in bots take
   the seats still empty. A seek that did not ask for bots never meets one.

Each match's seat order is a shuffle drawn from the injected random source,
written into ``SeeksMatched``: first come is not first to play.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from domain.core.chance import RandomSource
from domain.matchmaking.commands import MatchSeeks
from domain.matchmaking.events import Event, MatchSeat, SeekExpired, SeeksMatched
from domain.matchmaking.state import QueueState, Seek


def match_game_id(first_seek_id: str) -> str:
    """The game of the match a seek opened: derived, so a retried creation finds the game it made.

    A seek is matched once, so its id names one game; ``q`` is no hex digit, so the
    id never meets a lobby game's."""
    return "q" + hashlib.sha256(f"clowder-quickplay/{first_seek_id}".encode()).hexdigest()[:19]


def match_seeks(state: QueueState, command: MatchSeeks, random: RandomSource) -> tuple[Event, ...]:
    at = command.at
    events: list[Event] = [SeekExpired(seek.seek_id, at) for seek in state.waiting if seek.expires_at <= at]
    alive = [seek for seek in state.waiting if seek.expires_at > at]
    taken: set[str] = set()
    number = state.matches
    for seek in alive:
        if seek.seek_id in taken:
            continue
        group = _gather(seek, alive, taken, lambda _other: True)
        if len(group) == seek.seats:
            number += 1
            taken.update(s.seek_id for s in group)
            events.append(_matched(number, group, (), group[0].player_id, at, random))
    for seek in alive:
        if seek.seek_id in taken or seek.bots_at is None or seek.bots_at > at:
            continue
        group = _gather(seek, alive, taken, _accepting_bots(seek.bot))
        bots = _bots_for(seek, group, command)
        number += 1
        taken.update(s.seek_id for s in group)
        events.append(_matched(number, group, bots, seek.player_id, at, random))
    return tuple(events)


def _accepting_bots(bot: str) -> Callable[[Seek], bool]:
    return lambda other: other.bots_at is not None and other.bot == bot


def _gather(first: Seek, alive: Sequence[Seek], taken: set[str], accepts: Callable[[Seek], bool]) -> list[Seek]:
    """``first`` and the oldest seeks that meet it, one per player, up to its seats."""
    group = [first]
    players = {first.player_id}
    for other in alive:
        if len(group) == first.seats:
            break
        if (
            other.seek_id == first.seek_id
            or other.seek_id in taken
            or other.player_id in players
            or not first.meets(other)
            or not accepts(other)
        ):
            continue
        group.append(other)
        players.add(other.player_id)
    return group


def _bots_for(seek: Seek, group: Sequence[Seek], command: MatchSeeks) -> tuple[MatchSeat, ...]:
    players = {s.player_id for s in group}
    house = [bot for bot in command.house_bots.get(seek.bot, ()) if bot not in players]
    missing = seek.seats - len(group)
    if len(house) < missing:
        raise ValueError(f"{missing} {seek.bot} bots needed, {len(house)} given")
    return tuple(MatchSeat(player_id=bot, bot=seek.bot) for bot in house[:missing])


def _matched(
    number: int, group: Sequence[Seek], bots: tuple[MatchSeat, ...], host: str, at: float, random: RandomSource
) -> SeeksMatched:
    first = group[0]
    seekers = tuple(MatchSeat(player_id=s.player_id, seek_id=s.seek_id) for s in group)
    return SeeksMatched(
        match_number=number,
        game_id=match_game_id(first.seek_id),
        seats=first.seats,
        options=first.options,
        seating=random.shuffled(seekers + bots),
        host=host,
        at=at,
        decision_seconds=first.decision_seconds,
    )
