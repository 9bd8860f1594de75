"""The SDKs' generated part, built from the spec: ``python -m clowder_sdk.codegen [--url URL]``.

It writes three things, all committed:

* ``sdk/openapi.json``: the spec both SDKs are built from, as the service
  serves it (``--url``), or as this checkout's app builds it in-process
  (the default: no server needed; the spec does not depend on settings).
* ``clowder_sdk/generated/``: the client openapi-python-client generates from
  it (the version pinned in the project's ``test`` extra), formatted by the
  project's ruff.
* ``clowder_sdk/kinds.py``: one namespace per game kind and one alias per
  union of the spec, read from the spec's discriminators (:mod:`clowder_sdk.kinds_source`).

The TypeScript SDK's ``npm run build`` generates its client from the same
``sdk/openapi.json``. ``tests/sdk/test_generated.py`` fails when the served
spec or the generated code differ from what is committed.

One change is made to the spec before generating: a property whose schema is
a ``const`` (a command's ``type``, a body's ``kind``) gets that value as its
default, so a generated class fills its own tag: ``FeedTheKittenPlayCard(card=50)``.
What is sent is unchanged: the tag is still required and always written.
"""

from __future__ import annotations

import argparse
import copy
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from clowder_sdk.kinds_source import kinds_module

PACKAGE_DIR = Path(__file__).parent
SDK_DIR = PACKAGE_DIR.parents[1]
SPEC_PATH = SDK_DIR / "openapi.json"
GENERATED_DIR = PACKAGE_DIR / "generated"
KINDS_PATH = PACKAGE_DIR / "kinds.py"
#: The project's ruff settings, so the generated code is formatted as the rest is.
RUFF_CONFIG = SDK_DIR.parent / "pyproject.toml"
_GENERATOR_CONFIG = "project_name_override: generated\npackage_name_override: generated\npost_hooks: []\n"


def with_const_defaults(spec: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``spec`` where each property schema with a ``const`` has it as its ``default`` too."""
    spec = copy.deepcopy(spec)

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            properties = node.get("properties")
            if isinstance(properties, dict):
                for schema in properties.values():
                    if isinstance(schema, dict) and "const" in schema and "default" not in schema:
                        schema["default"] = schema["const"]
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(spec)
    return spec


def _tool(name: str) -> str:
    """A console script beside this Python (the project's venv), else on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"codegen: {name} is needed (pip install -e '.[test]')")
    return found


def _run(*command: str | Path, cwd: Path) -> str:
    done = subprocess.run(list(map(str, command)), cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, command))} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout + done.stderr


def format_python(paths: list[Path], cwd: Path) -> None:
    """Ruff's safe fixes and formatter, with the project's settings."""
    ruff = _tool("ruff")
    _run(ruff, "check", "--config", RUFF_CONFIG, "--fix-only", "--exit-zero", "--quiet", *paths, cwd=cwd)
    _run(ruff, "format", "--config", RUFF_CONFIG, "--quiet", *paths, cwd=cwd)


def generate_python(spec: dict[str, Any], out: Path) -> None:
    """Write the generated client package (``generated/``) and ``kinds.py`` into the directory ``out``.

    From the spec as ``sdk/openapi.json`` holds it (keys sorted): the generator follows the order of
    members, so the same spec gives the same code whichever way it was read.
    """
    spec = json.loads(spec_json(spec))
    with tempfile.TemporaryDirectory(prefix="clowder-codegen-") as scratch:
        work = Path(scratch)
        (work / "openapi.json").write_text(json.dumps(with_const_defaults(spec)))
        (work / "config.yaml").write_text(_GENERATOR_CONFIG)
        said = _run(
            _tool("openapi-python-client"),
            "generate",
            "--path",
            "openapi.json",
            "--output-path",
            "generated",
            "--meta",
            "none",
            "--config",
            "config.yaml",
            cwd=work,
        )
        if "Warning" in said:
            raise RuntimeError(f"openapi-python-client warned:\n{said}")
        (work / "kinds.py").write_text(kinds_module(spec))
        format_python([work / "generated", work / "kinds.py"], cwd=work)
        out.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(out / "generated", ignore_errors=True)
        shutil.copytree(work / "generated", out / "generated")
        shutil.copy(work / "kinds.py", out / "kinds.py")


def spec_json(spec: dict[str, Any]) -> str:
    """``sdk/openapi.json``'s text: indented, keys sorted (the same text from the served spec and the
    in-process one, whose members come in different orders), so a change reads as a small diff."""
    return json.dumps(spec, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def app_spec() -> dict[str, Any]:
    """The spec this checkout's app serves, built without serving it."""
    from api.http.app import create_app
    from api.http.openapi import spec_of
    from api.settings import Settings
    from services.game_registry import all_games

    unused = Settings(database_url="postgresql://unused/unused", redis_url="redis://unused")
    return spec_of(create_app(unused), all_games())


def served_spec(url: str) -> dict[str, Any]:
    import httpx

    response = httpx.get(f"{url.rstrip('/')}/schema/openapi.json", timeout=30)
    response.raise_for_status()
    spec: dict[str, Any] = response.json()
    return spec


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--url", help="a running service's base URL (default: this checkout's app, in-process)")
    args = parser.parse_args(argv)
    spec = served_spec(args.url) if args.url else app_spec()
    SPEC_PATH.write_text(spec_json(spec))
    generate_python(spec, PACKAGE_DIR)
    print(f"wrote {SPEC_PATH}, {GENERATED_DIR} and {KINDS_PATH}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
