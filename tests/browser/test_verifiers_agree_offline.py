"""The two verifiers agree on exports made without a running service: the golden histories
(games played and exported by earlier versions of the code, tests/golden/) and the whole-game
vectors of docs/fairness-vectors.md, each exported whole and with any one chance outcome forged.

Games of the old generator `mt19937-sha256-v1` are the documented exception (docs/fairness.md,
"The verifier in the browser"): only CPython reproduces that generator, and those games predate
the chain and the commitment, so the browser says `partial` where `clowder verify`, which
replays them, says `verified` (or `broken`); these tests assert exactly that.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from domain.audit.receipts import sign
from tests.browser.forgeries import redealt
from tests.browser.verifiers import ROOT, browser_verdicts, python_verification
from tests.golden.make_golden import PRIVATE_KEY
from tests.unit.audit.chance_vectors import VECTORS
from tests.unit.audit.played import TRUSTED
from tests.unit.audit.vector_exports import outcome_forgeries, outcome_versions, vector_export

pytestmark = pytest.mark.browser

GOLDEN = sorted((ROOT / "tests" / "golden").glob("*/*.json"))
OLD_GENERATOR = "mt19937-sha256-v1"
#: What the browser cannot check in a game of the old generator, and says so: nothing else.
OLD_GAME_UNCHECKED = [
    "commitment: this game was created before commitments: nothing to check",
    "chain: chain none: this game has no hash chain",
    f"chance: generator {OLD_GENERATOR}: only CPython can re-derive it (clowder verify does)",
    "signature: no signed head (a game created before chains)",
]
REDEALT = "re-dealt by the key's holder"


def golden_name(path: Path) -> str:
    return path.relative_to(ROOT / "tests" / "golden").as_posix()


def redealt_by_the_keys_holder(exported: dict[str, Any]) -> dict[str, Any]:
    """Two dealt cards exchanged; a chained game is rechained and signed with its own key again."""
    if exported["chain"] == "none":  # nothing hashed, nothing signed: the edit alone
        forged = copy.deepcopy(exported)
        deal = next(event for event in forged["events"] if not event["type"].startswith("lobby."))
        rows = deal["data"].get("hands") or deal["data"]["decks"]
        a = next(index for index, card in enumerate(rows[0]) if card != rows[1][0])
        rows[0][a], rows[1][0] = rows[1][0], rows[0][a]
        return forged
    forged = redealt(exported)
    head = forged["head"]
    forged["signed_head"] = msgspec.to_builtins(sign(PRIVATE_KEY, forged["game_id"], head["version"], head["hash"]))
    forged["keys"] = exported["keys"]
    return forged


def golden_cases() -> list[dict[str, Any]]:
    """Each golden export, trusting the key its version signed with, as is and re-dealt."""
    cases = []
    for path in GOLDEN:
        exported = json.loads(path.read_text())
        name, keys = golden_name(path), exported["keys"]
        cases.append({"name": f"{name}: genuine", "export": exported, "keys": keys, "receipts": []})
        cases.append(
            {"name": f"{name}: {REDEALT}", "export": redealt_by_the_keys_holder(exported), "keys": keys, "receipts": []}
        )
    return cases


def vector_cases() -> list[dict[str, Any]]:
    """Each vector game whole, then with each member of each chance outcome changed alone."""
    keys, cases = msgspec.to_builtins(TRUSTED), []
    for vector in VECTORS:
        export = vector_export(vector)
        cases.append(
            {
                "name": f"{vector.game_id}: genuine",
                "export": msgspec.to_builtins(export),
                "keys": keys,
                "receipts": [],
                "at": None,
            }
        )
        for version, member, forged in outcome_forgeries(export, outcome_versions(export)):
            name = f"{vector.game_id}: {forged.events[version - 1].type}.{member} changed at {version}"
            cases.append(
                {"name": name, "export": msgspec.to_builtins(forged), "keys": keys, "receipts": [], "at": version}
            )
    return cases


@pytest.fixture(scope="module")
def golden(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    cases = golden_cases()
    return cases, browser_verdicts(cases, tmp_path_factory.mktemp("golden"))


@pytest.fixture(scope="module")
def vectors(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    cases = vector_cases()
    return cases, browser_verdicts(cases, tmp_path_factory.mktemp("vectors"))


@pytest.mark.parametrize("name", [golden_name(path) for path in GOLDEN])
def test_both_verifiers_agree_on_a_golden_history(
    name: str, golden: tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]
) -> None:
    cases, verdicts = golden
    genuine = next(case for case in cases if case["name"] == f"{name}: genuine")
    browser, python = verdicts[genuine["name"]], python_verification(genuine)
    assert python.outcome == "verified", python.findings
    if genuine["export"]["rng"] == OLD_GENERATOR:
        assert browser["outcome"] == "partial" and browser["unchecked"] == OLD_GAME_UNCHECKED, browser
        assert browser["findings"] == [] and browser["batches"] is None
    else:
        assert browser["outcome"] == "verified" and browser["batches"] == python.batches, (browser, python)


@pytest.mark.parametrize("name", [golden_name(path) for path in GOLDEN])
def test_a_golden_history_redealt_is_refused_by_each_verifier_that_can_check_its_chance(
    name: str, golden: tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]
) -> None:
    cases, verdicts = golden
    forged = next(case for case in cases if case["name"] == f"{name}: {REDEALT}")
    browser, python = verdicts[forged["name"]], python_verification(forged)
    assert python.outcome == "broken", python
    if forged["export"]["rng"] == OLD_GENERATOR:  # the page cannot draw it again: partial, never verified
        assert browser["outcome"] == "partial" and browser["unchecked"] == OLD_GAME_UNCHECKED, browser
    else:
        assert browser["outcome"] == "broken", browser
        # Chain and signature hold (the key's holder made them): only the draws betray the deal.
        assert {line.split()[0] for line in browser["findings"]} == {"[chance]"}, browser["findings"]


def test_both_verifiers_agree_on_every_vector_game_and_each_chance_outcome_forged(
    vectors: tuple[list[dict[str, Any]], dict[str, dict[str, Any]]],
) -> None:
    cases, verdicts = vectors
    assert sum(case["at"] is None for case in cases) == len(VECTORS)
    for case in cases:
        browser, python = verdicts[case["name"]], python_verification(case)
        assert browser["outcome"] == python.outcome, (case["name"], browser["findings"], python.findings)
        if case["at"] is None:
            assert browser["outcome"] == "verified" and browser["batches"] == python.batches, case["name"]
            continue
        # The first fault each names is at the forged event: the browser's a chance fault.
        assert browser["outcome"] == "broken", case["name"]
        assert browser["findings"][0].startswith(f"[chance] {case['at']} "), (case["name"], browser["findings"])
        placed = sorted(finding.version for finding in python.findings if finding.version is not None)
        assert placed[:1] == [case["at"]], (case["name"], python.findings)
