"""What a game's live page says: whose turn it is and who is awaited, in words the
status line and the table share; once the game is over, its result and no turn,
badge or controls; Kombat Kittens' captured cards and card values; the rules."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from api.client.session import ClowderClient
from api.web.rules import rendered
from tests.browser.conftest import RecordedPage, screenshot
from tests.browser.playing import advance
from tests.e2e.harness import play_recorded, seat_players

pytestmark = pytest.mark.browser

KINDS = ["feed-the-kitten", "kombat-kittens", "trending-kittens", "kinoko-kombat"]
TITLES = {
    "feed-the-kitten": "Feed the Kitten",
    "kombat-kittens": "Kombat Kittens",
    "trending-kittens": "Trending Kittens",
    "kinoko-kombat": "Kinoko Kombat",
}


def seat_name(summary: dict[str, Any], seat: int) -> str:
    """A seat as every page names it: "seat 2 (bob)"."""
    name = summary["seats"][seat]["name"]
    return f"seat {seat} ({name})" if name else f"seat {seat}"


async def facts(page: RecordedPage) -> dict[str, str]:
    """The table's facts (Phase, Turn, Waiting for, ...), term to words."""
    terms = await page.page.locator("#table dl.facts dt").all_text_contents()
    values = await page.page.locator("#table dl.facts dd").all_text_contents()
    return dict(zip(terms, values, strict=True))


async def live(page: RecordedPage, game_id: str, version: int) -> None:
    await page.page.goto(f"/web/games/{game_id}")
    await page.page.wait_for_function(
        "v => Number(document.getElementById('main')?.dataset.version) >= v", arg=version, timeout=20_000
    )


