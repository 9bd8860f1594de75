"""The browser's verifier (api/web/static/js/verify/) reproduces every test vector of
docs/fairness.md and the whole-game chance vectors of docs/fairness-vectors.md, under node's
test runner: the modules the verify page loads. For each vector game it checks exactly the
outcomes the document marks (each drawn one and each top of a pile: none skipped), and names
each of them, changed alone, as a `[chance]` fault at its version."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
#: The tests of tests/browser/js/vectors.test.mjs that are not one per vector game.
FIXED_TESTS = 8


def vector_games() -> int:
    return (ROOT / "docs" / "fairness-vectors.md").read_text().count("```jsonl\n")


def test_the_browser_verifier_reproduces_the_published_vectors() -> None:
    node = shutil.which("node")
    assert node, "node is needed for the browser verifier's vector tests (apt-get install nodejs; ops/run test does it)"
    done = subprocess.run([node, "--test", "tests/browser/js/"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    print(done.stdout[-600:])
    assert done.returncode == 0, done.stdout + done.stderr
    # Two tests per vector game: its outcomes drawn again, and each one forged alone.
    assert "# fail 0" in done.stdout and f"# pass {FIXED_TESTS + 2 * vector_games()}\n" in done.stdout
