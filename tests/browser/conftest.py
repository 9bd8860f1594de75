"""The pages in a real Chromium (Debian's, driven by Playwright) against the real service.

Chromium is launched by its executable path (``CLOWDER_CHROMIUM``, default
``/usr/bin/chromium``; `.ci/run` installs it when missing). Every request a
page makes is recorded, so a test can check that no page asks any host but
the service.
"""

from __future__ import annotations

import asyncio
import atexit
import os
import shutil
import tempfile
import uuid
from collections.abc import AsyncIterator
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.async_api import Browser, BrowserContext, Page, async_playwright
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import serving
from api.client.session import ClowderClient
from api.settings import Settings
from ops.local_services import create_database, drop_database
from tests.e2e.conftest import GENEROUS_LIMITS

pytestmark = pytest.mark.browser

#: Where ``ops/run screenshots`` asks the pages' pictures to go (the tracked ``docs/web/``).
SCREENSHOTS_ENV = "CLOWDER_SCREENSHOTS"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    path = os.environ.get("CLOWDER_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        raise RuntimeError(f"Chromium is not installed at {path}: apt-get install chromium (.ci/run does it)")
    return path


@pytest.fixture(scope="module")
async def service_url(postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"web-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=GENEROUS_LIMITS,  # a replay steps through hundreds of versions in seconds
    )
    try:
        async with serving(settings) as url:
            yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            await launched.close()


class RecordedPage:
    """A page, with every URL it requested and every console error it printed."""

    def __init__(self, page: Page, base_url: str) -> None:
        self.page = page
        self.base_url = base_url
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on(
            "response",
            lambda response: (
                self.errors.append(f"{response.status} {response.url}") if response.status >= 500 else None
            ),
        )

    def _console(self, message: Any) -> None:
        # A 4xx a page expects (a 409 for a version not reached yet) is logged by
        # the browser as a failed load; 5xx answers are caught by the response hook.
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            self.errors.append(message.text)

    def foreign_requests(self) -> list[str]:
        return [url for url in self.requests if not (url.startswith(self.base_url) or url.startswith("data:"))]


@pytest.fixture
async def context(browser: Browser, service_url: str) -> AsyncIterator[BrowserContext]:
    made = await browser.new_context(base_url=service_url, viewport={"width": 1280, "height": 900})
    try:
        yield made
    finally:
        await made.close()


@pytest.fixture
async def open_page(context: BrowserContext, service_url: str) -> AsyncIterator[RecordedPage]:
    page = await context.new_page()
    recorded = RecordedPage(page, service_url)
    yield recorded
    assert recorded.foreign_requests() == [], f"the page asked other hosts: {recorded.foreign_requests()}"
    assert recorded.errors == [], f"the page printed errors: {recorded.errors}"


@pytest.fixture
async def anonymous(service_url: str) -> AsyncIterator[ClowderClient]:
    async with httpx.AsyncClient(base_url=service_url, timeout=30) as http:
        yield ClowderClient(http)


@cache
def screenshot_dir() -> Path:
    """Where this run's screenshots go: ``CLOWDER_SCREENSHOTS``, or a temporary directory of its own.

    A test run never writes into the working tree (``git status`` stays clean);
    the pictures in ``docs/web/`` are made on purpose by ``ops/run screenshots``.
    """
    if chosen := os.environ.get(SCREENSHOTS_ENV):
        path = Path(chosen)
        path.mkdir(parents=True, exist_ok=True)
        return path
    path = Path(tempfile.mkdtemp(prefix="clowder-screenshots-"))
    atexit.register(shutil.rmtree, path, True)
    return path


async def screenshot(page: Page, name: str, full_page: bool = True) -> None:
    """Take a screenshot of the page (it must render), kept where :func:`screenshot_dir` says."""
    await page.screenshot(path=str(screenshot_dir() / f"{name}.png"), full_page=full_page)
