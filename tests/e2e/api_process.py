"""A second API process for tests: ``clowder serve --no-worker`` on its own port.

It shares the test's PostgreSQL and Redis, and writes its JSON log lines to a
file the test reads (to check the access log and the request ids).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import msgspec

from api.cli.embedded import free_port
from api.settings import Settings


class ApiProcess(msgspec.Struct):
    url: str
    log_path: Path

    def log_lines(self) -> list[dict[str, object]]:
        lines = []
        for raw in self.log_path.read_text().splitlines():
            with contextlib.suppress(msgspec.DecodeError):
                decoded = msgspec.json.decode(raw)
                if isinstance(decoded, dict):
                    lines.append(decoded)
        return lines

    def raw_log(self) -> str:
        return self.log_path.read_text()


_BUDGETS = (
    "writes_per_token",
    "writes_per_address",
    "reads_per_token",
    "reads_per_address",
    "registrations_per_address",
)


@contextlib.asynccontextmanager
async def api_process(settings: Settings) -> AsyncIterator[ApiProcess]:
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": settings.database_url or "",
        "REDIS_URL": settings.redis_url or "",
        "CLOWDER_REDIS_PREFIX": settings.redis_prefix,
        "CLOWDER_LOG_FORMAT": "json",
        "CLOWDER_LOG_LEVEL": "info",
        # The budgets of the settings it mirrors (rate limits are tested in tests/chaos/test_rate_limits.py).
        **{f"CLOWDER_{name.upper()}": str(getattr(settings.limits, name)) for name in _BUDGETS},
    }
    with tempfile.NamedTemporaryFile("w+b", suffix=".log", delete=False) as log_file:
        log_path = Path(log_file.name)
        process = subprocess.Popen(
            [sys.executable, "-m", "api.cli", "serve", "--no-worker", "--port", str(port)],
            env=env,
            stdout=log_file,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        await _wait_until_up(url, process)
        yield ApiProcess(url, log_path)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log_path.unlink(missing_ok=True)


async def _wait_until_up(url: str, process: subprocess.Popen[bytes], seconds: float = 60) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=2) as http:
        for _ in range(int(seconds / 0.1)):
            if process.poll() is not None:
                raise RuntimeError(f"the API process exited with {process.returncode}")
            with contextlib.suppress(httpx.TransportError):
                await http.get("/kinds")
                return
            await asyncio.sleep(0.1)
    raise RuntimeError("the API process did not answer within a minute")
