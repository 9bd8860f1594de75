"""Every route asks the policy at its door, for the action the table names, and its token requirement agrees.

A new route fails here until it is added to ``ROUTES`` with the policy action
it performs (domain/hosting/policy.py), or with why it needs none. A route with
an action must have the door ``api.http.auth.asks(action)`` among its dependencies
(the dependency that admits the caller: nothing reaches the handler without it);
the token the spec demands of it must then be the one the policy's ``SCOPE_OF`` says.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from api.http.app import create_app
from api.http.auth import POLICY_ACTION
from api.http.openapi import finish, handlers_of
from api.settings import Settings
from domain.hosting import policy
from services.game_registry import all_games

pytestmark = pytest.mark.unit

#: A route's policy action, or a string saying why the policy has nothing to decide there.
OWN_TOKENS = "the caller's own tokens: the token is the subject (services/tokens.py)"
PUBLIC = "public data about no game's hidden state"
ROUTES: dict[str, type | str] = {
    "registerPlayer": policy.RegisterPlayer,
    "streamDecisions": policy.ReadDecisions,
    "whoAmI": policy.ReadOwnAccount,
    "listMyGames": policy.ReadOwnAccount,
    "getKind": PUBLIC,
    "listKinds": PUBLIC,
    "listGames": PUBLIC,
    "createGame": policy.CreateGame,
    "getGame": PUBLIC,
    "joinGame": policy.TakeSeat,
    "leaveGame": policy.LeaveSeat,
    "startGame": policy.StartGame,
    "submitCommand": policy.Act,
    "getView": policy.ReadSeat,
    "getStateAtVersion": policy.ReadSeat,
    "auditGame": "an ended game's audit is public (it refuses a running game: its seed is secret)",
    "getHistory": policy.WatchGame,
    "exportGame": policy.ReadSeat,
    "getSigningKeys": PUBLIC,
    "getLogHead": PUBLIC,
    "listLogHeads": PUBLIC,
    "listLogLeaves": PUBLIC,
    "getInclusionProof": PUBLIC,
    "getConsistencyProof": PUBLIC,
    "streamGame": policy.ReadSeat,
    "getLeaderboard": PUBLIC,
    "getPlayerRatings": PUBLIC,
    "getTournamentAtVersion": PUBLIC,
    "listTournaments": PUBLIC,
    "createTournament": policy.CreateTournament,
    "enterTournament": policy.EnterTournament,
    "getTournament": PUBLIC,
    "getTournamentHistory": PUBLIC,
    "getStandings": PUBLIC,
    "startTournament": policy.RunTournament,
    "withdrawFromTournament": policy.WithdrawEntrant,
    "health": PUBLIC,
    "liveness": PUBLIC,
    "readiness": PUBLIC,
    "listTokens": OWN_TOKENS,
    "createToken": OWN_TOKENS,
    "revokeToken": OWN_TOKENS,
    "abortGame": policy.AbortGame,
    "adminRevokeToken": policy.Administer,
    "adminListTokens": policy.Administer,
    "adminWithdrawEntrant": policy.Administer,
    "metrics": PUBLIC,
    "createSeek": policy.SeekGame,
    "getSeek": policy.ReadSeek,
    "cancelSeek": policy.CancelSeek,
    "listSeeks": policy.ReadOwnAccount,
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


@functools.cache
def doors() -> dict[str, type | None]:
    """The policy action each route's ``actor`` dependency admits callers for (None: no door)."""
    app = create_app(Settings(database_url="postgresql://unused/unused", redis_url="redis://unused"))
    found: dict[str, type | None] = {}
    for operation_id, handler in handlers_of(app).items():
        provider = handler.resolve_dependencies().get("actor")
        found[operation_id] = None if provider is None else getattr(provider.dependency, POLICY_ACTION, None)
    return found


@pytest.mark.parametrize("operation_id", sorted(ROUTES))
def test_a_route_asks_the_policy_at_its_door_for_its_action(operation_id: str) -> None:
    expected = ROUTES[operation_id]
    assert doors()[operation_id] == (expected if isinstance(expected, type) else None), operation_id
