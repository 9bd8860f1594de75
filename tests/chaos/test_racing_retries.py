"""Fault: a client retries one command 20 times at once, through two API processes.

Load: rounds of 20 identical ``POST /commands`` with one ``Idempotency-Key``,
sent together, half to each process; then rounds where two different bodies
(10 copies each) race on one key. Invariant counted: every answer is the
first answer (same status, version, events and view), one batch is stored per
key, and the same key with another body is a 422 that appends nothing.
Without the re-check of the key before a refusal, some retries that lost the
race to the first attempt decide on the game after it and get a 409.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import psycopg
import pytest

from api.client.session import ClowderClient
from tests.chaos._two_apps import UNLIMITED, two_apps

pytestmark = pytest.mark.chaos

ROUNDS = 25
MIXED_ROUNDS = 10
RETRIES = 20


def answer(response: httpx.Response) -> tuple[Any, ...]:
    """What a retry must repeat of the first answer (``replayed`` says which one it was)."""
    if response.status_code != 200:
        return (response.status_code, response.json().get("type"))
    body = response.json()
    return (200, body["version"], body["events"], body["view"])


async def stored_batches(database_url: str, key: str) -> int:
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        cursor = await conn.execute(
            "SELECT count(*) FROM events WHERE idempotency_key LIKE %s AND first_in_batch", (f"%:{key}",)
        )
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def new_game(client: httpx.AsyncClient) -> tuple[str, list[str], int]:
    """A running two-seat game, its players' tokens and the version it started at."""
    anonymous = ClowderClient(client)
    tokens = [(await anonymous.register(f"racer-{seat}"))["token"] for seat in range(2)]
    players = [anonymous.as_player(token) for token in tokens]
    game = await players[0].create_game("feed-the-kitten", 2, join=True)
    await players[1].join(game["game_id"])
    started = await players[0].start(game["game_id"])
    return game["game_id"], tokens, started["version"]


async def next_turn(
    client: httpx.AsyncClient, game_id: str, tokens: list[str], known_version: int
) -> tuple[str, list[str], int, dict[str, Any]]:
    """The game (a new one once this has ended), the seat to move and its view at ``known_version`` or later."""
    view = await ClowderClient(client).view(game_id, min_version=known_version)
    if view["status"] != "running":
        game_id, tokens, started = await new_game(client)
        view = await ClowderClient(client).view(game_id, min_version=started)
    seat = view["pending_seats"][0]
    seat_view = await ClowderClient(client, tokens[seat]).view(game_id, min_version=view["version"])
    return game_id, tokens, seat, seat_view


async def test_every_racing_retry_gets_the_first_answer(postgres_url: str, redis_url: str) -> None:
    async with two_apps(postgres_url, redis_url, UNLIMITED) as (first_url, second_url, database_url):
        async with (
            httpx.AsyncClient(base_url=first_url, timeout=60) as one,
            httpx.AsyncClient(base_url=second_url, timeout=60) as two,
        ):
            answers = differing = fresh_answers = batches_wrong = 0
            statuses: dict[int, int] = {}
            game_id, tokens, known = await new_game(one)
            for round_ in range(ROUNDS):
                game_id, tokens, seat, seat_view = await next_turn(one, game_id, tokens, known)
                headers = {"Authorization": f"Bearer {tokens[seat]}", "Idempotency-Key": f"race-{round_}"}
                body = {"command": seat_view["legal_commands"][0]}
                responses = await asyncio.gather(
                    *(
                        (one if n % 2 else two).post(f"/games/{game_id}/commands", json=body, headers=headers)
                        for n in range(RETRIES)
                    )
                )
                for response in responses:
                    statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
                firsts = [r for r in responses if r.status_code == 200 and not r.json()["replayed"]]
                fresh_answers += len(firsts)
                reference = answer(firsts[0]) if firsts else answer(responses[0])
                known = firsts[0].json()["version"] if firsts else known
                answers += len(responses)
                differing += sum(answer(r) != reference for r in responses)
                batches_wrong += await stored_batches(database_url, f"race-{round_}") != 1

            # Two different requests race with one key: one is recorded, every copy of it gets its
            # answer, and every copy of the other is told the key was used for another request.
            mixed_violations = 0
            recorded = ("", "", "", "")
            for round_ in range(MIXED_ROUNDS):
                game_id, tokens, seat, seat_view = await next_turn(one, game_id, tokens, known)
                headers = {"Authorization": f"Bearer {tokens[seat]}", "Idempotency-Key": f"mixed-{round_}"}
                command = seat_view["legal_commands"][0]
                bodies = [{"command": command}, {"command": command, "expected_version": seat_view["version"]}]
                responses = await asyncio.gather(
                    *(
                        (one if n % 2 else two).post(f"/games/{game_id}/commands", json=bodies[n % 2], headers=headers)
                        for n in range(RETRIES)
                    )
                )
                groups = [[r for n, r in enumerate(responses) if n % 2 == side] for side in (0, 1)]
                winners = [side for side in (0, 1) if any(r.status_code == 200 for r in groups[side])]
                if len(winners) != 1:
                    mixed_violations += 1
                    continue
                won, lost = groups[winners[0]], groups[1 - winners[0]]
                known = won[0].json()["version"]
                recorded = (game_id, tokens[seat], tokens[1 - seat], f"mixed-{round_}")
                mixed_violations += sum(answer(r) != answer(won[0]) or r.status_code != 200 for r in won)
                mixed_violations += sum(
                    r.status_code != 422 or not r.json()["type"].endswith("/idempotency-key-reused") for r in lost
                )
                batches_wrong += await stored_batches(database_url, f"mixed-{round_}") != 1

            # The last recorded key again, with another body: refused, nothing appended.
            game_id, recorder, other, key = recorded
            version_before = (await ClowderClient(one).view(game_id, min_version=known))["version"]
            # A well-formed body (a malformed one is refused as malformed before its key is looked up).
            reused = await one.post(
                f"/games/{game_id}/commands",
                json={"command": {"type": "pass"}, "expected_version": 0},
                headers={"Authorization": f"Bearer {recorder}", "Idempotency-Key": key},
            )
            other_seat = await one.post(
                f"/games/{game_id}/commands",
                json={"command": {"type": "no_such"}},
                headers={"Authorization": f"Bearer {other}", "Idempotency-Key": key},
            )
            version_after = (await ClowderClient(one).view(game_id))["version"]

    print(
        f"racing retries: {answers} answers in {ROUNDS} rounds of {RETRIES}, statuses {statuses}, "
        f"{differing} not the first answer, {fresh_answers} first answers, {batches_wrong} keys without exactly one batch; "
        f"{MIXED_ROUNDS} rounds of two bodies racing on one key: {mixed_violations} answers neither the winner's nor a 422; "
        f"reused key -> {reused.status_code}, version {version_before} -> {version_after}"
    )
    assert differing == 0
    assert mixed_violations == 0
    assert fresh_answers == ROUNDS
    assert batches_wrong == 0
    assert reused.status_code == 422 and reused.json()["type"].endswith("/idempotency-key-reused"), reused.text
    assert reused.headers["content-type"].startswith("application/problem+json")
    # Keys are scoped to the player: another player's same key is its own, and its bad command just a bad command.
    assert other_seat.json()["type"].endswith("/malformed-request"), other_seat.text
    assert version_after == version_before
