"""Signed receipts: the service's Ed25519 signature over (game id, version, chain head).

The signed message is ``"clowder-receipt-v1" 0x00 || canonical({"game_id",
"head", "version"})``. A player who keeps its receipts can later prove what
the history was at each of its moves: a rewritten history no longer has that
head at that version. Signatures come from ``cryptography``, never by hand.
"""

from __future__ import annotations

import hashlib

import msgspec
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from domain.audit.canonical import canonical

ED25519 = "ed25519"
_LABEL = b"clowder-receipt-v1\x00"


class Receipt(msgspec.Struct, frozen=True):
    """The service's word that game ``game_id`` had chain head ``head`` at ``version``."""

    game_id: str
    version: int
    head: str
    key_id: str
    signature: str
    algorithm: str = ED25519


class PublicKey(msgspec.Struct, frozen=True):
    """A service signing key, as published at ``/.well-known/clowder-keys.json``."""

    key_id: str
    public_key: str
    algorithm: str = ED25519
    created_at: str | None = None
    #: Set once a newer key took over: its old receipts stay valid.
    retired_at: str | None = None


class KeySet(msgspec.Struct, frozen=True):
    keys: list[PublicKey]


def key_id_of(public_key: bytes) -> str:
    """The first 16 bytes of SHA-256 of the raw 32-byte public key, in hex."""
    return hashlib.sha256(public_key).hexdigest()[:32]


def message(game_id: str, version: int, head: str) -> bytes:
    return _LABEL + canonical({"game_id": game_id, "head": head, "version": version})


class ReceiptSigner:
    """One signing key, loaded once: deriving the public key costs as much as a signature."""

    __slots__ = ("_key", "key_id")

    def __init__(self, private_key: bytes) -> None:
        self._key = Ed25519PrivateKey.from_private_bytes(private_key)
        self.key_id = key_id_of(self._key.public_key().public_bytes_raw())

    def sign(self, game_id: str, version: int, head: str) -> Receipt:
        signature = self._key.sign(message(game_id, version, head))
        return Receipt(game_id, version, head, self.key_id, signature.hex())


def sign(private_key: bytes, game_id: str, version: int, head: str) -> Receipt:
    return ReceiptSigner(private_key).sign(game_id, version, head)


def new_private_key() -> tuple[bytes, bytes]:
    """A fresh (private, public) raw Ed25519 key pair."""
    key = Ed25519PrivateKey.generate()
    return key.private_bytes_raw(), key.public_key().public_bytes_raw()


def check(receipt: Receipt, keys: list[PublicKey]) -> str | None:
    """None when a key of ``keys`` signed ``receipt``; otherwise what is wrong."""
    if receipt.algorithm != ED25519:
        return f"unknown signature algorithm {receipt.algorithm!r}"
    key = next((key for key in keys if key.key_id == receipt.key_id), None)
    if key is None:
        return f"signed by key {receipt.key_id}, which is not among the trusted keys"
    try:
        public = Ed25519PublicKey.from_public_bytes(bytes.fromhex(key.public_key))
        public.verify(bytes.fromhex(receipt.signature), message(receipt.game_id, receipt.version, receipt.head))
    except (InvalidSignature, ValueError):
        return f"the signature does not verify under key {receipt.key_id}"
    if key_id_of(bytes.fromhex(key.public_key)) != key.key_id:
        return f"key {key.key_id} is not the id of its public key"
    return None


def decode_receipts(raw: bytes) -> list[Receipt]:
    """A receipts file as clients keep them: one receipt, a list, or command answers holding ``receipt``."""
    value = msgspec.json.decode(raw)
    items = value if isinstance(value, list) else [value]
    return [msgspec.convert(item.get("receipt", item) if isinstance(item, dict) else item, Receipt) for item in items]


def decode_keys(raw: bytes) -> list[PublicKey]:
    """A keys file: the service's ``/.well-known/clowder-keys.json`` (``{"keys": [...]}``), a list, or one key."""
    value = msgspec.json.decode(raw)
    if isinstance(value, dict) and "keys" in value:
        value = value["keys"]
    return msgspec.convert(value if isinstance(value, list) else [value], list[PublicKey])
