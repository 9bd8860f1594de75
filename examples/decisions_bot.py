"""A complete external Clowder bot: it plays every decision it owes, in any game, through the public API.

    .venv/bin/python examples/decisions_bot.py --url http://localhost:8000 --kind feed-the-kitten

(the project's venv has ``httpx``, the one library it needs; `ops/run serve` or
`ops/run test` makes the venv). It registers a player (or uses CLOWDER_TOKEN),
seats a built-in bot against itself in a new game, then listens on
``GET /players/me/decisions`` (Server-Sent Events, format in docs/api.md).
Each ``decision`` carries its seat's view at that version (when it is null,
the game moved on meanwhile: it reads the view), and the bot sends one legal
command with ``expected_version`` and an ``Idempotency-Key``: one request per
move; a retry is recorded once, a stale decision answers 409. It stops at the
stream's ``game_ended`` message for its game: no polling, no wait for a
keepalive after the built-in bot's last move. Swap ``choose`` for your own strategy.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import uuid

import httpx


def choose(view: dict, rng: random.Random) -> dict:
    """Your strategy goes here: ``view["view"]`` is what your seat sees."""
    return rng.choice(view["legal_commands"])


def messages(http: httpx.Client):
    """Each message of the decisions stream as a dict: its data, whose ``type`` is the event's name."""
    with http.stream("GET", "/players/me/decisions", timeout=httpx.Timeout(10, read=60)) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if line.startswith("data:"):  # one JSON line per message; `event:`, `id:` and comments skipped
                yield json.loads(line[5:])


def play(http: httpx.Client, decision: dict, rng: random.Random) -> dict | None:
    """One decision: the command's answer, or None when the decision had passed."""
    game = decision["game_id"]
    view = decision.get("view") or http.get(f"/games/{game}/view", params={"min_version": decision["version"]}).json()
    if not view["your_turn"]:
        return None
    command = {"command": choose(view, rng), "expected_version": view["version"]}
    answer = http.post(f"/games/{game}/commands", json=command, headers={"Idempotency-Key": uuid.uuid4().hex})
    if answer.status_code == 409:  # the game moved on (a deadline, a retry): a new decision will come
        return None
    answer.raise_for_status()
    return answer.json()


def new_game_against_a_bot(url: str, http: httpx.Client, kind: str) -> str:
    bot = httpx.post(f"{url}/players", json={"name": "house-bot", "bot": "random"}).json()
    game = http.post("/games", json={"kind": kind, "seats": 2, "join": True}).json()["game_id"]
    httpx.post(f"{url}/games/{game}/seats", headers={"Authorization": f"Bearer {bot['token']}"}).raise_for_status()
    http.post(f"/games/{game}/start").raise_for_status()
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://localhost:8000")
    parser.add_argument("--kind", default="feed-the-kitten")
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    token = (
        os.environ.get("CLOWDER_TOKEN")
        or httpx.post(f"{args.url}/players", json={"name": "example-bot"}).json()["token"]
    )
    rng = random.Random(args.seed)
    with httpx.Client(base_url=args.url, headers={"Authorization": f"Bearer {token}"}, timeout=30) as http:
        game = new_game_against_a_bot(args.url, http, args.kind)
        print(f"playing game {game} ({args.kind}) against a built-in bot")
        played = 0
        for message in messages(http):
            if message["game_id"] != game:
                continue
            if message["type"] == "game_ended":
                print(f"game over after {played} commands: {message['outcome']}")
                return 0
            played += play(http, message, rng) is not None
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
