"""The TypeScript client developer's view: @hey-api/openapi-ts and redocly on the served spec.

The pinned npm tools (``ts/package.json`` and its lock) are installed with
``npm ci`` the first time. The generated client is written to a temp dir and
``ts/uses_the_client.ts`` is type-checked against it with ``tsc --strict``;
``ts/plays_through_streams.ts`` is compiled the same way and run with node
against the service: a bot that reads both streams as the generated types.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.contract_api.tools import TS_DIR, npm_tools, run

pytestmark = pytest.mark.e2e


async def test_openapi_ts_generates_typed_commands_views_events_and_problems(
    spec: dict[str, Any], tmp_path: Path
) -> None:
    bin_dir = await npm_tools()
    source = tmp_path / "openapi.json"
    source.write_text(json.dumps(spec))
    generated = tmp_path / "generated"
    done = await run(bin_dir / "openapi-ts", "-i", source, "-o", generated, cwd=TS_DIR)
    assert done.code == 0, done.out
    types = (generated / "types.gen.ts").read_text()
    for name in (
        "FeedTheKittenPlayCard",
        "KombatKittensGameView",
        "TrendingKittensEvent",
        "KinokoKombatCommand",
        "ProblemDetails",
    ):
        assert f"export type {name} =" in types, name
    shutil.copy(TS_DIR / "uses_the_client.ts", tmp_path / "uses_the_client.ts")
    checked = await run(
        bin_dir / "tsc",
        "--strict",
        "--noEmit",
        "--skipLibCheck",
        "--target",
        "es2022",
        "--module",
        "esnext",
        "--moduleResolution",
        "bundler",
        "--lib",
        "es2022,dom,dom.iterable",
        tmp_path / "uses_the_client.ts",
        cwd=TS_DIR,
    )
    assert checked.code == 0, checked.out


async def test_a_generated_typescript_client_plays_from_the_decisions_stream_and_replays_the_game_stream(
    spec: dict[str, Any], service_url: str, tmp_path: Path
) -> None:
    bin_dir = await npm_tools()
    source = tmp_path / "openapi.json"
    source.write_text(json.dumps(spec))
    done = await run(bin_dir / "openapi-ts", "-i", source, "-o", tmp_path / "generated", cwd=TS_DIR)
    assert done.code == 0, done.out
    shutil.copy(TS_DIR / "plays_through_streams.ts", tmp_path / "plays_through_streams.ts")
    compiled = await run(
        bin_dir / "tsc",
        "--strict",
        "--skipLibCheck",
        "--target",
        "es2022",
        "--module",
        "commonjs",
        "--moduleResolution",
        "node",
        "--lib",
        "es2022,dom,dom.iterable",
        "--outDir",
        tmp_path / "out",
        tmp_path / "plays_through_streams.ts",
        cwd=TS_DIR,
    )
    assert compiled.code == 0, compiled.out  # the streams' messages are typed: `type` and `kind` narrow them
    node = shutil.which("node")
    assert node is not None
    played = await run(node, tmp_path / "out" / "plays_through_streams.js", service_url, timeout=180)
    assert played.code == 0, played.out
    report = json.loads(played.out.strip().splitlines()[-1])
    print(report)
    assert report["moves"] > 0 and report["outcome"]["winners"], report
    assert report["events"] == report["recorded"] and report["views"] >= 1, report


async def test_redocly_lint_finds_no_error(spec: dict[str, Any], tmp_path: Path) -> None:
    bin_dir = await npm_tools()
    source = tmp_path / "openapi.json"
    source.write_text(json.dumps(spec))
    done = await run(bin_dir / "redocly", "lint", source, "--format", "json", cwd=TS_DIR)
    report, _ = json.JSONDecoder().raw_decode(done.out[done.out.index("{") :])
    errors = [problem for problem in report["problems"] if problem["severity"] == "error"]
    warnings = sorted({problem["ruleId"] for problem in report["problems"] if problem["severity"] == "warn"})
    print(f"redocly: {len(errors)} errors, warnings: {warnings}")
    assert not errors, errors
    assert set(warnings) <= {"info-license"}, warnings  # Clowder has no licence to declare yet
