"""The TypeScript SDK, built as its users build it, against the live service.

``npm run build`` generates the client from sdk/openapi.json with
@hey-api/openapi-ts and compiles the package with ``tsc --strict``; programs
in ``ts/`` import ``@clowder/sdk``: one type-checks the per-kind helpers, one
checks the stream parser and the pacer alone, one plays a game of every kind to
its end with the SDK's runner and replays each from its stream, and one puts
faults between the runner and the service.
"""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from clowder_sdk.kinds import KINDS

from tests.sdk.node import PROGRAMS, a_package_using_the_sdk, compile_with_tsc, node
from tests.sdk.recorded import commands_recorded

pytestmark = pytest.mark.e2e


async def test_the_per_kind_helpers_narrow_and_refuse_as_the_spec_says(typescript_sdk: Path, tmp_path: Path) -> None:
    a_package_using_the_sdk(tmp_path, PROGRAMS / "typed_helpers.ts")
    checked = await compile_with_tsc(typescript_sdk, tmp_path, "typed_helpers.ts", emit=False)
    assert checked.code == 0, checked.out  # each @ts-expect-error line is an error, and nothing else is


async def test_the_stream_parser_takes_any_chunking_and_the_pacer_waits_out_a_spent_budget(
    typescript_sdk: Path, tmp_path: Path
) -> None:
    a_package_using_the_sdk(tmp_path, PROGRAMS / "units.ts")
    compiled = await compile_with_tsc(typescript_sdk, tmp_path, "units.ts")
    assert compiled.code == 0, compiled.out
    checked = await node(tmp_path / "out" / "units.js")
    assert checked.code == 0 and '"ok":true' in checked.out, checked.out


async def test_the_typescript_runner_plays_a_game_of_every_kind_to_its_end(
    typescript_sdk: Path, service_url: str, tmp_path: Path
) -> None:
    a_package_using_the_sdk(tmp_path, PROGRAMS / "plays_every_kind.ts")
    compiled = await compile_with_tsc(typescript_sdk, tmp_path, "plays_every_kind.ts")
    assert compiled.code == 0, compiled.out

    played = await node(tmp_path / "out" / "plays_every_kind.js", service_url, json.dumps(list(KINDS)))

    assert played.code == 0, played.out
    games = json.loads(played.out.strip().splitlines()[-1])
    assert [game["kind"] for game in games] == list(KINDS)
    async with httpx.AsyncClient(base_url=service_url) as http:
        for game in games:
            print(game["kind"], game["commands"], "commands", game["conflicts"], "409s", game["events"], "events")
            assert game["outcome"]["winners"] and game["commands"] > 0
            assert game["events"] == game["version"] and game["lastView"] == "finished"  # the whole game replayed
            summary = (await http.get(f"/games/{game['gameId']}")).json()
            assert summary["status"] == "finished" and summary["outcome"] == game["outcome"]


async def test_the_typescript_runner_resends_a_lost_command_with_its_key_and_resumes_a_cut_stream(
    typescript_sdk: Path, service_url: str, tmp_path: Path
) -> None:
    a_package_using_the_sdk(tmp_path, PROGRAMS / "rides_out_faults.ts")
    compiled = await compile_with_tsc(typescript_sdk, tmp_path, "rides_out_faults.ts")
    assert compiled.code == 0, compiled.out

    played = await node(tmp_path / "out" / "rides_out_faults.js", service_url)

    assert played.code == 0, played.out
    report = json.loads(played.out.strip().splitlines()[-1])
    assert report["outcome"]["winners"]
    assert report["keys"][0] is not None and report["keys"][1] == report["keys"][0]  # the resend kept its key
    assert report["replayed"][0] is True  # and was answered from the first attempt's record
    assert len(report["lastEventIds"]) >= 4 and report["lastEventIds"][0] is None
    assert all(sent is not None for sent in report["lastEventIds"][1:])  # each reconnection resumed
    async with httpx.AsyncClient(base_url=service_url) as http:
        assert await commands_recorded(http, report["gameId"], report["playerId"]) == report["commands"]
