"""Running the client developer's tools (code generators, linters, fuzzers) as subprocesses.

The service under test runs in the test's event loop, so a tool that calls it
must run in another process, awaited without blocking the loop.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

TS_DIR = Path(__file__).parent / "ts"
BIN = Path(sys.executable).parent


@dataclass(frozen=True)
class Finished:
    code: int
    out: str


async def run(*command: str | Path, cwd: Path | None = None, timeout: float = 300) -> Finished:
    process = await asyncio.create_subprocess_exec(
        *map(str, command),
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env={**os.environ, "NO_COLOR": "1", "FORCE_COLOR": "0"},
    )
    try:
        out, _ = await asyncio.wait_for(process.communicate(), timeout)
    except TimeoutError:
        process.kill()
        raise
    return Finished(process.returncode or 0, out.decode(errors="replace"))


def tool(name: str) -> Path:
    """A console script installed beside this Python (the project's venv)."""
    return BIN / name


async def npm_tools() -> Path:
    """``node_modules/.bin`` of the pinned TypeScript tools, installed with ``npm ci`` when missing."""
    modules = TS_DIR / "node_modules"
    if not (modules / ".package-lock.json").exists():
        npm = shutil.which("npm")
        assert npm is not None, "npm is needed for the TypeScript client test (node 20 + npm)"
        done = await run(npm, "ci", "--no-audit", "--no-fund", cwd=TS_DIR, timeout=600)
        assert done.code == 0, done.out
    return modules / ".bin"
