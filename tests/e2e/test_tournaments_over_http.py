"""Organizers run tournaments over HTTP: enter bots, start, read standings as JSON or CSV."""

from __future__ import annotations

import asyncio
import csv
import io

import httpx
import pytest

from api.client.session import ClowderClient
from tests.e2e.test_cli_and_docs import run_cli

pytestmark = pytest.mark.e2e


async def bot(organizer: ClowderClient, name: str, kind: str = "heuristic") -> dict:
    """A server bot registered with the organizer's token: one the organizer may enter."""
    return await organizer.request("POST", "/players", json={"name": name, "bot": kind})


async def test_a_round_robin_of_bots_finishes_with_standings_in_json_and_csv(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    tournament = await organizer.request(
        "POST", "/tournaments", json={"kind": "feed-the-kitten", "format": "round-robin", "games_per_match": 1}
    )
    tid = tournament["tournament_id"]
    for number in range(5):
        entrant = await bot(organizer, f"bot-{number}", "heuristic" if number % 2 else "random")
        await organizer.request("POST", f"/tournaments/{tid}/entrants", json={"player_id": entrant["player_id"]})
    started = await organizer.request("POST", f"/tournaments/{tid}/start")
    assert started["state"]["phase"] == "running" and started["state"]["rounds"] == 5
    for _ in range(1200):
        state = (await anonymous.request("GET", f"/tournaments/{tid}"))["state"]
        if state["phase"] == "finished":
            break
        await asyncio.sleep(0.1)
    assert state["phase"] == "finished"
    standings = (await http.get(f"/tournaments/{tid}/standings")).json()
    assert [row["rank"] for row in standings] == sorted(row["rank"] for row in standings)
    assert sum(row["played"] for row in standings) == 2 * 10  # five entrants meet pairwise once
    assert all(row["byes"] == 1 for row in standings)
    exported = await http.get(f"/tournaments/{tid}/standings", params={"format": "csv"})
    assert exported.headers["content-type"] == "text/csv; charset=utf-8"
    rows = list(csv.DictReader(io.StringIO(exported.text)))
    assert [row["entrant_id"] for row in rows] == [row["entrant_id"] for row in standings]
    # Each entrant is told apart by its unique handle, in JSON and CSV alike.
    assert len({row["handle"] for row in standings}) == 5 and all(row["handle"] for row in standings)
    assert [row["handle"] for row in rows] == [row["handle"] for row in standings]
    assert {row["withdrawn"] for row in rows} == {"false"}
    history = await anonymous.request("GET", f"/tournaments/{tid}/events")
    assert history["events"][0]["event"]["type"] == "hosting.tournament_hosted"
    early = await anonymous.request("GET", f"/tournaments/{tid}/versions/2")
    assert early["version"] == 2 and early["state"]["phase"] == "registration" and early["state"]["entrants"] == []


async def test_only_the_organizer_starts_and_a_started_tournament_takes_no_entrant(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    stranger = anonymous.as_player((await anonymous.register("stranger"))["token"])
    tid = (await organizer.request("POST", "/tournaments", json={"kind": "kinoko-kombat", "format": "swiss"}))[
        "tournament_id"
    ]
    headers = {"Authorization": f"Bearer {stranger.token}"}
    assert (await http.post(f"/tournaments/{tid}/start", headers=headers)).status_code == 403
    refused = await http.post(f"/tournaments/{tid}/start", headers={"Authorization": f"Bearer {organizer.token}"})
    assert refused.status_code == 409 and refused.json()["type"].endswith("not-enough-entrants")
    await stranger.request("POST", f"/tournaments/{tid}/entrants")
    again = await http.post(f"/tournaments/{tid}/entrants", headers=headers)
    assert again.status_code == 409
    assert (await http.get("/tournaments/nope")).status_code == 404
    invalid = await http.post(
        "/tournaments",
        json={"kind": "feed-the-kitten", "format": "ladder"},
        headers={"Authorization": f"Bearer {organizer.token}"},
    )
    assert invalid.status_code == 400


async def test_clowder_tournament_runs_a_swiss_of_bots_and_prints_standings(service_url: str) -> None:
    code, out, err = await run_cli(
        "tournament",
        "--game",
        "feed-the-kitten",
        "--format",
        "swiss",
        "--entrants",
        "6",
        "--rounds",
        "3",
        "--url",
        service_url,
    )
    assert code == 0, err
    lines = out.strip().splitlines()
    assert lines[0].split()[:3] == ["rank", "entrant", "points"]
    assert len(lines) == 1 + 6
    assert "round 3/3" in err and "finished" in err


async def test_tournaments_are_listed_newest_first_with_a_next_page(anonymous: ClowderClient) -> None:
    organizer = anonymous.as_player((await anonymous.register("lister"))["token"])
    made = []
    for kind in ("feed-the-kitten", "kinoko-kombat", "kombat-kittens"):
        created = await organizer.request(
            "POST", "/tournaments", json={"kind": kind, "format": "round-robin", "seats_per_game": 2}
        )
        made.append(created["tournament_id"])
    first = await anonymous.request("GET", "/tournaments", params={"limit": 2})
    assert [t["tournament_id"] for t in first["tournaments"]] == made[::-1][:2]
    assert first["total"] >= 3 and first["next"] is not None
    second = await anonymous.request("GET", first["next"])
    assert second["tournaments"][0]["tournament_id"] == made[0]
    assert second["tournaments"][0]["state"]["settings"]["kind"] == "feed-the-kitten"
