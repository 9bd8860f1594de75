"""The pages can be used with the keyboard alone (their fit on a phone: test_phone.py)."""

from __future__ import annotations

import pytest

from api.client.session import ClowderClient
from tests.browser.conftest import RecordedPage
from tests.e2e.harness import play_recorded

pytestmark = pytest.mark.browser


async def test_the_replay_is_driven_by_the_keyboard(anonymous: ClowderClient, open_page: RecordedPage) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats=2, seed=9, history_every=10_000)
    page = open_page.page
    await page.goto(f"/web/games/{recorded.game_id}/replay#v=10")
    await page.wait_for_function("() => document.getElementById('main')?.dataset.version === '10'")
    await page.keyboard.press("Home")
    await page.wait_for_function("() => document.getElementById('main')?.dataset.version === '1'")
    await page.keyboard.press("End")
    last = recorded.final_view["version"]
    await page.wait_for_function("v => document.getElementById('main')?.dataset.version === String(v)", arg=last)
    await page.focus("#back")
    await page.keyboard.press("Enter")
    await page.wait_for_function("v => document.getElementById('main')?.dataset.version === String(v)", arg=last - 1)
    focused = await page.evaluate("() => document.activeElement.id")
    assert focused == "back", "focus stays on the control the keyboard used"
