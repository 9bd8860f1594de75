"""Fault: more idle connections than the descriptor soft limit a deployment starts ``clowder serve`` with.

``clowder serve`` started under a soft limit of 1,024 open files (the usual
default) with a higher hard limit. Before, 1,100 idle connections took every
descriptor and the API answered nobody. Now serve raises its soft limit to
the hard one at start (and fits its connection cap under it). Counted: the
limit the process runs with, the connections it accepted, and whether a
fresh client is still answered while they are open.
"""

from __future__ import annotations

import asyncio
import contextlib
import resource
from collections.abc import Iterator
from pathlib import Path

import httpx
import psutil
import pytest

from api.cli.embedded import free_port
from ops.local_services import create_database
from tests.chaos.harness import Service, service_env

pytestmark = [pytest.mark.chaos, pytest.mark.timeout(180)]

STARTING_SOFT_LIMIT = 1024
IDLE = 1100


@contextlib.contextmanager
def soft_descriptor_limit(soft: int) -> Iterator[None]:
    """Children started inside inherit ``soft`` (ours is put back at once)."""
    before = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, before[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, before)


async def test_serve_raises_its_descriptor_limit_and_answers_past_1024_connections(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard != resource.RLIM_INFINITY and hard < IDLE + 512:
        pytest.fail(f"this machine's hard descriptor limit ({hard}) is too low for the test")
    database_url = await asyncio.to_thread(create_database, postgres_url)
    port = free_port()
    env = service_env(database_url, redis_url, "chaos-fd:")
    api = Service(["serve", "--port", str(port), "--no-worker"], env, tmp_path / "api.log", port)
    with soft_descriptor_limit(STARTING_SOFT_LIMIT):
        api.start()
    held: list[asyncio.StreamWriter] = []
    try:
        await api.wait_healthy()
        running_with = psutil.Process(api.pid).rlimit(psutil.RLIMIT_NOFILE)[0]
        refused = 0
        for _ in range(IDLE):
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", port)
                held.append(writer)
            except OSError:
                refused += 1
        await asyncio.sleep(0.5)  # let the server accept them all
        async with httpx.AsyncClient(base_url=api.url, timeout=10) as http:
            try:
                answer: int | str = (await http.get("/health/live")).status_code
            except httpx.TransportError as error:
                answer = type(error).__name__
        open_files = len(psutil.Process(api.pid).net_connections())
    finally:
        for writer in held:
            writer.close()
        api.stop()
    print(
        f"\nserve started with soft limit {STARTING_SOFT_LIMIT} (hard {hard}): runs with {running_with}; "
        f"{len(held)} idle connections opened, {refused} refused; its sockets {open_files}; a fresh client got {answer}"
    )
    assert running_with > IDLE
    assert answer == 200
