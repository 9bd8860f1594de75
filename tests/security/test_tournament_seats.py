"""Nobody sits in a tournament's game but its pairing, nobody is entered without consent,
and the server's bots work for a player only within a budget.

Each test prints what it tried and what got through; each counts 0 breaches.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from msgspec.structs import replace

from api.cli.embedded import serving
from api.client.session import ClowderClient
from api.settings import Settings
from tests.e2e.conftest import GENEROUS_LIMITS

pytestmark = pytest.mark.security


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def wait_for(check: Any, seconds: float = 60.0) -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if (found := await check()) is not None:
            return found
        await asyncio.sleep(0.05)
    raise AssertionError("timed out")


async def test_an_outsider_looping_on_a_tournament_games_seats_never_sits(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    outsider = (await anonymous.register("outsider"))["token"]
    tid = (await organizer.request("POST", "/tournaments", json={"kind": "feed-the-kitten", "format": "round-robin"}))[
        "tournament_id"
    ]
    entrants = []
    for number in range(2):
        bot = await organizer.request("POST", "/players", json={"name": f"bot-{number}", "bot": "heuristic"})
        await organizer.request("POST", f"/tournaments/{tid}/entrants", json={"player_id": bot["player_id"]})
        entrants.append(bot["player_id"])
    game_id = f"{tid}.r1-m1.1"  # the ids are predictable: that is what the outsider relies on
    answers: dict[int, int] = {}
    stop = asyncio.Event()

    async def intrude() -> None:
        while not stop.is_set():
            answer = await http.post(f"/games/{game_id}/seats", headers=bearer(outsider), json={})
            answers[answer.status_code] = answers.get(answer.status_code, 0) + 1
            await asyncio.sleep(0.002)

    intruders = [asyncio.create_task(intrude()) for _ in range(3)]
    await asyncio.sleep(0.05)
    await organizer.request("POST", f"/tournaments/{tid}/start")

    async def game_exists() -> dict[str, Any] | None:
        answer = await http.get(f"/games/{game_id}")
        return answer.json() if answer.status_code == 200 else None

    await wait_for(game_exists)
    await asyncio.sleep(0.3)  # keep trying on the game that now exists
    stop.set()
    await asyncio.gather(*intruders)
    print(f"outsider's seat requests by status: {answers}")
    assert answers.get(200, 0) == 0
    assert answers.get(403, 0) > 0, "the outsider's tries on the existing game were refused as forbidden"

    async def finished() -> dict[str, Any] | None:
        state = (await anonymous.request("GET", f"/tournaments/{tid}"))["state"]
        return state if state["phase"] == "finished" else None

    state = await wait_for(finished, 120)
    for match in state["matches"]:
        for game in match["games"]:
            summary = await anonymous.request("GET", f"/games/{game['game_id']}")
            seated = [seat["player_id"] for seat in summary["seats"]]
            assert seated == list(game["seats"]), "every game is seated exactly as its pairing"
            assert set(seated) <= set(entrants)


async def test_a_tournament_games_seats_are_taken_in_its_first_batch_and_nobody_leaves(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    tid = (await organizer.request("POST", "/tournaments", json={"kind": "feed-the-kitten", "format": "round-robin"}))[
        "tournament_id"
    ]
    people = [await anonymous.register(f"person-{n}") for n in range(2)]
    for person in people:  # people who enter themselves and never move: the game stays running
        assert (await http.post(f"/tournaments/{tid}/entrants", headers=bearer(person["token"]))).status_code == 200
    await organizer.request("POST", f"/tournaments/{tid}/start")
    game_id = f"{tid}.r1-m1.1"

    async def running() -> dict[str, Any] | None:
        answer = await http.get(f"/games/{game_id}")
        return answer.json() if answer.status_code == 200 and answer.json()["status"] == "running" else None

    await wait_for(running)
    history = await anonymous.request("GET", f"/games/{game_id}/events")
    first = [entry["event"]["type"] for entry in history["events"][:3]]
    assert first == ["lobby.game_created", "lobby.seat_taken", "lobby.seat_taken"]
    versions = {entry["version"] for entry in history["events"][:3]}
    assert versions == {1, 2, 3}
    left = await http.delete(f"/games/{game_id}/seats/me", headers=bearer(people[0]["token"]))
    assert left.status_code in (403, 409), left.text
    outsider = (await anonymous.register("outsider"))["token"]
    refused = await http.post(f"/games/{game_id}/seats", headers=bearer(outsider), json={"seat": 0})
    assert refused.status_code == 403 and refused.json()["type"].endswith("/forbidden"), refused.text


async def test_an_organizer_enters_only_itself_and_the_bots_it_registered(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    tid = (await organizer.request("POST", "/tournaments", json={"kind": "kinoko-kombat", "format": "swiss"}))[
        "tournament_id"
    ]
    person = await anonymous.register("a person")
    stray_bot = await anonymous.request("POST", "/players", json={"name": "someone's bot", "bot": "random"})
    own_bot = await organizer.request("POST", "/players", json={"name": "my bot", "bot": "random"})
    enter = f"/tournaments/{tid}/entrants"
    as_organizer = bearer(organizer.token or "")
    refused_person = await http.post(enter, json={"player_id": person["player_id"]}, headers=as_organizer)
    refused_bot = await http.post(enter, json={"player_id": stray_bot["player_id"]}, headers=as_organizer)
    accepted_bot = await http.post(enter, json={"player_id": own_bot["player_id"]}, headers=as_organizer)
    by_themselves = await http.post(enter, headers=bearer(person["token"]))
    print(
        f"organizer enters a person: {refused_person.status_code}, another's bot: {refused_bot.status_code}, "
        f"its own bot: {accepted_bot.status_code}; the person by themselves: {by_themselves.status_code}"
    )
    assert refused_person.status_code == 403 and refused_person.json()["type"].endswith("/forbidden")
    assert refused_bot.status_code == 403
    assert accepted_bot.status_code == 200 and by_themselves.status_code == 200
    entrants = {e["entrant_id"] for e in (await anonymous.request("GET", f"/tournaments/{tid}"))["state"]["entrants"]}
    assert entrants == {own_bot["player_id"], person["player_id"]}
    stranger = (await anonymous.register("stranger"))["token"]
    kicked = await http.delete(f"{enter}/{person['player_id']}", headers=bearer(stranger))
    assert kicked.status_code == 403
    withdrawn = await http.delete(f"{enter}/{person['player_id']}", headers=as_organizer)
    assert withdrawn.status_code == 200, "an organizer may withdraw any entrant of its tournament"


@pytest.fixture(scope="module")
async def budgeted_service(postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    """A service whose players may start two games with server bots an hour."""
    from psycopg.conninfo import conninfo_to_dict

    from ops.local_services import create_database, drop_database

    database_url = await asyncio.to_thread(create_database, postgres_url)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=replace(GENEROUS_LIMITS, server_bot_games_per_player_per_hour=2),
    )
    try:
        async with serving(settings) as url:
            yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


async def test_the_server_plays_bots_for_a_player_only_within_its_budget(budgeted_service: str) -> None:
    async with httpx.AsyncClient(base_url=budgeted_service, timeout=30) as http:
        player = (await http.post("/players", json={"name": "spender"})).json()
        bots = [(await http.post("/players", json={"name": f"bot-{n}", "bot": "random"})).json() for n in range(2)]
        answers = []
        for _ in range(3):
            game = (
                await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=bearer(player["token"]))
            ).json()
            for bot in bots:
                seated = await http.post(f"/games/{game['game_id']}/seats", json={}, headers=bearer(bot["token"]))
                assert seated.status_code == 200, seated.text
            started = await http.post(f"/games/{game['game_id']}/start", headers=bearer(player["token"]))
            answers.append((game["game_id"], started))
        print("starts:", [answer.status_code for _, answer in answers])
        assert [answer.status_code for _, answer in answers[:2]] == [200, 200]
        refused_id, refused = answers[2]
        assert refused.status_code == 409 and refused.json()["type"].endswith("/quota-exceeded"), refused.text
        assert "server bots" in refused.json()["detail"]
        assert (await http.get(f"/games/{refused_id}")).json()["status"] == "open", "nothing was started"
        # Games of client-played players are the player's own work: they stay unbudgeted.
        people = [(await http.post("/players", json={"name": f"p-{n}"})).json() for n in range(2)]
        game = (
            await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=bearer(people[0]["token"]))
        ).json()
        for person in people:
            await http.post(f"/games/{game['game_id']}/seats", json={}, headers=bearer(person["token"]))
        assert (
            await http.post(f"/games/{game['game_id']}/start", headers=bearer(people[0]["token"]))
        ).status_code == 200


async def test_a_tournament_of_ones_own_server_bots_runs_only_within_the_organizers_budget(
    budgeted_service: str,
) -> None:
    """Five bots in a round robin are ten games of server work; a budget of two an hour starts two."""
    async with httpx.AsyncClient(base_url=budgeted_service, timeout=30) as http:
        organizer = (await http.post("/players", json={"name": "organizer"})).json()
        as_organizer = bearer(organizer["token"])
        created = await http.post(
            "/tournaments", json={"kind": "feed-the-kitten", "format": "round-robin"}, headers=as_organizer
        )
        tid = created.json()["tournament_id"]
        for n in range(5):
            bot = (await http.post("/players", json={"name": f"own-{n}", "bot": "random"}, headers=as_organizer)).json()
            entered = await http.post(
                f"/tournaments/{tid}/entrants", json={"player_id": bot["player_id"]}, headers=as_organizer
            )
            assert entered.status_code == 200, entered.text
        assert (await http.post(f"/tournaments/{tid}/start", headers=as_organizer)).status_code == 200

        async def games_of_tournament() -> list[dict[str, Any]]:
            listed = (await http.get("/games", params={"limit": 200})).json()["games"]
            return [game for game in listed if game["game_id"].startswith(f"{tid}.")]

        async def two_finished() -> list[dict[str, Any]] | None:
            games = await games_of_tournament()
            return games if sum(game["status"] == "finished" for game in games) >= 2 else None

        await wait_for(two_finished, 120)
        await asyncio.sleep(2)  # the manager has had every chance to start more
        games = await games_of_tournament()
        started = [game["game_id"] for game in games if game["status"] != "open"]
        print(f"games of the tournament: {len(games)}, started within the budget: {len(started)}")
        assert len(started) == 2, started
        state = (await http.get(f"/tournaments/{tid}")).json()["state"]
        assert state["phase"] != "finished", "the rest of the tournament waits for the budget, it is not dropped"


@pytest.fixture(scope="module")
async def address_budgeted_service(postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    """A service whose players may start 2 games with server bots an hour, and one address 3."""
    from psycopg.conninfo import conninfo_to_dict

    from ops.local_services import create_database, drop_database

    database_url = await asyncio.to_thread(create_database, postgres_url)
    limits = replace(GENEROUS_LIMITS, server_bot_games_per_player_per_hour=2, server_bot_games_per_address_per_hour=3)
    settings = Settings(
        database_url=database_url,
        redis_url=redis_url,
        redis_prefix=f"test-{uuid.uuid4().hex[:8]}:",
        log_level="warning",
        limits=limits,
    )
    try:
        async with serving(settings) as url:
            yield url
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


async def test_new_players_from_one_address_do_not_multiply_the_server_bots_budget(
    address_budgeted_service: str,
) -> None:
    async with httpx.AsyncClient(base_url=address_budgeted_service, timeout=30) as http:
        statuses = []
        for n in range(5):  # five fresh players, one game of server bots each: within each one's own budget
            player = (await http.post("/players", json={"name": f"fresh-{n}"})).json()
            game = (
                await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2}, headers=bearer(player["token"]))
            ).json()
            for m in range(2):
                bot = (await http.post("/players", json={"name": f"bot-{n}-{m}", "bot": "random"})).json()
                await http.post(f"/games/{game['game_id']}/seats", json={}, headers=bearer(bot["token"]))
            statuses.append(
                (await http.post(f"/games/{game['game_id']}/start", headers=bearer(player["token"]))).status_code
            )
        print("starts by five new players of one address:", statuses)
        assert statuses == [200, 200, 200, 409, 409]
