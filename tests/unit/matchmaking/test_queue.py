"""The quick-play queue, rule by rule: given these events, when this command, then these events."""

from __future__ import annotations

from typing import Any

import pytest

from domain.core.chance import SeededRandom
from domain.matchmaking import (
    QUEUE,
    CancelSeek,
    Command,
    Event,
    InvalidSeek,
    MatchGameStarted,
    MatchSeeks,
    NotYourSeek,
    PostSeek,
    QueueState,
    RecordGameStarted,
    SeekCancelled,
    SeekExpired,
    SeekNotWaiting,
    SeekPosted,
    SeeksMatched,
    match_game_id,
)

pytestmark = pytest.mark.unit

BOTS = {"heuristic": ("h1", "h2", "h3", "h4"), "random": ("r1", "r2", "r3", "r4")}


def posted(seek_id: str, player: str, seats: int = 2, at: float = 0.0, **extra: Any) -> SeekPosted:
    fields: dict[str, Any] = {"options": {}, "expires_at": at + 300.0} | extra
    return SeekPosted(seek_id=seek_id, player_id=player, seats=seats, posted_at=at, **fields)


def given(*events: Event) -> QueueState:
    return QUEUE.fold(QUEUE.initial_state(), events)


def when(state: QueueState, command: Command, seed: bytes = b"seed") -> tuple[Event, ...]:
    return QUEUE.decide(state, command, SeededRandom(seed))


def match_at(at: float) -> MatchSeeks:
    return MatchSeeks(at=at, house_bots=BOTS)


def matches(events: tuple[Event, ...]) -> list[SeeksMatched]:
    return [event for event in events if isinstance(event, SeeksMatched)]


def seekers(match: SeeksMatched) -> set[str | None]:
    return {seat.seek_id for seat in match.seating if seat.seek_id is not None}


# -- posting -------------------------------------------------------------------


def test_a_seek_is_posted_as_asked() -> None:
    command = PostSeek("s1", "ada", 3, {"x": 1}, at=5.0, expires_at=305.0, decision_seconds=30.0, bots_at=15.0)
    assert when(given(), command) == (
        SeekPosted("s1", "ada", 3, {"x": 1}, 5.0, 305.0, decision_seconds=30.0, bots_at=15.0, bot="heuristic"),
    )


@pytest.mark.parametrize(
    ("expires_at", "bots_at"),
    [(5.0, None), (1.0, None), (300.0, 4.0), (300.0, 300.0), (300.0, 400.0)],
    ids=["expires-at-once", "expires-before", "bots-before-posting", "bots-at-expiry", "bots-after-expiry"],
)
def test_a_seek_must_wait_a_while_and_bots_come_before_it_expires(expires_at: float, bots_at: float | None) -> None:
    with pytest.raises(InvalidSeek):
        when(given(), PostSeek("s1", "ada", 2, {}, at=5.0, expires_at=expires_at, bots_at=bots_at))


def test_a_seek_id_waits_once() -> None:
    with pytest.raises(InvalidSeek):
        when(given(posted("s1", "ada")), PostSeek("s1", "bob", 2, {}, at=1.0, expires_at=100.0))


# -- players meet players --------------------------------------------------------


def test_a_lone_seek_waits() -> None:
    assert when(given(posted("s1", "ada")), match_at(10.0)) == ()


def test_two_seeks_for_the_same_game_meet() -> None:
    state = given(posted("s1", "ada"), posted("s2", "bob", at=1.0))
    (match,) = when(state, match_at(2.0))
    assert isinstance(match, SeeksMatched)
    assert match.match_number == 1 and match.game_id == match_game_id("s1")
    assert seekers(match) == {"s1", "s2"} and {seat.player_id for seat in match.seating} == {"ada", "bob"}
    assert match.host == "ada" and match.seats == 2 and match.at == 2.0
    assert QUEUE.evolve(state, match).waiting == ()


@pytest.mark.parametrize(
    "other",
    [{"seats": 3}, {"options": {"x": 1}}, {"decision_seconds": 30.0}],
    ids=["seats", "options", "decision-time"],
)
def test_seeks_for_different_games_never_meet(other: dict[str, Any]) -> None:
    state = given(posted("s1", "ada"), posted("s2", "bob", **other))
    assert when(state, match_at(2.0)) == ()


def test_nobody_is_seated_twice_in_one_game() -> None:
    state = given(posted("s1", "ada"), posted("s2", "ada", at=1.0))
    assert when(state, match_at(2.0)) == ()
    (match,) = matches(when(QUEUE.evolve(state, posted("s3", "bob", at=2.0)), match_at(3.0)))
    assert seekers(match) == {"s1", "s3"}


def test_first_come_first_matched() -> None:
    state = given(posted("s1", "ada"), posted("s2", "bob", at=1.0), posted("s3", "cy", at=2.0))
    (match,) = when(state, match_at(3.0))
    assert isinstance(match, SeeksMatched) and seekers(match) == {"s1", "s2"}
    assert [seek.seek_id for seek in QUEUE.evolve(state, match).waiting] == ["s3"]


