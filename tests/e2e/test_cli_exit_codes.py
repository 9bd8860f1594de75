"""``clowder``'s exit codes, as a script or CI job sees them (docs/cli.md)."""

from __future__ import annotations

import httpx
import pytest

from tests.e2e.operators_site import run_cli

pytestmark = pytest.mark.e2e

NOWHERE = "http://127.0.0.1:9"  # the discard port: nothing listens


async def test_version_and_usage() -> None:
    code, out, _ = await run_cli("--version")
    assert code == 0 and out.startswith("clowder ")
    assert (await run_cli())[0] == 2
    assert (await run_cli("play", "--no-such-flag"))[0] == 2
    assert (await run_cli("admin"))[0] == 2


async def test_an_unreachable_server_is_exit_3_from_the_flag_or_clowder_url() -> None:
    code, _, err = await run_cli("play", "--game", "feed-the-kitten", "--players", "2", "--url", NOWHERE)
    assert code == 3 and "cannot reach" in err
    code, _, err = await run_cli("play", "--game", "feed-the-kitten", "--players", "2", env={"CLOWDER_URL": NOWHERE})
    assert code == 3, err
    code, _, _ = await run_cli(
        "tournament", "--game", "feed-the-kitten", "--format", "swiss", "--entrants", "4", env={"CLOWDER_URL": NOWHERE}
    )
    assert code == 3
    code, _, _ = await run_cli(
        "admin", "abort", "g", "--reason", "r", env={"CLOWDER_URL": NOWHERE, "CLOWDER_TOKEN": "t"}
    )
    assert code == 3


async def test_a_failed_game_is_exit_1_and_a_refusal_exit_4(service_url: str) -> None:
    code, out, _ = await run_cli(
        "play",
        "--game",
        "feed-the-kitten",
        "--players",
        "2",
        "--games",
        "2",
        "--options",
        '{"no_such_option": 1}',
        "--json",
        env={"CLOWDER_URL": service_url},
    )
    assert code == 1 and out.count('"finished":false') == 2
    async with httpx.AsyncClient(base_url=service_url) as http:
        player = (await http.post("/players", json={"name": "not-an-operator"})).json()
    code, _, err = await run_cli(
        "admin", "abort", "g", "--reason", "r", env={"CLOWDER_URL": service_url, "CLOWDER_TOKEN": player["token"]}
    )
    assert code == 4 and "403" in err
