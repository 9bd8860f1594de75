"""Bearer tokens: who is calling, and what the token allows.

The token goes in ``Authorization: Bearer <token>``. Only the two
Server-Sent Events streams also take ``?token=``, because browsers'
EventSource cannot set headers; anywhere else a query token is refused (it
would end up in proxies' logs and browser histories). Every request checks
its token in PostgreSQL (``services/players.py``), or reuses what PostgreSQL
said about it moments ago under the current revocation epoch
(``services/credential_cache.py``): a revoked or expired token is refused at
once by every API process.

A route declares the scope it needs with ``requires(scope)``; ``REQUIRED``
(``play``) and ``OPTIONAL`` (anonymous, or a token that may ``read``) are the
common cases. The caller's player id is bound to the log context and left on
the request for the access log.
"""

from __future__ import annotations

from typing import Any

import structlog
from litestar import Request
from litestar.di import NamedDependency, Provide

from api.components import ComponentsDep
from api.http.limits import EPOCH_STATE
from domain.hosting import policy
from domain.hosting.policy import Actor
from domain.hosting.refusals import refused_by
from services.authorization import actor_of
from services.errors import NotAuthenticated
from services.players import Credential, Player

#: The routes (templates) that accept ``?token=``: the SSE GETs.
QUERY_TOKEN_ROUTES = frozenset({"/games/{game_id}/stream", "/players/me/decisions"})


def query_token_allowed(request: Request[Any, Any, Any]) -> bool:
    return request.scope.get("path_template") in QUERY_TOKEN_ROUTES and request.method == "GET"


def refuse_query_token(request: Request[Any, Any, Any]) -> None:
    """A ``?token=`` outside the streams is a 401, whatever the route."""
    if "token" in request.query_params and not query_token_allowed(request):
        raise NotAuthenticated(
            "?token= is accepted only by the event streams (GET /games/{id}/stream, GET /players/me/decisions); "
            "send the token as 'Authorization: Bearer <token>'"
        )


async def refuse_query_token_before_request(request: Request[Any, Any, Any]) -> None:
    """:func:`refuse_query_token` as the app's ``before_request``. It must be a coroutine:
    Litestar runs a plain function given there in a worker thread, a thread hop for every
    request (about a tenth of a command's CPU in the API, docs/benchmarks.md)."""
    refuse_query_token(request)


def bearer_token(request: Request[Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization")
    if header:
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise NotAuthenticated("the Authorization header must be 'Bearer <token>'")
        return token.strip()
    refuse_query_token(request)
    return request.query_params.get("token") or None


async def credential_of(request: Request[Any, Any, Any], components: ComponentsDep) -> Credential | None:
    """The caller's live token, or None without one; an unknown, revoked or expired token is a 401."""
    token = bearer_token(request)
    if token is None:
        return None
    epoch = request.scope.get("state", {}).get(EPOCH_STATE)
    credential = await components.players.authenticate(token, epoch)
    if credential is None:
        raise NotAuthenticated("the token is not known, was revoked or has expired; register with POST /players")
    request.state.player_id = credential.player.player_id
    request.state.token_id = credential.token_id  # what a stream holds open (api/http/streaming.py)
    structlog.contextvars.bind_contextvars(player_id=credential.player.player_id)
    return credential


#: The caller's token as the door admitted it (None: anonymous).
AskedCredential = NamedDependency[Credential | None]
#: The attribute naming the policy action a route's ``actor`` dependency asks about.
POLICY_ACTION = "policy_action"


def asks(action: type) -> dict[str, Provide]:
    """A route's door: the caller as the policy's ``actor``, admitted for ``action``
    (``domain/hosting/policy.py``: a token, and the scope it names); and the caller's
    player: ``player`` where the action needs a token, ``caller`` (None when anonymous)
    where it does not. What the action is about (a game's seats, a tournament's
    organizer) is decided further in, with its facts, by the same policy."""
    needs_token = policy.SCOPE_OF[action] is not None

    async def credential(request: Request[Any, Any, Any], components: ComponentsDep) -> Credential | None:
        found = await credential_of(request, components)
        door = policy.admits(actor_of(found), action)
        if isinstance(door, policy.Denied):
            raise refused_by(door)
        return found

    async def actor(asked_credential: AskedCredential) -> Actor:
        return actor_of(asked_credential)

    async def player(asked_credential: AskedCredential) -> Player:
        assert asked_credential is not None  # the policy refused an anonymous caller
        return asked_credential.player

    async def caller(asked_credential: AskedCredential) -> Player | None:
        return None if asked_credential is None else asked_credential.player

    setattr(actor, POLICY_ACTION, action)
    dependencies = {"asked_credential": Provide(credential), "actor": Provide(actor)}
    if needs_token:
        dependencies["player"] = Provide(player)
    else:
        dependencies["caller"] = Provide(caller)
    return dependencies


async def required_credential(request: Request[Any, Any, Any], components: ComponentsDep) -> Credential:
    credential = await credential_of(request, components)
    if credential is None:
        raise NotAuthenticated("this needs a player token: Authorization: Bearer <token>")
    return credential


#: Handler dependencies: ``credential``, the caller's token itself (for managing its own tokens).
CREDENTIAL = {"credential": Provide(required_credential)}

ActorDep = NamedDependency[Actor]
PlayerDep = NamedDependency[Player]
CallerDep = NamedDependency[Player | None]
CredentialDep = NamedDependency[Credential]
