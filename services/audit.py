"""Exports and audits: the service's side of ``domain/audit``.

``export_game`` writes a game as ``clowder-export-v1`` (the whole history and
the revealed seeds once it has ended; a seat's own share while it runs), with
a signed head. ``audit`` runs the very checks ``clowder verify`` runs
(:func:`domain.audit.verify.verify_export`) on such an export, so the server's
``/audit`` and an auditor's offline verifier can never disagree.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from typing import Any, Protocol

import msgspec

from domain.audit.chain import NO_CHAIN, ChainHead
from domain.audit.export import FORMAT, ExportedEvent, GameExport
from domain.audit.findings import Outcome
from domain.audit.receipts import PublicKey, Receipt
from domain.audit.verify import verify_export
from domain.core.chance import MT19937_SHA256_V1
from domain.core.game import Game, Viewer
from domain.hosting.record import stream_id_of
from domain.hosting.visibility import visible_to
from eventstore import RecordedEvent
from services.chained import hash_of
from services.codec import codec_for
from services.errors import UnknownGame
from services.game_records import GameRecords
from services.seeds import SeedVault


class AuditReport(msgspec.Struct, frozen=True):
    game_id: str
    seed: str | None
    ok: bool
    #: Batches of events and how many were re-decided equal by the rules.
    batches: int
    verified: int
    #: Each fault, named by version, check, expected and found (empty when ok).
    mismatches: tuple[str, ...]
    #: What was verified and held.
    checked: tuple[str, ...] = ()
    #: ``clowder verify``'s verdict: verified, broken, partial or untrusted (docs/fairness.md).
    outcome: Outcome = "broken"


class Signer(Protocol):
    async def receipt(self, game_id: str, version: int, head: str) -> Receipt: ...

    async def public_keys(self) -> list[PublicKey]: ...


async def export_game(log: GameRecords, seeds: SeedVault, signer: Signer, game_id: str, viewer: Viewer) -> GameExport:
    """The game's export: complete once it has ended, ``viewer``'s share before.

    A history the service can no longer fold (edited in the database) is
    unplayable: it is exported complete, as ``corrupt``, so that a verifier
    can name the fault instead of the service answering a 500.
    """
    recorded = await log.store.read_stream(stream_id_of(game_id))
    if not recorded:
        raise UnknownGame(f"there is no game {game_id!r}")
    status: str  # the record's, or "corrupt" (a status no live game has)
    try:
        record = await log.load(game_id)
        status, game = record.status, log.game_of(record)
        recorded = [event for event in recorded if event.version <= record.version]
    except Exception:  # a forged history may not even fold: export what is stored
        status, game = "corrupt", None
    complete = status in ("finished", "corrupt")
    seed = await seeds.seed_of(game_id) if complete else None
    head = ChainHead(recorded[-1].version, hash_of(recorded[-1]))
    signed = None if head.hash is None else await signer.receipt(game_id, head.version, head.hash)
    events = _complete(recorded) if complete or game is None else _share(game, recorded, viewer)
    header = _Header.of(recorded, status)
    return _export(header, events, seed, head, signed, await signer.public_keys(), None if complete else viewer)


def audit(games: Mapping[str, Game[Any, Any, Any, Any]], export: GameExport, keys: list[PublicKey]) -> AuditReport:
    checked = verify_export(games, export, trusted_keys=keys)
    return AuditReport(
        game_id=export.game_id,
        seed=export.server_seed,
        ok=checked.ok,
        batches=checked.batches,
        verified=checked.redecided,
        mismatches=tuple(finding.line() for finding in checked.findings),
        checked=tuple(checked.checked),
        outcome=checked.outcome,
    )


class _Header(msgspec.Struct, frozen=True):
    """The export's header, read from the lobby events as stored (not from a fold that may fail)."""

    game_id: str
    kind: str
    status: str
    seats: int
    options: dict[str, Any]
    rng: str
    chain: str
    seed_commitment: str | None
    client_seeds: list[str]

    @classmethod
    def of(cls, recorded: list[RecordedEvent], status: str) -> _Header:
        created = json.loads(recorded[0].data)
        seats = int(created.get("seats", 0))
        client_seeds = [""] * seats
        for event in recorded:
            if event.type in ("lobby.seat_taken", "lobby.seat_left"):
                body = json.loads(event.data)
                with contextlib.suppress(IndexError, TypeError, KeyError):
                    client_seeds[body["seat"]] = body.get("client_seed", "") if event.type == "lobby.seat_taken" else ""
        return cls(
            game_id=str(created.get("game_id")),
            kind=str(created.get("kind")),
            status=status,
            seats=seats,
            options=created.get("options") or {},
            rng=created.get("rng") or MT19937_SHA256_V1,
            chain=created.get("chain") or NO_CHAIN,
            seed_commitment=created.get("seed_commitment"),
            client_seeds=client_seeds,
        )


def _export(
    record: _Header,
    events: list[ExportedEvent],
    seed: bytes | None,
    head: ChainHead,
    signed: Receipt | None,
    keys: list[PublicKey],
    viewer: Viewer,
) -> GameExport:
    return GameExport(
        format=FORMAT,
        game_id=record.game_id,
        kind=record.kind,
        status=record.status,
        complete=seed is not None,
        seats=record.seats,
        options=record.options,
        rng=record.rng,
        chain=record.chain,
        seed_commitment=record.seed_commitment,
        server_seed=None if seed is None else seed.hex(),
        client_seeds=record.client_seeds,
        events=events,
        head=head,
        signed_head=signed,
        keys=keys,
        seat=viewer,
    )


def _complete(recorded: list[RecordedEvent]) -> list[ExportedEvent]:
    """Every event as stored: body, metadata (with the command) and hash."""
    return [
        ExportedEvent(
            version=event.version,
            type=event.type,
            data=json.loads(event.data),
            metadata=json.loads(event.metadata),
            hash=hash_of(event),
            recorded_at=event.recorded_at.isoformat(),
        )
        for event in recorded
    ]


def _share(game: Game[Any, Any, Any, Any], recorded: list[RecordedEvent], viewer: Viewer) -> list[ExportedEvent]:
    """What ``viewer`` may see: game events redacted for it, no commands, the hashes."""
    codec = codec_for(game)
    shared = []
    for event in recorded:
        data = msgspec.to_builtins(visible_to(game, codec.decode(event), viewer, ended=False))
        shared.append(ExportedEvent(event.version, event.type, data, {}, hash_of(event), event.recorded_at.isoformat()))
    return shared
