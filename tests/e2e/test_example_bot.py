"""The external bot in examples/ plays a game to the end against the running service."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

EXAMPLE = Path(__file__).parents[2] / "examples" / "decisions_bot.py"


async def test_the_example_bot_finishes_a_game_through_the_decisions_stream(service_url: str) -> None:
    assert len(EXAMPLE.read_text().splitlines()) < 100
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
    out, _ = await asyncio.wait_for(process.communicate(), 120)
    print(out.decode()[-500:])
    assert process.returncode == 0 and "game over" in out.decode(), out.decode()[-3000:]
