"""The verify panel checks a real finished game in the browser and names the
fault in a tampered export, with the checks written from docs/fairness.md."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from api.client.session import ClowderClient
from services.game_registry import all_games
from tests.browser.conftest import RecordedPage, screenshot
from tests.browser.forgeries import winner_flipped
from tests.e2e.harness import play_recorded

pytestmark = pytest.mark.browser

#: Every registered game.
KINDS = list(all_games())
#: The kinds whose chance the page re-derives (one schedule each); another kind is only partly verified.
SCHEDULES = Path(__file__).resolve().parents[2] / "api" / "web" / "static" / "js" / "verify" / "kinds"


async def verdict(page: RecordedPage) -> tuple[str, list[str], list[str]]:
    await page.page.wait_for_selector("#verdict", timeout=60_000)
    state = await page.page.get_attribute("#result", "data-verdict") or ""
    findings = await page.page.locator("#findings li").all_text_contents()
    checks = await page.page.locator("#checks li").all_text_contents()
    return state, findings, checks


@pytest.mark.parametrize("kind", KINDS)
async def test_a_finished_game_of_each_kind_is_verified_in_the_browser(
    kind: str, anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    recorded = await play_recorded(anonymous, kind, seats=2, seed=21, history_every=10_000)
    await open_page.page.goto(f"/web/games/{recorded.game_id}/verify")
    state, findings, checks = await verdict(open_page)
    text = "\n".join(checks)
    for check in ("commitment", "order", "chain", "signature"):
        assert f"✔ {check}" in text, f"{check} was not verified: {text}"
    if (SCHEDULES / f"{kind}.js").exists():
        assert state == "verified" and "✔ chance" in text, findings
    else:  # the page cannot draw this kind's chance again: it says so, and finds nothing wrong
        assert state == "partial" and not findings and f"kind {kind} is not known to this page" in text, text
    print(f"{kind}: {text}")
    await screenshot(open_page.page, f"verify-{kind}")


def tamper(exported: dict[str, Any], how: str) -> dict[str, Any]:
    forged = copy.deepcopy(exported)
    events = forged["events"]
    if how == "edit":
        target = next(e for e in events if e["type"] == "card_played")
        target["data"]["card"] = 100 if target["data"]["card"] != 100 else 90
    elif how == "delete":
        del events[10]
    elif how == "swap":
        events[10], events[11] = events[11], events[10]
    elif how == "seed":
        forged["server_seed"] = "00" * 32
    elif how == "signature":
        signature = forged["signed_head"]["signature"]
        forged["signed_head"]["signature"] = ("1" if signature[0] != "1" else "2") + signature[1:]
    elif how in ("deal", "deal-rechained"):
        deal = next(e for e in events if e["type"] == "round_dealt")
        hands = deal["data"]["hands"]
        # Two cards that differ (swapping equal ones would change nothing: the deal is random per game).
        mine, theirs = next(
            (a, b) for a in range(len(hands[0])) for b in range(len(hands[1])) if hands[0][a] != hands[1][b]
        )
        hands[0][mine], hands[1][theirs] = hands[1][theirs], hands[0][mine]
        if how == "deal-rechained":
            rechain(forged)
    return forged


def rechain(forged: dict[str, Any]) -> None:
    """Recompute every hash, as an operator holding the seed could: only the chance check is left to catch the deal."""
    from domain.audit.chain import GENESIS, link

    seed, previous = bytes.fromhex(forged["server_seed"]), GENESIS
    for event in forged["events"]:
        previous = link(
            seed,
            previous,
            f"game-{forged['game_id']}",
            event["version"],
            event["type"],
            event["data"],
            event["metadata"],
        )
        event["hash"] = event["metadata"]["hash"] = previous.hex()
    forged["head"]["hash"] = previous.hex()


@pytest.mark.parametrize(
    ("how", "named"),
    [
        ("edit", "[chain] version"),
        ("delete", "[order] version 11"),
        ("swap", "[chain] version 11"),
        ("seed", "[commitment] version 1"),
        ("signature", "[signature]"),
        ("deal", "[chain]"),
        ("deal-rechained", "[chance] version"),
    ],
)
async def test_a_tampered_export_picked_from_a_file_is_refused_with_its_fault(
    how: str, named: str, anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats=2, seed=4, history_every=10_000)
    exported = await anonymous.request("GET", f"/games/{recorded.game_id}/export")
    saved = tmp_path / "export.json"
    saved.write_text(json.dumps(tamper(exported, how)))
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(saved))
    await open_page.page.click("#verify-files")
    state, findings, _ = await verdict(open_page)
    assert state == "broken"
    assert any(line.startswith(named) for line in findings), findings
    if how == "edit":
        await screenshot(open_page.page, "verify-tampered")


async def test_receipts_kept_by_a_player_are_checked_and_one_from_another_game_is_refused(
    anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    first = await play_recorded(anonymous, "kinoko-kombat", seats=2, seed=8, history_every=10_000)
    other = await play_recorded(anonymous, "kinoko-kombat", seats=2, seed=9, history_every=10_000)
    for recorded in (first, other):
        exported = await anonymous.request("GET", f"/games/{recorded.game_id}/export")
        (tmp_path / f"{recorded.game_id}.json").write_text(json.dumps(exported))
    own, foreign = first.receipts[:3], other.receipts[:1]
    assert len(own) == 3 and foreign, "every command answer carries a receipt"
    receipts = own + foreign
    (tmp_path / "receipts.json").write_text(json.dumps(receipts))
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(tmp_path / f"{first.game_id}.json"))
    await open_page.page.set_input_files("#receipt-files", str(tmp_path / "receipts.json"))
    await open_page.page.click("#verify-files")
    state, findings, checks = await verdict(open_page)
    assert state == "broken" and any("is for another game" in line for line in findings), findings
    assert sum("✔ receipt" in line for line in checks) == len(own)


async def forged_file(anonymous: ClowderClient, tmp_path: Path) -> Path:
    """A finished game's export with its winner flipped, every hash recomputed with the
    revealed seed, the head re-signed by the forger's key and that key listed in the export."""
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats=2, seed=4, history_every=10_000)
    exported = await anonymous.request("GET", f"/games/{recorded.game_id}/export")
    saved = tmp_path / "forged.json"
    saved.write_text(json.dumps(winner_flipped(exported)))
    return saved


