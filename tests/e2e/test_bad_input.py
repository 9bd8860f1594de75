"""Bad input gets a 4xx problem that says what was wrong, and appends nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import msgspec
import psycopg
import pytest

from api.client.session import ClowderClient
from api.settings import Limits
from domain.trending_kittens.factions import BUILT_IN
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


async def test_a_command_without_a_token_is_a_401_and_appends_nothing(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
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
    response = await http.post(
        f"/games/{game_id}/commands", json={"command": {"type": "draw_card"}}, headers=auth(outsider)
    )
    assert_problem(response, 403, "not-seated")
    assert await version_of(http, game_id) == view["version"]


async def test_not_your_turn_is_a_409_and_appends_nothing(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    game_id, clients, view = await running_game(anonymous)
    waiting = clients[1 - view["pending_seats"][0]]
    response = await http.post(
        f"/games/{game_id}/commands", json={"command": {"type": "draw_card"}}, headers=auth(waiting)
    )
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


@pytest.mark.parametrize(
    ("command", "member"),
    [
        ({"type": "play_card", "card": "fifty"}, "command.card"),
        ({"type": "play_card"}, "command"),
        ({"type": "no_such_command"}, "command.type"),
    ],
)
async def test_a_command_that_does_not_match_its_schema_is_a_400_naming_the_member(
    http: httpx.AsyncClient, anonymous: ClowderClient, command: dict[str, Any], member: str
) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    response = await http.post(f"/games/{game_id}/commands", json={"command": command}, headers=auth(acting))
    problem = assert_problem(response, 400, "malformed-request")  # as the spec promises, with errors[]
    assert [(error["key"], error["source"]) for error in problem["errors"]] == [(member, "body")], problem
    assert await version_of(http, game_id) == view["version"]


async def test_a_stale_or_out_of_turn_command_says_which_seats_the_game_waits_on(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    game_id, clients, view = await running_game(anonymous)
    (pending,) = view["pending_seats"]
    draw = {"command": {"type": "draw_card"}}
    stale = await http.post(
        f"/games/{game_id}/commands", json={**draw, "expected_version": 1}, headers=auth(clients[pending])
    )
    problem = assert_problem(stale, 409, "stale-version")
    assert problem["pending_seats"] == [pending] and problem["current_version"] == view["version"]
    waiting = await http.post(f"/games/{game_id}/commands", json=draw, headers=auth(clients[1 - pending]))
    problem = assert_problem(waiting, 409, "not-your-turn")
    assert problem["pending_seats"] == [pending] and problem["current_version"] == view["version"]


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
        ({"kind": "feed-the-kitten", "seats": 2, "options": {"cans_to_win": "many"}}, 400, "malformed-request"),
        ({"kind": "feed-the-kitten", "seats": 2, "options": {"colour": "red"}}, 400, "malformed-request"),
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
    assert_problem(
        await http.post(f"/games/{game_id}/seats", json={"seat": 0}, headers=auth(players[1])), 409, "lobby-conflict"
    )
    assert_problem(
        await http.post(f"/games/{game_id}/seats", json={"seat": 7}, headers=auth(players[1])), 422, "invalid-request"
    )
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


# -- hostile input: each a 4xx problem, nothing stored -----------------


async def stored_rows(database_url: str) -> dict[str, int]:
    """Rows of every table a request could write to."""
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        counts = {}
        for table in ("events", "game_seeds", "players"):
            cursor = await conn.execute(f"SELECT count(*) FROM {table}")  # noqa: S608 (fixed names)
            row = await cursor.fetchone()
            assert row is not None
            counts[table] = int(row[0])
    return counts


def nested(depth: int) -> bytes:
    return b'{"kind": "feed-the-kitten", "seats": 2, "options": {"x": ' + b"[" * depth + b"]" * depth + b"}}"


def custom_faction(name: str) -> dict[str, Any]:
    """A valid custom faction deck (a built-in one, renamed), so only its name is at fault."""
    spec = msgspec.to_builtins(BUILT_IN[0])
    cards = [{**card, "id": f"custom-{card['id']}"} for card in spec["cards"]]
    return {**spec, "id": "custom-cats", "name": name, "cards": cards}


async def test_a_custom_faction_named_with_a_nul_is_a_422_and_keeps_no_seed(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str
) -> None:
    creator = anonymous.as_player((await anonymous.register("faction-maker"))["token"])
    good = {"kind": "trending-kittens", "seats": 2, "options": {"custom_factions": [custom_faction("Custom Cats")]}}
    assert (await http.post("/games", json=good, headers=auth(creator))).status_code == 201, "the deck itself is valid"
    before = await stored_rows(service_database_url)
    bad = {"kind": "trending-kittens", "seats": 2, "options": {"custom_factions": [custom_faction("Evil\u0000Cats")]}}
    assert_problem(await http.post("/games", json=bad, headers=auth(creator)), 422, "invalid-characters")
    assert await stored_rows(service_database_url) == before


@pytest.mark.parametrize("name", ["nul\u0000byte", "bell\u0007", "line\nbreak", "tab\there", "del\u007f", "c1\u0085"])
async def test_a_player_name_with_a_control_character_is_a_422(
    http: httpx.AsyncClient, service_database_url: str, name: str
) -> None:
    before = await stored_rows(service_database_url)
    assert_problem(await http.post("/players", json={"name": name}), 422, "invalid-characters")
    assert await stored_rows(service_database_url) == before


async def test_a_command_with_a_nul_in_a_string_is_a_422_and_appends_nothing(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str
) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    before = await stored_rows(service_database_url)
    response = await http.post(
        f"/games/{game_id}/commands", json={"command": {"type": "draw_card\u0000"}}, headers=auth(acting)
    )
    assert_problem(response, 422, "invalid-characters")
    assert await stored_rows(service_database_url) == before


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/games/abc%00def"),
        ("GET", "/games/abc%00def/events"),
        ("POST", "/games/abc%00def/seats"),
        ("POST", "/games/abc%00def/start"),
        ("GET", "/tournaments/t%00t"),
        ("GET", "/games?kind=feed%00"),
    ],
)
async def test_a_nul_in_a_path_id_or_query_is_a_422(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str, method: str, path: str
) -> None:
    player = anonymous.as_player((await anonymous.register("path-prober"))["token"])
    before = await stored_rows(service_database_url)
    assert_problem(await http.request(method, path, headers=auth(player)), 422, "invalid-characters")
    assert await stored_rows(service_database_url) == before


@pytest.mark.parametrize("path", ["/games", "/players"])
async def test_json_nested_ten_thousand_deep_is_a_400(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str, path: str
) -> None:
    player = anonymous.as_player((await anonymous.register("deep-nester"))["token"])
    before = await stored_rows(service_database_url)
    response = await http.post(
        path, content=nested(10_000), headers={**auth(player), "Content-Type": "application/json"}
    )
    problem = assert_problem(response, 400, "malformed-request")
    assert "deeper than" in problem["detail"]
    assert await stored_rows(service_database_url) == before


async def test_a_deep_command_is_a_400_and_appends_nothing(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str
) -> None:
    game_id, clients, view = await running_game(anonymous)
    acting = clients[view["pending_seats"][0]]
    before = await stored_rows(service_database_url)
    body = b'{"command": {"type": "draw_card", "x": ' + b"[" * 5000 + b"]" * 5000 + b"}}"
    response = await http.post(
        f"/games/{game_id}/commands", content=body, headers={**auth(acting), "Content-Type": "application/json"}
    )
    assert_problem(response, 400, "malformed-request")
    assert await stored_rows(service_database_url) == before


async def test_brackets_inside_strings_do_not_count_as_nesting(http: httpx.AsyncClient) -> None:
    response = await http.post("/players", json={"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{"})
    assert response.status_code == 201, response.text


@pytest.mark.parametrize(
    ("content_type", "content"),
    [
        ("text/plain", b'{"kind": "feed-the-kitten", "seats": 2}'),
        ("application/x-www-form-urlencoded", b"kind=feed-the-kitten&seats=2"),
        (
            "multipart/form-data; boundary=x",
            b'--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfeed-the-kitten\r\n--x--\r\n',
        ),
        ("", b'{"kind": "feed-the-kitten", "seats": 2}'),
    ],
)
async def test_a_body_that_is_not_declared_json_is_a_415(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str, content_type: str, content: bytes
) -> None:
    player = anonymous.as_player((await anonymous.register("form-filler"))["token"])
    before = await stored_rows(service_database_url)
    headers = {**auth(player), "Content-Type": content_type}
    assert_problem(await http.post("/games", content=content, headers=headers), 415, "unsupported-media-type")
    assert_problem(await http.post("/players", content=content, headers=headers), 415, "unsupported-media-type")
    assert await stored_rows(service_database_url) == before


async def test_a_json_content_type_with_a_charset_or_a_suffix_is_json(http: httpx.AsyncClient) -> None:
    for content_type in ("application/json; charset=utf-8", "application/vnd.clowder+json"):
        response = await http.post("/players", content=b'{"name": "typed"}', headers={"Content-Type": content_type})
        assert response.status_code == 201, response.text


async def test_an_oversized_body_is_a_413(http: httpx.AsyncClient, service_database_url: str) -> None:
    before = await stored_rows(service_database_url)
    huge = b'{"name": "' + b"x" * (Limits().max_body_bytes + 1) + b'"}'
    response = await http.post("/players", content=huge, headers={"Content-Type": "application/json"})
    assert_problem(response, 413, "payload-too-large")

    async def streamed() -> AsyncIterator[bytes]:  # no Content-Length: counted as it arrives
        for start in range(0, len(huge), 4096):
            yield huge[start : start + 4096]

    response = await http.post("/players", content=streamed(), headers={"Content-Type": "application/json"})
    assert_problem(response, 413, "payload-too-large")
    assert await stored_rows(service_database_url) == before


@pytest.mark.parametrize("seconds", [1e-9, 0, 0.5, -1, 7 * 24 * 3600 + 1, 1e300])
async def test_a_decision_time_out_of_bounds_is_refused(
    http: httpx.AsyncClient, anonymous: ClowderClient, service_database_url: str, seconds: float
) -> None:
    player = anonymous.as_player((await anonymous.register("timer"))["token"])
    before = await stored_rows(service_database_url)
    game = {"kind": "feed-the-kitten", "seats": 2, "decision_seconds": seconds}
    tournament = {"kind": "feed-the-kitten", "format": "swiss", "decision_seconds": seconds}
    assert_problem(await http.post("/games", json=game, headers=auth(player)), 400, "malformed-request")
    assert_problem(await http.post("/tournaments", json=tournament, headers=auth(player)), 400, "malformed-request")
    assert await stored_rows(service_database_url) == before


@pytest.mark.parametrize("seconds", [1, 30.5, 7 * 24 * 3600])
async def test_a_decision_time_within_bounds_is_accepted(
    http: httpx.AsyncClient, anonymous: ClowderClient, seconds: float
) -> None:
    player = anonymous.as_player((await anonymous.register("timer"))["token"])
    game = {"kind": "feed-the-kitten", "seats": 2, "decision_seconds": seconds}
    response = await http.post("/games", json=game, headers=auth(player))
    assert response.status_code == 201, response.text
    assert response.json()["decision_seconds"] == seconds


@pytest.mark.parametrize(
    "path",
    ["/stream?from_version=1000000000000000000000", "/view?min_version=1000000000000000000000"],
)
async def test_a_version_past_any_game_is_a_400(http: httpx.AsyncClient, anonymous: ClowderClient, path: str) -> None:
    game_id, clients, _ = await running_game(anonymous)
    assert_problem(await http.get(f"/games/{game_id}{path}", headers=auth(clients[0])), 400, "malformed-request")
    stream = await http.get(f"/games/{game_id}/stream", headers={**auth(clients[0]), "Last-Event-ID": str(10**21)})
    assert_problem(stream, 400, "malformed-request")
