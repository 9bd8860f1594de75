"""Every route names what it asks of the policy, and its token requirement agrees.

A new route fails here until it is added to ``ROUTES`` with the policy action
it performs (domain/hosting/policy.py), or with why it needs none; the token
the spec demands of it must then be the one the policy's ``SCOPE_OF`` says.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from api.app import create_app
from api.openapi import finish, handlers_of
from api.settings import Settings
from domain.hosting import policy
from domain.registry import all_games

pytestmark = pytest.mark.unit

#: A route's policy action, or a string saying why the policy has nothing to decide there.
OWN_TOKENS = "the caller's own tokens: the token is the subject (services/tokens.py)"
PUBLIC = "public data about no game's hidden state"
OPERATOR = "operators' tools: the admin scope is the whole rule"
ROUTES: dict[str, type | str] = {
    "registerPlayer": PUBLIC,
    "streamDecisions": policy.ReadDecisions,
    "whoAmI": OWN_TOKENS,
    "listMyGames": OWN_TOKENS,
    "getKind": PUBLIC,
    "listKinds": PUBLIC,
    "listGames": policy.WatchGame,
    "createGame": policy.CreateGame,
    "getGame": policy.WatchGame,
    "joinGame": policy.TakeSeat,
    "leaveGame": policy.LeaveSeat,
    "startGame": policy.StartGame,
    "submitCommand": policy.Act,
    "getView": policy.ReadSeat,
    "getStateAtVersion": policy.ReadSeat,
    "auditGame": policy.WatchGame,
    "getHistory": policy.WatchGame,
    "exportGame": policy.ReadSeat,
    "getSigningKeys": PUBLIC,
    "streamGame": policy.ReadSeat,
    "getLeaderboard": PUBLIC,
    "getPlayerRatings": PUBLIC,
    "getTournamentAtVersion": policy.WatchGame,
    "listTournaments": policy.WatchGame,
    "createTournament": policy.CreateTournament,
    "enterTournament": policy.EnterTournament,
    "getTournament": policy.WatchGame,
    "getTournamentHistory": policy.WatchGame,
    "getStandings": policy.WatchGame,
    "startTournament": policy.RunTournament,
    "withdrawFromTournament": policy.WithdrawEntrant,
    "health": PUBLIC,
    "liveness": PUBLIC,
    "readiness": PUBLIC,
    "listTokens": OWN_TOKENS,
    "createToken": OWN_TOKENS,
    "revokeToken": OWN_TOKENS,
    "abortGame": policy.AbortGame,
    "adminRevokeToken": OPERATOR,
    "adminListTokens": OPERATOR,
    "adminWithdrawEntrant": OPERATOR,
    "metrics": PUBLIC,
}


@functools.cache
def operations() -> dict[str, dict[str, Any]]:
    """The finished spec's operations, as ``/schema/openapi.json`` serves them."""
    app = create_app(Settings(database_url="postgresql://unused/unused", redis_url="redis://unused"))
    spec = finish(app.openapi_schema.to_schema(), handlers_of(app), all_games())
    return {op["operationId"]: op for path in spec["paths"].values() for op in path.values()}


def test_every_route_is_in_the_table() -> None:
    assert set(operations()) == set(ROUTES), "name the policy action of every new route here"


@pytest.mark.parametrize("operation_id", sorted(k for k, v in ROUTES.items() if isinstance(v, type)))
def test_a_routes_token_requirement_is_the_policys_scope(operation_id: str) -> None:
    operation = operations()[operation_id]
    security = operation.get("security", [])
    token_required = bool(security) and {} not in security
    needs_scope = policy.SCOPE_OF[ROUTES[operation_id]] is not None  # type: ignore[index]
    assert token_required == needs_scope, operation_id
