"""Make golden histories: a finished game of each kind, played and exported by the code of one commit.

Run it with the OLD code first on the path, from a checkout of that commit
(see README.md in this folder)::

    git -C /work/main worktree add --detach /tmp/old <commit>
    cd /tmp/old && PYTHONPATH=/tmp/old /work/main/.venv/bin/python \\
        <this tree>/tests/golden/make_golden.py --label <rules-version> --out <this tree>/tests/golden

It imports only what every hosted version has (the registry, the in-memory
store and seeds, ``GameService``). A version with ``services.audit.export_game``
exports with it (signed by a fixed test key); an older one has no export: its
stored rows are written in ``clowder-export-v1`` as the service's export reads
an old game (body and metadata as stored, no hash, chain ``none``, no seed
commitment, no signature). Either way the JSON is what that version stored.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import logging
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec

#: Seats per kind: two for each (the two-player variants), three for Kombat Kittens (its second deck).
TABLES = {
    "kombat-kittens": (2, 3),
    "feed-the-kitten": (2,),
    "trending-kittens": (2,),
    "kinoko-kombat": (2,),
}
#: A fixed Ed25519 key for the versions that sign their exports (a test key, public here).
PRIVATE_KEY = bytes(range(32))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--label", required=True, help="the rules version, e.g. before-recruit-limit")
    parser.add_argument("--out", type=Path, required=True, help="the tests/golden folder")
    parser.add_argument("--search", type=int, default=1, help="Kombat Kittens games to try for FEATURES")
    args = parser.parse_args()
    import structlog  # every version logs each command: quiet them

    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    manifest_path = args.out / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    for kind, tables in TABLES.items():
        for seats in tables:
            export, chooser_seed, wanted = asyncio.run(_wanted_game(kind, seats, commit, args.search))
            name = f"{kind}/{args.label}-{seats}p.json"
            (args.out / kind).mkdir(parents=True, exist_ok=True)
            (args.out / name).write_text(json.dumps(export, indent=None, sort_keys=True) + "\n")
            manifest[name] = {"commit": commit, "label": args.label, "chooser_seed": chooser_seed, "shows": wanted}
            print(f"{name}: {len(export['events'])} events, chooser seed {chooser_seed}, shows {wanted}")
    manifest_path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


async def _wanted_game(kind: str, seats: int, commit: str, search: int) -> tuple[dict[str, Any], int, list[str]]:
    """The first game (by chooser seed) that shows the most of what :func:`_features` looks for."""
    best: tuple[dict[str, Any], int, list[str]] | None = None
    for chooser_seed in range(search if kind == "kombat-kittens" else 1):  # chooser seeds 0, 1, ...
        export = await _play(kind, seats, commit, chooser_seed)
        shows = _features(export)
        if best is None or len(shows) > len(best[2]):
            best = (export, chooser_seed, shows)
        if len(shows) == len(FEATURES):
            break
    assert best is not None
    return best


#: What a Kombat Kittens golden should show, when a version could play it.
FEATURES = ("recruited twice in a row", "a Dogfight after the final one")


def _features(export: dict[str, Any]) -> list[str]:
    if export["kind"] != "kombat-kittens":
        return []
    shows = []
    events = export["events"]
    turns: dict[int, str] = {}  # each seat's last turn: draw_card, recruit or battle
    for decided_at in sorted({event["metadata"].get("decided_at", 0) for event in events}):
        first = next(event for event in events if event["metadata"].get("decided_at", 0) == decided_at)
        command, seat = first["metadata"].get("command") or {}, first["metadata"].get("seat")
        if isinstance(seat, int) and command.get("type") in ("draw_card", "recruit", "battle"):
            if command["type"] == "recruit" == turns.get(seat):
                shows.append(FEATURES[0])
            turns[seat] = command["type"]
    final_deck = 1 if export["seats"] == 2 else 2
    deck, ended, fights = 1, False, 0
    for event in events:
        if event["type"] == "new_deck_shuffled":
            deck, ended, fights = event["data"]["deck"], False, 0
        elif event["type"] == "dog_drawn" and event["data"]["last_of_deck"]:
            ended = True
        elif event["type"] == "dogfight_started" and ended and deck >= final_deck:
            fights += 1
    if fights > 1:
        shows.append(FEATURES[1])
    return sorted(set(shows))


async def _play(kind: str, seats: int, commit: str, chooser_seed: int) -> dict[str, Any]:
    from eventstore.memory import InMemoryEventStore
    from services.game_records import GameRecords
    from services.game_registry import all_games
    from services.game_service import GameService
    from services.notifier import NullNotifier
    from services.players import Player
    from services.seeds import InMemorySeeds

    games = all_games()
    store, seeds = InMemoryEventStore(), InMemorySeeds()
    log = GameRecords(store, games)
    service = GameService(games, log, seeds, NullNotifier())
    players = [Player(f"golden-player-{seat}", f"golden {seat}") for seat in range(seats)]
    game_id = f"golden-{kind}-{seats}p-{commit[:7]}"
    seed = f"golden seed {kind} {seats} {commit[:7]}".encode()
    record = await service.create_game(players[0], kind, seats, {}, game_id=game_id, seed=seed)
    takes_client_seed = "client_seed" in inspect.signature(service.join).parameters
    for seat, player in enumerate(players):
        if takes_client_seed:
            await service.join(player, game_id, seat=seat, client_seed=f"golden client seed {seat}")
        else:
            await service.join(player, game_id, seat=seat)
    record = await service.start(players[0], game_id)
    game, chooser = games[kind], random.Random(chooser_seed)
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await service.act(players[seat], game_id, msgspec.to_builtins(command))).record
    try:
        from services.audit import export_game
    except ImportError:
        return await _export_of_stored_rows(store, seeds, game_id)
    exported = await export_game(log, seeds, FixedKeySigner(), game_id, None)
    return json.loads(msgspec.json.encode(exported))


async def _export_of_stored_rows(store: Any, seeds: Any, game_id: str) -> dict[str, Any]:
    """A version without an export: its rows as ``clowder-export-v1`` reads a game created before chains."""
    recorded = await store.read_stream(f"game-{game_id}")
    created = json.loads(recorded[0].data)
    client_seeds = [""] * created["seats"]
    for event in recorded:
        if event.type == "lobby.seat_taken":
            body = json.loads(event.data)
            client_seeds[body["seat"]] = body.get("client_seed", "")
    events = [
        {
            "version": event.version,
            "type": event.type,
            "data": json.loads(event.data),
            "metadata": json.loads(event.metadata),
            "hash": None,
            "recorded_at": event.recorded_at.isoformat(),
        }
        for event in recorded
    ]
    return {
        "format": "clowder-export-v1",
        "game_id": game_id,
        "kind": created["kind"],
        "status": "finished",
        "complete": True,
        "seats": created["seats"],
        "options": created.get("options") or {},
        "rng": created.get("rng") or "mt19937-sha256-v1",
        "chain": created.get("chain") or "none",
        "seed_commitment": created.get("seed_commitment"),
        "server_seed": (await seeds.seed_of(game_id)).hex(),
        "client_seeds": client_seeds,
        "events": events,
        "head": {"version": recorded[-1].version, "hash": None},
        "signed_head": None,
        "keys": [],
        "seat": None,
    }


class FixedKeySigner:
    """The fixed test key, for the versions whose export signs its head."""

    async def receipt(self, game_id: str, version: int, head: str) -> Any:
        from domain.audit.receipts import sign

        return sign(PRIVATE_KEY, game_id, version, head)

    async def public_keys(self) -> list[Any]:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        from domain.audit.receipts import PublicKey, key_id_of

        public = Ed25519PrivateKey.from_private_bytes(PRIVATE_KEY).public_key().public_bytes_raw()
        return [PublicKey(key_id_of(public), public.hex())]


if __name__ == "__main__":
    sys.exit(main())
