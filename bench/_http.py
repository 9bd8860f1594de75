"""A minimal HTTP/1.1 keep-alive client for the load generator.

httpx costs about as much CPU per request as the server under test, and the
load generator shares the machine's two cores with it; this client costs a
few tens of microseconds. It speaks just enough HTTP/1.1 for a local uvicorn:
one request at a time per connection, ``Content-Length`` or chunked bodies;
a reused connection the server closed before any byte of the answer (uvicorn
drops keep-alive connections idle for 5 s) is opened again and the request
sent once more (counted in ``Connection.resends``); and a Server-Sent-Events reader (:class:`EventStream`) for the decision streams.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import msgspec

_encode = msgspec.json.encode


class HttpError(Exception):
    pass


class Connection:
    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._host_header = f"Host: {host}:{port}\r\n".encode()
        #: Whether a response was read on the open connection (it has been idle between requests since).
        self._reused = False
        #: Requests sent again because the server had closed the reused connection before answering.
        self.resends = 0

    async def open(self) -> Connection:
        self._reader, self._writer = await asyncio.open_connection(self.host, self.port, limit=1 << 20)
        self._reused = False
        return self

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            try:
                await self._writer.wait_closed()
            except OSError:
                pass
            self._writer = None
            self._reader = None

    async def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, bytes]:
        """Send one request (``body`` is encoded as JSON) and read the whole response.

        On a reused connection that the server closed before any byte of the answer came (an idle
        keep-alive connection it timed out), the connection is opened again and the request sent
        once more; a connection closed mid-answer, or a new one, raises as before."""
        if self._writer is None or self._reader is None:
            await self.open()
        assert self._writer is not None and self._reader is not None
        request = self._encode_request(method, path, body, token)
        reused = self._reused
        try:
            self._writer.write(request)
            head = await self._reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, ConnectionResetError, BrokenPipeError) as error:
            if not reused or (isinstance(error, asyncio.IncompleteReadError) and error.partial):
                raise
            await self.close()
            await self.open()
            assert self._writer is not None and self._reader is not None
            self.resends += 1
            self._writer.write(request)
            head = await self._reader.readuntil(b"\r\n\r\n")
        answer = await self._read_response(head)
        self._reused = self._writer is not None
        return answer

    def _encode_request(self, method: str, path: str, body: Any, token: str | None) -> bytes:
        payload = b"" if body is None else _encode(body)
        head = [f"{method} {path} HTTP/1.1\r\n".encode(), self._host_header]
        if token is not None:
            head.append(f"Authorization: Bearer {token}\r\n".encode())
        if body is not None:
            head.append(b"Content-Type: application/json\r\n")
        if body is not None or method in ("POST", "PUT", "PATCH"):
            head.append(f"Content-Length: {len(payload)}\r\n".encode())
        head.append(b"\r\n")
        head.append(payload)
        return b"".join(head)

    async def _read_response(self, raw: bytes) -> tuple[int, bytes]:
        """The rest of the response whose head (through the blank line) is ``raw``."""
        assert self._reader is not None
        lines = raw.split(b"\r\n")
        try:
            status = int(lines[0].split(b" ", 2)[1])
        except (IndexError, ValueError) as error:
            raise HttpError(f"bad status line {lines[0]!r}") from error
        length = None
        chunked = False
        close = False
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            name = name.strip().lower()
            if name == b"content-length":
                length = int(value.strip())
            elif name == b"transfer-encoding" and b"chunked" in value.lower():
                chunked = True
            elif name == b"connection" and value.strip().lower() == b"close":
                close = True
        if chunked:
            body = await self._read_chunked()
        elif length is not None:
            body = await self._reader.readexactly(length)
        else:
            body = await self._reader.read()
            close = True
        if close:
            await self.close()
        return status, body

    async def _read_chunked(self) -> bytes:
        assert self._reader is not None
        parts = []
        while True:
            size_line = await self._reader.readuntil(b"\r\n")
            size = int(size_line.split(b";")[0].strip(), 16)
            if size == 0:
                await self._reader.readuntil(b"\r\n")
                return b"".join(parts)
            parts.append(await self._reader.readexactly(size))
            await self._reader.readexactly(2)


class EventStream:
    """One Server-Sent-Events response, read on its own keep-alive connection.

    Just enough of the format for the API's streams: ``event:`` and ``data:``
    lines, a blank line ends an event, lines starting with ``:`` (keepalives)
    are skipped; the body is chunked (or, without a length, read to the end).
    """

    def __init__(self, host: str, port: int) -> None:
        self._connection = Connection(host, port)
        self._chunked = False
        self._buffer = b""

    async def open(self, path: str, token: str | None = None) -> EventStream:
        """Send the GET and read the response's head; HttpError for any status but 200."""
        conn = self._connection
        await conn.open()
        assert conn._writer is not None and conn._reader is not None
        head = [f"GET {path} HTTP/1.1\r\n".encode(), conn._host_header, b"Accept: text/event-stream\r\n"]
        if token is not None:
            head.append(f"Authorization: Bearer {token}\r\n".encode())
        conn._writer.write(b"".join([*head, b"\r\n"]))
        raw = await conn._reader.readuntil(b"\r\n\r\n")
        lines = raw.split(b"\r\n")
        status = int(lines[0].split(b" ", 2)[1])
        headers = {
            name.strip().lower(): value.strip().lower() for name, _, value in (h.partition(b":") for h in lines[1:])
        }
        if status != 200:
            length = int(headers.get(b"content-length", b"0"))
            body = await conn._reader.readexactly(length) if length else b""
            await self.close()
            raise HttpError(f"GET {path} answered {status}: {body[:200]!r}")
        self._chunked = b"chunked" in headers.get(b"transfer-encoding", b"")
        return self

    async def close(self) -> None:
        await self._connection.close()

    async def events(self) -> AsyncIterator[tuple[str, bytes]]:
        """(event name, data) of each event, until the server ends the stream."""
        name, data = "message", []
        while True:
            newline = self._buffer.find(b"\n")
            if newline < 0:
                more = await self._more()
                if not more:
                    return
                self._buffer += more
                continue
            line, self._buffer = self._buffer[:newline].rstrip(b"\r"), self._buffer[newline + 1 :]
            if not line:
                if data:
                    yield name, b"\n".join(data)
                name, data = "message", []
            elif line.startswith(b":"):
                continue
            else:
                field, _, value = line.partition(b":")
                value = value.removeprefix(b" ")
                if field == b"event":
                    name = value.decode()
                elif field == b"data":
                    data.append(value)

    async def _more(self) -> bytes:
        """The next piece of the body; b'' at its end."""
        reader = self._connection._reader
        assert reader is not None
        if not self._chunked:
            return await reader.read(1 << 16)
        size = int((await reader.readuntil(b"\r\n")).split(b";")[0].strip(), 16)
        if size == 0:
            await reader.readuntil(b"\r\n")
            return b""
        piece = await reader.readexactly(size)
        await reader.readexactly(2)
        return piece
