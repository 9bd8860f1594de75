"""The contract as a third-party client meets it: the served spec, tools run against the running service."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.e2e.conftest import e2e_service, service_url  # noqa: F401  (the running service, one per module, and what it stands on)


@pytest.fixture(scope="module")
async def spec(service_url: str) -> dict[str, Any]:  # noqa: F811
    async with httpx.AsyncClient(base_url=service_url) as http:
        response = await http.get("/schema/openapi.json")
    assert response.status_code == 200
    return response.json()  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
async def token(service_url: str) -> str:  # noqa: F811
    async with httpx.AsyncClient(base_url=service_url) as http:
        response = await http.post("/players", json={"name": "contract-tester"})
    return str(response.json()["token"])
