"""Faults from the client side: slow senders, too many connections, idle keep-alive, a huge body.

The API runs as ``clowder serve --no-worker`` in a process of its own, so its
deadlines fire on its own event loop whatever the test's clients are doing.
One has tight bounds (headers and body :data:`HEADER_SECONDS` and
:data:`BODY_SECONDS`, :data:`CAP` connections), one the defaults. Counted for
each client connection, on raw sockets: what it got back (a 408 or 503
problem, a 200, a 413 problem) and whether the server ever closed it; and
whether a body cut short by its deadline was acted upon. Before the bounds,
connections sending a byte a second were never closed, the cap did not
exist, a connection reused after 5 s idle was closed under the client, and a
10 MB body got a reset; before the late body's 408, such a connection was
closed silently and its truncated body, if valid JSON, was handed to the route.

Every wait on the server is its deadline plus :data:`MARGIN`, the most a loaded
2-core machine was seen to add, many times over; the tight deadlines are long
against what the test must do inside them (open 60 loopback connections, read
20 refusals and send one request: milliseconds).
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from typing import NamedTuple

import httpx
import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import free_port
from api.http.connections import Connections
from ops.local_services import create_database, drop_database
from tests.chaos.conftest import scratch_dir
from tests.chaos.harness import Service, service_env

pytestmark = pytest.mark.chaos

HEADER_SECONDS = 4.0
BODY_SECONDS = 4.0
CAP = 40
SLOW = 60
#: Added to every deadline the test waits for: what a loaded machine may delay an answer by, and more.
MARGIN = 10.0


class Api(NamedTuple):
    url: str
    address: tuple[str, int]
    database_url: str


@contextlib.asynccontextmanager
async def api_process(postgres_url: str, redis_url: str, **settings: str) -> AsyncIterator[Api]:
    """``clowder serve --no-worker`` on a fresh database, with ``CLOWDER_*`` ``settings``."""
    database_url = await asyncio.to_thread(create_database, postgres_url)
    port, logs = free_port(), scratch_dir("clowder-slow-clients-")
    env = service_env(
        database_url, redis_url, f"chaos-{uuid.uuid4().hex[:8]}:", CLOWDER_LOG_LEVEL="warning", **settings
    )
    service = Service(["serve", "--no-worker", "--port", str(port)], env, logs / "api.log", port)
    service.start()
    try:
        await service.wait_healthy()
        yield Api(service.url, ("127.0.0.1", port), database_url)
    finally:
        service.stop()
        shutil.rmtree(logs, ignore_errors=True)
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


@pytest.fixture(scope="module")
async def bounded(postgres_url: str, redis_url: str) -> AsyncIterator[Api]:
    async with api_process(
        postgres_url,
        redis_url,
        CLOWDER_HEADER_TIMEOUT_SECONDS=str(HEADER_SECONDS),
        CLOWDER_BODY_TIMEOUT_SECONDS=str(BODY_SECONDS),
        CLOWDER_MAX_CONNECTIONS=str(CAP),
    ) as api:
        yield api


@pytest.fixture(scope="module")
async def roomy(postgres_url: str, redis_url: str) -> AsyncIterator[Api]:
    """The default bounds: a 10 MB body has its 30 s, however loaded the machine."""
    async with api_process(postgres_url, redis_url) as api:
        yield api


async def _outcome(reader: asyncio.StreamReader, seconds: float) -> str:
    """What the server sent before closing, by status line; ``still-open`` if it never closed."""
    try:
        answer = await asyncio.wait_for(reader.read(-1), seconds)
    except TimeoutError:
        return "still-open"
    except ConnectionError:
        return "reset"
    if not answer:
        return "closed-silently"
    status = answer.split(b"\r\n", 1)[0].decode("latin-1")
    problem = b"application/problem+json" in answer.lower()
    retry = b"retry-after:" in answer.lower()
    return f"{status.split(' ', 2)[1]}{'-problem' if problem else ''}{'-retry-after' if retry else ''}"


async def _dribble(writer: asyncio.StreamWriter, start: bytes, byte: bytes, every: float) -> None:
    with contextlib.suppress(ConnectionError, OSError):
        writer.write(start)
        while True:
            await writer.drain()
            await asyncio.sleep(every)
            writer.write(byte)


async def slow_sender(address: tuple[str, int], start: bytes, byte: bytes, seconds: float, tally: Counter[str]) -> None:
    """Send ``start``, then ``byte`` every 0.3 s; count what the server answered within ``seconds``."""
    reader, writer = await asyncio.open_connection(*address)
    dribbling = asyncio.create_task(_dribble(writer, start, byte, 0.3))
    try:
        tally[await _outcome(reader, seconds)] += 1
    finally:
        dribbling.cancel()
        writer.close()


async def test_slow_senders_are_cut_and_connections_past_the_cap_refused(bounded: Api) -> None:
    tally: Counter[str] = Counter()
    began = time.monotonic()
    start = b"GET /health/live HTTP/1.1\r\nHost: t\r\nX-Slow: "
    senders = asyncio.gather(
        *(slow_sender(bounded.address, start, b"x", HEADER_SECONDS + MARGIN, tally) for _ in range(SLOW))
    )
    # The connections past the cap are answered at once; the first CAP are held until their deadline.
    while sum(tally.values()) < SLOW - CAP and time.monotonic() - began < HEADER_SECONDS:
        await asyncio.sleep(0.01)
    async with httpx.AsyncClient(base_url=bounded.url, timeout=MARGIN) as http:
        try:
            refused = await http.get("/health/live")
            during = f"{refused.status_code} {refused.headers.get('retry-after')} {refused.json()['type']}"
        except httpx.TransportError as error:
            during = type(error).__name__
    asked_after = time.monotonic() - began
    await senders
    print(
        f"\n{SLOW} slow header senders (cap {CAP}, headers {HEADER_SECONDS:g} s): {dict(tally)}; a client "
        f"{asked_after:.2f} s after the first opened got {during}"
    )
    assert asked_after < HEADER_SECONDS, "the client must ask while the first connections are held"
    assert tally["still-open"] == 0
    assert tally["503-problem-retry-after"] >= SLOW - CAP  # refused at once, readably
    assert tally["408-problem"] + tally["503-problem-retry-after"] == SLOW
    assert during == "503 1 https://clowder.dev/problems/too-many-connections"


async def test_a_late_body_gets_a_readable_408_and_is_never_acted_upon(bounded: Api) -> None:
    tally: Counter[str] = Counter()
    name = f"truncated-{uuid.uuid4().hex[:8]}"
    valid = b'{"name": "' + name.encode() + b'"}'
    head = b"POST /players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
    dribbled = head + b"Content-Length: 1000\r\n\r\n{"
    # A body that is valid JSON up to where it stops: handed on, it would register a player.
    cut_short = head + b"Content-Length: " + str(len(valid) + 1000).encode() + b"\r\n\r\n" + valid
    await asyncio.gather(
        *(slow_sender(bounded.address, dribbled, b"x", BODY_SECONDS + MARGIN, tally) for _ in range(5)),
        *(slow_sender(bounded.address, cut_short, b" ", BODY_SECONDS + MARGIN, tally) for _ in range(5)),
    )
    async with await psycopg.AsyncConnection.connect(bounded.database_url, autocommit=True) as conn:
        row = await (await conn.execute("SELECT count(*) FROM players WHERE name = %s", (name,))).fetchone()
    async with httpx.AsyncClient(base_url=bounded.url, timeout=MARGIN) as http:
        after = (await http.get("/health/live")).status_code
    registered = row[0] if row else None
    print(
        f"\n10 bodies stalled (body deadline {BODY_SECONDS:g} s), 5 of them valid JSON so far: {dict(tally)}; "
        f"players registered from the cut bodies {registered}; then {after}"
    )
    assert tally == Counter({"408-problem": 10})
    assert registered == 0 and after == 200


async def test_an_idle_keep_alive_connection_is_kept_past_clients_own_five_seconds(roomy: Api) -> None:
    request = b"GET /health/live HTTP/1.1\r\nHost: t\r\n\r\n"

    async def reuse() -> str:
        reader, writer = await asyncio.open_connection(*roomy.address)
        try:
            outcomes = []
            for _ in range(2):
                writer.write(request)
                await writer.drain()
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), MARGIN)
                length = int(
                    next(line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")).split(
                        b":"
                    )[1]
                )
                await reader.readexactly(length)
                outcomes.append(head.split(b" ", 2)[1].decode())
                await asyncio.sleep(6.0)  # longer than httpx's (and uvicorn's own) 5 s
            return "+".join(outcomes)
        except (ConnectionError, asyncio.IncompleteReadError):
            return "closed-on-reuse"
        finally:
            writer.close()

    outcomes = Counter(await asyncio.gather(*(reuse() for _ in range(4))))
    print(f"\nkeep-alive reused after 6 s idle: {dict(outcomes)}")
    assert outcomes == Counter({"200+200": 4})


async def test_a_huge_body_gets_a_readable_413(roomy: Api) -> None:
    huge = b"{" + b" " * (10 * 1024 * 1024) + b"}"

    async def chunks() -> AsyncIterator[bytes]:
        for start in range(0, len(huge), 65536):
            yield huge[start : start + 65536]

    tally: Counter[str] = Counter()
    body_deadline = Connections().body_seconds
    async with httpx.AsyncClient(base_url=roomy.url, timeout=body_deadline + MARGIN) as http:
        for streamed in (False, True) * 5:
            content = chunks() if streamed else huge
            label = "streamed" if streamed else "declared"
            try:
                response = await http.post("/players", content=content, headers={"Content-Type": "application/json"})
                kind = response.json().get("type", "").rsplit("/", 1)[-1]
                tally[f"{label}.{response.status_code}.{kind}"] += 1
            except httpx.TransportError as error:
                tally[f"{label}.{type(error).__name__}"] += 1
    print(f"\n10 MB bodies (body deadline {body_deadline:g} s): {dict(tally)}")
    assert tally == Counter({"declared.413.payload-too-large": 5, "streamed.413.payload-too-large": 5})
