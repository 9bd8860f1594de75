"""The external bot in examples/ plays a game to the end against the running service."""

from __future__ import annotations

import asyncio
import re
import sys
import time
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.e2e

EXAMPLE = Path(__file__).parents[2] / "examples" / "decisions_bot.py"


async def test_the_example_bot_finishes_a_game_through_the_decisions_stream(service_url: str) -> None:
    assert len(EXAMPLE.read_text().splitlines()) < 100
    run_it = ".venv/bin/python examples/decisions_bot.py"  # the venv has httpx: say so where a reader starts
    assert run_it in EXAMPLE.read_text() and run_it in (EXAMPLE.parents[1] / "README.md").read_text()
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        str(EXAMPLE),
        "--url",
        service_url,
        "--kind",
        "feed-the-kitten",
        "--seed",
        "3",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    started = time.monotonic()
    out, _ = await asyncio.wait_for(process.communicate(), 120)
    print(out.decode()[-500:], f"({time.monotonic() - started:.1f} s)")
    assert process.returncode == 0 and "game over" in out.decode(), out.decode()[-3000:]
    # It stopped at the stream's game_ended message, with the game's own outcome.
    game_id = re.search(r"playing game (\w+)", out.decode()).group(1)  # type: ignore[union-attr]
    async with httpx.AsyncClient(base_url=service_url) as http:
        game = (await http.get(f"/games/{game_id}")).json()
    assert game["status"] == "finished" and str(game["outcome"]["winners"]) in out.decode()
