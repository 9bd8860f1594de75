"""A game installed as a separate package works everywhere, registered only by its entry point.

The package (tests/e2e/game_package.py: Feed the Kitten as ``fed-up-kitten``)
lives in a temporary folder, and every process that should know it gets that
folder on its ``PYTHONPATH``: a pytest session that runs the game contract and
every test parametrized from the registry for it, and a ``clowder serve`` that
hosts it for ``clowder play``, ``clowder tournament``, a game played over the
API, its export checked by ``clowder verify``, and its pages in Chromium.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from playwright.async_api import Browser
from psycopg.conninfo import conninfo_to_dict

from api.cli.embedded import free_port
from api.client.session import ClowderClient
from ops.local_services import create_database, drop_database
from tests.browser.conftest import RecordedPage
from tests.e2e.game_package import KIND, TITLE, build_game_package, environment_with

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
#: The tests that hold a kind to the contract or take their kinds from the registry.
FOR_EVERY_KIND = [
    "tests/unit/games",
    "tests/unit/bots/test_contract.py",
    "tests/integration/test_audit_tamper.py",
    "tests/e2e/test_bots_and_decisions.py",
    "tests/contract_api/test_spec.py::test_games_are_typed_per_kind_with_discriminators",
    "tests/browser/test_any_kind.py",
    "tests/browser/test_verify.py::test_a_finished_game_of_each_kind_is_verified_in_the_browser",
    "tests/browser/test_replay.py::test_every_version_of_a_finished_game_is_what_the_api_says",
]


@pytest.fixture(scope="module")
def package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_game_package(tmp_path_factory.mktemp("game-package"))


def test_the_package_keeps_the_game_contract_and_every_test_made_for_every_kind(
    package: Path, postgres_url: str, redis_url: str
) -> None:
    selection = f"{KIND} or typed_per_kind or every_named_bot"
    finished = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rpfE", "-p", "no:cacheprovider", *FOR_EVERY_KIND, "-k", selection],
        cwd=ROOT,
        env=environment_with(package, DATABASE_URL=postgres_url, REDIS_URL=redis_url),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    print(finished.stdout[-8000:], finished.stderr[-2000:])
    assert finished.returncode == 0, finished.stdout[-4000:]
    passed = re.findall(r"^PASSED (\S+)", finished.stdout, re.M)
    ours = [test for test in passed if KIND in test]
    assert len(ours) >= 20 and not re.search(r"\d+ (failed|skipped|error)", finished.stdout), finished.stdout[-2000:]
    for needed in (
        "test_no_view_shows_what_the_events_hide",
        "test_the_legal_commands_are_exactly_the_accepted_ones",
        "test_every_tampering_is_named_by_verify_and_audit",
        "test_a_game_of_server_bots_plays_itself",
        "test_a_human_plays_any_kind_from_its_generic_table",
        "test_a_finished_game_of_each_kind_is_verified",
    ):
        assert any(needed in test for test in ours), f"{needed} did not run for {KIND}"


@pytest.fixture(scope="module")
async def hosting(package: Path, postgres_url: str, redis_url: str) -> AsyncIterator[str]:
    """``clowder serve`` (its bots and tournaments in the same process) with the package on its path."""
    database_url = await asyncio.to_thread(create_database, postgres_url)
    port = free_port()
    env = environment_with(
        package,
        DATABASE_URL=database_url,
        REDIS_URL=redis_url,
        CLOWDER_REDIS_PREFIX=f"package-{uuid.uuid4().hex[:8]}:",
        CLOWDER_LOG_LEVEL="warning",
        CLOWDER_RATE_LIMITS="0",
        CLOWDER_SERVER_BOT_GAMES_PER_PLAYER_PER_HOUR="100000",
        CLOWDER_OPEN_TOURNAMENTS_PER_ORGANIZER="1000",
    )
    command = [sys.executable, "-m", "api.cli", "serve", "--single-process", "--port", str(port)]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        await _until_it_hosts(url, process)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(database_url)["dbname"]))


async def _until_it_hosts(url: str, process: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=2) as http:
        for _ in range(1200):
            if process.poll() is not None:
                raise RuntimeError(
                    f"clowder serve exited: {(process.stderr.read() if process.stderr else b'').decode()}"
                )
            with contextlib.suppress(httpx.TransportError):
                kinds = (await http.get("/kinds")).json()
                assert KIND in [info["kind"] for info in kinds], kinds
                return
            await asyncio.sleep(0.1)
    raise RuntimeError("clowder serve did not answer within two minutes")


async def clowder(package: Path | None, *args: str) -> tuple[int, str, str]:
    """``clowder ARGS`` in a process with the package on its path (``package`` None: without it)."""
    env = environment_with(package) if package is not None else None
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "api.cli", *args,
        cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    out, err = await asyncio.wait_for(process.communicate(), timeout=600)
    return process.returncode or 0, out.decode(), err.decode()


async def test_clowder_play_and_clowder_tournament_play_it(package: Path, hosting: str) -> None:
    code, out, err = await clowder(
        package, "play", "--game", KIND, "--players", "3", "--games", "2", "--url", hosting, "--json"
    )
    assert code == 0, err
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 2 and all(result["finished"] and result["winners"] for result in results), results
    code, out, err = await clowder(
        package, "tournament", "--game", KIND, "--format", "round-robin", "--entrants", "4", "--url", hosting, "--json"
    )
    assert code == 0, err
    standings = json.loads(out)
    print(standings)
    assert len(standings["standings"] if isinstance(standings, dict) else standings) == 4


@pytest.fixture(scope="module")
async def finished_game(hosting: str) -> AsyncIterator[tuple[ClowderClient, str]]:
    """A game created, joined, started and played to the end over the API by two players."""
    async with httpx.AsyncClient(base_url=hosting, timeout=30) as http:
        anonymous = ClowderClient(http)
        players = [anonymous.as_player((await anonymous.register(f"p{seat}"))["token"]) for seat in range(2)]
        game_id = (await players[0].create_game(KIND, 2, join=True))["game_id"]
        await players[1].join(game_id)
        await players[0].start(game_id)
        view, chooser = await players[0].view(game_id), random.Random(3)
        for _ in range(5000):
            if view["status"] == "finished":
                break
            seat = chooser.choice(view["pending_seats"])
            seated = await players[seat].view(game_id, min_version=view["version"])
            command = chooser.choice(seated["legal_commands"])
            view = (await players[seat].command(game_id, command, expected_version=seated["version"]))["view"]
        assert view["status"] == "finished" and view["kind"] == KIND, view
        yield anonymous, game_id


async def test_a_game_played_over_the_api_exports_and_clowder_verify_verifies_it(
    package: Path, hosting: str, finished_game: tuple[ClowderClient, str], tmp_path: Path
) -> None:
    anonymous, game_id = finished_game
    export = await anonymous.request("GET", f"/games/{game_id}/export")
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export))
    code, out, err = await clowder(package, "verify", str(path), "--url", hosting)
    print(out)
    assert code == 0 and "verified" in out.lower(), out + err
    code, out, err = await clowder(None, "verify", str(path), "--url", hosting)
    assert code != 0 and "unknown game kind" in out + err, "without the package, the verifier does not know the kind"


async def test_its_pages_draw_it_generically_and_the_browser_verifier_checks_what_it_can(
    hosting: str, finished_game: tuple[ClowderClient, str], browser: Browser
) -> None:
    _, game_id = finished_game
    context = await browser.new_context(base_url=hosting)
    try:
        page = RecordedPage(await context.new_page(), hosting)
        await page.page.goto(f"/web/games/{game_id}")
        await page.page.wait_for_selector("#table .table.generic dl.facts")
        assert TITLE in (await page.page.text_content("h1") or "")
        await page.page.goto(f"/web/games/{game_id}/verify")
        await page.page.wait_for_selector("#verdict", timeout=60_000)
        checks = "\n".join(await page.page.locator("#checks li").all_text_contents())
        findings = await page.page.locator("#findings li").all_text_contents()
        assert await page.page.get_attribute("#result", "data-verdict") == "partial", (findings, checks)
        assert f"kind {KIND} is not known to this page" in checks and "✔ chain" in checks, checks
        assert page.errors == [] and page.foreign_requests() == []
    finally:
        await context.close()