async def test_a_forged_export_re_signed_by_the_forger_is_refused_against_the_published_keys(
    anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    saved = await forged_file(anonymous, tmp_path)
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(saved))
    await open_page.page.click("#verify-files")
    state, findings, _ = await verdict(open_page)
    assert state == "broken", findings
    assert any(line.startswith("[signature]") and "no published key" in line for line in findings), findings
    assert "published keys" in await open_page.page.inner_text("#keys-source")


async def test_without_a_trusted_key_a_forged_export_is_untrusted_never_verified(
    anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    """A page saved and opened away from the service cannot fetch the keys: it must not fall back
    to the keys the export lists about itself."""
    saved = await forged_file(anonymous, tmp_path)
    await open_page.page.route("**/.well-known/clowder-keys.json", lambda route: route.abort())
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(saved))
    await open_page.page.click("#verify-files")
    state, findings, checks = await verdict(open_page)
    assert state == "untrusted", (findings, checks)
    shown = await open_page.page.inner_text("#verdict")
    assert not shown.startswith("✔") and "not verified against a trusted key" in shown.lower(), shown
    assert "No trusted key" in await open_page.page.inner_text("#keys-source")
    assert any("NOT a trusted key" in line for line in checks), checks


async def test_a_keys_file_the_user_picks_is_the_trusted_key(
    anonymous: ClowderClient, open_page: RecordedPage, tmp_path: Path
) -> None:
    saved = await forged_file(anonymous, tmp_path)
    keys = tmp_path / "clowder-keys.json"
    keys.write_text(json.dumps(await anonymous.request("GET", "/.well-known/clowder-keys.json")))
    await open_page.page.route("**/.well-known/clowder-keys.json", lambda route: route.abort())
    await open_page.page.goto("/web/verify")
    await open_page.page.set_input_files("#export-file", str(saved))
    await open_page.page.set_input_files("#keys-file", str(keys))
    await open_page.page.click("#verify-files")
    state, findings, _ = await verdict(open_page)
    assert state == "broken" and any(line.startswith("[signature]") for line in findings), findings
    assert "clowder-keys.json" in await open_page.page.inner_text("#keys-source")
