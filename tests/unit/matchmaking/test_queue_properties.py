"""The queue under random traffic: what must hold after every decision, whatever came before.

Each run posts, cancels and matches at random (a seeded generator, so a failure
repeats) and checks after each ``MatchSeeks``: a match seats distinct players
who all waited for the same game; bots sit only beside seekers who asked for
them, once the host's bot time has come; nothing matched, cancelled or expired
waits on; and nothing is left that could have been matched.
"""

from __future__ import annotations

import random

import pytest

from domain.core.chance import SeededRandom
from domain.core.rejection import Rejected
from domain.matchmaking import QUEUE, CancelSeek, Event, MatchSeeks, PostSeek, QueueState, SeeksMatched
from domain.matchmaking.state import Seek

pytestmark = pytest.mark.unit

BOTS = {"heuristic": ("h1", "h2", "h3"), "random": ("r1", "r2", "r3")}


def random_post(chooser: random.Random, number: int, now: float) -> PostSeek:
    asks_bots = chooser.random() < 0.4
    return PostSeek(
        seek_id=f"s{number}",
        player_id=f"p{chooser.randrange(5)}",
        seats=chooser.choice((2, 3, 4)),
        options=chooser.choice(({}, {"variant": 1})),
        at=now,
        expires_at=now + chooser.uniform(5, 40),
        decision_seconds=chooser.choice((None, None, 30.0)),
        bots_at=now + chooser.uniform(0, 4) if asks_bots else None,
        bot=chooser.choice(("heuristic", "random")),
    )


def check_match(before: QueueState, match: SeeksMatched) -> None:
    seats = match.seating
    assert len(seats) == match.seats
    assert len({seat.player_id for seat in seats}) == len(seats), "a player seated twice"
    waited = [before.seek(seat.seek_id) for seat in seats if seat.seek_id is not None]
    assert all(seek is not None for seek in waited), "a seek that was not waiting was matched"
    group = [seek for seek in waited if seek is not None]
    assert all(seek.meets(group[0]) for seek in group) and group[0].seats == match.seats
    bots = [seat for seat in seats if seat.bot is not None]
    if bots:
        host = next(seek for seek in group if seek.player_id == match.host)
        assert host.bots_at is not None and host.bots_at <= match.at
        assert all(seek.bots_at is not None and seek.bot == host.bot for seek in group)
        assert {seat.bot for seat in bots} == {host.bot}


def check_nothing_left(state: QueueState, at: float) -> None:
    for seek in state.waiting:
        assert seek.expires_at > at, "an expired seek still waits"
        assert seek.bots_at is None or seek.bots_at > at, "a seek whose bots are due still waits"
        assert len(_players_meeting(state, seek)) < seek.seats, "a full group was left waiting"


def _players_meeting(state: QueueState, seek: Seek) -> set[str]:
    return {other.player_id for other in state.waiting if other.meets(seek)}


@pytest.mark.parametrize("run", range(60))
def test_random_traffic_keeps_every_rule(run: int) -> None:
    chooser = random.Random(run)
    state, now, posted = QUEUE.initial_state(), 0.0, 0
    made: list[SeeksMatched] = []
    for _ in range(120):
        now += chooser.uniform(0, 2)
        roll = chooser.random()
        if roll < 0.5:
            posted += 1
            command: PostSeek | CancelSeek | MatchSeeks = random_post(chooser, posted, now)
        elif roll < 0.6 and state.waiting:
            seek = chooser.choice(state.waiting)
            command = CancelSeek(seek.seek_id, seek.player_id, now)
        else:
            command = MatchSeeks(now, BOTS)
        try:
            events: tuple[Event, ...] = QUEUE.decide(state, command, SeededRandom(f"{run}:{now}".encode()))
        except Rejected as refusal:  # noqa: PERF203
            raise AssertionError(f"a legal command was refused: {command}") from refusal
        for event in events:
            if isinstance(event, SeeksMatched):
                check_match(state, event)
                made.append(event)
        state = QUEUE.fold(state, events)
        if isinstance(command, MatchSeeks):
            check_nothing_left(state, now)
    assert [match.match_number for match in made] == list(range(1, len(made) + 1))
    assert len({match.game_id for match in made}) == len(made), "two matches share a game"
    assert state.matches == len(made)
