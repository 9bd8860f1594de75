"""``/players/me/tokens``: a player's named, scoped, revocable tokens.

A token may create or revoke only tokens whose scopes are within its own, so a
``read`` token cannot mint a ``play`` one nor revoke it; ``admin`` is never
granted here (``clowder admin create-token`` makes one, on the server). A token
made here is the calling token's child: it expires no later than its parent
and is revoked with it (services/tokens.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, Literal, TypeAlias

import msgspec
from litestar import Controller, delete, get, post
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.auth import CREDENTIAL, CredentialDep
from api.http.caching import SECRET_ANSWER
from api.http.idempotency_header import TokenKey
from api.http.openapi_problems import problems
from api.http.schemas import body_spec
from services.errors import InsufficientScope, UnknownGame
from services.players import Credential
from services.token_keys import SECRET_WINDOW, KeyedToken, issue_token_once
from services.tokens import MAX_ANCESTORS, IssuedToken, TokenInfo, child_terms, effective_scopes

NetworkScope = Literal["play", "organize", "read"]


class CreateToken(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    scopes: Annotated[list[NetworkScope], msgspec.Meta(min_length=1)]
    #: The token stops working after this many seconds (none: until revoked), and never
    #: later than the token that makes it.
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


#: The operation descriptions (the spec's), shared with the operator's revocation.
CREATE_DESCRIPTION = (
    "The token is shown once (the answer says `Cache-Control: no-store`). It is the calling token's "
    "child (`info.parent_token_id`): its scopes must be within the calling token's, `play` including "
    "`read` (403 `insufficient-scope` otherwise); it expires when asked or when the calling token "
    "does, whichever comes first (`info.expires_at` says when); and it stops working as soon as the "
    "calling token, or any token before it, is revoked or expires. A token may have at most "
    f"{MAX_ANCESTORS} ancestors (422 `invalid-request`). With an `Idempotency-Key` a resend makes no "
    f"second token: within {SECRET_WINDOW.total_seconds() / 3600:g} h it answers the first token, secret "
    "included; later, a 409 `token-already-issued` naming it (revoke it if its secret was lost)."
)
REVOKE_DESCRIPTION = (
    "Every API process refuses the token from the next request on. Revoking a token revokes all its "
    "descendants: every token it made with `POST /players/me/tokens`, the tokens those made, and so on."
)


class TokenController(Controller):
    path = "/players/me/tokens"
    tags = ["players"]
    dependencies = CREDENTIAL

    @post(
        "/",
        operation_id="createToken",
        summary="Create a named token with scopes and an optional expiry",
        description=CREATE_DESCRIPTION,
        cache_control=SECRET_ANSWER,
        status_code=201,
        opt=problems(conflicts=("token-already-issued", "lobby-conflict")),
    )
    async def create(
        self,
        data: CreateTokenBody,
        credential: CredentialDep,
        components: ComponentsDep,
        idempotency_key: TokenKey = None,
    ) -> IssuedToken:
        """:data:`CREATE_DESCRIPTION`; the terms are ``child_terms``'s (services/tokens.py), a keyed
        creation's record is services/token_keys.py's."""
        asked = None
        if data.expires_in_seconds is not None:
            asked = datetime.now(UTC) + timedelta(seconds=data.expires_in_seconds)
        terms = child_terms(credential.as_parent(), data.scopes, asked)
        player_id = credential.player.player_id
        if idempotency_key is None:
            return await components.players.issue_token(player_id, data.name, terms)
        keyed = KeyedToken.of(player_id, idempotency_key, data.name, data.expires_in_seconds, terms)
        return await issue_token_once(components.pool, data.name, terms, keyed)

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
        summary="Revoke one of your tokens, and every token it made, at once",
        description=REVOKE_DESCRIPTION,
        status_code=200,
        opt=problems(404),
    )
    async def revoke(self, token_id: TokenId, credential: CredentialDep, components: ComponentsDep) -> TokenInfo:
        """:data:`REVOKE_DESCRIPTION`."""
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
