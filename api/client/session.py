"""A small HTTP client for Clowder's REST API, used by the bots, the CLI and the tests.

It rides out a restart of the API: failed connections, timeouts and
502/503/504 are retried with backoff (:mod:`api.client.retrying`), and every command
carries an ``Idempotency-Key`` that its retries reuse, so a command the server
recorded before the connection dropped is answered from the record, not
played twice.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable
from typing import Any

import httpx

from api.client.retrying import RetryPolicy, send_with_retries

_HARMLESS_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})


class ApiError(Exception):
    """A problem response: ``status``, the RFC 9457 body, and how many attempts the request took."""

    def __init__(self, status: int, problem: dict[str, Any], attempts: int = 1) -> None:
        super().__init__(f"{status} {problem.get('title')}: {problem.get('detail')}")
        self.status = status
        self.problem = problem
        self.attempts = attempts

    @property
    def code(self) -> str:
        """The problem's stable code: the last part of its ``type``."""
        return str(self.problem.get("type", "")).rsplit("/", 1)[-1]


class ClowderClient:
    def __init__(
        self,
        http: httpx.AsyncClient,
        token: str | None = None,
        retry: RetryPolicy | None = None,
        on_retry: Callable[[str], None] | None = None,
    ) -> None:
        self.http = http
        self.token = token
        self.retry = retry if retry is not None else RetryPolicy()
        #: Told the reason of each retry (an exception's name or a status), for counts.
        self.on_retry = on_retry

    def as_player(self, token: str) -> ClowderClient:
        return ClowderClient(self.http, token, self.retry, self.on_retry)

    async def request(self, method: str, path: str, *, harmless: bool | None = None, **kwargs: Any) -> Any:
        """Send, retrying per :attr:`retry`. ``harmless``: whether repeating this request changes
        nothing (default: true of reads and of requests with an Idempotency-Key)."""
        headers = dict(kwargs.pop("headers", {}) or {})
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        if harmless is None:
            harmless = method.upper() in _HARMLESS_METHODS or "Idempotency-Key" in headers
        response, attempts = await send_with_retries(
            lambda: self.http.request(method, path, headers=headers, **kwargs), self.retry, harmless, self.on_retry
        )
        if response.status_code >= 400:
            try:
                problem = response.json()
            except ValueError:
                problem = {"title": response.reason_phrase, "detail": response.text}
            raise ApiError(response.status_code, problem, attempts)
        return response.json()

    # Registering and creating a game carry an Idempotency-Key, which their retries
    # reuse: the server makes one player or game per key. Joining and starting are
    # retried too; a 409 after a retry is read as the first attempt's success.

    async def register(self, name: str) -> dict[str, Any]:
        headers = {"Idempotency-Key": uuid.uuid4().hex}
        return await self.request("POST", "/players", json={"name": name}, headers=headers)

    async def create_game(
        self,
        kind: str,
        seats: int,
        options: dict[str, Any] | None = None,
        join: bool = True,
        client_seed: str | None = None,
    ) -> dict[str, Any]:
        """With ``join``, the seat contributes ``client_seed`` (a fresh random one by default)."""
        body: dict[str, Any] = {"kind": kind, "seats": seats, "options": options or {}, "join": join}
        if join:
            body["client_seed"] = client_seed or secrets.token_hex(16)
        return await self.request("POST", "/games", json=body, headers={"Idempotency-Key": uuid.uuid4().hex})

    async def join(self, game_id: str, seat: int | None = None, client_seed: str | None = None) -> dict[str, Any]:
        """Take a seat, contributing ``client_seed`` (a fresh random one by default) to the game's
        randomness. A 409 after a retry means the first attempt took it: the game is returned."""
        body = {"seat": seat, "client_seed": client_seed or secrets.token_hex(16)}
        try:
            return await self.request("POST", f"/games/{game_id}/seats", json=body, harmless=True)
        except ApiError as error:
            if error.attempts > 1 and error.status == 409 and (await self.view(game_id))["seat"] is not None:
                return await self.game(game_id)
            raise

    async def start(self, game_id: str) -> dict[str, Any]:
        """Start the game. A 409 after a retry, with the game no longer open, means the first attempt started it."""
        try:
            return await self.request("POST", f"/games/{game_id}/start", harmless=True)
        except ApiError as error:
            if error.attempts > 1 and error.status == 409:
                game = await self.game(game_id)
                if game["status"] != "open":
                    return game
            raise

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
        """Play a command for the caller's seat, with ``idempotency_key`` (a fresh one if not given).

        A retry that meets a 409 may have raced its own first attempt, still
        being committed; it is sent once more, so that a recorded first attempt
        answers (``replayed``) instead of being taken for a refusal.
        """
        headers = {"Idempotency-Key": idempotency_key or uuid.uuid4().hex}
        body = {"command": command, "expected_version": expected_version}
        path = f"/games/{game_id}/commands"
        try:
            return await self.request("POST", path, json=body, headers=headers)
        except ApiError as error:
            if error.attempts > 1 and error.status == 409:
                return await self.request("POST", path, json=body, headers=headers)
            raise

    async def history(self, game_id: str, from_version: int = 1) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}/events", params={"from_version": from_version})

    async def at_version(self, game_id: str, version: int) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}/versions/{version}")

    async def audit(self, game_id: str) -> dict[str, Any]:
        return await self.request("GET", f"/games/{game_id}/audit")
