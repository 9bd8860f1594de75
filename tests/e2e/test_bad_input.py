"""Bad input gets a 4xx problem that says what was wrong, and appends nothing."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from api.client import ClowderClient
from tests.e2e.harness import seat_players

pytestmark = pytest.mark.e2e


def assert_problem(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["status"] == status
    assert problem["type"].endswith("/" + code), problem
    assert problem["title"] and problem["detail"]
    return problem


async def running_game(anonymous: ClowderClient) -> tuple[str, list[ClowderClient], dict[str, Any]]:
    recorded = await seat_players(anonymous, "feed-the-kitten", 2)
    view = await recorded.clients[0].view(recorded.game_id, min_version=recorded.started_version)
    return recorded.game_id, recorded.clients, view


def auth(client: ClowderClient) -> dict[str, str]:
    return {"Authorization": f"Bearer {client.token}"}


async def version_of(http: httpx.AsyncClient, game_id: str) -> int:
    history = (await http.get(f"/games/{game_id}/events")).json()
    return history["events"][-1]["version"]


async def test_an_unknown_game_is_a_404(http: httpx.AsyncClient) -> None:
    assert_problem(await http.get("/games/no-such-game"), 404, "unknown-game")
    assert_problem(await http.get("/games/no-such-game/events"), 404, "unknown-game")


async def test_a_command_without_a_token_is_a_401_and_appends_nothing(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, _, view = await running_game(anonymous)
    response = await http.post(f"/games/{game_id}/commands", json={"command": {"type": "draw_card"}})
    assert_problem(response, 401, "not-authenticated")
    assert await version_of(http, game_id) == view["version"]


async def test_a_wrong_token_is_a_401(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, _, _ = await running_game(anonymous)
    response = await http.post(
        f"/games/{game_id}/commands", json={"command": {"type": "draw_card"}}, headers={"Authorization": "Bearer nope"}
    )
    assert_problem(response, 401, "not-authenticated")
    bad_scheme = await http.get(f"/games/{game_id}/view", headers={"Authorization": "Basic abc"})
    assert_problem(bad_scheme, 401, "not-authenticated")


async def test_a_player_without_a_seat_may_not_act(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, _, view = await running_game(anonymous)
    outsider = anonymous.as_player((await anonymous.register("outsider"))["token"])
    response = await http.post(f"/games/{game_id}/commands", json={"command": {"type": "draw_card"}}, headers=auth(outsider))
    assert_problem(response, 403, "not-seated")
    assert await version_of(http, game_id) == view["version"]


async def test_not_your_turn_is_a_409_and_appends_nothing(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, clients, view = await running_game(anonymous)
    waiting = clients[1 - view["pending_seats"][0]]
    response = await http.post(f"/games/{game_id}/commands", json={"command": {"type": "draw_card"}}, headers=auth(waiting))
    assert_problem(response, 409, "not-your-turn")
    assert await version_of(http, game_id) == view["version"]


async def test_an_illegal_card_is_a_422_that_reveals_no_hand(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    hand = (await acting.view(game_id))["view"]["hand"]
    missing = next(card for card in range(0, 101, 10) if card not in hand)
    response = await http.post(
        f"/games/{game_id}/commands", json={"command": {"type": "play_card", "card": missing}}, headers=auth(acting)
    )
    problem = assert_problem(response, 422, "illegal-command")
    other_hand = (await clients[1 - view["pending_seats"][0]].view(game_id))["view"]["hand"]
    assert str(other_hand) not in problem["detail"]
    assert await version_of(http, game_id) == view["version"]


@pytest.mark.parametrize(
    "body",
    [
        {"command": {"type": "no_such_command"}},
        {"command": {"type": "play_card", "card": "fifty"}},
        {"command": {"type": "play_card"}},
        {"command": {"type": "draw_card", "extra": 1}},
        {"command": "draw"},
        {"commands": {"type": "draw_card"}},
        {"command": {"type": "draw_card"}, "expected_version": -1},
        {"command": {"type": "draw_card"}, "expected_version": "latest"},
        [],
        "null",
    ],
)
async def test_a_malformed_command_is_a_4xx_and_appends_nothing(
    http: httpx.AsyncClient, anonymous: ClowderClient, body: Any
) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    response = await http.post(f"/games/{game_id}/commands", json=body, headers=auth(acting))
    assert response.status_code in (400, 422), response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert await version_of(http, game_id) == view["version"]


async def test_a_body_that_is_not_json_is_a_400(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, clients, view = await running_game(anonymous)
    response = await http.post(
        f"/games/{game_id}/commands",
        content=b"{not json",
        headers={**auth(clients[0]), "Content-Type": "application/json"},
    )
    assert_problem(response, 400, "malformed-request")


async def test_a_stale_expected_version_is_a_409(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    response = await http.post(
        f"/games/{game_id}/commands",
        json={"command": {"type": "draw_card"}, "expected_version": view["version"] - 1},
        headers=auth(acting),
    )
    assert_problem(response, 409, "stale-version")
    assert await version_of(http, game_id) == view["version"]


async def test_a_retry_with_the_same_idempotency_key_gets_the_first_answer(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    first = await acting.command(game_id, {"type": "draw_card"}, idempotency_key="draw-1")
    retry = await acting.command(game_id, {"type": "draw_card"}, idempotency_key="draw-1")
    assert retry["replayed"] and not first["replayed"]
    assert retry["version"] == first["version"] and retry["events"] == first["events"]
    assert retry["view"] == first["view"]
    assert await version_of(http, game_id) == first["version"]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"kind": "tic-tac-toe", "seats": 2}, 422, "unknown-kind"),
        ({"kind": "feed-the-kitten", "seats": 6}, 422, "invalid-setup"),
        ({"kind": "feed-the-kitten", "seats": 1}, 422, "invalid-setup"),
        ({"kind": "feed-the-kitten", "seats": 4, "options": {"cans_to_win": 4}}, 422, "invalid-setup"),
        ({"kind": "feed-the-kitten", "seats": 2, "options": {"cans_to_win": "many"}}, 422, "invalid-request"),
        ({"kind": "feed-the-kitten", "seats": 2, "options": {"colour": "red"}}, 422, "invalid-request"),
        ({"kind": "feed-the-kitten", "seats": 99}, 400, "malformed-request"),
        ({"kind": "feed-the-kitten"}, 400, "malformed-request"),
    ],
)
async def test_a_bad_game_is_refused_before_anything_is_stored(
    http: httpx.AsyncClient, anonymous: ClowderClient, body: dict[str, Any], status: int, code: str
) -> None:
    creator = anonymous.as_player((await anonymous.register("creator"))["token"])
    before = (await http.get("/games", params={"limit": 200})).json()["games"]
    assert_problem(await http.post("/games", json=body, headers=auth(creator)), status, code)
    after = (await http.get("/games", params={"limit": 200})).json()["games"]
    assert [g["game_id"] for g in after] == [g["game_id"] for g in before]


async def test_lobby_refusals(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    players = [anonymous.as_player((await anonymous.register(f"p{i}"))["token"]) for i in range(3)]
    game = await players[0].create_game("feed-the-kitten", 2, join=True)
    game_id = game["game_id"]
    assert_problem(await http.post(f"/games/{game_id}/start", headers=auth(players[0])), 409, "lobby-conflict")
    assert_problem(await http.post(f"/games/{game_id}/seats", json={"seat": 0}, headers=auth(players[1])), 409, "lobby-conflict")
    assert_problem(await http.post(f"/games/{game_id}/seats", json={"seat": 7}, headers=auth(players[1])), 422, "invalid-request")
    await players[1].join(game_id)
    assert_problem(await http.post(f"/games/{game_id}/seats", json={}, headers=auth(players[2])), 409, "lobby-conflict")
    await players[0].start(game_id)
    assert_problem(await http.post(f"/games/{game_id}/start", headers=auth(players[0])), 409, "lobby-conflict")
    assert_problem(await http.get(f"/games/{game_id}/audit"), 409, "game-not-ended")


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/players", {}),
        ("POST", "/players", {"name": ""}),
        ("POST", "/players", {"name": "x" * 65}),
        ("GET", "/games?limit=0", None),
        ("GET", "/games?status=lost", None),
        ("GET", "/games?kind=chess", None),
        ("GET", "/kinds/chess", None),
        ("GET", "/games/abc/versions/0", None),
        ("GET", "/games/abc/versions/x", None),
        ("PUT", "/games", None),
        ("GET", "/nowhere", None),
    ],
)
async def test_every_refusal_is_a_problem_response(http: httpx.AsyncClient, method: str, path: str, body: Any) -> None:
    response = await http.request(method, path, json=body)
    assert 400 <= response.status_code < 500, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["status"] == response.status_code
