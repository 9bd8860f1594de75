"""A small HTTP client for Clowder's REST API, used by the bots, the CLI and the tests."""

from __future__ import annotations

import secrets
from typing import Any

import httpx


class ApiError(Exception):
    """A problem response: ``status`` and the RFC 9457 body."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        super().__init__(f"{status} {problem.get('title')}: {problem.get('detail')}")
        self.status = status
        self.problem = problem


class ClowderClient:
    def __init__(self, http: httpx.AsyncClient, token: str | None = None) -> None:
        self.http = http
        self.token = token

    def as_player(self, token: str) -> ClowderClient:
        return ClowderClient(self.http, token)

    async def request(self, method: str, path: str, **kwargs: Any) -> Any:
        headers = dict(kwargs.pop("headers", {}) or {})
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        response = await self.http.request(method, path, headers=headers, **kwargs)
        if response.status_code >= 400:
            try:
                problem = response.json()
            except ValueError:
                problem = {"title": response.reason_phrase, "detail": response.text}
            raise ApiError(response.status_code, problem)
        return response.json()

    async def register(self, name: str) -> dict[str, Any]:
        return await self.request("POST", "/players", json={"name": name})

    async def create_game(
        self, kind: str, seats: int, options: dict[str, Any] | None = None, join: bool = True,
        client_seed: str | None = None,
    ) -> dict[str, Any]:
        """With ``join``, the seat contributes ``client_seed`` (a fresh random one by default)."""
        body: dict[str, Any] = {"kind": kind, "seats": seats, "options": options or {}, "join": join}
        if join:
            body["client_seed"] = client_seed or secrets.token_hex(16)
        return await self.request("POST", "/games", json=body)

    async def join(self, game_id: str, seat: int | None = None, client_seed: str | None = None) -> dict[str, Any]:
        """The seat's share of the game's randomness is ``client_seed``, a fresh random one by default."""
        body = {"seat": seat, "client_seed": client_seed or secrets.token_hex(16)}
        return await self.request("POST", f"/games/{game_id}/seats", json=body)

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
