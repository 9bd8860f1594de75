"""The served spec says exactly what the service sends: closed sets, per-kind options, required members,
each operation's own problem codes, and the headers every answer carries."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest

from api.http.problem_types import all_problem_codes
from services.bots.registry import BOT_NAMES
from services.game_registry import all_games

pytestmark = pytest.mark.e2e

REF = "#/components/schemas/{}"


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF.format(name)}


def ops(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {op["operationId"]: op for item in spec["paths"].values() for op in item.values()}


def test_options_are_typed_per_kind_wherever_a_game_kind_chooses_them(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    options = {"feed-the-kitten": "FeedTheKittenOptions", "kinoko-kombat": "KinokoKombatKinokoOptions"}
    for generic, member, prefix_name in (
        ("CreateGame", "options", "{}CreateGame"),
        ("GameSummary", "options", "{}GameSummary"),
        ("KindInfo", "default_options", "{}KindInfo"),
        ("CreateTournamentRequest", "game_options", "{}CreateTournament"),
        ("GameExport", "options", "{}GameExport"),
    ):
        union = schemas[generic]
        assert union["discriminator"]["propertyName"] == "kind", generic
        assert set(union["discriminator"]["mapping"]) == set(all_games()), generic
        for kind, name in options.items():
            prefix = "FeedTheKitten" if kind == "feed-the-kitten" else "KinokoKombat"
            typed = schemas[prefix_name.format(prefix)]
            assert typed["properties"]["kind"]["const"] == kind
            assert typed["properties"][member]["$ref"] == REF.format(name), (generic, member)
    exported = schemas["FeedTheKittenExportedEvent"]["properties"]["data"]
    assert exported == ref("FeedTheKittenEvent")


def test_closed_sets_are_named_enums_built_from_the_registries(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    assert schemas["GameKind"]["enum"] == list(all_games())
    assert schemas["BotStrategy"]["enum"] == list(BOT_NAMES)
    for name in ("RegisterPlayer", "Player", "PlayerRegistered"):  # one enum, not three
        assert schemas[name]["properties"]["bot"]["oneOf"][0] == ref("BotStrategy"), name
    assert schemas["Decision"]["properties"]["kind"] == ref("GameKind")
    types = schemas["ProblemType"]["enum"]
    assert schemas["ProblemDetails"]["properties"]["type"]["$ref"] == REF.format("ProblemType")
    assert {f"https://clowder.dev/problems/{code}" for code in all_problem_codes()} == set(types)
    statuses = {"open", "running", "finished"}
    assert set(schemas["FeedTheKittenHistory"]["properties"]["status"]["enum"]) == statuses
    assert set(schemas["FeedTheKittenGameExport"]["properties"]["status"]["enum"]) == statuses
    assert set(schemas["FeedTheKittenCause"]["properties"]["by"]["anyOf"][0]["enum"]) == {
        "deadline",
        "bot",
        "idle",
        "admin",
    }
    assert "choosing" in schemas["TrendingKittensView"]["properties"]["phase"]["enum"]
    assert schemas["KinokoKombatRowCardView"]["properties"]["colour"]["enum"] == ["red", "green", "yellow", "purple"]
    assert schemas["TournamentState"]["properties"]["phase"]["enum"][0] == "new"
    text = json.dumps(spec)
    assert ":data:" not in text and "``" not in text  # Markdown descriptions, no Python docs references


def test_members_always_sent_are_required(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    assert "entrants" in schemas["TournamentState"]["required"]
    assert "games" in schemas["MatchState"]["required"]
    assert set(schemas["Decision"]["required"]) >= {"deadline", "view"}
    assert set(schemas["FeedTheKittenGameSummary"]["required"]) >= {"aborted", "chain", "created"}
    # A request body's defaults stay optional: they may be left out.
    assert schemas["FeedTheKittenCreateGame"]["required"] == ["kind", "seats"]


def test_each_conflict_lists_only_the_codes_its_operation_can_answer(spec: dict[str, Any]) -> None:
    answers = {name: op["responses"] for name, op in ops(spec).items()}
    conflicts = {
        name: set(responses["409"]["content"]["application/problem+json"]["examples"])
        for name, responses in answers.items()
        if "409" in responses
    }
    assert conflicts["registerPlayer"] == {"handle-taken", "lobby-conflict"}
    assert conflicts["submitCommand"] == {"stale-version", "not-your-turn", "game-not-running"}
    assert conflicts["getView"] == {"version-not-reached"}
    assert all(len(codes) <= 3 for codes in conflicts.values()), conflicts
    unavailable = answers["submitCommand"]["503"]["content"]["application/problem+json"]["examples"]
    assert set(unavailable) == {"service-unavailable", "busy"}
    too_large = answers["submitCommand"]["413"]["content"]["application/problem+json"]["examples"]
    assert set(too_large) == {"payload-too-large"}


def test_the_join_body_is_an_optional_body_of_one_schema(spec: dict[str, Any]) -> None:
    body = ops(spec)["joinGame"]["requestBody"]
    assert body["required"] is False and body["content"]["application/json"]["schema"] == ref("JoinGame")


async def test_rate_limit_headers_are_declared_on_every_answer_with_their_real_format(
    spec: dict[str, Any], service_url: str
) -> None:
    for path, item in spec["paths"].items():
        for op in item.values():
            for status, answer in op["responses"].items():
                if path.startswith("/health"):
                    assert "RateLimit" not in answer.get("headers", {}), (path, status)
                else:
                    assert {"RateLimit", "RateLimit-Policy"} <= set(answer["headers"]), (path, status)
    declared = spec["paths"]["/games"]["get"]["responses"]["200"]["headers"]
    async with httpx.AsyncClient(base_url=service_url) as http:
        sent = (await http.get("/games")).headers
        refused = (await http.get("/games/no-such-game")).headers
    item = r'"[a-z-]+";{0}=\d+;{1}=\d+'
    for name, pattern in (("RateLimit", item.format("r", "t")), ("RateLimit-Policy", item.format("q", "w"))):
        whole = rf"^{pattern}(, {pattern})*$"
        assert re.match(whole, declared[name]["example"]), declared[name]["example"]
        assert re.match(whole, sent[name]) and re.match(whole, refused[name]), (sent[name], refused[name])
