"""The lobby lists games live (a new game appears without a reload), links to
each, and no page loads anything from another host."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.browser.conftest import RecordedPage, screenshot
from tests.e2e.harness import play_recorded

pytestmark = pytest.mark.browser


async def test_a_new_game_appears_in_the_lobby_without_a_reload(
    anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    page = open_page.page
    await page.goto("/?status=open")
    await page.wait_for_selector("#games")
    player = anonymous.as_player((await anonymous.register("host"))["token"])
    game = await player.create_game("kinoko-kombat", 3, join=True)
    row = page.locator(f"tr[data-game-id='{game['game_id']}']")
    await row.wait_for(timeout=10_000)
    assert "Kinoko Kombat" in (await row.text_content() or "")
    await screenshot(page, "lobby")
    await row.locator("a").first.click()
    await page.wait_for_url(f"**/web/games/{game['game_id']}")


async def test_the_lobby_starts_a_game_against_bots(anonymous: ClowderClient, open_page: RecordedPage) -> None:
    token = (await anonymous.register("newcomer"))["token"]
    page = open_page.page
    await page.goto("/")
    await page.fill("#token", token)
    await page.click("text=Use token")
    await page.select_option("#new-kind", "trending-kittens")
    await page.click("#create-game")
    await page.wait_for_url("**/web/games/**")
    await page.wait_for_function("() => Number(document.getElementById('main')?.dataset.version) > 5")
    assert "you are seat 0" in (await page.text_content("#status") or "")
    await page.wait_for_selector("#controls button.command, #controls select")
    await screenshot(page, "play-trending-kittens")


@pytest.mark.parametrize("kind", ["kombat-kittens", "kinoko-kombat", "trending-kittens"])
async def test_each_kind_is_drawn_for_a_spectator(kind: str, anonymous: ClowderClient, open_page: RecordedPage) -> None:
    recorded = await play_recorded(anonymous, kind, seats=3, seed=11, history_every=10_000)
    page = open_page.page
    await page.goto(f"/web/games/{recorded.game_id}/replay#v={recorded.started_version + 8}")
    await page.wait_for_selector("#table .table")
    labels = await page.locator("#table [aria-label]").evaluate_all(
        "nodes => nodes.map(n => n.getAttribute('aria-label'))"
    )
    assert labels and all(labels), "every drawn card has a text label"
    await screenshot(page, f"table-{kind}")


async def test_a_tournament_page_shows_rounds_results_and_standings(
    anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    tournament = await organizer.request(
        "POST", "/tournaments", json={"kind": "kinoko-kombat", "format": "single-elimination", "seats_per_game": 2}
    )
    tournament_id = tournament["tournament_id"]
    for index in range(4):
        bot = await organizer.request("POST", "/players", json={"name": f"entrant-{index}", "bot": "heuristic"})
        await organizer.request("POST", f"/tournaments/{tournament_id}/entrants", json={"player_id": bot["player_id"]})
    await organizer.request("POST", f"/tournaments/{tournament_id}/start")
    page = open_page.page
    await page.goto("/")
    await page.locator(f"#tournaments a[href='/web/tournaments/{tournament_id}']").wait_for(timeout=10_000)
    await page.goto(f"/web/tournaments/{tournament_id}")
    await page.wait_for_selector("#standings")
    await page.wait_for_function(
        "() => document.getElementById('tournament')?.textContent.includes('finished')", timeout=60_000
    )
    final = await anonymous.request("GET", f"/tournaments/{tournament_id}")
    first = final["standings"][0]["name"]
    rows = await page.locator("#standings tbody tr").all_text_contents()
    assert len(rows) == 4 and first in rows[0]
    assert await page.locator(".bracket-match").count() == 3, "two semi-finals and a final"
    assert await page.locator("a.game-link").count() >= 3
    await screenshot(page, "tournament")
