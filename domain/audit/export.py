"""The export format ``clowder-export-v1``: one self-contained JSON document per game.

For a finished game it holds everything an auditor needs with no server: the
header, every event as stored (data, metadata with the command, hash), the
revealed server seed, every seat's client seed, the signed final head and the
service's public keys. For a running game it is one seat's share: the events
as that seat may see them, their hashes and the signed head, no seed, no
commands. ``docs/fairness.md`` documents each field.
"""

from __future__ import annotations

from typing import Any, Final, Literal

import msgspec

from domain.audit.chain import ChainHead
from domain.audit.log_proofs import InclusionProof
from domain.audit.receipts import PublicKey, Receipt

FORMAT: Final = "clowder-export-v1"


class ExportedEvent(msgspec.Struct, frozen=True):
    version: int
    type: str
    #: The event's body as stored (a seat's share: as that seat may see it).
    data: Any
    #: Who caused it, with which command, decided at which version, and its hash
    #: (a seat's share keeps only the hash: a command may hold a secret).
    metadata: dict[str, Any]
    #: The chain hash of this event (hex), None for a game created before chains.
    hash: str | None = None
    recorded_at: str | None = None


class GameExport(msgspec.Struct, frozen=True):
    format: Literal["clowder-export-v1"]
    game_id: str
    kind: str
    status: str
    #: True for a finished game's whole history; False for a seat's share of a running one.
    complete: bool
    seats: int
    options: dict[str, Any]
    #: The chance algorithm and chain algorithm the game recorded at creation.
    rng: str
    chain: str
    #: SHA-256 of the server seed (hex), published at creation; None before commitments.
    seed_commitment: str | None
    #: The server seed (hex), revealed once the game has ended.
    server_seed: str | None
    #: Each seat's client seed at the start, in seat order (empty strings for none given).
    client_seeds: list[str]
    events: list[ExportedEvent]
    head: ChainHead
    #: The service's signature over (game id, head version, head hash).
    signed_head: Receipt | None
    #: The service's public keys at export time (a verifier should also get them independently).
    keys: list[PublicKey]
    #: The seat whose share this is (None for a complete export).
    seat: int | None = None
    #: The transparency log's proof that the game's latest logged batch (its final head once the
    #: game has ended and been logged) is in the tree of a signed head (docs/transparency.md);
    #: None while none of its batches is logged yet, and for games created before chains.
    log: InclusionProof | None = None


def decode_export(raw: bytes) -> GameExport:
    return msgspec.json.decode(raw, type=GameExport)


def encode_export(export: GameExport) -> bytes:
    return msgspec.json.encode(export)
