"""The served spec itself: valid, and saying what a client needs to know about every operation."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from openapi_spec_validator import validate

from services.game_registry import all_games

pytestmark = pytest.mark.e2e

PROBLEM = "application/problem+json"


def operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(method, path, op) for path, item in spec["paths"].items() for method, op in item.items()]


def test_the_spec_is_valid_openapi(spec: dict[str, Any]) -> None:
    validate(spec)  # raises on the first error
    assert spec["openapi"].startswith("3.1")


def test_every_error_is_a_problem_and_every_operation_declares_its_statuses(spec: dict[str, Any]) -> None:
    for method, path, op in operations(spec):
        errors = {code: answer for code, answer in op["responses"].items() if code[0] in "45"}
        assert "429" in errors, (method, path)
        for code, answer in errors.items():
            if (path, code) in (("/health", "503"), ("/health/ready", "503")):
                continue  # health and readiness answer their own report, degraded or not ready
            assert list(answer["content"]) == [PROBLEM], (method, path, code)
            assert answer["content"][PROBLEM]["schema"] == {"$ref": "#/components/schemas/ProblemDetails"}
        if "requestBody" in op:
            assert {"400", "413", "415", "422"} <= set(errors), (method, path)
            assert (
                op["requestBody"].get("description")
                and op["requestBody"]["content"]["application/json"].get("example") is not None
            )
        if "{game_id}" in path or "{tournament_id}" in path:
            assert "404" in errors, (method, path)
    problem = spec["components"]["schemas"]["ProblemDetails"]
    assert {"type", "title", "status", "detail"} <= set(problem["required"])
    assert {"errors", "current_version", "retry_after", "instance"} <= set(problem["properties"])
    assert {"$ref": "#/components/schemas/FieldError"} in [
        branch.get("items") for branch in problem["properties"]["errors"]["anyOf"]
    ]
    assert "status_code" not in str(spec)  # Litestar's default error shape, never sent


def test_security_follows_the_routes_auth_markers(spec: dict[str, Any]) -> None:
    schemes = spec["components"]["securitySchemes"]
    assert schemes["bearerAuth"] == {**schemes["bearerAuth"], "type": "http", "scheme": "bearer"}
    ops = {op["operationId"]: op for _, _, op in operations(spec)}
    assert ops["submitCommand"]["security"] == [{"bearerAuth": []}] and "401" in ops["submitCommand"]["responses"]
    assert {} in ops["getView"]["security"] and {"bearerAuth": []} in ops["getView"]["security"]
    assert ops["listKinds"]["security"] == [] and "401" not in ops["listKinds"]["responses"]
    # ?token= is for EventSource only: a parameter of the two streams, never a scheme a client applies.
    assert set(schemes) == {"bearerAuth"}
    with_token = [name for name, op in ops.items() if "token" in {p["name"] for p in op.get("parameters", [])}]
    assert sorted(with_token) == ["streamDecisions", "streamGame"]
    assert all(op["security"] in ([{"bearerAuth": []}], [{"bearerAuth": []}, {}], []) for op in ops.values())


def test_games_are_typed_per_kind_with_discriminators(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    assert schemas["SeatView"]["discriminator"]["propertyName"] == "kind"
    assert set(schemas["SeatView"]["discriminator"]["mapping"]) == set(all_games())  # every registered game
    play = schemas["FeedTheKittenCommand"]
    assert play["discriminator"]["propertyName"] == "type"
    assert play["discriminator"]["mapping"]["play_card"] == "#/components/schemas/FeedTheKittenPlayCard"
    assert schemas["FeedTheKittenPlayCard"]["properties"]["card"] == {"type": "integer"}
    assert schemas["FeedTheKittenGameView"]["properties"]["legal_commands"]["items"] == {
        "$ref": "#/components/schemas/FeedTheKittenCommand"
    }
    assert "FeedTheKittenRoundDealtHidden" in str(schemas["FeedTheKittenEvent"])  # what a seat is shown
    submit = schemas["SubmitCommand"]["properties"]["command"]
    assert submit["$ref"] == "#/components/schemas/AnyCommand"


def test_streams_and_csv_are_declared_as_what_they_are(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    for path, union, names in (
        ("/games/{game_id}/stream", "GameStreamMessage", {"view", "event"}),
        ("/players/me/decisions", "DecisionStreamMessage", {"decision", "game_ended"}),
    ):
        stream = spec["paths"][path]["get"]["responses"]["200"]["content"]
        assert list(stream) == ["text/event-stream"]
        # The media type's schema is what each message's data decodes to, tagged by its event name.
        assert stream["text/event-stream"]["schema"] == {"$ref": f"#/components/schemas/{union}"}
        assert schemas[union]["discriminator"]["propertyName"] == "type"
        assert set(schemas[union]["discriminator"]["mapping"]) == names
    # A game's event names its kind, so the per-kind entries are discriminated too.
    assert schemas["GameStreamEvent"]["discriminator"]["propertyName"] == "kind"
    assert schemas["FeedTheKittenStreamEvent"]["properties"]["event"] == {
        "$ref": "#/components/schemas/FeedTheKittenEvent"
    }
    assert "HistoryEntry" not in schemas  # no undiscriminated union of entries is left
    standings = spec["paths"]["/tournaments/{tournament_id}/standings"]["get"]["responses"]["200"]["content"]
    assert set(standings) == {"application/json", "text/csv"}


def test_created_resources_say_where_they_are(spec: dict[str, Any]) -> None:
    created = spec["paths"]["/games"]["post"]["responses"]["201"]
    assert "Location" in created["headers"] and "getView" in created["links"]


async def test_the_docs_page_loads_only_from_this_host_and_every_asset_answers(
    service_url: str, spec: dict[str, Any]
) -> None:
    async with httpx.AsyncClient(base_url=service_url) as http:
        page = await http.get("/schema")
        assert page.status_code == 200
        referenced = re.findall(r'(?:src|href)="([^"]+)"', page.text)
        assert len(referenced) >= 3
        for url in referenced:
            assert url.startswith("/"), f"the docs page loads {url} from elsewhere"
            asset = await http.get(url)
            assert asset.status_code == 200 and asset.content, url
        # The page holds no inline script (its CSP refuses them): a file of ours starts Swagger UI.
        start = (await http.get("/schema/assets/start-docs.js")).text
        assert "/schema/assets/start-docs.js" in referenced and "SwaggerUIBundle(" in start
        assert not re.search(r"https?://", page.text + start)
        assert "bearerAuth" in spec["components"]["securitySchemes"]  # the Authorize button has a scheme to offer
        assert "validatorUrl: null" in start  # no badge fetched from validator.swagger.io


async def test_conventions_cors_compression_etags_and_404_for_unknown_kinds(service_url: str) -> None:
    async with httpx.AsyncClient(base_url=service_url) as http:
        preflight = await http.options(
            "/games",
            headers={
                "Origin": "https://bot.example",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "authorization,content-type",
            },
        )
        assert preflight.status_code in (200, 204) and preflight.headers["access-control-allow-origin"] in (
            "*",
            "https://bot.example",
        )
        kinds = await http.get("/kinds", headers={"Accept-Encoding": "gzip"})
        assert kinds.headers.get("content-encoding") == "gzip"
        chess = await http.get("/kinds/chess")
        assert chess.status_code == 404 and chess.headers["content-type"].startswith(PROBLEM)
        token = (await http.post("/players", json={"name": "etag"})).json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        game = await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2, "join": True}, headers=auth)
        assert game.headers["location"] == f"/games/{game.json()['game_id']}"
        view = await http.get(f"/games/{game.json()['game_id']}/view", headers=auth)
        again = await http.get(
            f"/games/{game.json()['game_id']}/view", headers={**auth, "If-None-Match": view.headers["etag"]}
        )
        assert again.status_code == 304 and not again.content and again.headers["etag"] == view.headers["etag"]
