"""A token resent with its Idempotency-Key: the same token, its secret kept sealed and only for a day.

The hole: ``POST /players/me/tokens`` ignored ``Idempotency-Key``, so a client
that lost an answer and resent it made a second token each time, and the first
one's secret was lost for good. Now the key makes one token; a resend within
the window gets it back, secret included, from a copy sealed under the key,
which the database does not hold; after the window the sealed copy is erased
and a resend is told which token the key made, without its secret.
"""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

import httpx
import psycopg
import pytest

from services.token_keys import SECRET_WINDOW

pytestmark = pytest.mark.security


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def registered(http: httpx.AsyncClient, name: str) -> dict[str, Any]:
    answer = await http.post("/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


async def rows(database_url: str, query: str, *params: Any) -> list[tuple[Any, ...]]:
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        cursor = await conn.execute(query, params)
        return await cursor.fetchall()


async def test_a_resent_token_is_the_same_token_and_its_secret_is_never_stored_in_clear(
    http: httpx.AsyncClient, service_database_url: str
) -> None:
    owner = await registered(http, "resender")
    key = uuid.uuid4().hex
    asked = {"name": "ci", "scopes": ["play"]}
    first = await http.post(
        "/players/me/tokens", json=asked, headers={**bearer(owner["token"]), "Idempotency-Key": key}
    )
    again = await http.post(
        "/players/me/tokens", json=asked, headers={**bearer(owner["token"]), "Idempotency-Key": key}
    )
    assert first.status_code == again.status_code == 201, again.text
    assert again.json() == first.json() and again.headers["cache-control"] == "no-store"
    secret, token_id = first.json()["token"], first.json()["info"]["token_id"]
    [stored] = await rows(service_database_url, "SELECT * FROM token_keys WHERE token_id = %s", token_id)
    every_byte = b"".join(value if isinstance(value, bytes) else str(value).encode() for value in stored)
    assert secret.encode() not in every_byte and key.encode() not in every_byte
    assert hashlib.sha256(key.encode()).digest() not in every_byte  # found by a digest of player and key
    made = await rows(
        service_database_url, "SELECT count(*) FROM player_tokens WHERE player_id = %s", owner["player_id"]
    )
    assert made == [(2,)]  # the registration's and one more


async def test_past_the_window_a_resend_names_the_token_without_its_secret_and_the_copy_is_erased(
    http: httpx.AsyncClient, service_database_url: str
) -> None:
    owner = await registered(http, "late-resender")
    keyed = {**bearer(owner["token"]), "Idempotency-Key": uuid.uuid4().hex}
    asked = {"name": "nightly", "scopes": ["read"]}
    first = (await http.post("/players/me/tokens", json=asked, headers=keyed)).json()
    token_id = first["info"]["token_id"]
    older = f"{SECRET_WINDOW.total_seconds() + 60} seconds"
    await rows(
        service_database_url,
        "UPDATE token_keys SET created_at = created_at - %s::interval WHERE token_id = %s RETURNING 1",
        older,
        token_id,
    )
    late = await http.post("/players/me/tokens", json=asked, headers=keyed)
    assert late.status_code == 409 and late.headers["content-type"].startswith("application/problem+json")
    assert late.json()["type"].endswith("/token-already-issued") and token_id in late.json()["detail"]
    assert first["token"] not in late.text
    # The next keyed creation (anyone's) sweeps the sealed copies past their window.
    someone = await registered(http, "sweeper")
    swept = await http.post(
        "/players/me/tokens",
        json={"name": "x", "scopes": ["read"]},
        headers={**bearer(someone["token"]), "Idempotency-Key": uuid.uuid4().hex},
    )
    assert swept.status_code == 201
    sealed = await rows(service_database_url, "SELECT sealed_token FROM token_keys WHERE token_id = %s", token_id)
    assert sealed == [(None,)]
    made = await rows(
        service_database_url, "SELECT count(*) FROM player_tokens WHERE player_id = %s", owner["player_id"]
    )
    assert made == [(2,)], "a late resend makes no second token"


async def test_a_key_is_the_players_and_belongs_to_one_request(http: httpx.AsyncClient) -> None:
    owner, stranger = await registered(http, "key-owner"), await registered(http, "key-stranger")
    key = uuid.uuid4().hex
    asked = {"name": "bot", "scopes": ["play"]}
    mine = await http.post("/players/me/tokens", json=asked, headers={**bearer(owner["token"]), "Idempotency-Key": key})
    theirs = await http.post(
        "/players/me/tokens", json=asked, headers={**bearer(stranger["token"]), "Idempotency-Key": key}
    )
    assert mine.status_code == theirs.status_code == 201
    assert theirs.json()["info"]["player_id"] == stranger["player_id"] != mine.json()["info"]["player_id"]
    assert theirs.json()["token"] != mine.json()["token"]
    # The same key from another of the owner's tokens (the one it just made) is another request.
    from_child = await http.post(
        "/players/me/tokens", json=asked, headers={**bearer(mine.json()["token"]), "Idempotency-Key": key}
    )
    other_body = await http.post(
        "/players/me/tokens",
        json={**asked, "expires_in_seconds": 3600},
        headers={**bearer(owner["token"]), "Idempotency-Key": key},
    )
    for refused in (from_child, other_body):
        assert refused.status_code == 422 and refused.json()["type"].endswith("/idempotency-key-reused")
    short = await http.post(
        "/players/me/tokens", json=asked, headers={**bearer(owner["token"]), "Idempotency-Key": "short"}
    )
    assert short.status_code == 400, "a key that brings a secret back must not be guessable"
