"""The live page follows a running game through its stream, and a person plays
a whole Feed the Kitten game against a built-in bot through the page's controls."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.browser.conftest import RecordedPage, screenshot

pytestmark = pytest.mark.browser


async def new_game_against_bot(anonymous: ClowderClient, kind: str) -> tuple[ClowderClient, str]:
    human = anonymous.as_player((await anonymous.register("person"))["token"])
    bot = await anonymous.request("POST", "/players", json={"name": "bot", "bot": "heuristic"})
    game = await human.create_game(kind, 2, join=True)
    await anonymous.as_player(bot["token"]).join(game["game_id"])
    await human.start(game["game_id"])
    return human, game["game_id"]


async def page_version(page: RecordedPage) -> int:
    return int(await page.page.get_attribute("#main", "data-version") or 0)


async def test_the_live_page_updates_when_a_seat_moves(anonymous: ClowderClient, open_page: RecordedPage) -> None:
    human, game_id = await new_game_against_bot(anonymous, "feed-the-kitten")
    page = open_page.page
    await page.goto(f"/web/games/{game_id}")
    await page.wait_for_selector("#log li")
    seen = []
    for _ in range(5):  # the human moves; the bot answers; the spectator's page follows both
        view = await human.view(game_id)
        while not view["your_turn"]:
            view = await human.view(game_id, min_version=view["version"] + 1)
        result = await human.command(game_id, view["legal_commands"][0], expected_version=view["version"])
        version = result["version"]
        await page.wait_for_function(
            "v => Number(document.getElementById('main')?.dataset.version) >= v", arg=version, timeout=10_000
        )
        seen.append(await page_version(open_page))
    assert seen == sorted(seen) and len(set(seen)) == len(seen)
    log = await page.locator("#log li").all_text_contents()
    assert any("played" in line or "drew" in line for line in log), log
    assert "spectator" in (await page.text_content("#status") or "")
    await screenshot(page, "live-feed-the-kitten")


async def test_a_person_plays_feed_the_kitten_to_the_end(anonymous: ClowderClient, open_page: RecordedPage) -> None:
    human, game_id = await new_game_against_bot(anonymous, "feed-the-kitten")
    page = open_page.page
    await page.goto("/")
    await page.fill("#token", human.token or "")
    await page.click("text=Use token")
    await page.wait_for_selector("#me")
    await page.goto(f"/web/games/{game_id}")
    moves = 0
    while True:
        button = page.locator("#controls button.command").first
        over = page.locator("#result:not([hidden])", has_text="Game over")
        await page.wait_for_function(
            # The page renders #result only once its first fetch is answered: until then, not yet.
            "() => document.querySelector('#controls button.command:not([disabled])') || "
            "document.getElementById('result')?.hidden === false",
            timeout=20_000,
        )
        if await over.count():
            break
        if moves == 3:
            await screenshot(page, "play-feed-the-kitten")
        await button.click()
        moves += 1
        assert moves < 2_000, "the game did not end"
    summary = await human.game(game_id)
    assert summary["status"] == "finished"
    print(f"a person played {moves} commands through the page; the game finished at v{summary['version']}")
    assert moves > 0
