"""Audits of whole games: new games verify, old games still verify under their old algorithm.

A game created before commitments, chains and client seeds recorded none of
them (its lobby.game_created has no ``rng``, ``chain`` or ``seed_commitment``):
it must decode as ``mt19937-sha256-v1`` with chain ``none``, keep being played
that way, and its audit must re-decide every batch from its seed.
"""

from __future__ import annotations

import time

import msgspec
import pytest

from domain.audit.verify import verify_export
from domain.hosting.record import stream_id_of
from eventstore import NewEvent
from services.audit import audit
from services.signing import PostgresKeys
from tests.integration.conftest import Wiring, started_game
from tests.integration.test_audit_tamper import fresh_export, play_finished
from tests.integration.test_ratings import finish

pytestmark = pytest.mark.integration


async def old_game(wiring: Wiring, seed: bytes) -> tuple[str, list]:
    """A game whose creation and seating were written by the code before this change."""
    players = [(await wiring.players.register(f"old{seat}")).player for seat in range(2)]
    game_id = f"old-{time.time_ns()}"
    await wiring.service.seeds.keep(game_id, seed)
    created = {
        "type": "lobby.game_created",
        "game_id": game_id,
        "kind": "feed-the-kitten",
        "seats": 2,
        "options": {},
        "created_by": players[0].player_id,
        "created_at": 1700000000.5,
        "decision_seconds": None,
    }
    metadata = msgspec.json.encode(
        {"player_id": players[0].player_id, "seat": None, "command": None, "decided_at": 0, "by": None}
    )
    stream = stream_id_of(game_id)
    await wiring.store.append(stream, [NewEvent("lobby.game_created", msgspec.json.encode(created), metadata)], 0)
    for seat, player in enumerate(players):
        taken = {"type": "lobby.seat_taken", "seat": seat, "player_id": player.player_id, "player_name": player.name}
        cause = msgspec.json.encode(
            {"player_id": player.player_id, "seat": None, "command": None, "decided_at": 1 + seat, "by": None}
        )
        await wiring.store.append(stream, [NewEvent("lobby.seat_taken", msgspec.json.encode(taken), cause)], 1 + seat)
    await wiring.service.start(players[0], game_id)
    return game_id, players


async def test_a_game_created_before_the_change_still_verifies(wiring: Wiring) -> None:
    keys = PostgresKeys(wiring.pool)
    game_id, players = await old_game(wiring, b"an old 32-byte seed, from before")
    record = await wiring.service.records.load(game_id)
    assert (record.rng, record.chain, record.seed_commitment) == ("mt19937-sha256-v1", "none", None)
    await finish(wiring, game_id, players, seed=3)
    export = await fresh_export(wiring, keys, game_id)
    assert export.rng == "mt19937-sha256-v1" and export.chain == "none" and export.signed_head is None
    assert all(event.hash is None for event in export.events), "an old game's history is never rewritten"
    report = audit(wiring.games, export, await keys.public_keys())
    print("old game:", report.checked)
    assert report.ok, report.mismatches
    assert report.verified == report.batches  # every batch re-decided, the creation and the seatings too
    assert any("created before chains" in line for line in report.checked)

    wrong = msgspec.structs.replace(export, server_seed=(b"x" * 32).hex())
    assert not verify_export(wiring.games, wrong).ok, "the old algorithm still ties every deal to the seed"


async def test_a_new_game_records_its_algorithms_and_commits_before_the_deal(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    created = (await wiring.store.read_stream(stream_id_of(game_id), 1, 1))[0]
    body = msgspec.json.decode(created.data)
    seed = await wiring.service.seeds.seed_of(game_id)
    import hashlib

    assert body["rng"] == "hmac-sha256-ctr-v1" and body["chain"] == "sha256-jcs-v1"
    assert body["seed_commitment"] == hashlib.sha256(seed).hexdigest()
    dealt = [
        event.version for event in await wiring.store.read_stream(stream_id_of(game_id)) if event.type == "round_dealt"
    ]
    assert created.version == 1 < dealt[0], "the commitment is stored before the first card is dealt"
    await finish(wiring, game_id, players, seed=4)
    keys = PostgresKeys(wiring.pool)
    report = audit(wiring.games, await fresh_export(wiring, keys, game_id), await keys.public_keys())
    assert report.ok and report.verified == report.batches, report  # every batch, the lobby's too


async def test_client_seeds_change_every_shuffle(wiring: Wiring) -> None:
    """Same server seed, different client seed: a different deal (no seat alone, nor the server, chooses it)."""
    deals = []
    for client_seed in ("one", "two"):
        players = [(await wiring.players.register(f"c{seat}")).player for seat in range(2)]
        record = await wiring.service.create_game(players[0], "feed-the-kitten", 2, {}, seed=b"s" * 32)
        await wiring.service.join(players[0], record.game_id, client_seed=client_seed)
        await wiring.service.join(players[1], record.game_id, client_seed="fixed")
        await wiring.service.start(players[0], record.game_id)
        events = await wiring.store.read_stream(stream_id_of(record.game_id))
        deals.append(next(msgspec.json.decode(event.data)["hands"] for event in events if event.type == "round_dealt"))
    assert deals[0] != deals[1]


async def test_receipts_survive_a_key_rotation(wiring: Wiring) -> None:
    keys = PostgresKeys(wiring.pool, refresh_seconds=0)
    first = await keys.ensure()
    game_id, receipts = await play_finished(wiring, keys, "feed-the-kitten", seed=5)
    rotated = await keys.rotate()
    assert rotated.key_id != first.key_id
    published = await keys.public_keys()
    assert [key.key_id for key in published if key.retired_at is None] == [rotated.key_id]
    export = await fresh_export(wiring, keys, game_id)
    assert export.signed_head is not None and export.signed_head.key_id == rotated.key_id
    result = verify_export(wiring.games, export, receipts, published)
    assert result.ok, result.findings
    assert receipts[0].key_id == first.key_id
