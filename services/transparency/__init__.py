"""The transparency log (docs/transparency.md): one Merkle tree leaf per batch of every game.

``writer`` follows the store's global log and appends; ``tables`` holds every
statement; ``proofs`` builds RFC 9162 proofs from stored perfect subtrees;
``reader`` serves heads, leaves and proofs. The pure parts (hashing, formats,
checks) are in ``domain/audit/``.
"""
