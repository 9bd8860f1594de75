"""A token never outlives, nor outranks, the token that made it.

The hole: a token expiring in 60 s could mint (``POST /players/me/tokens``) a
token that never expired, with every scope it held, and revoking the first
left the second working. So a stolen short-lived token became a permanent one.
Now a token made by a token is its child: it expires no later, holds no more,
and dies with any ancestor, in every API process at once.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any

import httpx
import psycopg
import pytest

from services.tokens import MAX_ANCESTORS
from tests.e2e.api_process import ApiProcess, api_process
from tests.e2e.operators_site import Site, operators_site, run_cli

pytestmark = pytest.mark.security


@pytest.fixture(scope="module")
async def site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    async with operators_site(postgres_url, redis_url) as opened:
        yield opened


@pytest.fixture(scope="module")
async def second(site: Site) -> AsyncIterator[ApiProcess]:
    """Another API process (its own memory of checked tokens) on the same PostgreSQL and Redis."""
    async with api_process(site.settings) as process:
        yield process


@pytest.fixture
async def http(site: Site) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=site.url, timeout=30) as client:
        yield client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def register(http: httpx.AsyncClient, name: str) -> str:
    answer = await http.post("/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    return str(answer.json()["token"])


async def mint(http: httpx.AsyncClient, token: str, scopes: list[str], expires_in: int | None = None) -> Any:
    body: dict[str, Any] = {"name": "minted", "scopes": scopes}
    if expires_in is not None:
        body["expires_in_seconds"] = expires_in
    return await http.post("/players/me/tokens", json=body, headers=bearer(token))


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text)


async def test_a_token_expiring_in_a_minute_cannot_mint_one_that_lives_longer(http: httpx.AsyncClient) -> None:
    registration = await register(http, "short-lived")
    short = (await mint(http, registration, ["play", "organize", "read"], expires_in=60)).json()
    forever = await mint(http, short["token"], ["play", "organize", "read"])  # asks for no expiry at all
    assert forever.status_code == 201, forever.text
    made = forever.json()["info"]
    assert made["expires_at"] == short["info"]["expires_at"], "capped at the parent's expiry"
    assert made["parent_token_id"] == short["info"]["token_id"]
    a_year = await mint(http, short["token"], ["read"], expires_in=366 * 86_400)
    assert moment(a_year.json()["info"]["expires_at"]) == moment(short["info"]["expires_at"])
    sooner = await mint(http, short["token"], ["read"], expires_in=60)
    assert moment(sooner.json()["info"]["expires_at"]) <= moment(short["info"]["expires_at"])
    unlimited = (await mint(http, registration, ["read"])).json()["info"]
    assert unlimited["expires_at"] is None, "a parent that never expires may make a child that does not"


async def test_a_child_asks_for_no_scope_its_parent_lacks(http: httpx.AsyncClient) -> None:
    registration = await register(http, "narrow")
    player = (await mint(http, registration, ["play"])).json()["token"]  # play implies read
    assert (await mint(http, player, ["read"])).status_code == 201
    answers = {}
    for scopes in (["organize"], ["play", "organize"], ["admin"]):
        refused = await mint(http, player, scopes)
        answers[",".join(scopes)] = refused.status_code
        assert refused.headers["content-type"].startswith("application/problem+json")
    print(f"a play token asking for more, by status: {answers}")
    assert answers == {"organize": 403, "play,organize": 403, "admin": 400}
    reader = (await mint(http, player, ["read"])).json()["token"]
    refused = await mint(http, reader, ["play"])
    assert refused.status_code == 403 and refused.json()["type"].endswith("/insufficient-scope")
    assert "play" in refused.json()["detail"]


async def test_revoking_a_token_revokes_its_descendants_in_every_process_at_once(
    http: httpx.AsyncClient, site: Site, second: ApiProcess
) -> None:
    registration = await register(http, "family")
    parent = (await mint(http, registration, ["play"], expires_in=3600)).json()
    child = (await mint(http, parent["token"], ["play"])).json()
    grandchild = (await mint(http, child["token"], ["read"])).json()
    sibling = (await mint(http, registration, ["read"])).json()
    family = {"parent": parent, "child": child, "grandchild": grandchild, "sibling": sibling}
    async with httpx.AsyncClient(base_url=second.url, timeout=30) as other:
        for issued in family.values():  # both processes have checked (and may remember) every token
            for process in (http, other):
                assert (await process.get("/players/me", headers=bearer(issued["token"]))).status_code == 200
        revoked = await http.delete(f"/players/me/tokens/{parent['info']['token_id']}", headers=bearer(registration))
        assert revoked.status_code == 200 and revoked.json()["revoked_at"] is not None
        still_working = {
            f"{name} via {label}": answer.status_code
            for name, issued in family.items()
            for label, process in (("first", http), ("second", other))
            if (answer := await process.get("/players/me", headers=bearer(issued["token"]))).status_code != 401
        }
    print(f"tokens still answering after their ancestor's revocation: {still_working}")
    assert still_working == {"sibling via first": 200, "sibling via second": 200}
    listed = {t["token_id"]: t for t in (await http.get("/players/me/tokens", headers=bearer(registration))).json()}
    assert all(listed[issued["info"]["token_id"]]["revoked_at"] for issued in (parent, child, grandchild))
    assert listed[sibling["info"]["token_id"]]["revoked_at"] is None


async def test_a_child_made_as_its_parent_is_revoked_dies_with_it(http: httpx.AsyncClient, site: Site) -> None:
    """The race: a child inserted just after its parent's revocation committed (so the revocation
    did not see it) is refused anyway, because authentication checks every ancestor."""
    registration = await register(http, "racing")
    parent = (await mint(http, registration, ["read"])).json()
    child = (await mint(http, parent["token"], ["read"])).json()
    async with await psycopg.AsyncConnection.connect(site.settings.database_url, autocommit=True) as conn:
        # the revocation, as if the child had been inserted after it: only the parent's row
        await conn.execute(
            "UPDATE player_tokens SET revoked_at = now() WHERE token_id = %s", (parent["info"]["token_id"],)
        )
    other = (await mint(http, registration, ["read"])).json()  # revoke another: a new revocation epoch
    await http.delete(f"/players/me/tokens/{other['info']['token_id']}", headers=bearer(registration))
    assert (await http.get("/players/me", headers=bearer(child["token"]))).status_code == 401


async def test_a_token_whose_ancestor_expired_stops_working(http: httpx.AsyncClient, site: Site) -> None:
    registration = await register(http, "expired-ancestor")
    parent = (await mint(http, registration, ["read"], expires_in=3600)).json()
    child = (await mint(http, parent["token"], ["read"])).json()
    async with await psycopg.AsyncConnection.connect(site.settings.database_url, autocommit=True) as conn:
        await conn.execute(
            "UPDATE player_tokens SET expires_at = now() - interval '1 second' WHERE token_id = %s",
            (parent["info"]["token_id"],),
        )
        # even a child whose own row says it lives longer (made before expiries were capped)
        await conn.execute(
            "UPDATE player_tokens SET expires_at = NULL WHERE token_id = %s", (child["info"]["token_id"],)
        )
    other = (await mint(http, registration, ["read"])).json()
    await http.delete(f"/players/me/tokens/{other['info']['token_id']}", headers=bearer(registration))  # new epoch
    assert (await http.get("/players/me", headers=bearer(child["token"]))).status_code == 401


async def test_a_chain_of_tokens_is_bounded(http: httpx.AsyncClient) -> None:
    token = await register(http, "chain")
    for _ in range(MAX_ANCESTORS):
        made = await mint(http, token, ["read"])
        assert made.status_code == 201, made.text
        token = made.json()["token"]
    refused = await mint(http, token, ["read"])
    assert refused.status_code == 422 and refused.json()["type"].endswith("/invalid-request")
    assert (await http.get("/players/me", headers=bearer(token))).status_code == 200


async def test_registration_and_operator_tokens_have_no_parent(http: httpx.AsyncClient, site: Site) -> None:
    registration = await register(http, "root")
    listed = (await http.get("/players/me/tokens", headers=bearer(registration))).json()
    assert [t["parent_token_id"] for t in listed] == [None]
    code, out, err = await run_cli(
        "admin", "create-token", "--name", "ops", "--json", env={"DATABASE_URL": site.settings.database_url}
    )
    assert code == 0, err
    operator = json.loads(out)
    tokens = await http.get(
        f"/admin/players/{operator['player']['player_id']}/tokens", headers=bearer(operator["token"])
    )
    assert tokens.status_code == 200, tokens.text
    assert [(t["scopes"], t["parent_token_id"]) for t in tokens.json()] == [(["admin"], None)]


async def test_the_spec_tells_clients_what_a_revocation_takes_with_it(http: httpx.AsyncClient) -> None:
    spec = (await http.get("/schema/openapi.json")).json()
    for path in ("/players/me/tokens/{token_id}", "/admin/tokens/{token_id}"):
        assert "revokes all its descendants" in spec["paths"][path]["delete"]["description"], path
    create = spec["paths"]["/players/me/tokens"]["post"]
    assert "whichever comes first" in create["description"] and {"403", "422"} <= set(create["responses"])
    assert "parent_token_id" in spec["components"]["schemas"]["TokenInfo"]["properties"]
