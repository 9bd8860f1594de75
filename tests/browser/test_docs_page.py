"""The interactive API docs render in a browser that can reach nothing but the service."""

from __future__ import annotations

import pytest

from tests.browser.conftest import RecordedPage, screenshot

pytestmark = pytest.mark.browser


async def test_the_docs_page_renders_every_operation_and_an_authorize_control_offline(open_page: RecordedPage) -> None:
    page = open_page.page
    # Anything but the service is unreachable for this page: a request elsewhere is aborted (and counted).
    await page.route(
        "**/*", lambda route: route.continue_() if route.request.url.startswith(open_page.base_url) else route.abort()
    )
    await page.goto("/schema")
    await page.locator("button.authorize").first.wait_for(timeout=20_000)
    operations = await page.locator(".opblock").count()
    spec = await (await page.request.get("/schema/openapi.json")).json()
    declared = sum(
        1 for item in spec["paths"].values() for method in item if method in ("get", "post", "put", "delete", "patch")
    )
    print(f"/schema shows {operations} operations of {declared}")
    assert operations == declared
    await screenshot(page, "api-docs", full_page=False)
