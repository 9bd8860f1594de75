"""Both verifiers over the same cases: `clowder verify`'s function (Python, with the rules) and the
browser's modules run under node (api/web/static/js/verify/). A case is
``{"name", "export", "keys", "receipts"}``: ``keys`` are the keys the verifier trusts (None: none)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import msgspec

from domain.audit.export import decode_export
from domain.audit.findings import Verification
from domain.audit.receipts import PublicKey, Receipt
from domain.audit.verify import verify_export
from services.game_registry import all_games

ROOT = Path(__file__).resolve().parents[2]


def python_verification(case: dict[str, Any]) -> Verification:
    export = decode_export(json.dumps(case["export"]).encode())
    receipts = msgspec.convert(case["receipts"], list[Receipt])
    keys = None if case["keys"] is None else msgspec.convert(case["keys"], list[PublicKey])
    return verify_export(all_games(), export, receipts, trusted_keys=keys)


def browser_verdicts(cases: list[dict[str, Any]], tmp_path: Path) -> dict[str, dict[str, Any]]:
    """Each case's answer from the browser's verifier: {name, outcome, batches, unchecked, findings}."""
    node = shutil.which("node")
    assert node, "node is needed to run the browser's verifier (apt-get install nodejs)"
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    done = subprocess.run(
        [node, "tests/browser/js/verify_cases.mjs", str(tmp_path / "cases.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return {answer["name"]: answer for answer in json.loads(done.stdout)}