def test_every_full_group_is_matched_at_once_each_with_its_number_and_game() -> None:
    state = given(*(posted(f"s{n}", f"p{n}", at=float(n)) for n in range(4)))
    first, second = matches(when(state, match_at(5.0)))
    assert (first.match_number, second.match_number) == (1, 2)
    assert first.game_id != second.game_id
    after = QUEUE.fold(state, (first, second))
    assert after.matches == 2 and after.waiting == ()


def test_the_seat_order_is_drawn_and_written_down() -> None:
    state = given(*(posted(f"s{n}", f"p{n}", seats=4, at=float(n)) for n in range(4)))
    orders = set()
    for seed in range(20):
        (match,) = matches(when(state, match_at(5.0), seed=str(seed).encode()))
        assert sorted(seat.player_id for seat in match.seating) == ["p0", "p1", "p2", "p3"]
        orders.add(tuple(seat.player_id for seat in match.seating))
    assert len(orders) > 1, "first come is not first to play"
    assert when(state, match_at(5.0), seed=b"7") == when(state, match_at(5.0), seed=b"7")


# -- time: expiry and bots ------------------------------------------------------------


def test_a_seek_expires_when_its_time_comes_and_is_never_matched_after() -> None:
    state = given(posted("s1", "ada", expires_at=60.0), posted("s2", "bob", at=60.0))
    assert when(state, match_at(60.0)) == (SeekExpired("s1", 60.0),)
    assert when(given(posted("s1", "ada", expires_at=60.0)), match_at(59.0)) == ()


def test_bots_fill_the_empty_seats_once_the_seeks_bot_time_has_come() -> None:
    state = given(posted("s1", "ada", seats=3, bots_at=10.0, bot="random"))
    assert when(state, match_at(9.9)) == ()
    (match,) = matches(when(state, match_at(10.0)))
    assert {seat.player_id for seat in match.seating} == {"ada", "r1", "r2"}
    assert {seat.bot for seat in match.seating if seat.seek_id is None} == {"random"}
    assert match.host == "ada"


def test_a_seek_that_did_not_ask_for_bots_never_meets_one() -> None:
    state = given(posted("s1", "ada", seats=3), posted("s2", "bob", seats=3, at=1.0, bots_at=10.0))
    (match,) = matches(when(state, match_at(10.0)))
    assert seekers(match) == {"s2"} and match.host == "bob"
    assert [seek.seek_id for seek in QUEUE.evolve(state, match).waiting] == ["s1"]


def test_a_bot_filled_game_takes_the_other_seeks_that_accept_the_same_bots() -> None:
    state = given(
        posted("s1", "ada", seats=4, bots_at=50.0),
        posted("s2", "bob", seats=4, at=1.0, bots_at=10.0),
        posted("s3", "cy", seats=4, at=2.0, bots_at=50.0, bot="random"),
    )
    (match,) = matches(when(state, match_at(10.0)))
    assert seekers(match) == {"s1", "s2"} and match.host == "bob"
    assert sorted(seat.player_id for seat in match.seating) == ["ada", "bob", "h1", "h2"]
    assert [seek.seek_id for seek in QUEUE.evolve(state, match).waiting] == ["s3"]


def test_players_who_can_fill_a_game_meet_before_any_bot_is_called() -> None:
    state = given(posted("s1", "ada", bots_at=5.0), posted("s2", "bob", at=1.0, bots_at=5.0))
    (match,) = matches(when(state, match_at(6.0)))
    assert all(seat.bot is None for seat in match.seating)


# -- cancelling -----------------------------------------------------------------


def test_a_waiting_seek_is_cancelled_by_its_player_and_never_matched() -> None:
    state = given(posted("s1", "ada"))
    assert when(state, CancelSeek("s1", "ada", at=3.0)) == (SeekCancelled("s1", 3.0),)
    after = QUEUE.fold(state, (SeekCancelled("s1", 3.0), posted("s2", "bob", at=4.0)))
    assert when(after, match_at(5.0)) == ()


def test_only_its_player_cancels_a_seek() -> None:
    with pytest.raises(NotYourSeek):
        when(given(posted("s1", "ada")), CancelSeek("s1", "bob", at=3.0))


def test_a_seek_no_longer_waiting_cannot_be_cancelled() -> None:
    state = given(posted("s1", "ada"), posted("s2", "bob"))
    (match,) = when(state, match_at(1.0))
    for done in (QUEUE.evolve(state, match), given(posted("s1", "ada"), SeekCancelled("s1", 1.0))):
        with pytest.raises(SeekNotWaiting):
            when(done, CancelSeek("s1", "ada", at=2.0))


# -- the process manager's report ---------------------------------------------------


def test_a_matchs_game_is_recorded_started_once() -> None:
    state = given(posted("s1", "ada"), posted("s2", "bob"))
    (match,) = when(state, match_at(1.0))
    state = QUEUE.evolve(state, match)
    assert state.unstarted == (match,)
    started = when(state, RecordGameStarted(1, at=2.0))
    assert started == (MatchGameStarted(1, match.game_id, 2.0),)
    state = QUEUE.fold(state, started)
    assert state.unstarted == () and when(state, RecordGameStarted(1, at=3.0)) == ()
