"""Bearer tokens: who is calling.

The token goes in ``Authorization: Bearer <token>``; the live stream also
takes ``?token=`` because browsers' EventSource cannot set headers.
"""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.di import NamedDependency, Provide

from api.components import ComponentsDep
from services.errors import NotAuthenticated
from services.players import Player


def bearer_token(request: Request[Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization")
    if header:
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise NotAuthenticated("the Authorization header must be 'Bearer <token>'")
        return token.strip()
    return request.query_params.get("token") or None


async def optional_player(request: Request[Any, Any, Any], components: ComponentsDep) -> Player | None:
    token = bearer_token(request)
    if token is None:
        return None
    player = await components.players.authenticate(token)
    if player is None:
        raise NotAuthenticated("the token is not known; register with POST /players")
    return player


async def required_player(request: Request[Any, Any, Any], components: ComponentsDep) -> Player:
    player = await optional_player(request, components)
    if player is None:
        raise NotAuthenticated("this needs a player token: Authorization: Bearer <token>")
    return player


#: Handler dependencies: ``player`` must be authenticated; ``caller`` may be anonymous.
REQUIRED = {"player": Provide(required_player)}
OPTIONAL = {"caller": Provide(optional_player)}

PlayerDep = NamedDependency[Player]
CallerDep = NamedDependency[Player | None]
