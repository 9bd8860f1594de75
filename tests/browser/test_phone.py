"""Every page fits a 390-pixel phone: the page is never wider than the screen (a
table too wide for it stacks its cells or scrolls inside its own box), and on a
game's live page a seated player's hand and moves come before the table."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

import httpx
import pytest
from playwright.async_api import Browser, Page

from api.client.session import ClowderClient
from tests.browser.conftest import RecordedPage, screenshot
from tests.browser.playing import advance
from tests.e2e.harness import RecordedGame, play_recorded, seat_players

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
KINDS = ["feed-the-kitten", "kombat-kittens", "trending-kittens", "kinoko-kombat"]
WIDER_THAN_THE_SCREEN = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


@dataclass(frozen=True)
class Scene:
    """What the pages show: a finished game, a running game of each kind, an open game, a tournament."""

    finished: RecordedGame
    running: dict[str, RecordedGame]
    open_game_id: str
    tournament_id: str


@pytest.fixture(scope="module")
async def scene(service_url: str) -> AsyncIterator[Scene]:
    async with httpx.AsyncClient(base_url=service_url, timeout=30) as http:
        anonymous = ClowderClient(http)
        finished = await play_recorded(anonymous, "kombat-kittens", seats=3, seed=5, history_every=10_000)
        running = {}
        for index, kind in enumerate(KINDS):
            for attempt in range(5):  # random moves can end a short game: deal again until one still runs
                running[kind] = await seat_players(anonymous, kind, 3)
                if (await advance(running[kind], 30 - 5 * attempt, seed=index))["status"] == "running":
                    break
        host = anonymous.as_player((await anonymous.register("a-host-with-a-rather-long-name"))["token"])
        open_game = await host.create_game("kinoko-kombat", 4, join=True)
        organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
        tournament = await organizer.request(
            "POST", "/tournaments", json={"kind": "kinoko-kombat", "format": "round-robin", "seats_per_game": 2}
        )
        for index in range(4):
            bot = await organizer.request(
                "POST", "/players", json={"name": f"heuristic-entrant-{index}", "bot": "heuristic"}
            )
            await organizer.request(
                "POST", f"/tournaments/{tournament['tournament_id']}/entrants", json={"player_id": bot["player_id"]}
            )
        await organizer.request("POST", f"/tournaments/{tournament['tournament_id']}/start")
        yield Scene(finished, running, open_game["game_id"], tournament["tournament_id"])


@pytest.fixture
async def phone(browser: Browser, service_url: str) -> AsyncIterator[Callable[[str | None], Awaitable[RecordedPage]]]:
    """A phone's page (390 x 844, touch), optionally holding a player's token."""
    contexts = []
    pages: list[RecordedPage] = []

    async def open_as(token: str | None = None) -> RecordedPage:
        context = await browser.new_context(base_url=service_url, viewport=PHONE, is_mobile=True, has_touch=True)
        contexts.append(context)
        if token:
            await context.add_init_script(f"localStorage.setItem('clowder.token', {token!r})")
        pages.append(RecordedPage(await context.new_page(), service_url))
        return pages[-1]

    yield open_as
    try:
        for page in pages:
            assert page.foreign_requests() == [], f"the page asked other hosts: {page.foreign_requests()}"
            assert page.errors == [], f"the page printed errors: {page.errors}"
    finally:
        for context in contexts:
            await context.close()


async def fits(page: Page, name: str, picture: bool = False) -> None:
    """No wider than the phone; ``picture``: one of the screenshots docs/web.md shows (``ops/run screenshots``)."""
    overflow = await page.evaluate(WIDER_THAN_THE_SCREEN)
    if picture or overflow > 0:
        await screenshot(page, f"phone-{name}")
    assert overflow <= 0, f"{name}: the page is {overflow}px wider than a 390px phone"


@pytest.mark.parametrize("status", ["running", "open", "finished"])
async def test_the_lobby_fits_a_phone(status: str, scene: Scene, phone: Callable[..., Awaitable[RecordedPage]]) -> None:
    page = (await phone()).page
    await page.goto(f"/?status={status}")
    await page.wait_for_selector("#games table tbody tr")
    await page.wait_for_selector("#tournaments li")
    await fits(page, f"lobby-{status}", picture=status == "running")


@pytest.mark.parametrize("kind", KINDS)
async def test_a_live_game_fits_a_phone_with_the_hand_and_moves_first(
    kind: str, scene: Scene, phone: Callable[..., Awaitable[RecordedPage]]
) -> None:
    recorded = scene.running[kind]
    view = await recorded.clients[0].view(recorded.game_id)
    seat = view["pending_seats"][0]
    page = (await phone(recorded.clients[seat].token)).page
    await page.goto(f"/web/games/{recorded.game_id}")
    await page.wait_for_selector("#table .table")
    await page.wait_for_selector("#controls button.command, #controls select")
    await fits(page, f"live-{kind}", picture=kind == "kombat-kittens")
    for what in ("#controls", "#mine .hand"):
        box = await page.locator(what).bounding_box()
        assert box is not None and box["y"] < PHONE["height"], f"{kind}: {what} starts at y={box} (below the fold)"
    assert (await page.locator("#mine").bounding_box() or {})["y"] < (
        await page.locator("#table").bounding_box() or {}
    )["y"], "on a phone the hand and the moves come before the table"


async def test_a_finished_games_live_page_fits_a_phone(
    scene: Scene, phone: Callable[..., Awaitable[RecordedPage]]
) -> None:
    page = (await phone()).page
    await page.goto(f"/web/games/{scene.finished.game_id}")
    await page.wait_for_selector("#table .table")
    await page.wait_for_selector("#result:not([hidden])")
    await fits(page, "live-finished")


@pytest.mark.parametrize("kind", ["feed-the-kitten", "kombat-kittens", "kinoko-kombat"])
async def test_a_replay_fits_a_phone(
    kind: str, anonymous: ClowderClient, phone: Callable[..., Awaitable[RecordedPage]]
) -> None:
    recorded = await play_recorded(anonymous, kind, seats=3, seed=5, history_every=10_000)
    page = (await phone()).page
    await page.goto(f"/web/games/{recorded.game_id}/replay#v={recorded.started_version + 10}&seat=1")
    await page.wait_for_selector("#table .table")
    await fits(page, f"replay-{kind}", picture=True)


async def test_a_games_verify_panel_fits_a_phone(scene: Scene, phone: Callable[..., Awaitable[RecordedPage]]) -> None:
    page = (await phone()).page
    await page.goto(f"/web/games/{scene.finished.game_id}/verify")
    await page.wait_for_selector("#verdict", timeout=60_000)
    await fits(page, "verify-game")


async def test_the_verify_an_export_page_fits_a_phone(phone: Callable[..., Awaitable[RecordedPage]]) -> None:
    page = (await phone()).page
    await page.goto("/web/verify")
    await page.wait_for_selector("#verify-files")
    await fits(page, "verify-file")


async def test_a_tournament_page_fits_a_phone(scene: Scene, phone: Callable[..., Awaitable[RecordedPage]]) -> None:
    page = (await phone()).page
    await page.goto(f"/web/tournaments/{scene.tournament_id}")
    await page.wait_for_selector("#standings tbody tr")
    await page.wait_for_selector(".round table tbody tr")
    await fits(page, "tournament", picture=True)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_games_rules_fit_a_phone(kind: str, phone: Callable[..., Awaitable[RecordedPage]]) -> None:
    page = (await phone()).page
    await page.goto(f"/web/rules/{kind}")
    await page.wait_for_selector("main h1")
    await fits(page, f"rules-{kind}")


async def test_the_api_docs_fit_a_phone(phone: Callable[..., Awaitable[RecordedPage]]) -> None:
    page = (await phone()).page
    await page.goto("/schema")
    await page.locator(".opblock").first.wait_for(timeout=20_000)
    await fits(page, "api-docs")
