"""A batch's wait for the transparency log as shipped: ``clowder serve`` with its worker (which runs the
writer), loaded by ``clowder play`` over HTTP; the wait of every leaf is ``logged_at - recorded_at``."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from bench._common import ROOT, fmt, percentile
from bench._http_phase import HOST
from bench._service_processes import find_worker, free_port, service_env, start_api, stop, wait_ready


async def served_waits(found: Any, games: int, concurrency: int) -> dict[str, float]:
    import psycopg

    env = service_env(found.database_url, found.redis_url, f"bench-{uuid.uuid4().hex[:8]}:", "info")
    env.update(CLOWDER_TRANSPARENCY_LOG="on", CLOWDER_RATE_LIMITS="off")
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="clowder-log-bench-") as folder:
        log = Path(folder) / "api.log"
        api = start_api(env, port, log, "worker")
        try:
            await wait_ready(api, port, "GET", "/health", None, log)
            await find_worker(api, log)
            began = time.monotonic()
            play = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "api.cli", "play", "--game", "feed-the-kitten", "--players", "2",
                "--games", str(games), "--concurrency", str(concurrency), "--url", f"http://{HOST}:{port}",
                cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )  # fmt: skip
            await play.wait()
            seconds = time.monotonic() - began
            await asyncio.sleep(3.0)  # the last batches reach the log
            async with await psycopg.AsyncConnection.connect(found.database_url) as conn:
                cursor = await conn.execute(
                    "SELECT extract(epoch FROM logged_at - recorded_at) FROM transparency_leaves"
                )
                waits = [float(row[0]) for row in await cursor.fetchall()]
                cursor = await conn.execute("SELECT count(DISTINCT (stream_id, transaction_id)) FROM events")
                appends = int((await cursor.fetchone())[0])  # type: ignore[index]
        finally:
            stop(api)
    return {
        "leaves": len(waits),
        "appends": appends,
        "rate": len(waits) / seconds,
        "p50": percentile(waits, 0.5),
        "p99": percentile(waits, 0.99),
        "max": max(waits, default=0.0),
    }


def report(served: dict[str, float]) -> str:
    return (
        f"as shipped (clowder serve + worker, clowder play over HTTP): {fmt(served['leaves'])} leaves for "
        f"{fmt(served['appends'])} appends, about {fmt(served['rate'])} batches/s; wait for the log "
        f"p50 {fmt(served['p50'] * 1000)} ms, p99 {fmt(served['p99'] * 1000)} ms, max {fmt(served['max'] * 1000)} ms"
    )
