"""Both Server-Sent Events streams read as the generated types, resumed with ``Last-Event-ID``.

``async for message in player.decisions():`` yields ``Decision`` and
``GameEnded`` objects; ``async for message in player.game_stream(game_id):``
the kind's ``StreamView`` and ``StreamEvent``. A dropped or closed connection
is opened again after a jittered backoff, sending the last ``id`` seen as
``Last-Event-ID`` (the decisions stream then announces what is owed again and
the games that ended meanwhile; the game's stream goes on after that event),
so the messages go on where they stopped. Each message may come twice across
a reconnection: treat them as idempotent, as docs/api.md says. A message of a
type this SDK does not know (a newer server's) is skipped.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping
from typing import Any, Generic, TypeVar

import httpx
import msgspec

from api.client.retrying import RetryPolicy
from clowder_sdk.generated import models
from clowder_sdk.typed import ProblemError, UnknownMember

T = TypeVar("T")
#: Without a byte for this long (the server sends a comment after 15 s of silence) the connection is dead.
READ_TIMEOUT_SECONDS = 45.0


class ServerSentEvent(msgspec.Struct, frozen=True):
    """One dispatched event: its name, its data (lines joined) and the stream's last event id after it."""

    event: str
    data: str
    id: str | None


class SseParser:
    """The WHATWG event-stream interpretation, line by line (httpx has already split the lines)."""

    def __init__(self, last_event_id: str | None = None) -> None:
        self.last_event_id = last_event_id
        self._event = ""
        self._data: list[str] = []

    def feed(self, line: str) -> ServerSentEvent | None:
        """The event a blank line dispatches; None for any other line."""
        if not line:
            data, event = self._data, self._event or "message"
            self._data, self._event = [], ""
            return ServerSentEvent(event, "\n".join(data), self.last_event_id) if data else None
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event = value
        elif field == "id" and "\0" not in value:
            self.last_event_id = value
        return None


class EventStream(Generic[T]):
    """One SSE endpoint's messages as ``T``, reconnecting with ``Last-Event-ID`` until told it is done.

    ``done(last)`` says, when the server closes the stream after the message
    ``last``, whether that is its end (the game's stream closes after the
    finished game's last view) rather than a cut to resume. ``on_connect``
    is awaited on each connection, before its first message is read.
    """

    def __init__(
        self,
        http: httpx.AsyncClient,
        path: str,
        parse: Callable[[Mapping[str, Any]], T],
        *,
        params: Mapping[str, Any] | None = None,
        last_event_id: str | None = None,
        done: Callable[[T], bool] = lambda _last: False,
        on_connect: Callable[[], Awaitable[None]] | None = None,
        retry: RetryPolicy | None = None,
    ) -> None:
        self.http, self.path, self.parse, self.done, self.on_connect = http, path, parse, done, on_connect
        self.params = dict(params or {})
        self.last_event_id = last_event_id
        self.retry = retry if retry is not None else RetryPolicy()
        #: Connections opened (the first and each reconnection).
        self.connections = 0

    async def __aiter__(self) -> AsyncGenerator[T, None]:
        cuts = 0  # connections cut in a row without a message between them
        while True:
            last: T | None = None
            try:
                async for message in self._connection():
                    cuts, last = 0, message
                    yield message
                if last is not None and self.done(last):
                    return
            except (httpx.ReadError, httpx.ReadTimeout, httpx.RemoteProtocolError):
                pass  # cut mid-stream: resume below
            cuts += 1
            await asyncio.sleep(random.uniform(0, min(self.retry.max_delay, self.retry.first_delay * 2**cuts)))

    async def _connection(self) -> AsyncIterator[T]:
        headers = {"Accept": "text/event-stream"}
        params = dict(self.params)
        if self.last_event_id is not None:
            headers["Last-Event-ID"] = self.last_event_id
            params.pop("from_version", None)  # the id says where to go on from
        timeout = httpx.Timeout(30.0, read=READ_TIMEOUT_SECONDS)
        async with self.http.stream("GET", self.path, params=params, headers=headers, timeout=timeout) as response:
            if response.status_code != 200:  # the transport has already waited out 429s and 5xx
                body = await response.aread()
                raise ProblemError(response.status_code, _problem(body), body)
            self.connections += 1
            if self.on_connect is not None:
                await self.on_connect()
            parser = SseParser(self.last_event_id)
            async for line in response.aiter_lines():
                event = parser.feed(line)
                if event is None:
                    continue
                self.last_event_id = event.id
                try:
                    yield self.parse(json.loads(event.data))
                except UnknownMember:
                    continue


def _problem(body: bytes) -> models.ProblemDetails | None:
    try:
        return models.ProblemDetails.from_dict(json.loads(body))
    except (ValueError, KeyError, TypeError):
        return None
