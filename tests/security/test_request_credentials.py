"""What a request says about its credential: one token only, never cached, and read tokens read.

The holes: a junk second ``Authorization`` header moved the rate limiter's
charge off the real token (the limiter charged the last header, authentication
read the first); the answers that carry a new token could be kept by a cache;
and a ``read`` token was refused the decisions stream the docs and the policy
give it.
"""

from __future__ import annotations

import httpx
import pytest

from api.client.session import ClowderClient

pytestmark = pytest.mark.security


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def two_tokens(real: str, junk: str = "junk") -> list[tuple[str, str]]:
    return [("Authorization", f"Bearer {real}"), ("Authorization", f"Bearer {junk}")]


async def test_a_second_authorization_header_is_refused_on_every_kind_of_route(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    token = (await anonymous.register("two-headers"))["token"]
    game_id = (await anonymous.as_player(token).create_game("feed-the-kitten", 2, join=False))["game_id"]
    tried = [
        ("GET", "/players/me"),  # a token's own route
        ("GET", "/games"),  # one that needs no token
        ("POST", f"/games/{game_id}/seats"),  # a write
        ("GET", f"/games/{game_id}/stream"),  # both event streams
        ("GET", "/players/me/decisions"),
        ("GET", "/health/live"),  # one the limits never charge
    ]
    answers: dict[str, int] = {}
    for method, path in tried:
        async with http.stream(method, path, headers=two_tokens(token), json={} if method == "POST" else None) as sent:
            await sent.aread()
            answers[f"{method} {path}"] = sent.status_code
            assert sent.headers["content-type"].startswith("application/problem+json"), path
            problem = sent.json()
            assert problem["type"].endswith("/malformed-request") and "2 Authorization headers" in problem["detail"]
            assert "ratelimit" not in sent.headers, "refused before any budget was charged"
    print(f"requests with two Authorization headers, by status: {answers}")
    assert set(answers.values()) == {400}
    # the order does not matter, and one header alone still works
    assert (await http.get("/players/me", headers=two_tokens("junk", token))).status_code == 400
    assert (await http.get("/players/me", headers=bearer(token))).status_code == 200
    seats = (await anonymous.game(game_id))["seats"]
    assert [seat["player_id"] for seat in seats if seat.get("player_id")] == [], "nothing was written"
    spec = (await http.get("/schema/openapi.json")).json()
    undeclared = [
        f"{method.upper()} {path}"
        for path, item in spec["paths"].items()
        for method, operation in item.items()
        if "400" not in operation["responses"]
    ]
    assert undeclared == [], "every operation declares the 400 it may answer"


async def test_answers_that_carry_a_token_are_never_stored_by_a_cache(http: httpx.AsyncClient) -> None:
    registered = await http.post("/players", json={"name": "no-store"})
    assert registered.status_code == 201 and registered.json()["token"]
    assert registered.headers["cache-control"] == "no-store"
    minted = await http.post(
        "/players/me/tokens", json={"name": "ci", "scopes": ["read"]}, headers=bearer(registered.json()["token"])
    )
    assert minted.status_code == 201 and minted.json()["token"]
    assert minted.headers["cache-control"] == "no-store"


async def test_a_read_token_follows_its_players_decisions_but_may_not_answer_them(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    owner = (await anonymous.register("reader-of-decisions"))["token"]
    reader = (
        await http.post("/players/me/tokens", json={"name": "dashboard", "scopes": ["read"]}, headers=bearer(owner))
    ).json()["token"]
    async with http.stream("GET", "/players/me/decisions", headers=bearer(reader)) as stream:
        assert stream.status_code == 200
        assert stream.headers["content-type"].startswith("text/event-stream")
    organizer_only = (
        await http.post("/players/me/tokens", json={"name": "org", "scopes": ["organize"]}, headers=bearer(owner))
    ).json()["token"]
    async with http.stream("GET", "/players/me/decisions", headers=bearer(organizer_only)) as refused:
        await refused.aread()
        assert refused.status_code == 403 and refused.json()["type"].endswith("/insufficient-scope")
    game = await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=bearer(reader))
    assert game.status_code == 403, "a read token still may not play"
