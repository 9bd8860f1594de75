"""Scoped, named, revocable tokens, as a player and a second API process meet them."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import httpx
import pytest

from tests.e2e.api_process import ApiProcess, api_process
from tests.e2e.operators_site import Site, operators_site

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
async def site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    async with operators_site(postgres_url, redis_url) as opened:
        yield opened


@pytest.fixture(scope="module")
async def second(site: Site) -> AsyncIterator[ApiProcess]:
    """Another API process (its own pool, its own memory) on the same PostgreSQL and Redis."""
    async with api_process(site.settings) as process:
        yield process


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def register(http: httpx.AsyncClient, name: str, handle: str | None = None) -> dict:
    body = {"name": name} if handle is None else {"name": name, "handle": handle}
    response = await http.post("/players", json=body)
    assert response.status_code == 201, response.text
    return response.json()


async def test_a_read_token_reads_but_may_not_play_nor_mint_a_play_token(site: Site) -> None:
    async with httpx.AsyncClient(base_url=site.url) as http:
        owner = await register(http, "reader")
        made = await http.post(
            "/players/me/tokens", json={"name": "dashboard", "scopes": ["read"]}, headers=bearer(owner["token"])
        )
        assert made.status_code == 201, made.text
        reader = made.json()["token"]
        assert (await http.get("/players/me", headers=bearer(reader))).json()["player_id"] == owner["player_id"]
        refused = await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=bearer(reader))
        assert refused.status_code == 403
        assert refused.headers["content-type"].startswith("application/problem+json")
        assert refused.json()["type"].endswith("insufficient-scope")
        escalate = await http.post("/players/me/tokens", json={"name": "x", "scopes": ["play"]}, headers=bearer(reader))
        assert escalate.status_code == 403 and escalate.json()["type"].endswith("insufficient-scope")
        admin = await http.post(
            "/players/me/tokens", json={"name": "x", "scopes": ["admin"]}, headers=bearer(owner["token"])
        )
        assert admin.status_code == 400  # not a scope a player may ask for over the network
        listed = (await http.get("/players/me/tokens", headers=bearer(reader))).json()
        assert sorted(t["name"] for t in listed) == ["dashboard", "registration"]
        assert all("token" not in t and "token_sha256" not in t for t in listed)


async def test_tournaments_need_the_organize_scope(site: Site) -> None:
    async with httpx.AsyncClient(base_url=site.url) as http:
        owner = await register(http, "organizer")
        player = (
            await http.post(
                "/players/me/tokens", json={"name": "bot", "scopes": ["play"]}, headers=bearer(owner["token"])
            )
        ).json()["token"]
        body = {"kind": "feed-the-kitten", "format": "round-robin"}
        refused = await http.post("/tournaments", json=body, headers=bearer(player))
        assert refused.status_code == 403 and refused.json()["type"].endswith("insufficient-scope")
        created = await http.post("/tournaments", json=body, headers=bearer(owner["token"]))
        assert created.status_code == 201, created.text


async def test_a_revoked_token_is_refused_at_once_by_another_api_process(site: Site, second: ApiProcess) -> None:
    refused_after = 0
    async with httpx.AsyncClient(base_url=site.url) as first, httpx.AsyncClient(base_url=second.url) as other:
        owner = await register(first, "revoker")
        tokens = []
        for number in range(20):
            made = await first.post(
                "/players/me/tokens", json={"name": f"t{number}", "scopes": ["play"]}, headers=bearer(owner["token"])
            )
            tokens.append(made.json())
        for issued in tokens:  # the second process has seen (and could have cached) every token
            assert (await other.get("/players/me", headers=bearer(issued["token"]))).status_code == 200
        for issued in tokens:
            revoked = await first.delete(
                f"/players/me/tokens/{issued['info']['token_id']}", headers=bearer(owner["token"])
            )
            assert revoked.status_code == 200 and revoked.json()["revoked_at"] is not None
            answer = await other.get("/players/me", headers=bearer(issued["token"]))
            refused_after += answer.status_code == 401
            assert answer.headers["content-type"].startswith("application/problem+json")
    print(f"revoked tokens refused on the very next request by the other process: {refused_after}/{len(tokens)}")
    assert refused_after == len(tokens)


async def test_an_expiry_moved_behind_the_services_back_holds_within_the_token_cache_bound(site: Site) -> None:
    """An edit in the database tells no process: each may reuse its last check of the token for
    at most CLOWDER_TOKEN_CACHE_SECONDS (a revocation through the service holds at once, above)."""
    import psycopg

    async with httpx.AsyncClient(base_url=site.url) as http:
        owner = await register(http, "expiring")
        made = (
            await http.post(
                "/players/me/tokens",
                json={"name": "short", "scopes": ["read"], "expires_in_seconds": 60},
                headers=bearer(owner["token"]),
            )
        ).json()
        assert made["info"]["expires_at"] is not None
        assert (await http.get("/players/me", headers=bearer(made["token"]))).status_code == 200
        async with await psycopg.AsyncConnection.connect(site.settings.database_url, autocommit=True) as conn:
            await conn.execute(
                "UPDATE player_tokens SET expires_at = now() - interval '1 second' WHERE token_id = %s",
                (made["info"]["token_id"],),
            )
        edited = time.monotonic()
        while (await http.get("/players/me", headers=bearer(made["token"]))).status_code != 401:
            assert time.monotonic() - edited < site.settings.token_cache_seconds + 1.0
            await asyncio.sleep(0.1)


async def test_query_tokens_only_on_the_event_streams(site: Site) -> None:
    async with httpx.AsyncClient(base_url=site.url) as http:
        owner = await register(http, "query")
        refused = await http.get("/players/me", params={"token": owner["token"]})
        assert refused.status_code == 401
        assert "Authorization" in refused.json()["detail"]
        anonymous_route = await http.get("/games", params={"token": owner["token"]})
        assert anonymous_route.status_code == 401  # refused even where no token is needed
        async with http.stream("GET", "/players/me/decisions", params={"token": owner["token"]}) as stream:
            assert stream.status_code == 200
            assert stream.headers["content-type"].startswith("text/event-stream")


async def test_handles_are_unique_while_names_repeat(site: Site) -> None:
    async with httpx.AsyncClient(base_url=site.url) as http:
        made = [await register(http, "bot-1") for _ in range(3)]
        handles = {player["handle"] for player in made}
        assert len(handles) == 3 and all(handle.startswith("bot-1") for handle in handles)
        assert all(player["name"] == "bot-1" for player in made)
        asked = await register(http, "Alice", handle="alice-unique")
        assert asked["handle"] == "alice-unique"
        taken = await http.post("/players", json={"name": "Other", "handle": "alice-unique"})
        assert taken.status_code == 409 and taken.json()["type"].endswith("handle-taken")
