"""A test run leaves the working tree as it found it: screenshots go to a temporary directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ASK = "from tests.browser.conftest import screenshot_dir; print(screenshot_dir())"


def _screenshot_dir(env: dict[str, str]) -> Path:
    done = subprocess.run(
        [sys.executable, "-c", ASK], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=60
    )
    return Path(done.stdout.strip())


def test_a_test_run_keeps_its_screenshots_outside_the_repository_and_removes_them(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key != "CLOWDER_SCREENSHOTS"}
    chosen = _screenshot_dir(env)
    assert ROOT not in chosen.resolve().parents
    assert not chosen.exists()  # removed when the run ended


def test_the_screenshots_command_sends_them_where_it_says(tmp_path: Path) -> None:
    assert _screenshot_dir({**os.environ, "CLOWDER_SCREENSHOTS": str(tmp_path / "web")}) == tmp_path / "web"
