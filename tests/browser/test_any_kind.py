"""Any registered kind is played from its page, its table drawn by the generic renderer.

A kind the pages carry no renderer of (a game installed as a separate package)
is drawn by it with nothing added to the pages; the project's own kinds are
drawn by it when their page is opened with ``?generic``, so it is tried on
every kind's real view.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.async_api import Page

from api.client.session import ClowderClient
from api.web.pages import STATIC
from services.game_registry import all_games
from tests.browser.conftest import RecordedPage, screenshot

pytestmark = pytest.mark.browser

#: The kinds games/index.js carries a renderer of.
OWN_RENDERERS = set(re.findall(r'^\s+"([a-z0-9-]+)": \w+,$', (STATIC / "js/games/index.js").read_text(), re.M))
#: Commands the human sends by clicking, before the rest of the game is played over the API.
CLICKS = 4


async def shown_version(page: Page) -> int:
    return int(await page.get_attribute("#main", "data-version") or 0)


@pytest.mark.parametrize("kind", list(all_games()))
async def test_a_human_plays_any_kind_from_its_generic_table(
    kind: str, anonymous: ClowderClient, open_page: RecordedPage
) -> None:
    human, other = [anonymous.as_player((await anonymous.register(name))["token"]) for name in ("human", "other")]
    game_id = (await human.create_game(kind, 2, join=True))["game_id"]
    await other.join(game_id)
    await human.start(game_id)
    page = open_page.page
    await page.goto(f"/web/games/{game_id}" + ("?generic" if kind in OWN_RENDERERS else ""))
    await page.fill("#token", human.token or "")
    await page.click("text=Use token")
    await page.wait_for_function(
        "() => (document.getElementById('status')?.textContent || '').includes('you are seat 0')"
    )
    table = page.locator("#table .table.generic dl.facts")
    await table.first.wait_for(timeout=20_000)
    assert await page.title() and all_games()[kind].title in (await page.text_content("h1") or "")
    chooser, clicks = random.Random(kind), 0
    view = await human.view(game_id)
    while view["status"] != "finished":
        if clicks < CLICKS and view["your_turn"]:
            await page.wait_for_function(
                f"() => Number(document.getElementById('main')?.dataset.version) >= {view['version']}"
            )
            await page.locator("#controls button.command").first.click()
            await page.wait_for_function(
                f"() => Number(document.getElementById('main')?.dataset.version) > {view['version']}"
            )
            clicks += 1
        else:
            seat = chooser.choice(view["pending_seats"])
            player = human if seat == 0 else other
            seated = await player.view(game_id, min_version=view["version"])
            await player.command(game_id, chooser.choice(seated["legal_commands"]), expected_version=seated["version"])
        view = await human.view(game_id)
    assert clicks > 0, "the human never had a move to click"
    await page.wait_for_function(f"() => Number(document.getElementById('main')?.dataset.version) >= {view['version']}")
    result = page.locator("#result:not([hidden])", has_text="Game over")
    await result.wait_for(timeout=10_000)  # a finished game shows its result and no controls
    assert not await page.locator("#controls button.command").count()
    assert await table.count() > 0 and (await page.text_content("#table") or "").strip()
    await screenshot(page, f"generic-{kind}")
