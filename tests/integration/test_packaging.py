"""What an install gets: the image's lock holds the runtime dependencies and nothing a developer's machine adds."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _project() -> dict[str, Any]:
    project: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return project


def _locked() -> set[str]:
    lines = (ROOT / "requirements.lock").read_text().splitlines()
    return {_name(line) for line in lines if line and not line[0].isspace() and not line.startswith("#")}


def test_the_lock_pins_every_runtime_dependency_with_hashes() -> None:
    runtime = {_name(requirement) for requirement in _project()["dependencies"]}
    assert runtime <= _locked(), f"run ops/run lock: {sorted(runtime - _locked())} are not locked"
    assert "--hash=sha256:" in (ROOT / "requirements.lock").read_text()


def test_the_image_gets_neither_the_embedded_servers_nor_the_test_tools() -> None:
    extras: dict[str, list[str]] = _project()["optional-dependencies"]
    for extra in ("embedded", "test"):
        assert not {_name(requirement) for requirement in extras[extra]} & _locked(), extra
    dockerfile = (ROOT / "ops" / "Dockerfile").read_text()
    assert "--require-hashes -r requirements.lock" in dockerfile and "--no-deps ." in dockerfile
    assert "[embedded" not in dockerfile and "[test" not in dockerfile


def test_the_build_context_leaves_out_the_virtualenv_and_the_tests() -> None:
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    assert "*" in ignored  # everything, but what the image copies
    assert "!requirements.lock" in ignored and "!tests/" not in ignored and "!.venv/" not in ignored


def test_the_image_serves_the_rules_pages_from_the_rules_it_copies() -> None:
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    dockerfile = (ROOT / "ops" / "Dockerfile").read_text()
    assert "!docs/rules/" in ignored and "COPY docs/rules docs/rules" in dockerfile
    assert "CLOWDER_RULES_DIR=/app/docs/rules" in dockerfile
