"""Fault: a client resends its lobby calls with one Idempotency-Key, through two API processes.

``POST /players``, ``POST /games`` and ``POST /tournaments``; then
``POST /players/me/tokens`` and ``POST /games/{id}/seats``.

Load: rounds of identical requests with one key, sent at once, alternating
between two API processes on one PostgreSQL and Redis (a client whose first
attempt timed out, retrying on the other process). Invariants counted:
players, games and tournaments made per key (1), answers that differ from the round's
first (0: same player and token, same game), the same key with another body
(a 422 ``idempotency-key-reused``, nothing made). Before, every resend made a
new player or game. Likewise for tokens (one token per key, every answer the
same token and secret, which works), and a seat taken with a key is taken once
and every copy answers 200 with it; before, each resent token was a new token
and each resent join a 409.
"""

from __future__ import annotations

import asyncio
import uuid
from collections import Counter
from typing import Any

import httpx
import psycopg
import pytest

from tests.chaos._two_apps import UNLIMITED, two_apps

pytestmark = pytest.mark.chaos

ROUNDS = 8
COPIES = 10


async def count(database_url: str, query: str, *params: Any) -> int:
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        cursor = await conn.execute(query, params)
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def at_once(
    clients: list[httpx.AsyncClient], path: str, body: Any, headers: dict[str, str]
) -> list[httpx.Response]:
    return list(await asyncio.gather(*(clients[n % 2].post(path, json=body, headers=headers) for n in range(COPIES))))


async def test_resent_registrations_and_creations_make_one_each(postgres_url: str, redis_url: str) -> None:
    async with (
        two_apps(postgres_url, redis_url, UNLIMITED) as (first, second, database_url),
        httpx.AsyncClient(base_url=first, timeout=30) as one,
        httpx.AsyncClient(base_url=second, timeout=30) as other,
    ):
        clients = [one, other]
        tally: Counter[str] = Counter()
        for round_ in range(ROUNDS):
            name = f"retrier-{uuid.uuid4().hex[:8]}"
            answers = await at_once(clients, "/players", {"name": name}, {"Idempotency-Key": uuid.uuid4().hex})
            tally.update(f"register.{response.status_code}" for response in answers)
            bodies = {(r.json()["player_id"], r.json()["token"]) for r in answers if r.status_code == 201}
            tally["register.distinct-answers"] += len(bodies)
            tally["register.players-made"] += await count(
                database_url, "SELECT count(*) FROM players WHERE name = %s", name
            )
            token = next(iter(bodies))[1]
            auth = {"Authorization": f"Bearer {token}", "Idempotency-Key": uuid.uuid4().hex}
            body = {"kind": "feed-the-kitten", "seats": 2, "join": True, "client_seed": f"seed-{round_}"}
            created = await at_once(clients, "/games", body, auth)
            tally.update(f"create.{response.status_code}" for response in created)
            game_ids = {r.json()["game_id"] for r in created if r.status_code == 201}
            tally["create.distinct-games"] += len(game_ids)
            player_id = next(iter(bodies))[0]
            tally["create.games-made"] += await count(
                database_url,
                "SELECT count(*) FROM events WHERE version = 1 AND stream_id LIKE 'game-%%' AND data->>'created_by' = %s",
                player_id,
            )
            tally["create.seats-taken"] += await count(
                database_url,
                "SELECT count(*) FROM events WHERE stream_id = %s AND type = 'lobby.seat_taken'",
                f"game-{next(iter(game_ids))}",
            )
            contest = {"kind": "feed-the-kitten", "format": "swiss"}
            hosted = await at_once(clients, "/tournaments", contest, auth)
            tally.update(f"tournament.{response.status_code}" for response in hosted)
            tally["tournament.distinct"] += len({r.json()["tournament_id"] for r in hosted if r.status_code == 201})
            tally["tournament.made"] += await count(
                database_url,
                "SELECT count(*) FROM events WHERE version = 1 AND stream_id LIKE 'tournament-%%'"
                " AND data->>'organizer' = %s",
                player_id,
            )
            # The same keys with another body: refused, nothing made.
            other_name = await one.post(
                "/players",
                json={"name": name + "-2"},
                headers={"Idempotency-Key": answers[0].request.headers["Idempotency-Key"]},
            )
            tally[f"register.other-body.{other_name.status_code}.{other_name.json()['type'].rsplit('/', 1)[-1]}"] += 1
            other_game = await other.post("/games", json={**body, "seats": 3}, headers=auth)
            tally[f"create.other-body.{other_game.status_code}.{other_game.json()['type'].rsplit('/', 1)[-1]}"] += 1
        tally["register.players-made-by-other-bodies"] = await count(
            database_url, "SELECT count(*) FROM players WHERE name LIKE 'retrier-%%-2'"
        )
        declared = declared_keys((await one.get("/schema/openapi.json")).json())
    print(
        f"\nlobby retries, {ROUNDS} rounds of {COPIES} copies at once over two APIs: {dict(sorted(tally.items()))}; "
        f"operations declaring Idempotency-Key {sorted(declared)}"
    )
    assert tally["register.201"] == tally["create.201"] == ROUNDS * COPIES
    assert tally["register.distinct-answers"] == tally["register.players-made"] == ROUNDS
    assert tally["create.distinct-games"] == tally["create.games-made"] == tally["create.seats-taken"] == ROUNDS
    assert tally["register.other-body.422.idempotency-key-reused"] == ROUNDS
    assert tally["create.other-body.422.idempotency-key-reused"] == ROUNDS
    assert tally["register.players-made-by-other-bodies"] == 0
    assert tally["tournament.201"] == ROUNDS * COPIES
    assert tally["tournament.distinct"] == tally["tournament.made"] == ROUNDS
    assert {"registerPlayer", "createGame", "createTournament", "submitCommand"} <= declared


