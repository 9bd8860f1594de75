"""The TypeScript SDK as its users build it: ``npm ci`` and ``npm run build`` in sdk/typescript, then
programs that import ``@clowder/sdk`` compiled with ``tsc --strict`` and run with node.

The service under test runs in the test's event loop, so node runs in another
process, awaited without blocking the loop (tests/contract_api/tools.py's ``run``).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.contract_api.tools import Finished, run

ROOT = Path(__file__).parents[2]
SDK_DIR = ROOT / "sdk" / "typescript"
PROGRAMS = Path(__file__).parent / "ts"
TSC_FLAGS = (
    "--strict",
    "--skipLibCheck",
    "--target",
    "es2022",
    "--module",
    "nodenext",
    "--moduleResolution",
    "nodenext",
    "--lib",
    "es2022,dom,dom.iterable",
)


def npm() -> str:
    found = shutil.which("npm")
    assert found is not None, "the TypeScript SDK needs node 20 and npm (ops/run installs nodejs)"
    return found


async def npm_ci(directory: Path) -> None:
    """The locked dependencies of a package, installed once (``npm ci``)."""
    if not (directory / "node_modules" / ".package-lock.json").exists():
        done = await run(npm(), "ci", "--no-audit", "--no-fund", cwd=directory, timeout=600)
        assert done.code == 0, done.out


async def build_sdk() -> Path:
    """``npm ci`` and ``npm run build`` (generate the client from sdk/openapi.json, tsc); the SDK's tsc."""
    await npm_ci(SDK_DIR)
    built = await run(npm(), "run", "build", cwd=SDK_DIR, timeout=300)
    assert built.code == 0, built.out
    assert (SDK_DIR / "dist" / "index.js").exists() and (SDK_DIR / "dist" / "index.d.ts").exists()
    return SDK_DIR / "node_modules" / ".bin" / "tsc"


def a_package_using_the_sdk(directory: Path, *sources: Path) -> None:
    """``directory`` as a user's ES module package with @clowder/sdk installed (linked, as ``npm i ../sdk`` does)."""
    (directory / "node_modules" / "@clowder").mkdir(parents=True, exist_ok=True)
    link = directory / "node_modules" / "@clowder" / "sdk"
    if not link.exists():
        link.symlink_to(SDK_DIR, target_is_directory=True)
    (directory / "package.json").write_text(json.dumps({"type": "module", "private": True}))
    for source in sources:
        shutil.copy(source, directory / source.name)


async def compile_with_tsc(tsc: Path, directory: Path, *names: str, emit: bool = True) -> Finished:
    flags = ("--outDir", directory / "out") if emit else ("--noEmit",)
    return await run(tsc, *TSC_FLAGS, *flags, *(directory / name for name in names), cwd=directory)


async def node(script: Path, *args: str, timeout: float = 180) -> Finished:
    found = shutil.which("node")
    assert found is not None
    return await run(found, script, *args, cwd=script.parent, timeout=timeout)
