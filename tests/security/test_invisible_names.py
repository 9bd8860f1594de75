"""A name that reads otherwise than it is: bidi overrides and invisible characters.

The hole: a player's name (or a token's) took any character but the C0/C1
controls, so ``Ana`` + U+202E (RIGHT-TO-LEFT OVERRIDE) + ``gnp.exe`` showed
as "Anaexe.png" in the lobby, the standings and the logs, and a zero-width
space made a second "organizer" that looked like the first. Now a name with
a control, formatting (bidi, zero-width, soft hyphen, tags), private-use,
unassigned, line- or paragraph-separator character is refused with a 422
``invalid-characters`` problem that names the field, and nothing is stored.
Emoji sequences joined by a zero-width joiner stay welcome.
"""

from __future__ import annotations

from typing import Any

import httpx
import msgspec
import psycopg
import pytest

from api.client.session import ClowderClient
from domain.trending_kittens.factions import BUILT_IN

pytestmark = pytest.mark.security

RIGHT_TO_LEFT_OVERRIDE = "Ana\u202egnp.exe"
#: One name per refused kind of character, each otherwise an ordinary name.
REFUSED = {
    "Cf right-to-left override": RIGHT_TO_LEFT_OVERRIDE,
    "Cf left-to-right isolate": "Bo\u2066b",
    "Cf zero-width space": "organ\u200bizer",
    "Cf soft hyphen": "Ca\u00adrol",
    "Cf byte-order mark": "\ufeffDan",
    "Cf tag character": "Eve\U000e0067",
    "Cf zero-width joiner between letters": "Fa\u200dye",
    "Cf zero-width joiner at the end": "Gus\u200d",
    "Co private use": "Hal\ue000",
    "Cn unassigned": "Ida\u0378",
    "Zl line separator": "Jo\u2028Jo",
    "Zp paragraph separator": "Kim\u2029Kim",
}
ACCEPTED = (
    "\U0001f469\u200d\U0001f4bb Lea",  # woman, ZWJ, laptop: the technologist emoji
    "\U0001f469\U0001f3fd\u200d\U0001f4bb",  # the same with a skin tone before the joiner
    "\U0001f3f3\ufe0f\u200d\U0001f308 Max",  # white flag, VS16, ZWJ, rainbow: the rainbow flag
    "Zoë Ørsted-Łukasz 李",
)


def assert_names_the_field(answer: httpx.Response, field: str, code_point: str) -> dict[str, Any]:
    assert answer.status_code == 422, answer.text
    problem = answer.json()
    assert problem["type"].endswith("/invalid-characters"), problem
    assert problem["detail"].startswith(f"{field} holds {code_point}"), problem
    assert problem["errors"] == [{"message": problem["detail"], "key": field, "source": "body"}]
    return problem


async def test_a_name_with_an_invisible_character_is_refused_and_nothing_is_stored(
    http: httpx.AsyncClient, service_database_url: str
) -> None:
    answers = {kind: await http.post("/players", json={"name": name}) for kind, name in REFUSED.items()}
    print({kind: answer.status_code for kind, answer in answers.items()})
    for kind, answer in answers.items():
        assert answer.status_code == 422, (kind, answer.text)
        assert answer.json()["type"].endswith("/invalid-characters"), kind
    assert_names_the_field(answers["Cf right-to-left override"], "name", "U+202E")
    async with await psycopg.AsyncConnection.connect(service_database_url) as conn:
        cursor = await conn.execute("SELECT count(*) FROM players WHERE name = ANY(%s)", (list(REFUSED.values()),))
        assert await cursor.fetchone() == (0,)


async def test_emoji_joined_by_a_zero_width_joiner_and_other_scripts_are_names(anonymous: ClowderClient) -> None:
    for name in ACCEPTED:
        assert (await anonymous.register(name))["name"] == name


async def test_a_token_name_with_a_bidi_override_is_refused(http: httpx.AsyncClient, anonymous: ClowderClient) -> None:
    token = (await anonymous.register("token-holder"))["token"]
    answer = await http.post(
        "/players/me/tokens",
        json={"name": RIGHT_TO_LEFT_OVERRIDE, "scopes": ["read"]},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert_names_the_field(answer, "name", "U+202E")
    listed = await http.get("/players/me/tokens", headers={"Authorization": f"Bearer {token}"})
    assert RIGHT_TO_LEFT_OVERRIDE not in listed.text


async def test_a_custom_faction_named_with_a_bidi_override_is_refused_with_its_place_in_the_options(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    token = (await anonymous.register("faction-maker"))["token"]
    faction = {**msgspec.to_builtins(BUILT_IN[0]), "id": "tricksters", "name": RIGHT_TO_LEFT_OVERRIDE}
    answer = await http.post(
        "/games",
        json={"kind": "trending-kittens", "seats": 2, "options": {"custom_factions": [faction]}},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert_names_the_field(answer, "options.custom_factions[0].name", "U+202E")
