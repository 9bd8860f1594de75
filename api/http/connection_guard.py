"""uvicorn's httptools protocol with the bounds of :class:`api.http.connections.Connections` enforced.

See ``api/http/connections.py`` for why: a header deadline and a body deadline (a
408 problem each), and a per-process cap on connections refused at once with a
readable 503.

Each of these answers is written by the protocol itself, then the connection
is half-closed and its input read and dropped for a moment before it is
closed: closing a socket with unread input sends a reset, which throws away
an answer the client has not read yet. A body that comes too late is never
handed on: the app's ``receive()`` says the client is gone, and whatever the
app answers is dropped, so a truncated body is never acted upon.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, ClassVar

import msgspec
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from api.http.connections import Connections

#: Seconds a connection is read (and its input discarded) after the protocol's own answer, before it is closed.
_LINGER_SECONDS = 1.0


def _answer(status: str, code: str, detail: str, retry_after: str | None) -> bytes:
    body = msgspec.json.encode(
        {
            "type": f"https://clowder.dev/problems/{code}",
            "title": status.partition(" ")[2],
            "status": int(status.partition(" ")[0]),
            "detail": detail,
        }
    )
    headers = [
        f"HTTP/1.1 {status}",
        "content-type: application/problem+json",
        f"content-length: {len(body)}",
        "connection: close",
        *([f"retry-after: {retry_after}"] if retry_after else []),
    ]
    return ("\r\n".join(headers) + "\r\n\r\n").encode("latin-1") + body


def guarded_protocol(bounds: Connections) -> type[asyncio.Protocol]:
    """uvicorn's httptools protocol with ``bounds`` enforced (pass it as ``uvicorn.Config(http=...)``)."""

    class Bounded(GuardedHttpProtocol):
        limits = bounds

    return Bounded


class GuardedHttpProtocol(HttpToolsProtocol):
    """See the module docstring; ``limits`` is set by :func:`guarded_protocol`."""

    limits: ClassVar[Connections] = Connections()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._deadline: asyncio.TimerHandle | None = None
        #: Refused past the cap: uvicorn never saw the connection.
        self._refused = False
        #: The protocol answered and is closing: input is read and dropped.
        self._discarding = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        if len(self.connections) >= self.limits.max_connections:
            self._refuse(transport)
            return
        super().connection_made(transport)
        self._arm(self.limits.header_seconds, self._headers_late)

    def data_received(self, data: bytes) -> None:
        if self._discarding:
            return  # read and dropped, so that closing does not reset the answer away
        super().data_received(data)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._refused:
            return
        super().connection_lost(exc)

    # httptools parser callbacks
    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._deadline is None:  # the next request on a kept-alive connection
            self._arm(self.limits.header_seconds, self._headers_late)

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()
        self._arm(self.limits.body_seconds, self._body_late)

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    # the bounds
    def _arm(self, seconds: float, late: Any) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(seconds, late)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _headers_late(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        if self.cycle is not None and not self.cycle.response_complete:  # an answer is being written
            self.transport.close()
            return
        detail = f"the request's headers did not arrive within {self.limits.header_seconds:g} s"
        self._answer_and_close(_answer("408 Request Timeout", "request-timeout", detail, None))

    def _body_late(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        cycle = self.cycle
        if cycle is None or cycle.response_started:  # the app answers already: nothing readable can be added
            self.transport.close()
            return
        # What uvicorn does when the client goes away: receive() says so, and the app's answer is dropped.
        cycle.disconnected = True
        cycle.message_event.set()
        detail = f"the request's body did not arrive within {self.limits.body_seconds:g} s of its headers"
        self._answer_and_close(_answer("408 Request Timeout", "request-timeout", detail, None))

    def _refuse(self, transport: asyncio.Transport) -> None:
        self._refused = True
        self.transport = transport
        detail = (
            f"this API process holds its {self.limits.max_connections} connections; retry after Retry-After seconds"
        )
        self._answer_and_close(_answer("503 Service Unavailable", "too-many-connections", detail, "1"))

    def _answer_and_close(self, answer: bytes) -> None:
        """Send the protocol's own ``answer``, half-close, drop what still comes, close a moment later."""
        self._discarding = True
        transport = self.transport
        transport.write(answer)
        with contextlib.suppress(OSError, NotImplementedError, RuntimeError):
            if transport.can_write_eof():
                transport.write_eof()
        transport.resume_reading()  # uvicorn may have paused it under a body the app had not read
        self._deadline = self.loop.call_later(_LINGER_SECONDS, transport.close)
