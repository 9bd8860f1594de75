"""``ops/run`` as a newcomer meets it: the caller's relative paths, the fast default and CI's ``--all``.

The script runs from the repository root, so each test runs a copy of it in a
scratch repository whose ``.venv`` holds stand-ins that print where they were
started and with what: nothing is installed and no test is run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
STAND_IN = '#!/bin/sh\necho "cwd=$(pwd)"\nfor arg in "$@"; do echo "arg=$arg"; done\n'


@pytest.fixture
def scratch_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / "ops").mkdir(parents=True)
    shutil.copy(ROOT / "ops" / "run", repo / "ops" / "run")
    (repo / "pyproject.toml").write_text("")
    (repo / "tests" / "unit").mkdir(parents=True)
    bin_dir = repo / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name in ("python", "clowder"):
        (bin_dir / name).write_text(STAND_IN)
        (bin_dir / name).chmod(0o755)
    for extras in ("embedded", "embedded-test"):
        (repo / ".venv" / f".clowder-installed-{extras}").touch()
    os.utime(repo / "pyproject.toml", (0, 0))  # older than the stamps: nothing to install
    return repo


def _run(repo: Path, cwd: Path, *args: str) -> list[str]:
    tools = cwd / "tools"
    tools.mkdir(exist_ok=True)
    (tools / "node").write_text("#!/bin/sh\n")
    (tools / "node").chmod(0o755)
    env = {**os.environ, "PATH": f"{tools}:{os.environ['PATH']}", "CLOWDER_CHROMIUM": "/bin/true"}
    done = subprocess.run(
        ["bash", str(repo / "ops" / "run"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_clowder_runs_where_the_caller_is_so_a_relative_file_is_found(scratch_repo: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "audits"
    elsewhere.mkdir()
    (elsewhere / "game.json").write_text("{}")
    assert _run(scratch_repo, elsewhere, "clowder", "verify", "game.json") == [
        f"cwd={elsewhere}",
        "arg=verify",
        "arg=game.json",
    ]


def test_the_default_is_the_fast_tests_and_all_is_what_ci_runs(scratch_repo: Path) -> None:
    fast = _run(scratch_repo, scratch_repo, "test", "-q")
    assert fast[1:] == [
        "arg=-m",
        "arg=pytest",
        *(f"arg=tests/{d}" for d in ("unit", "contract", "integration", "security")),
        "arg=-q",
    ]
    assert _run(scratch_repo, scratch_repo, "test", "--all", "-q") == [
        f"cwd={scratch_repo}",
        "arg=-m",
        "arg=pytest",
        "arg=-q",
    ]
    ci = (ROOT / ".ci" / "run").read_text()
    assert "ops/run test --all" in ci


def test_a_test_path_from_another_folder_replaces_the_default_selection(scratch_repo: Path) -> None:
    here = scratch_repo / "tests" / "unit"
    (here / "test_one.py").write_text("")
    assert _run(scratch_repo, here, "test", "test_one.py", "-k", "deal")[1:] == [
        "arg=-m",
        "arg=pytest",
        f"arg={here / 'test_one.py'}",
        "arg=-k",
        "arg=deal",
    ]
