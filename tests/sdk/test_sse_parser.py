"""The SDK's Server-Sent Events parser follows the WHATWG event-stream format, as a browser's EventSource does."""

from __future__ import annotations

import pytest
from clowder_sdk.streams import ServerSentEvent, SseParser
from clowder_sdk.typed import UnknownMember, decision_message, parse

pytestmark = pytest.mark.unit


def feed(parser: SseParser, *lines: str) -> list[ServerSentEvent]:
    return [event for line in lines if (event := parser.feed(line)) is not None]


def test_an_event_is_its_lines_up_to_a_blank_line_with_its_id_kept_for_a_resume() -> None:
    parser = SseParser()
    events = feed(parser, "event: decision", "id: 17", 'data: {"a":', "data: 1}", "", ": keepalive", "")
    assert events == [ServerSentEvent("decision", '{"a":\n1}', "17")]
    assert parser.last_event_id == "17"


def test_comments_unknown_fields_and_empty_data_dispatch_nothing() -> None:
    parser = SseParser(last_event_id="3")
    assert feed(parser, ": keepalive", "", "retry: 1000", "", "id: 4", "") == []
    assert parser.last_event_id == "4"  # an id alone still moves the resume point
    assert feed(parser, "data:no space", "") == [ServerSentEvent("message", "no space", "4")]


def test_a_message_is_parsed_as_the_class_its_discriminators_name() -> None:
    ended = {"type": "game_ended", "game_id": "g", "kind": "feed-the-kitten", "seat": 0, "version": 9}
    message = decision_message({**ended, "outcome": None, "aborted": "idle"})
    assert type(message).__name__ == "GameEnded" and message.aborted == "idle"
    with pytest.raises(UnknownMember):
        parse("DecisionStreamMessage", {"type": "a_newer_message"})
