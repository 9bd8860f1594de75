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


async def test_the_docs_page_tries_an_operation_under_its_content_security_policy(open_page: RecordedPage) -> None:
    """The page policy refuses inline script and style: the Authorize dialog and "Try it out" still work
    (a refusal would be a console error, which the fixture counts)."""
    page = open_page.page
    await page.goto("/schema")
    await page.locator("button.authorize").first.click()
    await page.locator(".modal-ux").wait_for(timeout=20_000)
    await page.locator(".modal-ux button.close-modal").click()
    operation = page.locator("#operations-kinds-listKinds")
    await operation.locator(".opblock-summary").click()
    await operation.locator("button.try-out__btn").click()
    await operation.locator("button.execute").click()
    status = operation.locator(".live-responses-table tbody .response-col_status").first
    await status.wait_for(timeout=20_000)
    assert (await status.inner_text()).strip() == "200"
