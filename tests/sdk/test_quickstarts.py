"""What a newcomer runs first: the README's two bots, and the complete bots in examples/, against the service.

The README's snippets are taken from the README itself (only the service's URL
is replaced), so a snippet that stops working fails here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.contract_api.tools import run
from tests.sdk.node import ROOT, a_package_using_the_sdk, compile_with_tsc, node, npm, npm_ci

pytestmark = pytest.mark.e2e

README = ROOT / "README.md"
EXAMPLES = ROOT / "examples"


def readme_snippet(heading: str, language: str) -> str:
    """The first ``language`` code block under ``heading`` in the README."""
    text = README.read_text()
    section = text[text.index(f"\n{heading}\n") :]
    fence = f"```{language}\n"
    start = section.index(fence) + len(fence)
    return section[start : section.index("```", start)]


def about_twenty_lines(code: str) -> bool:
    return len([line for line in code.splitlines() if line.strip()]) <= 22


async def test_the_readme_bot_in_python_plays_a_game_to_its_end(service_url: str, tmp_path: Path) -> None:
    code = readme_snippet("### A bot in Python", "python")
    assert about_twenty_lines(code) and "http://localhost:8000" in code
    (tmp_path / "bot.py").write_text(code.replace("http://localhost:8000", service_url))

    done = await run(sys.executable, tmp_path / "bot.py", cwd=tmp_path, timeout=120)

    assert done.code == 0, done.out
    assert "Outcome(" in done.out and "winners=[" in done.out, done.out  # the game's own outcome, printed


async def test_the_readme_bot_in_typescript_plays_a_game_to_its_end(
    typescript_sdk: Path, service_url: str, tmp_path: Path
) -> None:
    code = readme_snippet("### A bot in TypeScript", "ts")
    assert about_twenty_lines(code) and "http://localhost:8000" in code
    a_package_using_the_sdk(tmp_path)
    (tmp_path / "bot.ts").write_text(code.replace("http://localhost:8000", service_url))
    compiled = await compile_with_tsc(typescript_sdk, tmp_path, "bot.ts")
    assert compiled.code == 0, compiled.out

    done = await node(tmp_path / "out" / "bot.js", timeout=120)

    assert done.code == 0, done.out
    assert '"winners":[' in done.out.replace(" ", "") or "winners: [" in done.out, done.out


async def test_the_python_example_bot_plays_games_with_its_strategies_and_with_a_training_policy(
    service_url: str,
) -> None:
    bot = EXAMPLES / "python_bot.py"
    assert ".venv/bin/python examples/python_bot.py" in bot.read_text()
    by_strategy = await run(
        sys.executable, bot, "--url", service_url, "--kind", "kombat-kittens", "--games", "2", "--seed", "1", cwd=ROOT
    )
    assert by_strategy.code == 0, by_strategy.out
    assert by_strategy.out.count(" over: ") == 2, by_strategy.out

    by_policy = await run(
        sys.executable,
        bot,
        "--url",
        service_url,
        "--kind",
        "kinoko-kombat",
        "--policy",
        "random",
        "--seed",
        "2",
        cwd=ROOT,
    )
    assert by_policy.code == 0, by_policy.out
    assert by_policy.out.count(" over: ") == 1, by_policy.out


async def test_the_typescript_example_bot_installs_builds_and_plays(typescript_sdk: Path, service_url: str) -> None:
    example = EXAMPLES / "typescript_bot"
    await npm_ci(example)  # its package.json and lock, @clowder/sdk linked from sdk/typescript
    built = await run(npm(), "run", "build", cwd=example, timeout=300)
    assert built.code == 0, built.out

    done = await node(example / "dist" / "bot.js", "--url", service_url, "--kind", "feed-the-kitten", "--games", "2")

    assert done.code == 0, done.out
    assert done.out.count(" over: ") == 2, done.out
