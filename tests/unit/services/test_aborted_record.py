"""An aborted game's record: finished, no outcome, whatever its rules' state."""

from __future__ import annotations

import pytest

from domain.hosting.events import GameAborted, GameCreated, GameStarted, SeatTaken
from domain.hosting.record import fold_record
from domain.hosting.visibility import seat_view, summarize
from services.codec import codec_for, to_new_event
from services.game_registry import all_games

pytestmark = pytest.mark.unit

GAME = all_games()["feed-the-kitten"]


def lobby(started: bool) -> list[object]:
    events: list[object] = [
        GameCreated(game_id="g", kind="feed-the-kitten", seats=2, options={}, created_by="p0"),
        SeatTaken(seat=0, player_id="p0", player_name="a"),
        SeatTaken(seat=1, player_id="p1", player_name="b"),
    ]
    return [*events, GameStarted(started_by="p0")] if started else events


def test_aborting_an_open_game_finishes_it_with_no_outcome() -> None:
    record = fold_record(GAME, [*lobby(False), GameAborted(reason="spam", aborted_by="ops")])
    assert record.status == "finished" and record.aborted == "spam" and record.version == 4
    summary = summarize(GAME, record)
    assert summary.outcome is None and summary.aborted == "spam" and summary.pending_seats == ()


def test_aborting_a_running_game_keeps_its_rules_state_and_ends_it() -> None:
    from domain.core.chance import SeededRandom

    started = fold_record(GAME, lobby(True))
    dealt = list(GAME.start(started.state, SeededRandom(b"\0" * 32, started.version)))
    running = fold_record(GAME, [*lobby(True), *dealt])
    assert running.status == "running"
    aborted = fold_record(GAME, [*lobby(True), *dealt, GameAborted(reason="no-show", aborted_by="ops")])
    assert aborted.status == "finished" and aborted.state == running.state
    assert aborted.version == running.version + 1
    view = seat_view(GAME, aborted, 0)
    assert view.legal_commands == () and view.outcome is None and view.aborted == "no-show"


def test_the_abort_event_round_trips_through_the_codec_under_its_pinned_tag() -> None:
    event = GameAborted(reason="r", aborted_by="ops")
    new = to_new_event(event)
    assert new.type == "lobby.game_aborted"
    assert codec_for(GAME).decode_data(new.data) == event
