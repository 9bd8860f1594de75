"""The pages fit a phone's width and can be used with the keyboard alone."""

from __future__ import annotations

import pytest
from playwright.async_api import Browser

from api.client import ClowderClient
from tests.browser.conftest import RecordedPage, screenshot
from tests.e2e.harness import play_recorded

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.mark.parametrize("kind", ["feed-the-kitten", "kombat-kittens", "kinoko-kombat"])
async def test_a_replay_fits_a_phone(kind: str, browser: Browser, service_url: str, anonymous: ClowderClient) -> None:
    recorded = await play_recorded(anonymous, kind, seats=3, seed=5, history_every=10_000)
    context = await browser.new_context(base_url=service_url, viewport=PHONE, is_mobile=True)
    try:
        page = RecordedPage(await context.new_page(), service_url)
        await page.page.goto(f"/web/games/{recorded.game_id}/replay#v={recorded.started_version + 10}")
        await page.page.wait_for_selector("#table .table")
        overflow = await page.page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"the page is {overflow}px wider than a phone"
        await screenshot(page.page, f"phone-replay-{kind}")
        assert page.errors == [] and page.foreign_requests() == []
    finally:
        await context.close()


async def test_the_replay_is_driven_by_the_keyboard(anonymous: ClowderClient, open_page: RecordedPage) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats=2, seed=9, history_every=10_000)
    page = open_page.page
    await page.goto(f"/web/games/{recorded.game_id}/replay#v=10")
    await page.wait_for_function("() => document.getElementById('main').dataset.version === '10'")
    await page.keyboard.press("Home")
    await page.wait_for_function("() => document.getElementById('main').dataset.version === '1'")
    await page.keyboard.press("End")
    last = recorded.final_view["version"]
    await page.wait_for_function("v => document.getElementById('main').dataset.version === String(v)", arg=last)
    await page.focus("#back")
    await page.keyboard.press("Enter")
    await page.wait_for_function("v => document.getElementById('main').dataset.version === String(v)", arg=last - 1)
    focused = await page.evaluate("() => document.activeElement.id")
    assert focused == "back", "focus stays on the control the keyboard used"
