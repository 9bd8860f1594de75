"""schemathesis against the running service: every answer must be one the spec declares.

Authenticated with a real token. The checks are the conformance ones, not only
"no 5xx": a status, a media type or a body the spec does not declare fails.
The two Server-Sent Events streams are left out: they never end, and
schemathesis cannot read an event stream (their answers are tested in
tests/e2e). Bounded by ``MAX_EXAMPLES`` per operation. A running game the
token's player sits in, and a tournament it organizes, are the ids the
operations get, so requests reach the rules and not only a 404; so is a
quick-play seek it waits with.
"""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from tests.contract_api.tools import run, tool

pytestmark = pytest.mark.e2e

CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
MAX_EXAMPLES = 15


async def test_schemathesis_finds_no_answer_the_spec_does_not_declare(
    service_url: str, token: str, tmp_path: Path
) -> None:
    config = tmp_path / "schemathesis.toml"
    game_id, tournament_id, seek_id = await _things_to_test_on(service_url, token)
    config.write_text(
        f'[parameters]\n"path.game_id" = "{game_id}"\n"path.tournament_id" = "{tournament_id}"\n'
        f'"path.seek_id" = "{seek_id}"\n'
    )
    done = await run(
        tool("st"),
        "--config-file",
        config,
        "run",
        f"{service_url}/schema/openapi.json",
        "--checks",
        CHECKS,
        "--header",
        f"Authorization: Bearer {token}",
        "--exclude-operation-id",
        "streamGame",
        "--exclude-operation-id",
        "streamDecisions",
        "--max-examples",
        str(MAX_EXAMPLES),
        "--seed",
        "1",
        "--request-timeout",
        "20",
        # One worker: two threads parsing lambdas' source at once hit CPython 3.11's
        # "AST constructor recursion depth mismatch" SystemError (fixed in later releases).
        "--workers",
        "1",
        timeout=400,
    )
    print("\n".join(line for line in done.out.splitlines()[-40:] if line.strip()))
    assert done.code == 0, done.out[-20_000:]
    assert "generated" in done.out and "failure" not in done.out.split("Test cases:")[-1], done.out[-5000:]


async def _things_to_test_on(service_url: str, token: str) -> tuple[str, str, str]:
    async with httpx.AsyncClient(base_url=service_url) as http:
        mine = {"Authorization": f"Bearer {token}"}
        other = (await http.post("/players", json={"name": "contract-opponent"})).json()["token"]
        game = (
            await http.post("/games", json={"kind": "feed-the-kitten", "seats": 2, "join": True}, headers=mine)
        ).json()
        await http.post(f"/games/{game['game_id']}/seats", headers={"Authorization": f"Bearer {other}"})
        started = await http.post(f"/games/{game['game_id']}/start", headers=mine)
        assert started.status_code == 200, started.text
        tournament = await http.post("/tournaments", json={"kind": "feed-the-kitten", "format": "swiss"}, headers=mine)
        assert tournament.status_code == 201, tournament.text
        seek = await http.post("/matchmaking/seeks", json={"kind": "kinoko-kombat", "seats": 2}, headers=mine)
        assert seek.status_code == 201, seek.text
        return game["game_id"], tournament.json()["tournament_id"], seek.json()["seek_id"]
