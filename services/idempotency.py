"""What an Idempotency-Key promises: the same request is recorded once, another one is refused.

Lobby creations honour a key too: a game created with one gets an id derived
from the player and the key (:func:`keyed_id`) and is appended with the key,
so a retry finds it; a registration keeps its key in ``registration_keys``
(``services/registration_keys.py``).

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


def request_fingerprint(body: Any) -> bytes:
    """SHA-256 of any request body as canonical JSON: what a keyed creation is compared by."""
    return hashlib.sha256(msgspec.json.encode(body, order="sorted")).digest()


def keyed_id(scope: str, idempotency_key: str) -> str:
    """The id a keyed creation gives what it creates, the same for every retry: the game of
    ``(player, key)`` is one stream whichever API process a retry reaches, so the event store's
    one batch per key and first version decides which attempt created it."""
    return hashlib.sha256(f"{scope}\x00{idempotency_key}".encode()).hexdigest()[:20]


def check_same_request(earlier: AppendResult, request: bytes | None) -> None:
    """Refuse a replay of ``earlier`` to a request that is not the one that recorded it."""
    if request is None or earlier.fingerprint is None or earlier.fingerprint == request:
        return
    raise IdempotencyKeyReused(
        f"this Idempotency-Key was already used for another request on this game (recorded at version "
        f"{earlier.first_version}): the command or expected_version differ; send a new key for a new command"
    )
