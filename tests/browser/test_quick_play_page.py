"""The lobby's Quick play: the page seeks, waits, and goes to the table once another player seeks the same game."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.browser.conftest import RecordedPage

pytestmark = pytest.mark.browser


async def test_quick_play_takes_the_page_to_the_game_it_was_matched_into(
    anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    token = (await anonymous.register("quick"))["token"]
    page = open_page.page
    await page.goto("/")
    await page.fill("#token", token)
    await page.click("text=Use token")
    await page.select_option("#quick-kind", "kinoko-kombat")
    await page.click("#quick-play")
    await page.wait_for_selector("#quick-status:has-text('Waiting')")
    assert await page.is_visible("#quick-cancel")
    other = anonymous.as_player((await anonymous.register("other"))["token"])
    seek = await other.request("POST", "/matchmaking/seeks", json={"kind": "kinoko-kombat", "seats": 2})
    matched = await other.request("GET", f"/matchmaking/seeks/{seek['seek_id']}", params={"wait": 20})
    assert matched["status"] == "matched", matched
    await page.wait_for_url(f"**/web/games/{matched['game_id']}", timeout=30_000)
    await page.wait_for_selector("#status")
    assert "you are seat" in (await page.text_content("#status") or "")
