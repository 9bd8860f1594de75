"""Signed tree heads: the service's Ed25519 signature over the log's size, root and a time.

The signed message is::

    "clowder-log-head-v1" 0x00 || canonical({"root_hash": <hex>, "timestamp": <ms>, "tree_size": <n>})

``timestamp`` is milliseconds since the Unix epoch (an integer), and strictly
grows from one head to the next. Heads are signed with the same keys as
receipts (domain/audit/receipts.py: the key id is the first 16 bytes of
SHA-256 of the public key), so rotation and publication follow the same rules.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from domain.audit.canonical import canonical
from domain.audit.receipts import ED25519, PublicKey, key_id_of

HEAD_LABEL = b"clowder-log-head-v1\x00"


class SignedTreeHead(msgspec.Struct, frozen=True):
    """The log as it stood at ``timestamp``: ``tree_size`` leaves with root ``root_hash`` (hex), signed."""

    tree_size: int
    root_hash: str
    timestamp: int
    key_id: str
    signature: str
    algorithm: str = ED25519

    def message(self) -> bytes:
        return head_message(self.tree_size, self.root_hash, self.timestamp)


def head_message(tree_size: int, root_hash: str, timestamp: int) -> bytes:
    return HEAD_LABEL + canonical({"root_hash": root_hash, "timestamp": timestamp, "tree_size": tree_size})


class HeadSigner:
    """One signing key, loaded once (deriving its public key costs as much as a signature)."""

    __slots__ = ("_key", "key_id")

    def __init__(self, private_key: bytes) -> None:
        self._key = Ed25519PrivateKey.from_private_bytes(private_key)
        self.key_id = key_id_of(self._key.public_key().public_bytes_raw())

    def sign(self, tree_size: int, root_hash: bytes, timestamp: int) -> SignedTreeHead:
        hexed = root_hash.hex()
        signature = self._key.sign(head_message(tree_size, hexed, timestamp))
        return SignedTreeHead(tree_size, hexed, timestamp, self.key_id, signature.hex())


def check_head(head: SignedTreeHead, keys: Sequence[PublicKey]) -> str | None:
    """None when a key of ``keys`` signed ``head``; otherwise what is wrong."""
    if head.algorithm != ED25519:
        return f"unknown signature algorithm {head.algorithm!r}"
    key = next((key for key in keys if key.key_id == head.key_id), None)
    if key is None:
        return f"tree head signed by key {head.key_id}, which is not among the trusted keys"
    try:
        public = bytes.fromhex(key.public_key)
        Ed25519PublicKey.from_public_bytes(public).verify(bytes.fromhex(head.signature), head.message())
    except (InvalidSignature, ValueError):
        return f"the tree head's signature does not verify under key {head.key_id}"
    if key_id_of(public) != key.key_id:
        return f"key {key.key_id} is not the id of its public key"
    return None


def root_bytes(head: SignedTreeHead) -> bytes | None:
    """The head's root as 32 bytes, or None when it is not 64 hex digits."""
    try:
        raw = bytes.fromhex(head.root_hash)
    except ValueError:
        return None
    return raw if len(raw) == 32 else None
