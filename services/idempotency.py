"""What an Idempotency-Key promises: the same request is recorded once, another one is refused.

A key is kept with the batch its command appended, together with a
fingerprint of the request: SHA-256 of the command and its expected version
as canonical JSON (keys sorted, no spaces). A retry carries the same
fingerprint and gets the first answer; a different request that reuses the
key is told so (422) instead of silently getting an answer to a command it
did not send. Batches recorded before fingerprints were kept have none and
are answered as retries.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from eventstore import AppendResult
from services.errors import IdempotencyKeyReused


def fingerprint(command: Any, expected_version: int | None) -> bytes:
    """SHA-256 of the request body that matters, as canonical JSON."""
    body = {"command": command, "expected_version": expected_version}
    return hashlib.sha256(msgspec.json.encode(body, order="sorted")).digest()


def check_same_request(earlier: AppendResult, request: bytes | None) -> None:
    """Refuse a replay of ``earlier`` to a request that is not the one that recorded it."""
    if request is None or earlier.fingerprint is None or earlier.fingerprint == request:
        return
    raise IdempotencyKeyReused(
        f"this Idempotency-Key was already used for another request on this game (recorded at version "
        f"{earlier.first_version}): the command or expected_version differ; send a new key for a new command"
    )
