"""Hostile requests stopped at the door, before any handler decodes or stores them.

Every check here answers with a 4xx RFC 9457 problem and lets nothing
through, so a handler never sees:

* a body larger than ``max_body_bytes`` (413), by ``Content-Length`` or as it streams in;
* a body on a JSON endpoint that is not JSON by its ``Content-Type`` (415):
  text/plain or a form was decoded as JSON before;
* JSON nested deeper than ``max_json_depth`` (400): the decoder recursed
  until Python's ``RecursionError`` and the request got a 500;
* a control character (NUL and the other C0/C1 characters, escaped or
  percent-encoded) in the path, the query or any JSON string (422): none of
  our ids, names or options has a use for one, and PostgreSQL refuses NUL in
  text and jsonb, which surfaced as a 500 after a seed had been written.

A body whose client goes away before its end (the body deadline of
api/http/connection_guard.py, which answers that with a 408, or a dropped
connection) is never handed on: a truncated body can be valid JSON
(``{"name": "x"}`` of a longer one), and it used to reach the handler, which
acted on it with no one to answer.

The checks read bytes with C-speed ``re`` and ``bytes`` methods; a body is
buffered (at most ``max_body_bytes``) and handed on unchanged. A route that
takes another kind of body names its media types in its handler's ``opt``,
e.g. ``@post(..., opt={BODY_MEDIA_TYPES: ("text/csv",)})``; the JSON checks
then apply only to JSON bodies.
"""

from __future__ import annotations

import re
import urllib.parse

from litestar.enums import ScopeType
from litestar.types import ASGIApp, HTTPRequestEvent, Receive, ReceiveMessage, Scope, Send

from api.http.problems import send_problem
from api.settings import Limits

#: The key of a route handler's ``opt`` that lists the media types its body may have.
BODY_MEDIA_TYPES = "body_media_types"
#: Bytes of a refused body read and dropped so that the client can read its 413.
DRAIN_BYTES = 16 * 1024 * 1024
_BODYLESS = frozenset({"GET", "HEAD", "OPTIONS"})
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
#: A JSON escape of a control character, not itself escaped (an even run of backslashes
#: before it), or DEL and C1 written raw in UTF-8 (JSON allows those unescaped; raw C0 is
#: invalid JSON and left to the decoder).
_CONTROL_IN_JSON = re.compile(
    rb"(?<!\\)(?:\\\\)*\\(?:[bfnrt]|u00[01][0-9a-fA-F]|u007[fF]|u00[89][0-9a-fA-F])|\x7f|\xc2[\x80-\x9f]"
)
_ANY_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_NOT_STRUCTURAL = bytes(set(range(256)) - set(b'[]{}"'))


def is_json_media_type(content_type: str) -> bool:
    media_type = content_type.partition(";")[0].strip().lower()
    return media_type == "application/json" or (media_type.startswith("application/") and media_type.endswith("+json"))


def json_depth_exceeds(body: bytes, limit: int) -> bool:
    """Whether arrays and objects nest deeper than ``limit``, brackets inside strings aside."""
    structural = _ANY_ESCAPE.sub(b"", body).translate(None, _NOT_STRUCTURAL)
    outside_strings = b"".join(structural.split(b'"')[::2])
    if outside_strings.count(b"[") + outside_strings.count(b"{") <= limit:
        return False
    depth = 0
    for byte in outside_strings:
        depth += 1 if byte in b"[{" else -1
        if depth > limit:
            return True
    return False


def has_control_characters(text: str) -> bool:
    return _CONTROL.search(text) is not None


class _ClientGone(Exception):
    """The client went away before the end of its body."""


