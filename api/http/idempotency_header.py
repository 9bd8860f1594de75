"""The ``Idempotency-Key`` request header (draft-ietf-httpapi-idempotency-key-header), as routes declare it."""

from __future__ import annotations

from typing import Annotated

from litestar.params import HeaderParameter

IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        max_length=200,
        description="Retrying a command with the same key records it once and returns the first answer.",
    ),
]

CreationKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        max_length=200,
        description=(
            "Retrying with the same key (to any API process, even at once) creates one game and answers "
            "with it each time; the same key with another body is a 422 `idempotency-key-reused`. "
            "Scoped to the caller."
        ),
    ),
]

RegistrationKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        min_length=16,
        max_length=200,
        description=(
            "Retrying with the same key (to any API process, even at once) registers one player and answers "
            "with it, token included, each time; the same key with another body is a 422 "
            "`idempotency-key-reused`. At least 16 characters (a UUID): it is what gets the token back."
        ),
    ),
]

TokenKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        min_length=16,
        max_length=200,
        description=(
            "Retrying with the same key (to any API process, even at once) makes one token and answers with "
            "it, secret included, for a day; after that a 409 `token-already-issued` names the token without "
            "its secret. The same key with another body, or from another of your tokens, is a 422 "
            "`idempotency-key-reused`. Scoped to the player. At least 16 characters (a UUID): it is what gets "
            "the secret back."
        ),
    ),
]

SeatKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        max_length=200,
        description=(
            "Retrying with a key answers as the first attempt did: if you already hold the seat you ask for "
            "(any seat, when none is named) with the same `client_seed`, the answer is the game with your "
            "seat, not a 409. The seat itself is the record: the key is not stored."
        ),
    ),
]

SeekKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        max_length=200,
        description=(
            "Retrying with the same key (to any API process, even at once) posts one seek and answers "
            "with it, as it is now, each time; the same key with another body is a 422 "
            "`idempotency-key-reused`. Scoped to the caller."
        ),
    ),
]