@pytest.mark.parametrize("kind", KINDS)
async def test_a_finished_game_shows_its_result_and_no_turn_badge_or_controls(
    kind: str, anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    recorded = await play_recorded(anonymous, kind, seats=2, seed=3, history_every=10_000)
    summary = await anonymous.game(recorded.game_id)
    for token in (None, recorded.clients[0].token):  # a spectator, then a seated player
        if token:
            await open_page.page.evaluate("t => localStorage.setItem('clowder.token', t)", token)
        await live(open_page, recorded.game_id, summary["version"])
        page = open_page.page
        result = await page.locator("#result").text_content() or ""
        assert await page.locator("#result").is_visible() and result.startswith("Game over")
        for seat in summary["outcome"]["winners"]:
            assert seat_name(summary, seat) in result, result
        status = await page.text_content("#status") or ""
        assert "Turn" not in status and "waiting" not in status, status
        shown = await facts(open_page)
        assert "Turn" not in shown and "Waiting for" not in shown, shown
        badges = await page.locator("#table .badge").all_text_contents()
        assert not {"turn", "to play", "awaited"} & set(badges), badges
        assert await page.locator("#table .seat.active").count() == 0
        assert not await page.get_by_role("heading", name="Your move").is_visible()
        assert await page.locator("#controls button, #controls select").count() == 0
    if kind == "kombat-kittens":
        await screenshot(open_page.page, "finished-kombat-kittens")


@pytest.mark.parametrize("kind", KINDS)
async def test_the_status_line_and_the_table_name_the_same_turn_and_the_same_awaited_seats(
    kind: str, anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    recorded = await seat_players(anonymous, kind, 3)
    await advance(recorded, 25, seed=7)
    view = await anonymous.view(recorded.game_id)
    summary = await anonymous.game(recorded.game_id)
    await live(open_page, recorded.game_id, view["version"])
    status = await open_page.page.text_content("#status") or ""
    shown = await facts(open_page)
    turn, waiting = shown.get("Turn"), shown.get("Waiting for")
    said = f"Turn: {turn}" + (f" — waiting for {waiting}" if waiting else "") if turn else f"Waiting for {waiting}"
    assert said in status, f"the table says {shown}; the status line says {status}"
    for seat in view["pending_seats"]:
        assert seat_name(summary, seat) in said, f"{seat_name(summary, seat)} is awaited: {said}"
    assert not await open_page.page.get_by_role("heading", name="Your move").is_visible(), "a spectator has no move"


async def test_kombat_kittens_says_who_attacks_and_who_is_awaited_in_a_battle(
    anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    """The page once said "waiting for bot-2" beside "Turn bot-3": now it says why bot-2 is awaited."""
    recorded = await seat_players(anonymous, "kombat-kittens", 3)

    def awaiting_another_seat(view: dict[str, Any]) -> bool:
        fight = view["view"]["fight"]
        return bool(fight) and fight["kind"] == "battle" and view["pending_seats"] != [view["view"]["turn"]]

    view = await advance(recorded, 400, seed=1, until=awaiting_another_seat)
    assert awaiting_another_seat(view), "no battle waited for another seat in 400 commands"
    summary = await anonymous.game(recorded.game_id)
    await live(open_page, recorded.game_id, view["version"])
    status = await open_page.page.text_content("#status") or ""
    fight = view["view"]["fight"]
    attacker, defender = (side["main"] for side in fight["sides"])
    assert f"Turn: {seat_name(summary, attacker)}, attacking {seat_name(summary, defender)} — waiting for " in status
    waiting = status.split(" — waiting for ")[1]
    for seat in view["pending_seats"]:
        assert seat_name(summary, seat) in waiting, status
    assert any(why in waiting for why in ("to answer", "to ask for help", "to commit", "to take", "to give")), status
    await screenshot(open_page.page, "kombat-kittens-battle")


async def test_kombat_kittens_labels_each_seats_captured_cards_and_prints_each_cards_value(
    anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    recorded = await play_recorded(anonymous, "kombat-kittens", seats=3, seed=8, history_every=10_000)
    summary = await anonymous.game(recorded.game_id)
    view = await anonymous.view(recorded.game_id)
    await live(open_page, recorded.game_id, view["version"])
    for seat in view["view"]["seats"]:
        captured = open_page.page.locator(f"#table .seat:nth-child({seat['seat'] + 1}) .captured")
        if not seat["treasure"]:
            assert await captured.count() == 0
            continue
        label = await captured.locator("h4").text_content()
        assert label == f"Captured by {seat_name(summary, seat['seat'])}"
        values = await captured.locator(".card .worth").all_text_contents()
        assert values == [f"{card['value']} pt{'' if card['value'] == 1 else 's'}" for card in seat["treasure"]]
    faces = open_page.page.locator("#table .card.kk:not(.back)")
    assert await faces.count() == await faces.locator(".worth").count() > 0, "every face-up card shows its value"


@pytest.mark.parametrize("kind", KINDS)
async def test_the_live_page_and_the_replay_link_to_the_games_rules_on_the_service(
    kind: str, anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    recorded = await seat_players(anonymous, kind, 2)
    page = open_page.page
    for address in (f"/web/games/{recorded.game_id}", f"/web/games/{recorded.game_id}/replay"):
        await page.goto(address)
        await page.locator("#rules-link").click()
        await page.wait_for_url(f"**/web/rules/{kind}")
        assert TITLES[kind] in (await page.locator("main h1").text_content() or "")
        assert await page.locator("main h2").count() >= 3, "the rules, the rulings and the options"
    await page.locator("a[href='/web/rules']").first.click()
    await page.wait_for_url("**/web/rules")
    listed = await page.locator("article.rules a").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    assert {f"/web/rules/{k}" for k in KINDS} <= set(listed)


async def test_an_unknown_rules_page_is_a_404_problem(anonymous: ClowderClient) -> None:
    for name in ("chess", "README", "..%2Fsecurity"):
        answer = await anonymous.http.get(f"/web/rules/{name}")
        assert answer.status_code in (404, 400), (name, answer.status_code)
        assert answer.headers["content-type"].startswith("application/problem+json")


async def test_the_rules_pages_escape_raw_html_and_keep_to_the_page_policy(
    anonymous: ClowderClient, tmp_path: Path
) -> None:
    document = tmp_path / "a-game.md"
    document.write_text(
        "# A game\n\n<script>alert(1)</script>\n\n[the deal](kinoko-kombat.md#the-deal), "
        "[a source file](../../domain/x.py), [elsewhere](https://example.org/)\n\n"
        "| a | b |\n|--:|:-:|\n| 1 | 2 |\n"
    )
    title, html = rendered(document, 0)
    assert title == "A game"
    assert "<script>" not in html and "&lt;script&gt;" in html, "raw HTML in a document is shown as text"
    assert '<a href="/web/rules/kinoko-kombat#the-deal">' in html
    assert "<a>a source file</a>" in html, "a repository file the service does not serve is not a link"
    assert '<a href="https://example.org/">' in html
    assert " style=" not in html and 'class="align-right"' in html, "alignment is a class: the policy refuses styles"
    for name in ("", "/kombat-kittens"):
        answer = await anonymous.http.get(f"/web/rules{name}")
        assert answer.status_code == 200 and "default-src 'self'" in answer.headers["content-security-policy"]
        assert " style=" not in answer.text and not re.findall(r"<script\b(?![^>]*\bsrc=)", answer.text)
