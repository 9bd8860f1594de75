"""The hash chain of a game's stream: each event's hash covers it and the one before.

``H(v) = SHA-256("clowder-chain-v1" 0x00 || H(v-1) || salt(v) || canonical(entry))``
with ``H(0)`` 32 zero bytes and ``entry`` = ``{"data", "metadata" (without its
"hash" member), "stream_id", "type", "version"}``. The salt,
HMAC-SHA256(server seed, "clowder-chain-salt-v1" || u64be(v)), keeps a hash
from betraying a hidden card by brute force (a face-down card is one of a few
dozen values); it is known to everyone once the seed is revealed at the end.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

import msgspec

from domain.audit.canonical import canonical

#: The chain algorithm a game created today records; older games record ``none``.
SHA256_JCS_V1 = "sha256-jcs-v1"
NO_CHAIN = "none"
GENESIS = bytes(32)

_LABEL = b"clowder-chain-v1\x00"
_SALT_LABEL = b"clowder-chain-salt-v1"


class ChainHead(msgspec.Struct, frozen=True):
    """Where a stream's chain stands: its last version and that event's hash (hex)."""

    version: int
    hash: str | None = None


def salt(server_seed: bytes, version: int) -> bytes:
    return hmac.digest(server_seed, _SALT_LABEL + version.to_bytes(8, "big"), "sha256")


def entry(stream_id: str, version: int, type_: str, data: Any, metadata: Any) -> dict[str, Any]:
    """The hashed value of one event: its metadata without the hash it is given."""
    bare = {key: value for key, value in metadata.items() if key != "hash"} if isinstance(metadata, dict) else metadata
    return {"data": data, "metadata": bare, "stream_id": stream_id, "type": type_, "version": version}


def event_hash(previous: bytes, event_salt: bytes, hashed: dict[str, Any], floats: bool = True) -> bytes:
    return hashlib.sha256(_LABEL + previous + event_salt + canonical(hashed, floats=floats)).digest()


def link(
    server_seed: bytes,
    previous: bytes,
    stream_id: str,
    version: int,
    type_: str,
    data: Any,
    metadata: Any,
    *,
    floats: bool = True,
) -> bytes:
    """The hash of event ``version``, given the hash before it (``GENESIS`` for version 1).

    ``floats=False`` promises that neither data nor metadata holds a float (a faster path)."""
    hashed = entry(stream_id, version, type_, data, metadata)
    return event_hash(previous, salt(server_seed, version), hashed, floats)
