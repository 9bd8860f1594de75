"""The browser's verifier (api/web/static/js/verify/) reproduces every test vector of
docs/fairness.md, under node's test runner: the modules the verify page loads."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def test_the_browser_verifier_reproduces_the_published_vectors() -> None:
    node = shutil.which("node")
    assert node, "node is needed for the browser verifier's vector tests (apt-get install nodejs; ops/run test does it)"
    done = subprocess.run([node, "--test", "tests/browser/js/"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    print(done.stdout[-600:])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "# fail 0" in done.stdout and "# pass 8" in done.stdout
