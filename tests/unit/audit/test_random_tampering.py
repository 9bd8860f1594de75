"""Random forgeries of finished games, each of every kind: every one is caught and named.

A game of each kind is played on the in-memory store (no PostgreSQL: the
checks are pure). Then 60 forged exports per kind each change one thing a
forger might: one value somewhere in one event's body or command, an event
dropped, two neighbours swapped, an event duplicated. The verifier must
refuse every one and name a fault at (or right after) the forged version.
The counts are printed: forged, caught, named at the right version.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import msgspec
import pytest
from msgspec.structs import replace

from domain.audit.export import ExportedEvent, GameExport
from domain.audit.receipts import PublicKey, Receipt, key_id_of, sign
from domain.audit.verify import verify_export
from eventstore.memory import InMemoryEventStore
from services.audit import export_game
from services.game_records import GameRecords
from services.game_registry import all_games
from services.game_service import GameService
from services.notifier import NullNotifier
from services.players import Player
from services.seeds import InMemorySeeds

pytestmark = pytest.mark.unit

GAMES = all_games()
PRIVATE = bytes(range(32))


class Signer:
    async def receipt(self, game_id: str, version: int, head: str) -> Receipt:
        return sign(PRIVATE, game_id, version, head)

    async def public_keys(self) -> list[PublicKey]:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        public = Ed25519PrivateKey.from_private_bytes(PRIVATE).public_key().public_bytes_raw()
        return [PublicKey(key_id_of(public), public.hex())]


async def finished_export(kind: str, seed: int) -> GameExport:
    log = GameRecords(InMemoryEventStore(), GAMES)
    seeds = InMemorySeeds()
    service = GameService(GAMES, log, seeds, NullNotifier())
    players = [Player(f"p{seat}", f"player {seat}") for seat in range(2)]
    record = await service.create_game(players[0], kind, 2, {})
    for index, player in enumerate(players):
        await service.join(player, record.game_id, client_seed=f"seed-{index}")
    record = await service.start(players[0], record.game_id)
    game, chooser = GAMES[kind], random.Random(seed)
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await service.act(players[seat], record.game_id, msgspec.to_builtins(command))).record
    return await export_game(log, seeds, Signer(), record.game_id, None)


def _changed(value: Any, chooser: random.Random) -> Any:
    """``value`` with one leaf changed (an int bumped, a string altered, a flag flipped)."""
    if isinstance(value, dict) and value:
        keys = [key for key in value if key != "type"] or list(value)
        key = chooser.choice(keys)
        return {**value, key: _changed(value[key], chooser)}
    if isinstance(value, list) and value:
        index = chooser.randrange(len(value))
        return [*value[:index], _changed(value[index], chooser), *value[index + 1 :]]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int | float):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    return 0 if value is None else None


def forge(export: GameExport, chooser: random.Random) -> tuple[str, int, GameExport]:
    events = list(export.events)
    at = chooser.randrange(1, len(events) - 1)
    how = chooser.choice(["data", "command", "drop", "swap", "duplicate"])
    target = events[at]
    if how == "data":
        events[at] = replace(target, data=_changed(target.data, chooser))
    elif how == "command" and target.metadata.get("command") is not None:
        events[at] = replace(
            target, metadata={**target.metadata, "command": _changed(target.metadata["command"], chooser)}
        )
    elif how == "drop":
        del events[at]
    elif how == "swap":
        events[at], events[at + 1] = (
            replace(events[at + 1], version=target.version),
            replace(target, version=target.version + 1),
        )
    else:
        how = "duplicate"
        events.insert(at, target)
        events[at + 1 :] = [replace(event, version=event.version + 1) for event in events[at + 1 :]]
    return how, target.version, replace(export, events=events)


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_every_random_forgery_is_caught_and_named(kind: str) -> None:
    export = asyncio.run(finished_export(kind, seed=len(kind)))
    keys = asyncio.run(Signer().public_keys())
    assert verify_export(GAMES, export, trusted_keys=keys).ok
    chooser = random.Random(kind)
    forged = caught = named = 0
    for _ in range(60):
        how, version, forgery = forge(export, chooser)
        forged += 1
        result = verify_export(GAMES, forgery, trusted_keys=keys)
        caught += not result.ok
        named += any(finding.version in (version, version + 1) for finding in result.findings)
        assert not result.ok, f"{how} at version {version} was not caught"
    print(f"{kind}: {len(export.events)} events, forged {forged}, caught {caught}, named at the forged version {named}")
    assert caught == named == forged


def test_an_unreadable_export_is_a_finding_not_a_crash() -> None:
    export = asyncio.run(finished_export("feed-the-kitten", seed=2))
    broken = replace(
        export, events=[export.events[0], ExportedEvent(2, "round_dealt", {"nonsense": True}, {"decided_at": 1})]
    )
    result = verify_export(GAMES, broken)
    assert not result.ok and {finding.check for finding in result.findings} >= {"chain", "replay"}


def test_dropping_the_last_moves_is_caught_by_the_end_and_by_a_receipt() -> None:
    export = asyncio.run(finished_export("kinoko-kombat", seed=3))
    keys = asyncio.run(Signer().public_keys())
    last = export.events[-1]
    receipt = asyncio.run(Signer().receipt(export.game_id, last.version, last.hash or ""))
    assert verify_export(GAMES, export, [receipt], keys).ok
    kept = export.events[:-3]
    resigned = asyncio.run(Signer().receipt(export.game_id, kept[-1].version, kept[-1].hash or ""))
    truncated = replace(
        export,
        events=kept,
        head=replace(export.head, version=kept[-1].version, hash=kept[-1].hash),
        signed_head=resigned,
    )
    result = verify_export(GAMES, truncated, [receipt], keys)
    messages = [finding.line() for finding in result.findings]
    print("truncated:", messages)
    assert any("does not end it" in line for line in messages)
    assert any(
        f"[receipt] version {last.version}: receipt 1 (version {last.version}): the history has no such version" in line
        for line in messages
    )


def test_a_running_games_share_holds_no_seed_and_no_command() -> None:
    async def share() -> tuple[GameExport, bytes]:
        log = GameRecords(InMemoryEventStore(), GAMES)
        seeds = InMemorySeeds()
        service = GameService(GAMES, log, seeds, NullNotifier())
        players = [Player(f"p{seat}", f"player {seat}") for seat in range(2)]
        record = await service.create_game(players[0], "kinoko-kombat", 2, {})
        for player in players:
            await service.join(player, record.game_id)
        record = await service.start(players[0], record.game_id)
        game = GAMES["kinoko-kombat"]
        for _ in range(3):
            seat = sorted(game.pending_seats(record.state))[0]
            command = list(game.legal_commands(record.state, seat))[0]
            record = (await service.act(players[seat], record.game_id, msgspec.to_builtins(command))).record
        return await export_game(log, seeds, Signer(), record.game_id, 0), await seeds.seed_of(record.game_id)

    exported, seed = asyncio.run(share())
    text = msgspec.json.encode(exported).decode()
    assert not exported.complete and exported.server_seed is None and exported.seat == 0
    assert seed.hex() not in text
    assert all(event.metadata == {} and event.hash for event in exported.events)
    result = verify_export(GAMES, exported, trusted_keys=asyncio.run(Signer().public_keys()))
    assert not result.findings and any("not revealed yet" in line for line in result.checked), result
    assert result.outcome == "partial" and not result.ok, "a share holds, but it never reads as verified"


def test_a_game_made_to_look_older_is_a_downgrade() -> None:
    """Claiming chain 'none' and the old generator would drop the commitment and the chain checks."""
    export = asyncio.run(finished_export("feed-the-kitten", seed=4))
    created = export.events[0]
    older = {**created.data, "rng": "mt19937-sha256-v1", "chain": "none"}
    forged = replace(
        export, rng="mt19937-sha256-v1", chain="none", events=[replace(created, data=older), *export.events[1:]]
    )
    result = verify_export(GAMES, forged, trusted_keys=asyncio.run(Signer().public_keys()))
    assert not result.ok
    assert any("downgrade" in finding.message for finding in result.findings), [f.line() for f in result.findings]
