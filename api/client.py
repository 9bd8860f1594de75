"""A small HTTP client for Clowder's REST API, used by the bots, the CLI and the tests."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx


class ApiError(Exception):
    """A problem response: ``status`` and the RFC 9457 body."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        super().__init__(f"{status} {problem.get('title')}: {problem.get('detail')}")
        self.status = status
        self.problem = problem


class ClowderClient:
    """``rate_limit_wait``: how many seconds in all one call may sleep on ``429 Retry-After``
    before it gives up (a refused request did nothing, so resending it is safe)."""

    def __init__(self, http: httpx.AsyncClient, token: str | None = None, rate_limit_wait: float = 60.0) -> None:
        self.http = http
        self.token = token
        self.rate_limit_wait = rate_limit_wait

    def as_player(self, token: str) -> ClowderClient:
        return ClowderClient(self.http, token, self.rate_limit_wait)

    async def request(self, method: str, path: str, **kwargs: Any) -> Any:
        headers = dict(kwargs.pop("headers", {}) or {})
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        waited = 0.0
        while True:
            response = await self.http.request(method, path, headers=headers, **kwargs)
            delay = _retry_after(response)
            if delay is None or waited + delay > self.rate_limit_wait:
                break
            await asyncio.sleep(delay)
            waited += delay
        if response.status_code >= 400:
            try:
                problem = response.json()
            except ValueError:
                problem = {"title": response.reason_phrase, "detail": response.text}
            raise ApiError(response.status_code, problem)
        return response.json()

    async def register(self, name: str) -> dict[str, Any]:
        return await self.request("POST", "/players", json={"name": name})

    async def create_game(self, kind: str, seats: int, options: dict[str, Any] | None = None, join: bool = True) -> dict[str, Any]:
        body = {"kind": kind, "seats": seats, "options": options or {}, "join": join}
        return await self.request("POST", "/games", json=body)

    async def join(self, game_id: str, seat: int | None = None) -> dict[str, Any]:
        return await self.request("POST", f"/games/{game_id}/seats", json={"seat": seat})

    async def start(self, game_id: str) -> dict[str, Any]:
        return await self.request("POST", f"/games/{game_id}/start")

    async def game(self, game_id: str) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}")

    async def view(self, game_id: str, min_version: int | None = None) -> dict[str, Any]:
        params = {} if min_version is None else {"min_version": min_version}
        return await self.request("GET", f"/games/{game_id}/view", params=params)

    async def command(
        self,
        game_id: str,
        command: dict[str, Any],
        expected_version: int | None = None,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        body = {"command": command, "expected_version": expected_version}
        return await self.request("POST", f"/games/{game_id}/commands", json=body, headers=headers)

    async def history(self, game_id: str, from_version: int = 1) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}/events", params={"from_version": from_version})

    async def at_version(self, game_id: str, version: int) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}/versions/{version}")

    async def audit(self, game_id: str) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}/audit")


def _retry_after(response: httpx.Response) -> float | None:
    """Seconds a 429 asks the client to wait, when it says so in seconds."""
    value = response.headers.get("retry-after", "")
    return float(value) if response.status_code == 429 and value.isdigit() else None
