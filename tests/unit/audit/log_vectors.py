"""The transparency log's test vectors, as docs/transparency.md prints them.

``python -m tests.unit.audit.log_vectors`` prints them; ``test_log_vectors.py`` holds the document, the code
and tests/unit/audit/rfc9162.py (a naive implementation of the RFC's definitions) to the same values.
"""

from __future__ import annotations

import asyncio
import hashlib

from domain.audit.log_leaf import LogLeaf
from domain.audit.merkle import CompactRange, node_hash
from domain.audit.receipts import key_id_of
from domain.audit.tree_head import HeadSigner, head_message
from services.transparency.proofs import consistency_path, inclusion_path

#: The chain vector of docs/fairness.md: H(1) of game vector-game.
FIRST_HEAD = "fee03d543e6318ad705d3917e894959740a29c441cc7a692e0828b6ee4073aa2"
PRIVATE_KEY = bytes(range(32))
TIMESTAMP = 1_764_580_000_000


def tree_leaves() -> list[LogLeaf]:
    """Seven leaves: the creation batch of the chain vector, then six one-event batches with made-up heads."""
    made_up = [hashlib.sha256(f"vector head {v}".encode()).hexdigest() for v in range(2, 8)]
    return [LogLeaf("vector-game", 1, 1, FIRST_HEAD)] + [
        LogLeaf("vector-game", v, v, head) for v, head in zip(range(2, 8), made_up, strict=True)
    ]


def vectors() -> dict[str, str]:
    leaves = tree_leaves()
    compact, nodes = CompactRange(), {}
    for leaf in leaves:
        for level, index, hashed in compact.append(leaf.hash()):
            nodes[(level, index)] = hashed

    async def read(keys: object) -> dict[tuple[int, int], bytes]:
        return nodes

    root = compact.root()
    three = CompactRange()
    for leaf in leaves[:3]:
        three.append(leaf.hash())
    signer = HeadSigner(PRIVATE_KEY)
    head = signer.sign(7, root, TIMESTAMP)
    return {
        "leaf 0 entry": leaves[0].entry().decode().replace("\x00", "\\x00"),
        "leaf 0 hash": leaves[0].hash().hex(),
        "leaf 1 hash": leaves[1].hash().hex(),
        "node(leaf 0, leaf 1)": node_hash(leaves[0].hash(), leaves[1].hash()).hex(),
        "root of 3": three.root().hex(),
        "root of 7": root.hex(),
        "inclusion of leaf 5 in 7": ", ".join(h.hex() for h in asyncio.run(inclusion_path(5, 7, read))),
        "consistency from 3 to 7": ", ".join(h.hex() for h in asyncio.run(consistency_path(3, 7, read))),
        "key id": key_id_of(signer._key.public_key().public_bytes_raw()),
        "head message": head_message(7, root.hex(), TIMESTAMP).decode("latin-1").replace("\x00", "\\x00"),
        "head signature": head.signature,
    }


def main() -> None:
    print("| value | |\n|---|---|")
    for name, value in vectors().items():
        print(f"| {name} | `{value}` |")


if __name__ == "__main__":
    main()
