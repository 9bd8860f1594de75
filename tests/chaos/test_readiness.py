"""Fault: the worker process (projector, reactors) stopped while commands go on.

Invariant: ``/health/ready`` turns 503 once the projection lags the log by
more than ``CLOWDER_READY_MAX_LAG_SECONDS``, while ``/health/live`` and
``/health`` keep answering 200 (the process is fine; do not restart it,
stop sending it traffic).
"""

from __future__ import annotations

import asyncio

import httpx
import pytest

from ops.local_services import create_database
from tests.chaos.fixtures_faults import clowder

pytestmark = pytest.mark.chaos

MAX_LAG = 1.0


async def _until_ready(http: httpx.AsyncClient) -> httpx.Response:
    for _ in range(300):
        ready = await http.get("/health/ready")
        if ready.status_code == 200:
            return ready
        await asyncio.sleep(0.1)
    raise AssertionError(f"never ready: {ready.json()}")


async def test_readiness_fails_when_the_projector_stops_and_the_log_moves_on(postgres_url: str, redis_url: str) -> None:
    database_url = await asyncio.to_thread(create_database, postgres_url)
    async with (
        clowder(database_url, redis_url, ready_max_lag_seconds=MAX_LAG) as service,
        httpx.AsyncClient(base_url=service.url, timeout=30) as http,
    ):
        token = (await http.post("/players", json={"name": "creator"})).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=headers)
        ready = await _until_ready(http)
        assert ready.json()["status"] == "ready" and ready.json()["projection_lag_seconds"] is not None
        assert service.worker is not None
        await asyncio.to_thread(service.worker.stop)
        for _ in range(3):
            created = await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=headers)
            assert created.status_code == 201
        await asyncio.sleep(MAX_LAG + 0.5)
        stalled = await http.get("/health/ready")
        live = await http.get("/health/live")
        health = await http.get("/health")
    body = stalled.json()
    print(
        f"\nreadiness: ready before ({ready.json()['projection_lag_seconds']} s lag); worker stopped, "
        f"3 games created: /health/ready {stalled.status_code} {body['status']} lag {body['projection_lag_seconds']} s; "
        f"/health/live {live.status_code}; /health {health.status_code} {health.json()['status']}"
    )
    assert stalled.status_code == 503 and body["status"] == "not-ready"
    assert body["projection_lag_seconds"] > MAX_LAG and "projector" in body["reasons"][0]
    assert live.status_code == 200 and health.status_code == 200 and health.json()["status"] == "ok"
