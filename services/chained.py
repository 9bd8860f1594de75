"""Appending to a game's hash chain: each new event's metadata carries its hash.

The hash (``domain/audit/chain.py``) is computed over the decoded JSON value
of what is appended, so jsonb's normalization of the stored bytes never
changes it; it lives in the event's metadata (``"hash"``), so the append
stays the store's one statement. A game created before chains (chain
``none``) keeps appending plain events.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.audit import chain
from domain.audit.canonical import decode_json
from eventstore import NewEvent, RecordedEvent
from services.codec import tag_of

_encoder = msgspec.json.Encoder()


class _Hashed(msgspec.Struct):
    hash: str | None = None


_hash_of = msgspec.json.Decoder(_Hashed)


def chained_events(
    chain_algorithm: str,
    server_seed: bytes | None,
    stream_id: str,
    head: str | None,
    first_version: int,
    events: Sequence[msgspec.Struct],
    metadata: bytes,
) -> list[NewEvent]:
    """The events as the store appends them, each with its own hash after ``head``."""
    if chain_algorithm == chain.NO_CHAIN:
        return [NewEvent(type=tag_of(event), data=_encoder.encode(event), metadata=metadata) for event in events]
    if chain_algorithm != chain.SHA256_JCS_V1 or server_seed is None:
        raise ValueError(f"cannot extend a {chain_algorithm!r} chain without its seed")
    if head is None and first_version != 1:
        raise ValueError("the chain head before this batch is unknown")
    previous = chain.GENESIS if head is None else bytes.fromhex(head)
    cause, cause_floats = decode_json(metadata)
    out = []
    for version, event in enumerate(events, start=first_version):
        data = _encoder.encode(event)
        type_ = tag_of(event)
        body, floats = decode_json(data)
        link = chain.link(server_seed, previous, stream_id, version, type_, body, cause, floats=floats or cause_floats)
        out.append(NewEvent(type=type_, data=data, metadata=_encoder.encode({**cause, "hash": link.hex()})))
        previous = link
    return out


def hash_of(event: RecordedEvent) -> str | None:
    """The chain hash an event's metadata carries (None before chains)."""
    return _hash_of.decode(event.metadata).hash


def hash_of_metadata(metadata: bytes) -> str | None:
    """:func:`hash_of` from the stored metadata alone."""
    return _hash_of.decode(metadata).hash
