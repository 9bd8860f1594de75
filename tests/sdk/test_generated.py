"""The SDKs' generated part is what the service serves: the spec, and the Python client made from it.

The generated Python client is committed (a change to the API shows as a
reviewable diff of the SDK, and the package imports without a generator);
these tests fail when it has drifted. To bring it up to date:

    .venv/bin/python -m clowder_sdk.codegen
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
import pytest
from clowder_sdk import codegen

pytestmark = pytest.mark.e2e

REGENERATE = "run `.venv/bin/python -m clowder_sdk.codegen` and commit what it writes"


async def test_the_committed_spec_is_the_served_spec(service_url: str) -> None:
    async with httpx.AsyncClient(base_url=service_url) as http:
        served = (await http.get("/schema/openapi.json")).json()
    committed = json.loads(codegen.SPEC_PATH.read_text())
    assert committed == served, f"sdk/openapi.json is not the served spec: {REGENERATE}"
    assert codegen.SPEC_PATH.read_text() == codegen.spec_json(served)  # and in the generator's own layout


def files_under(root: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(root)): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    }


async def test_the_committed_python_client_is_generated_from_the_committed_spec(tmp_path: Path) -> None:
    spec = json.loads(codegen.SPEC_PATH.read_text())
    await asyncio.to_thread(codegen.generate_python, spec, tmp_path)

    fresh, committed = files_under(tmp_path / "generated"), files_under(codegen.GENERATED_DIR)
    assert sorted(fresh) == sorted(committed), REGENERATE
    stale = [name for name in fresh if fresh[name] != committed[name]]
    assert not stale, f"{len(stale)} generated files differ, e.g. {stale[:5]}: {REGENERATE}"
    assert (tmp_path / "kinds.py").read_bytes() == codegen.KINDS_PATH.read_bytes(), REGENERATE


def test_a_const_tag_becomes_a_default_and_stays_required() -> None:
    schema = {"properties": {"type": {"const": "play_card", "type": "string"}}, "required": ["type"]}
    spec = {"components": {"schemas": {"PlayCard": schema}}}

    changed = codegen.with_const_defaults(spec)["components"]["schemas"]["PlayCard"]

    assert changed["properties"]["type"]["default"] == "play_card" and changed["required"] == ["type"]
    assert "default" not in schema["properties"]["type"]  # the spec given is not changed
