"""Auditing a finished game: every chance event re-derived from the published seed.

The game's history is replayed batch by batch. Each batch of the game's own
events is decided again from the recorded command (or the start), with the
random source derived from the seed and the version it was decided at, and
must come out byte for byte as stored. A mismatch means the history did not
come from that seed and those commands.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import groupby
from typing import Any

import msgspec

from domain.core.chance import SeededRandom
from domain.core.game import Game
from domain.core.rejection import Rejected
from eventstore import RecordedEvent
from services.codec import codec_for, decode_lobby, encode
from services.game_record import GameRecord, evolve_record, record_created
from services.history import Cause
from services.lobby import LOBBY_PREFIX, GameCreated, GameStarted

_cause = msgspec.json.Decoder(Cause)


class AuditReport(msgspec.Struct, frozen=True):
    game_id: str
    seed: str
    batches: int
    verified: int
    ok: bool
    mismatches: tuple[str, ...]


def audit(
    games: Mapping[str, Game[Any, Any, Any, Any]], game_id: str, seed: bytes, recorded: list[RecordedEvent]
) -> AuditReport:
    created = decode_lobby(recorded[0])
    assert isinstance(created, GameCreated)
    game = games[created.kind]
    codec = codec_for(game)
    record = record_created(game, created)
    batches = verified = 0
    mismatches: list[str] = []
    for decided_at, group in groupby(recorded[1:], key=lambda e: _cause.decode(e.metadata).decided_at):
        batch = list(group)
        batches += 1
        stored = [codec.decode(event) for event in batch]
        span = f"versions {batch[0].version}-{batch[-1].version}"
        try:
            expected = _redecide(game, codec, record, seed, decided_at, batch, stored)
            for event in stored:
                record = evolve_record(game, record, event)
        except Exception as error:  # a forged history may not even fold: say so and stop
            mismatches.append(f"{span} cannot be replayed: {type(error).__name__}")
            break
        if expected is None:
            continue
        if [encode(e) for e in expected] == [encode(e) for e in stored]:
            verified += 1
        else:
            mismatches.append(f"{span} differ from a replay")
    return AuditReport(game_id, seed.hex(), batches, verified, not mismatches, tuple(mismatches))


def _redecide(
    game: Game[Any, Any, Any, Any],
    codec: Any,
    record: GameRecord,
    seed: bytes,
    decided_at: int,
    batch: list[RecordedEvent],
    stored: list[Any],
) -> list[Any] | None:
    """The batch decided again, or None for a lobby batch that involves no rules."""
    random = SeededRandom(seed, decided_at)
    if isinstance(stored[0], GameStarted):
        return [stored[0], *game.start(record.state, random)]
    if batch[0].type.startswith(LOBBY_PREFIX):
        return None
    cause = _cause.decode(batch[0].metadata)
    if cause.seat is None:
        return ["rejected: the batch's metadata names no seat"]
    try:
        command = codec.command_from(cause.command)
        return list(game.decide(record.state, cause.seat, command, random))
    except (Rejected, msgspec.ValidationError) as rejection:
        return [f"rejected: {rejection}"]
