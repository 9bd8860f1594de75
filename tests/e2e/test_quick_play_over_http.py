"""Quick play as a client meets it: seek, wait for the match, play; over HTTP on a real service."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.e2e

SEEKS = "/matchmaking/seeks"


async def register(http: httpx.AsyncClient, name: str) -> dict[str, str]:
    token = (await http.post("/players", json={"name": name})).json()["token"]
    return {"Authorization": f"Bearer {token}"}


async def seek(http: httpx.AsyncClient, who: dict[str, str], body: dict[str, Any], **headers: str) -> httpx.Response:
    return await http.post(SEEKS, json=body, headers=who | headers)


async def settled(http: httpx.AsyncClient, who: dict[str, str], seek_id: str) -> dict[str, Any]:
    """The seek once matched with its game started (the long poll, asked again if a wait ends first)."""
    for _ in range(12):
        answer = await http.get(f"{SEEKS}/{seek_id}", params={"wait": 30}, headers=who)
        assert answer.status_code == 200, answer.text
        if answer.json()["status"] != "waiting" and (
            answer.json()["status"] != "matched" or answer.json()["game_started"]
        ):
            return answer.json()  # type: ignore[no-any-return]
    raise AssertionError(f"seek {seek_id} never settled: {answer.json()}")


async def test_two_players_who_seek_the_same_game_are_seated_in_it_and_play(http: httpx.AsyncClient) -> None:
    ada, bob = await register(http, "ada"), await register(http, "bob")
    body = {"kind": "feed-the-kitten", "seats": 2}
    posted = await asyncio.gather(seek(http, ada, body), seek(http, bob, body))
    for answer in posted:
        assert answer.status_code == 201, answer.text
        assert answer.headers["location"] == f"{SEEKS}/{answer.json()['seek_id']}"
        assert answer.json()["options"], "the seek names every option of the game it waits for"
    seeks = await asyncio.gather(
        *(settled(http, who, p.json()["seek_id"]) for who, p in zip((ada, bob), posted, strict=True))
    )
    assert {s["status"] for s in seeks} == {"matched"} and len({s["game_id"] for s in seeks}) == 1
    game_id = seeks[0]["game_id"]
    game = (await http.get(f"/games/{game_id}")).json()
    assert game["status"] == "running"
    for who, mine in zip((ada, bob), seeks, strict=True):
        view = (await http.get(f"/games/{game_id}/view", headers=who)).json()
        assert view["seat"] == mine["seat"], "each seeker reads its own seat at once"
    refused = await http.delete(f"/games/{game_id}/seats/me", headers=ada)
    assert refused.status_code == 403 and refused.json()["type"].endswith("/forbidden")


async def test_bots_fill_the_game_after_the_seeks_time_and_the_server_plays_them(http: httpx.AsyncClient) -> None:
    ada = await register(http, "ada-alone")
    posted = await seek(http, ada, {"kind": "feed-the-kitten", "seats": 3, "bots_after_seconds": 0.5, "bot": "random"})
    assert posted.status_code == 201, posted.text
    mine = await settled(http, ada, posted.json()["seek_id"])
    assert mine["status"] == "matched" and mine["bots_after_seconds"] == 0.5
    game_id, chooser = mine["game_id"], random.Random(5)
    names = [seat["name"] for seat in (await http.get(f"/games/{game_id}")).json()["seats"]]
    assert sorted(names) == ["ada-alone", "random-bot-1", "random-bot-2"]
    view = (await http.get(f"/games/{game_id}/view", headers=ada)).json()
    for _ in range(2000):  # play our seat; the server plays the bots'
        if view["status"] == "finished":
            break
        if view["your_turn"]:
            command = chooser.choice(view["legal_commands"])
            done = await http.post(
                f"/games/{game_id}/commands",
                json={"command": command, "expected_version": view["version"]},
                headers=ada,
            )
            assert done.status_code in (200, 409), done.text
        wanted = view["version"] + 1
        view = (await http.get(f"/games/{game_id}/view", params={"min_version": wanted}, headers=ada)).json()
    assert view["status"] == "finished", "the bots played their seats to the end"


async def test_a_retried_seek_is_one_seek_and_a_cancelled_one_is_gone(http: httpx.AsyncClient) -> None:
    ada = await register(http, "ada-retries")
    body = {"kind": "kinoko-kombat", "seats": 2}
    first, again = [await seek(http, ada, body, **{"Idempotency-Key": "k-1"}) for _ in range(2)]
    assert first.status_code == again.status_code == 201 and first.json() == again.json()
    reused = await seek(http, ada, {"kind": "kinoko-kombat", "seats": 3}, **{"Idempotency-Key": "k-1"})
    assert reused.status_code == 422 and reused.json()["type"].endswith("/idempotency-key-reused")
    mine = (await http.get(SEEKS, headers=ada)).json()["seeks"]
    assert [s["seek_id"] for s in mine] == [first.json()["seek_id"]]
    cancelled = await http.delete(f"{SEEKS}/{first.json()['seek_id']}", headers=ada)
    assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    twice = await http.delete(f"{SEEKS}/{first.json()['seek_id']}", headers=ada)
    assert twice.status_code == 409 and twice.json()["type"].endswith("/seek-not-waiting")
    assert (await http.get(SEEKS, headers=ada)).json()["seeks"] == []


async def test_a_player_has_a_few_seeks_waiting_at_most(http: httpx.AsyncClient) -> None:
    ada = await register(http, "ada-greedy")
    answers = [await seek(http, ada, {"kind": "trending-kittens", "seats": 4}) for _ in range(4)]
    assert [a.status_code for a in answers] == [201, 201, 201, 409]
    assert answers[-1].json()["type"].endswith("/quota-exceeded")
    for answer in answers[:3]:
        assert (await http.delete(f"{SEEKS}/{answer.json()['seek_id']}", headers=ada)).status_code == 200


async def test_nobody_learns_of_anothers_seek(http: httpx.AsyncClient) -> None:
    ada, eve = await register(http, "ada-private"), await register(http, "eve")
    posted = (await seek(http, ada, {"kind": "kombat-kittens", "seats": 5})).json()
    unknown = posted["seek_id"][:-6] + "000000"
    answers = []
    for method in ("GET", "DELETE"):
        for seek_id in (posted["seek_id"], unknown):
            answer = await http.request(method, f"{SEEKS}/{seek_id}", headers=eve)
            assert answer.status_code == 404, answer.text
            body = answer.json()
            answers.append((body["type"], body["title"], body["detail"].replace(seek_id, "<id>")))
    assert len(set(answers)) == 1, "another's seek reads exactly as one that does not exist"
    assert (await http.get(SEEKS, headers=eve)).json()["seeks"] == []
    anonymous = await http.get(f"{SEEKS}/{posted['seek_id']}")
    assert anonymous.status_code == 401
    mine = (await http.get(f"{SEEKS}/{posted['seek_id']}", headers=ada)).json()
    assert mine["status"] == "waiting" and "player_id" not in mine and set(mine) >= {"seek_id", "expires_at"}
    await http.delete(f"{SEEKS}/{posted['seek_id']}", headers=ada)


async def test_bad_seeks_are_refused_with_a_problem_and_change_nothing(http: httpx.AsyncClient) -> None:
    ada = await register(http, "ada-typos")
    bad = [
        {"kind": "no-such-kind", "seats": 2},
        {"kind": "feed-the-kitten", "seats": 9},
        {"kind": "feed-the-kitten", "seats": 2, "options": {"no_such_option": 1}},
        {"kind": "feed-the-kitten", "seats": 2, "bots_after_seconds": 3600},
        {"kind": "feed-the-kitten", "seats": 2, "bot": "genius"},
    ]
    for body in bad:
        answer = await seek(http, ada, body)
        assert answer.status_code in (400, 422), (body, answer.text)
        assert answer.headers["content-type"].startswith("application/problem+json")
    assert (await http.get(SEEKS, headers=ada)).json()["seeks"] == []