def declared_keys(schema: dict[str, Any]) -> set[str]:
    """The operations whose spec declares the ``Idempotency-Key`` header."""
    return {
        operation["operationId"]
        for path in schema["paths"].values()
        for operation in path.values()
        if isinstance(operation, dict)
        and any(p.get("name") == "Idempotency-Key" and p.get("in") == "header" for p in operation.get("parameters", []))
    }


async def test_resent_token_creations_and_seat_joins_answer_as_the_first_time(
    postgres_url: str, redis_url: str
) -> None:
    async with (
        two_apps(postgres_url, redis_url, UNLIMITED) as (first, second, database_url),
        httpx.AsyncClient(base_url=first, timeout=30) as one,
        httpx.AsyncClient(base_url=second, timeout=30) as other,
    ):
        clients = [one, other]
        tally: Counter[str] = Counter()
        for round_ in range(ROUNDS):
            owner = (await one.post("/players", json={"name": f"owner-{round_}"})).json()
            joiner = (await other.post("/players", json={"name": f"joiner-{round_}"})).json()
            owner_auth = {"Authorization": f"Bearer {owner['token']}"}
            key = {**owner_auth, "Idempotency-Key": uuid.uuid4().hex}
            asked = {"name": f"bot-{round_}", "scopes": ["play"]}
            made = await at_once(clients, "/players/me/tokens", asked, key)
            tally.update(f"token.{response.status_code}" for response in made)
            tokens = {(r.json()["info"]["token_id"], r.json()["token"]) for r in made if r.status_code == 201}
            tally["token.distinct-answers"] += len(tokens)
            tally["token.made"] += await count(
                database_url,
                "SELECT count(*) FROM player_tokens WHERE player_id = %s AND name = %s",
                owner["player_id"],
                asked["name"],
            )
            for _, secret in tokens:
                me = await other.get("/players/me", headers={"Authorization": f"Bearer {secret}"})
                tally[
                    f"token.secret-works.{me.status_code == 200 and me.json()['player_id'] == owner['player_id']}"
                ] += 1
            reused = await other.post("/players/me/tokens", json={**asked, "scopes": ["read"]}, headers=key)
            tally[f"token.other-body.{reused.status_code}.{reused.json().get('type', '').rsplit('/', 1)[-1]}"] += 1

            game = await one.post(
                "/games", json={"kind": "feed-the-kitten", "seats": 2, "join": True}, headers=owner_auth
            )
            seats_path = f"/games/{game.json()['game_id']}/seats"
            joiner_auth = {"Authorization": f"Bearer {joiner['token']}"}
            join_key = {**joiner_auth, "Idempotency-Key": uuid.uuid4().hex}
            seed = {"client_seed": f"seed-{round_}"}
            joined = await at_once(clients, seats_path, seed, join_key)
            tally.update(f"join.{response.status_code}" for response in joined)
            tally["join.distinct-seats"] += len(
                {
                    seat["seat"]
                    for r in joined
                    if r.status_code == 200
                    for seat in r.json()["seats"]
                    if seat["player_id"] == joiner["player_id"]
                }
            )
            tally["join.seats-taken"] += await count(
                database_url,
                "SELECT count(*) FROM events WHERE stream_id = %s AND type = 'lobby.seat_taken'"
                " AND data->>'player_id' = %s",
                f"game-{game.json()['game_id']}",
                joiner["player_id"],
            )
            keyless = await one.post(seats_path, json=seed, headers=joiner_auth)
            tally[f"join.keyless-resend.{keyless.status_code}"] += 1
            other_seed = await other.post(seats_path, json={"client_seed": "another"}, headers=join_key)
            tally[f"join.other-seed.{other_seed.status_code}"] += 1
        declared = declared_keys((await one.get("/schema/openapi.json")).json())
    print(
        f"\ntoken and seat retries, {ROUNDS} rounds of {COPIES} copies at once over two APIs: "
        f"{dict(sorted(tally.items()))}; operations declaring Idempotency-Key {sorted(declared)}"
    )
    assert tally["token.201"] == tally["join.200"] == ROUNDS * COPIES
    assert tally["token.distinct-answers"] == tally["token.made"] == tally["token.secret-works.True"] == ROUNDS
    assert tally["token.other-body.422.idempotency-key-reused"] == ROUNDS
    assert tally["join.distinct-seats"] == tally["join.seats-taken"] == ROUNDS
    # Without the key a resend is refused as before; another seed with the key is another request.
    assert tally["join.keyless-resend.409"] == tally["join.other-seed.409"] == ROUNDS
    assert {"createToken", "joinGame"} <= declared
