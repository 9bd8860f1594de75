"""The README's path, walked as a newcomer walks it, against ``ops/run serve`` started as they start it.

One ``ops/run serve`` (its own PostgreSQL and Redis, a temporary data
directory, a free port) for the module. Against it: what serve says on start,
the README's curl walk-through (its own lines, run by bash with curl and jq),
``clowder play --url`` twice in a row, ``ops/run clowder verify`` of a download
by a relative path from another directory, and an operator's backup
(``clowder admin export`` with the DATABASE_URL that serve's ``services.env``
holds) verified game by game, then with one game edited.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from api.cli.embedded import free_port

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
OPS_RUN = str(REPO / "ops" / "run")
#: The README's second `clowder play` example, against the running service.
PLAY = [
    "--game",
    "trending-kittens",
    "--players",
    "4",
    "--games",
    "3",
    "--options",
    '{"best_of": 3, "teams": [0, 1, 0, 1]}',
]


@dataclass(frozen=True)
class Served:
    url: str
    data_dir: Path
    log: Path

    def said(self) -> str:
        return self.log.read_text(errors="replace")

    def services_env(self) -> dict[str, str]:
        """The URLs serve wrote for its owner (``set -a; . services.env``), as the shell would read them."""
        lines = (self.data_dir / "services.env").read_text().splitlines()
        pairs = [words[0] for words in (shlex.split(line, comments=True) for line in lines) if words]
        return dict(pair.split("=", 1) for pair in pairs)


def newcomer_env(**extra: str) -> dict[str, str]:
    """The environment of a fresh shell: no DATABASE_URL or REDIS_URL, so serve starts its own."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    return {**env, **extra}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    data_dir = Path(tmp_path_factory.mktemp("serve"))
    log = data_dir.parent / "serve.log"
    port = free_port()
    # The words a terminal gets (a pipe would get JSON lines).
    env = newcomer_env(CLOWDER_LOG_FORMAT="console")
    with log.open("wb") as out:
        process = subprocess.Popen(
            [OPS_RUN, "serve", "--data-dir", str(data_dir), "--port", str(port)],
            cwd=data_dir.parent,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 120  # a first `ops/run serve` may install the embedded extra
        while "Clowder is serving on" not in log.read_text(errors="replace"):
            assert process.poll() is None, f"serve exited with {process.returncode}:\n{log.read_text()}"
            assert time.monotonic() < deadline, f"serve did not start:\n{log.read_text()}"
            time.sleep(0.2)
        yield Served(f"http://127.0.0.1:{port}", data_dir, log)
    finally:
        process.terminate()
        try:
            assert process.wait(timeout=30) == 0, "SIGTERM stops serve with exit status 0"
        finally:
            if process.poll() is None:
                process.kill()


@pytest.fixture(scope="module")
def tools(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """PATH for the walk-through: the machine's curl and jq, or a Python stand-in for one that is absent."""
    shims = Path(tmp_path_factory.mktemp("shims"))
    for name, script in (("curl", CURL_STAND_IN), ("jq", JQ_STAND_IN)):
        if shutil.which(name) is None:
            print(f"{name} is not installed: the walk-through runs with a Python stand-in for what it uses of {name}")
            (shims / name).write_text(script)
            (shims / name).chmod(0o755)
    return newcomer_env(PATH=f"{shims}{os.pathsep}{os.environ.get('PATH', '')}")


@pytest.fixture(scope="module")
def played(served: Served) -> list[list[dict[str, object]]]:
    """``clowder play --url`` twice in a row, as a developer tries their own service: each run's games."""
    runs = []
    for run in (1, 2):
        began = time.monotonic()
        done = subprocess.run(
            [OPS_RUN, "clowder", "play", "--url", served.url, *PLAY, "--json"],
            capture_output=True,
            text=True,
            timeout=300,
            env=newcomer_env(),
        )
        assert done.returncode == 0, f"run {run}: exit {done.returncode}\n{done.stderr}"
        runs.append([json.loads(line) for line in done.stdout.splitlines() if line.strip()])
        print(f"clowder play --url, run {run}: {len(runs[-1])} games in {time.monotonic() - began:.1f}s")
    return runs


def readme_block(heading: str) -> str:
    """The first ```sh block under ``heading`` in README.md."""
    text = (REPO / "README.md").read_text()
    found = re.search(rf"^## {re.escape(heading)}\n.*?```sh\n(.*?)```", text, re.S | re.M)
    assert found, f"README.md has no sh block under '## {heading}'"
    return found.group(1)


def test_serve_says_where_the_api_pages_docs_and_services_are(served: Served) -> None:
    said = served.said()
    for where in (f"{served.url}/", f"{served.url}/schema", f"{served.url}/web/verify", "PostgreSQL:", "Redis:"):
        assert where in said, f"serve did not say {where!r}:\n{said}"
    services_env = served.data_dir.resolve() / "services.env"
    assert f"set -a; . {services_env}; set +a" in said, "serve says where the admin tools' URLs are"
    urls = served.services_env()
    assert set(urls) == {"DATABASE_URL", "REDIS_URL"}
    secret = urls["REDIS_URL"].split("@")[0].rsplit(":", 1)[1]
    assert secret and secret not in said, "the Redis password is never printed"
    assert urls["DATABASE_URL"] in said, "the embedded PostgreSQL's URL (no password in it) is printed whole"


def test_the_readme_curl_walk_through_plays_a_move(served: Served, tools: dict[str, str], tmp_path: Path) -> None:
    script = readme_block("Playing a game with curl").replace("localhost:8000", served.url.removeprefix("http://"))
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script + '\nprintf "\\nGAME=%s\\n" "$GAME"'],
        cwd=tmp_path,
        env=tools,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    game_id = lines[-1].removeprefix("GAME=")
    answer = json.loads(lines[-2])
    assert answer.get("game_id") == game_id and answer.get("receipt"), f"the command was not accepted: {answer}"
    read = subprocess.run(["curl", "-s", f"{served.url}/games/{game_id}"], env=tools, capture_output=True, text=True)
    summary = json.loads(read.stdout)
    assert summary["status"] == "running" and summary["version"] >= answer["version"]


def test_clowder_play_twice_in_a_row_finishes_every_game(played: list[list[dict[str, object]]]) -> None:
    for run, results in enumerate(played, start=1):
        assert len(results) == 3, f"run {run}"
        refused = [result["error"] for result in results if result["error"]]
        assert refused == [], f"run {run}: {refused}"
        assert all(result["finished"] for result in results), f"run {run}: {results}"


def test_ops_run_clowder_verifies_a_download_by_a_relative_path(
    served: Served, played: list[list[dict[str, object]]], tools: dict[str, str], tmp_path: Path
) -> None:
    game_id = str(played[0][0]["game_id"])
    audit = tmp_path / "audit"
    audit.mkdir()
    for path, name in ((f"/games/{game_id}/export", "game.json"), ("/.well-known/clowder-keys.json", "keys.json")):
        subprocess.run(["curl", "-sf", f"{served.url}{path}", "-o", name], cwd=audit, env=tools, check=True)
    done = subprocess.run(
        [OPS_RUN, "clowder", "verify", "game.json", "--key", "keys.json"],
        cwd=audit,
        capture_output=True,
        text=True,
        timeout=120,
        env=newcomer_env(),
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"game {game_id}" in done.stdout and "verified: everything holds" in done.stdout


def test_an_operators_backup_verifies_game_by_game(
    served: Served, played: list[list[dict[str, object]]], tmp_path: Path
) -> None:
    env = newcomer_env(DATABASE_URL=served.services_env()["DATABASE_URL"])
    exported = subprocess.run(
        [OPS_RUN, "clowder", "admin", "export", "-o", "backup.ndjson"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert exported.returncode == 0, exported.stderr
    lines = (tmp_path / "backup.ndjson").read_text().splitlines()
    played_ids = {str(result["game_id"]) for results in played for result in results}
    assert played_ids <= {json.loads(line)["game_id"] for line in lines}

    def verify(*flags: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [OPS_RUN, "clowder", "verify", "backup.ndjson", "--url", served.url, *flags],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )

    honest = verify()
    assert honest.returncode == 0, honest.stdout + honest.stderr
    assert honest.stdout.count("verified: everything holds") == len(lines), "one result per game"
    assert f"{len(lines)} game(s): {len(lines)} verified" in honest.stdout
    as_json = verify("--json")
    assert [json.loads(line)["outcome"] for line in as_json.stdout.splitlines()] == ["verified"] * len(lines)

    edited = json.loads(lines[1])
    edited["server_seed"] = "00" * 32  # not the seed the game committed to before its deal
    lines[1] = json.dumps(edited)
    (tmp_path / "backup.ndjson").write_text("\n".join(lines) + "\n")
    broken = verify()
    assert broken.returncode == 1, broken.stdout + broken.stderr
    assert broken.stdout.count("verified: everything holds") == len(lines) - 1, "the other games still verify"
    failed = broken.stdout.split(f"game {edited['game_id']} ")[1].split("\ngame ")[0]
    assert "FAIL [commitment]" in failed, broken.stdout


#: What the walk-through uses of jq (-r, -s; ".", ".a.b", "f, g"), for a machine without it.
JQ_STAND_IN = r"""#!/usr/bin/env python3
import json, sys
flags = [a for a in sys.argv[1:] if a.startswith("-")]
program = [a for a in sys.argv[1:] if not a.startswith("-")][0]
text, values, at = sys.stdin.read(), [], 0
decoder = json.JSONDecoder()
while text[at:].strip():
    at += len(text[at:]) - len(text[at:].lstrip())
    value, at = decoder.raw_decode(text, at)
    values.append(value)
for value in [values] if "-s" in flags else values:
    for path in program.split(","):
        found = value
        for key in [k for k in path.strip().split(".") if k]:
            found = found.get(key) if isinstance(found, dict) else None
        print(found if "-r" in flags and isinstance(found, str) else json.dumps(found, indent=2))
"""

#: What the walk-through uses of curl (-s, -f, -X, -H, -d, -o), for a machine without it.
CURL_STAND_IN = r"""#!/usr/bin/env python3
import sys, urllib.error, urllib.request
args, method, headers, data, out, fail, url = sys.argv[1:], None, {}, None, None, False, None
while args:
    arg = args.pop(0)
    if arg in ("-X", "-H", "-d", "-o"):
        value = args.pop(0)
        if arg == "-X": method = value
        elif arg == "-H": headers[value.split(":", 1)[0].strip()] = value.split(":", 1)[1].strip()
        elif arg == "-d": data = value.encode()
        else: out = value
    elif arg.startswith("-"): fail = fail or "f" in arg
    else: url = arg if "://" in arg else "http://" + arg
request = urllib.request.Request(url, data=data, headers=headers, method=method or ("POST" if data else "GET"))
try:
    body = urllib.request.urlopen(request).read()
except urllib.error.HTTPError as error:
    if fail: sys.exit(22)
    body = error.read()
open(out, "wb").write(body) if out else sys.stdout.buffer.write(body)
"""
