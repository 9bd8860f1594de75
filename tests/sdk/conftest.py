"""The SDKs against the running service (tests/e2e's fixtures: one service per module, on a real PostgreSQL and Redis)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from clowder_sdk import Clowder

from tests.e2e.conftest import e2e_service, service_url  # noqa: F401  (the running service, one per module, and what it stands on)
from tests.sdk.node import build_sdk


@pytest.fixture
async def service(service_url: str) -> AsyncIterator[Clowder]:  # noqa: F811
    async with Clowder(service_url) as clowder:
        yield clowder


@pytest.fixture(scope="session")
async def typescript_sdk() -> Path:
    """sdk/typescript built as its README says (``npm ci``, ``npm run build``), once a session; its tsc."""
    return await build_sdk()
