"""``/players/me/tokens``: a player's named, scoped, revocable tokens.

A token may create or revoke only tokens whose scopes are within its own, so a
``read`` token cannot mint a ``play`` one nor revoke it; ``admin`` is never
granted here (``clowder admin create-token`` makes one, on the server).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, Literal, TypeAlias

import msgspec
from litestar import Controller, delete, get, post
from litestar.params import Parameter

from api.auth import CREDENTIAL, CredentialDep
from api.components import ComponentsDep
from api.openapi_problems import problems
from api.schemas import body_spec
from services.errors import InsufficientScope, UnknownGame
from services.players import Credential
from services.tokens import IssuedToken, TokenInfo, effective_scopes

NetworkScope = Literal["play", "organize", "read"]


class CreateToken(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    scopes: Annotated[list[NetworkScope], msgspec.Meta(min_length=1)]
    #: The token stops working after this many seconds (none: until revoked).
    expires_in_seconds: Annotated[int, msgspec.Meta(ge=60, le=366 * 86_400)] | None = None


CreateTokenBody: TypeAlias = Annotated[
    CreateToken,
    body_spec(
        "The token's name, its scopes and, optionally, how long it lives.",
        a_bot_that_plays={"name": "ci-bot", "scopes": ["play"], "expires_in_seconds": 86400},
        a_read_only_dashboard={"name": "dashboard", "scopes": ["read"]},
    ),
]


class UnknownToken(UnknownGame):
    code = "unknown-token"


TokenId = Annotated[str, Parameter(max_length=64, description="The token's id (not the token)")]


class TokenController(Controller):
    path = "/players/me/tokens"
    tags = ["players"]
    dependencies = CREDENTIAL

    @post(
        "/",
        operation_id="createToken",
        summary="Create a named token with scopes and an optional expiry",
        status_code=201,
        opt=problems(),
    )
    async def create(self, data: CreateTokenBody, credential: CredentialDep, components: ComponentsDep) -> IssuedToken:
        """The token is shown once. Its scopes must be within the calling token's."""
        _require_within(credential, data.scopes)
        expires = None
        if data.expires_in_seconds is not None:
            expires = datetime.now(UTC) + timedelta(seconds=data.expires_in_seconds)
        return await components.players.issue_token(credential.player.player_id, data.name, data.scopes, expires)

    @get(
        "/",
        operation_id="listTokens",
        summary="Your tokens (never their secrets), revoked ones included",
        opt=problems(),
    )
    async def list_tokens(self, credential: CredentialDep, components: ComponentsDep) -> list[TokenInfo]:
        return await components.players.tokens_of(credential.player.player_id)

    @delete(
        "/{token_id:str}",
        operation_id="revokeToken",
        summary="Revoke one of your tokens, at once",
        status_code=200,
        opt=problems(404),
    )
    async def revoke(self, token_id: TokenId, credential: CredentialDep, components: ComponentsDep) -> TokenInfo:
        """Every API process refuses it from the next request on."""
        found = await components.players.token(token_id)
        if found is None or found.player_id != credential.player.player_id:
            raise UnknownToken(f"you hold no token {token_id!r}")
        _require_within(credential, found.scopes)
        revoked = await components.players.revoke(token_id)
        assert revoked is not None
        return revoked


def _require_within(credential: Credential, scopes: Sequence[str]) -> None:
    missing = sorted(set(scopes) - effective_scopes(credential.scopes))
    if missing:
        raise InsufficientScope(f"this token cannot grant or revoke scopes it does not hold: {', '.join(missing)}")
