"""The replay page of a finished game of each kind shows, at every version, what
``GET /games/{id}/versions/{n}`` says; arrow keys and the step buttons move it."""

from __future__ import annotations

import json

import pytest

from api.client.session import ClowderClient
from services.game_registry import all_games
from tests.browser.conftest import RecordedPage, screenshot
from tests.e2e.harness import play_recorded

pytestmark = pytest.mark.browser

#: Every registered game.
KINDS = list(all_games())


async def shown(page: RecordedPage, version: int) -> dict:
    await page.page.wait_for_function(
        "v => document.getElementById('main')?.dataset.version === String(v)", arg=version, timeout=10_000
    )
    return json.loads(await page.page.locator("#raw").text_content())


@pytest.mark.parametrize("kind", KINDS)
async def test_every_version_of_a_finished_game_is_what_the_api_says(
    kind: str, anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    recorded = await play_recorded(anonymous, kind, seats=2, seed=7, history_every=10_000)
    last = recorded.final_view["version"]
    page = open_page.page
    await page.goto(f"/web/games/{recorded.game_id}/replay#v=1")
    checked = 0
    for version in range(1, last + 1):
        if version > 1:
            await page.keyboard.press("ArrowRight")
        assert await shown(open_page, version) == await anonymous.at_version(recorded.game_id, version)
        checked += 1
    print(f"{kind}: {checked} versions shown as the API answers them")
    assert checked == last
    await page.click("#back")
    assert (await shown(open_page, last - 1))["version"] == last - 1
    await page.click("#first")
    assert (await shown(open_page, 1))["version"] == 1
    await screenshot(page, f"replay-{kind}")


async def test_a_seat_can_be_chosen_and_a_version_linked(anonymous: ClowderClient, open_page: RecordedPage) -> None:
    recorded = await play_recorded(anonymous, "feed-the-kitten", seats=2, seed=3, history_every=10_000)
    page = open_page.page
    await page.goto(f"/web/games/{recorded.game_id}/replay#v=12&seat=1")
    answer = await shown(open_page, 12)
    expected = await anonymous.request("GET", f"/games/{recorded.game_id}/versions/12", params={"seat": 1})
    assert answer == expected and answer["view"]["seat"] == 1 and answer["view"]["view"]["hand"] is not None
    await page.select_option("#as-seat", "")
    await page.wait_for_function("() => !location.hash.includes('seat=')")
    # The version shown stays 12: wait for the spectator's answer to replace the seat's.
    await page.wait_for_function("() => JSON.parse(document.getElementById('raw')?.textContent).view.seat === null")
    assert (await shown(open_page, 12))["view"]["seat"] is None
    assert await page.get_attribute("#permalink", "href") == "#v=12"