class BodyGuard:
    """ASGI middleware: see the module docstring for what it refuses and why."""

    def __init__(self, app: ASGIApp, limits: Limits) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:  # the enum member, so that mypy narrows scope to HTTPScope
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        query = urllib.parse.unquote_plus(scope.get("query_string", b"").decode("latin-1"))
        if has_control_characters(path) or has_control_characters(query):
            await send_problem(
                send,
                422,
                "invalid-characters",
                "Invalid characters",
                "the path or query holds a control character (such as NUL)",
                path,
            )
            return
        if scope["method"] in _BODYLESS:
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.limits.max_body_bytes:
            if "100-continue" not in headers.get("expect", "").lower():  # else the client waits to send it
                await _drain(receive, int(declared))
            await self._too_large(send, path)
            return
        try:
            body = await self._read_body(receive)
        except _ClientGone:
            return  # no one to answer; whatever could be said was (api/http/connection_guard.py)
        if body is None:
            await _drain(receive, DRAIN_BYTES)
            await self._too_large(send, path)
            return
        refusal = self._refusal(body, headers.get("content-type", ""), _accepted_media_types(scope))
        if refusal is not None:
            await send_problem(send, *refusal, path)
            return
        await self.app(scope, _replay(body, receive), send)

    def _refusal(
        self, body: bytes, content_type: str, accepted: tuple[str, ...] | None
    ) -> tuple[int, str, str, str] | None:
        if not body:
            return None
        media_type = content_type.partition(";")[0].strip().lower()
        if accepted is not None and media_type in accepted and not is_json_media_type(media_type):
            return None
        if not is_json_media_type(media_type):
            wanted = ", ".join(accepted) if accepted else "application/json"
            return (
                415,
                "unsupported-media-type",
                "Unsupported media type",
                f"this request's body must be {wanted}, not {media_type or 'untyped'}",
            )
        if json_depth_exceeds(body, self.limits.max_json_depth):
            return (
                400,
                "malformed-request",
                "Malformed request",
                f"the JSON body nests arrays and objects deeper than {self.limits.max_json_depth} levels",
            )
        if _CONTROL_IN_JSON.search(body):
            return (
                422,
                "invalid-characters",
                "Invalid characters",
                "a string in the body holds a control character (such as NUL, a tab or a newline); names, ids and options may not",
            )
        return None

    async def _read_body(self, receive: Receive) -> bytes | None:
        """The whole body, or None once it grows past the limit; ``_ClientGone`` before its end."""
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                raise _ClientGone
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limits.max_body_bytes:
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)

    async def _too_large(self, send: Send, path: str) -> None:
        detail = f"the request body is larger than {self.limits.max_body_bytes} bytes"
        await send_problem(send, 413, "payload-too-large", "Payload too large", detail, path, {"connection": "close"})


async def _drain(receive: Receive, declared: int) -> None:
    """Read and drop the rest of a refused body, up to :data:`DRAIN_BYTES`, before the 413 is sent.

    Closing a connection whose input has not been read makes the kernel send a
    reset, which throws away the answer the client has not read yet: a 10 MB
    body got a reset instead of its 413, 5 times of 5. A client that sends more
    than the bound may still get one; the body deadline (api/http/connections.py)
    bounds how long draining can take."""
    if declared > DRAIN_BYTES:
        return
    drained = 0
    while drained <= DRAIN_BYTES:
        message = await receive()
        if message["type"] != "http.request":
            return
        drained += len(message.get("body", b""))
        if not message.get("more_body", False):
            return


def _accepted_media_types(scope: Scope) -> tuple[str, ...] | None:
    handler = scope.get("route_handler")
    accepted = None if handler is None else (handler.opt or {}).get(BODY_MEDIA_TYPES)
    return None if accepted is None else tuple(media_type.lower() for media_type in accepted)


def _headers(scope: Scope) -> dict[str, str]:
    return {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that hands the buffered body to the app once, then waits as the server's does."""
    sent = False

    async def replayed() -> ReceiveMessage:
        nonlocal sent
        if not sent:
            sent = True
            message: HTTPRequestEvent = {"type": "http.request", "body": body, "more_body": False}
            return message
        return await receive()

    return replayed
