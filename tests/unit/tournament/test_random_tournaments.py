"""Random results, forfeits and withdrawals always finish the tournament, placing everyone.

After every command the live state equals the fold of the whole history,
and every event survives a JSON round trip through the tagged union.
"""

import random

import msgspec
import pytest
from hypothesis import given as hypothesis_given
from hypothesis import settings
from hypothesis import strategies as st

from domain.tournament import TOURNAMENT, AlreadyRecorded, Event, ForfeitGame, WithdrawEntrant

from .helpers import Run, given

pytestmark = pytest.mark.unit

FORMATS = ["round-robin", "swiss", "single-elimination"]
EVENTS = msgspec.json.Decoder(tuple[Event, ...])


def random_result(rng: random.Random, seats: int):
    scores = tuple(rng.randrange(4) for _ in range(seats))
    top = max(scores)
    winners = tuple(seat for seat in range(seats) if scores[seat] == top and rng.random() < 0.8)
    return scores, winners


def step(run: Run, rng: random.Random, seats: int, withdrawals: int) -> int:
    """One random command the process manager could send; returns withdrawals left."""
    requests = run.needed()
    assert requests, "a running tournament always needs a game"
    request = rng.choice(requests)
    roll = rng.random()
    if roll < 0.05 and withdrawals:
        active = [e.entrant_id for e in run.state.entrants if not e.withdrawn]
        run.when(WithdrawEntrant(rng.choice(active)))
        return withdrawals - 1
    if roll < 0.12:
        seat = rng.randrange(len(request.entrants))
        try:
            run.when(ForfeitGame(request.match_id, request.game_number, seat))
        except AlreadyRecorded:  # that seat had already forfeited: the manager ignores it
            pass
    else:
        run.record(request, random_result(rng, len(request.entrants)))
    return withdrawals


def check(run: Run) -> None:
    assert TOURNAMENT.fold(TOURNAMENT.initial_state(), run.events) == run.state
    assert EVENTS.decode(msgspec.json.encode(tuple(run.events))) == tuple(run.events)


@settings(max_examples=150, deadline=None)
@hypothesis_given(
    format=st.sampled_from(FORMATS),
    seats=st.integers(2, 5),
    extra=st.integers(0, 9),
    best_of=st.sampled_from([1, 3]),
    withdrawals=st.integers(0, 3),
    seed=st.integers(0, 2**32),
)
def test_random_play_always_finishes_with_every_entrant_placed(format, seats, extra, best_of, withdrawals, seed):
    rng = random.Random(seed)
    entrants = [f"e{i:02}" for i in range(seats + extra)]
    run = given(format, entrants, seats=seats, games_per_match=best_of if seats == 2 else 1)
    for _ in range(2000):
        if TOURNAMENT.is_finished(run.state):
            break
        withdrawals = step(run, rng, seats, withdrawals)
        check(run)
    assert TOURNAMENT.is_finished(run.state)
    assert TOURNAMENT.games_needed(run.state) == ()
    standings = TOURNAMENT.standings(run.state)
    assert sorted(s.entrant_id for s in standings) == entrants
    assert [s.rank for s in standings] == list(range(1, len(entrants) + 1))
    assert run.events[-1].standings == standings
    withdrawn = [s.withdrawn for s in standings]
    assert withdrawn == sorted(withdrawn), "withdrawn entrants rank last"
