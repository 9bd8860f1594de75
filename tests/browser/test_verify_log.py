"""The verify page checks an export's transparency-log proof (api/web/static/js/verify/log.js): the logged
final head of a real game is shown as in the log; a proof changed in any part, or another game's, is a
fault. Also the log module's vectors and RFC 9162 cases under node (tests/browser/js_log/)."""

from __future__ import annotations

import asyncio
import copy
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from api.client.session import ClowderClient
from tests.browser.conftest import RecordedPage
from tests.browser.test_verify import verdict
from tests.e2e.harness import play_recorded

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def test_the_log_checks_reproduce_the_published_vectors_under_node() -> None:
    node = shutil.which("node")
    assert node, "node is needed for the browser verifier's tests (apt-get install nodejs)"
    done = subprocess.run(
        [node, "--test", "tests/browser/js_log/"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    print(done.stdout[-400:])
    assert done.returncode == 0 and "# fail 0" in done.stdout and "# pass 4" in done.stdout, done.stdout


async def logged_export(anonymous: ClowderClient, seed: int) -> dict[str, Any]:
    """A finished game's export once its final batch is in the log (the writer runs every second)."""
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats=2, seed=seed, history_every=10_000)
    for _ in range(100):
        exported: dict[str, Any] = await anonymous.request("GET", f"/games/{recorded.game_id}/export")
        if exported.get("log") and exported["log"]["leaf"]["last_version"] == exported["head"]["version"]:
            return exported
        await asyncio.sleep(0.2)
    raise AssertionError("the final batch did not reach the log within 20 s")


async def test_the_logged_final_head_is_checked_on_the_game_page(
    anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    exported = await logged_export(anonymous, seed=31)
    await open_page.page.goto(f"/web/games/{exported['game_id']}/verify")
    state, findings, checks = await verdict(open_page)
    assert state == "verified", findings
    line = next(line for line in checks if "log" in line.split(":")[0])
    print(line)
    assert line.startswith("✔ log") and "(the final head) are leaf" in line, checks


def changed_proof(exported: dict[str, Any], how: str, other: dict[str, Any]) -> dict[str, Any]:
    forged = copy.deepcopy(exported)
    proof = forged["log"]
    if how == "leaf head":
        proof["leaf"]["head"] = other["head"]["hash"]
    elif how == "audit path":
        proof["audit_path"][0] = "00" * 32
    elif how == "signed root":
        proof["head"]["root_hash"] = "11" * 32
    elif how == "another game's proof":
        forged["log"] = other["log"]
    return forged


@pytest.mark.parametrize("how", ["leaf head", "audit path", "signed root", "another game's proof"])
async def test_a_changed_proof_is_a_fault(
    how: str, anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    exported = await logged_export(anonymous, seed=32)
    other = await logged_export(anonymous, seed=33)
    saved = tmp_path / "forged.json"
    saved.write_text(json.dumps(changed_proof(exported, how, other)))
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(saved))
    await open_page.page.click("#verify-files")
    state, findings, _ = await verdict(open_page)
    print(how, findings)
    assert state == "broken" and any(line.startswith("[log]") for line in findings), findings


async def test_an_export_without_a_proof_says_not_in_the_log_yet_and_still_verifies(
    anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    exported = await logged_export(anonymous, seed=34)
    exported["log"] = None
    saved = tmp_path / "unlogged.json"
    saved.write_text(json.dumps(exported))
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(saved))
    await open_page.page.click("#verify-files")
    state, findings, checks = await verdict(open_page)
    assert state == "verified", findings
    assert any("not in the transparency log yet" in line for line in checks), checks
