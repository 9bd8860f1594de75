"""Paging through a lobby that grows meanwhile: no game twice, none of the first ones missed."""

from __future__ import annotations

import asyncio

import httpx
import pytest

pytestmark = pytest.mark.e2e


async def test_cursor_pages_never_shift_while_games_are_created(service_url: str) -> None:
    async with httpx.AsyncClient(base_url=service_url) as http:
        token = (await http.post("/players", json={"name": "pager"})).json()["token"]
        auth = {"Authorization": f"Bearer {token}"}

        async def create() -> str:
            answer = await http.post("/games", json={"kind": "kinoko-kombat", "seats": 2}, headers=auth)
            return str(answer.json()["game_id"])

        existing = [await create() for _ in range(7)]
        for _ in range(50):  # the projector is asynchronous: wait until the lobby lists them all
            first = (await http.get("/games", params={"kind": "kinoko-kombat", "status": "open", "limit": 3})).json()
            if first["total"] == 7:
                break
            await asyncio.sleep(0.1)
        assert first["total"] == 7 and len(first["games"]) == 3 and first["next"], first
        seen = [game["game_id"] for game in first["games"]]
        page = first
        created_meanwhile = 0
        while page["next"]:
            await create()  # a newer game: offsets would now show an old one twice
            created_meanwhile += 1
            page = (await http.get(page["next"])).json()
            seen += [game["game_id"] for game in page["games"]]
        duplicates = len(seen) - len(set(seen))
        missed = set(existing) - set(seen)
        print(
            f"paged {len(seen)} games while {created_meanwhile} were created: {duplicates} twice, {len(missed)} missed"
        )
        assert duplicates == 0 and not missed
        bad = await http.get("/games", params={"cursor": "not-a-cursor"})
        assert bad.status_code == 400 and bad.headers["content-type"].startswith("application/problem+json")


async def test_a_player_lists_the_games_it_sits_in_and_not_those_it_left(service_url: str) -> None:
    async with httpx.AsyncClient(base_url=service_url) as http:
        auth = {"Authorization": f"Bearer {(await http.post('/players', json={'name': 'mine'})).json()['token']}"}
        seated = [
            (
                await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2, "join": True}, headers=auth)
            ).json()["game_id"]
            for _ in range(3)
        ]
        await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=auth)  # created, not seated
        await http.delete(f"/games/{seated[0]}/seats/me", headers=auth)
        for _ in range(50):
            mine = (await http.get("/players/me/games", params={"limit": 10}, headers=auth)).json()
            if [game["game_id"] for game in mine["games"]] == seated[:0:-1]:
                break
            await asyncio.sleep(0.1)
        assert [game["game_id"] for game in mine["games"]] == seated[:0:-1], mine
        assert (await http.get("/players/me/games")).status_code == 401
