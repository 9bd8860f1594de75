"""A live feed's ordering rules: hints are taken only when they follow on, each version once,
and each event is shown as the caller's seat at that moment."""

from __future__ import annotations

import msgspec
import pytest

from domain.hosting.events import GameCreated, SeatLeft, SeatTaken
from eventstore.memory import InMemoryEventStore
from services.codec import encode
from services.game_registry import all_games
from services.live_feed import GameFeed
from services.projector import LiveEvent

pytestmark = pytest.mark.unit

GAME = all_games()["feed-the-kitten"]
LOBBY = [
    GameCreated(game_id="g", kind="feed-the-kitten", seats=2, options={}, created_by="a"),
    SeatTaken(seat=0, player_id="a", player_name="A"),
    SeatLeft(seat=0, player_id="a"),
    SeatTaken(seat=0, player_id="c", player_name="C"),
]


def hint(*versions: int) -> bytes:
    return msgspec.json.encode(
        [LiveEvent(v, LOBBY[v - 1].__struct_config__.tag, msgspec.Raw(encode(LOBBY[v - 1]))) for v in versions]
    )


def feed() -> GameFeed:
    return GameFeed(InMemoryEventStore(), GAME, "g", None, "a")


def test_a_hint_that_follows_on_is_taken_and_a_repeated_one_is_skipped() -> None:
    live = feed()
    assert [e.version for e in live.hinted(hint(1, 2)) or []] == [1, 2]
    assert live.hinted(hint(1, 2)) == []
    assert [e.version for e in live.hinted(hint(2, 3)) or []] == [3]


def test_a_hint_that_leaves_a_gap_is_refused_so_the_store_is_read() -> None:
    live = feed()
    assert live.hinted(hint(1)) is not None
    assert live.hinted(hint(3)) is None and live.sent == 1
    assert live.hinted(hint(2, 4)) is None and live.sent == 1  # a hole inside: nothing taken


def test_the_viewer_follows_the_seating_event_by_event() -> None:
    live = feed()
    live.hinted(hint(1, 2))
    assert live.viewer == 0
    live.hinted(hint(3))
    assert live.viewer is None
    live.hinted(hint(4))
    assert live.viewer is None and live.record is not None and live.record.seat_of("c") == 0


def test_a_message_that_is_not_a_hint_sends_the_feed_to_the_store() -> None:
    live = feed()
    assert live.hinted(b"not json") is None and live.hinted(b'{"version": 1}') is None and live.sent == 0
