"""The byte-level checks of api/http/body_guard.py, on the cases a regex gets wrong first."""

from __future__ import annotations

import json

import pytest

from api.http.body_guard import (
    _CONTROL_IN_JSON,
    BODY_MEDIA_TYPES,
    BodyGuard,
    has_control_characters,
    is_json_media_type,
    json_depth_exceeds,
)
from api.settings import Limits

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("value", "depth"),
    [({}, 1), ([[]], 2), ({"a": [{"b": [1]}]}, 4), ("[[[[[[", 0), ({"k[[[[": '{{{{\\"[[[['}, 1), ([[[[[[[[]]]]]]]], 8)],
)
def test_depth_counts_arrays_and_objects_outside_strings(value: object, depth: int) -> None:
    body = json.dumps(value).encode()
    assert not json_depth_exceeds(body, depth)
    assert json_depth_exceeds(body, depth - 1) == (depth > 0)


def test_ten_thousand_levels_are_too_deep() -> None:
    assert json_depth_exceeds(b"[" * 10_000 + b"]" * 10_000, 32)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("plain", False),
        ("nul\u0000", True),
        ("tab\t", True),
        ("newline\n", True),
        ("del\u007f", True),
        ("c1\u0085", True),
        ("emoji \U0001f63a and accents é", False),
        ("a backslash then u0000: \\u0000", False),
        ("two backslashes then NUL: \\\u0000", True),
    ],
)
def test_control_characters_are_found_escaped_or_raw_but_not_in_escaped_backslashes(text: str, refused: bool) -> None:
    for ensure_ascii in (True, False):
        body = json.dumps({"name": text}, ensure_ascii=ensure_ascii).encode()
        assert (_CONTROL_IN_JSON.search(body) is not None) == refused, body


def test_paths_with_control_characters() -> None:
    assert has_control_characters("/games/a\x00b")
    assert not has_control_characters("/games/abc-123")


@pytest.mark.parametrize(
    ("content_type", "json_"),
    [
        ("application/json", True),
        ("Application/JSON; charset=utf-8", True),
        ("application/problem+json", True),
        ("text/plain", False),
        ("application/x-www-form-urlencoded", False),
        ("", False),
        ("text/json", False),
    ],
)
def test_json_media_types(content_type: str, json_: bool) -> None:
    assert is_json_media_type(content_type) == json_


class _Handler:
    def __init__(self, opt: dict[str, object]) -> None:
        self.opt = opt


async def _through_guard(content_type: str, body: bytes, opt: dict[str, object]) -> tuple[int, bytes | None]:
    """Status the guard answers with (or 200 from the app behind it) and the body the app received."""
    received: list[bytes] = []

    async def app(scope: dict[str, object], receive: object, send: object) -> None:
        message = await receive()  # type: ignore[operator]
        received.append(message["body"])
        await send({"type": "http.response.start", "status": 200, "headers": []})  # type: ignore[operator]
        await send({"type": "http.response.body", "body": b""})  # type: ignore[operator]

    statuses: list[int] = []

    async def send(message: dict[str, object]) -> None:
        if message["type"] == "http.response.start":
            statuses.append(int(message["status"]))  # type: ignore[call-overload]

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": body, "more_body": False}

    scope = {
        "type": "http",
        "method": "POST",
        "path": "/upload",
        "query_string": b"",
        "headers": [(b"content-type", content_type.encode())],
        "route_handler": _Handler(opt),
    }
    await BodyGuard(app, Limits())(scope, receive, send)  # type: ignore[arg-type]
    return statuses[0], received[0] if received else None


async def test_a_route_may_name_the_media_types_its_body_takes() -> None:
    csv = {BODY_MEDIA_TYPES: ("text/csv",)}
    assert await _through_guard("text/csv", b"a,b\n1,2\n", csv) == (200, b"a,b\n1,2\n")
    assert (await _through_guard("text/plain", b"a,b", csv))[0] == 415
    assert (await _through_guard("text/csv", b"a,b", {}))[0] == 415
    assert await _through_guard("application/json", b'{"a": 1}', {}) == (200, b'{"a": 1}')
