"""Which budgets a request is charged to, how they are told in headers, and where their defaults come from."""

from __future__ import annotations

import pytest

from api.http.limits import Budget, Policy, Verdict, headers_for, policies_for, request_class
from api.settings import Limits, Settings

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("method", "path", "klass"),
    [
        ("POST", "/players", "register"),
        ("POST", "/players/", "register"),
        ("POST", "/games", "write"),
        ("DELETE", "/games/x/seats/me", "write"),
        ("GET", "/games", "read"),
        ("HEAD", "/games", "read"),
        ("GET", "/health", None),
        ("GET", "/schema/openapi.json", None),
        ("OPTIONS", "/games", None),
    ],
)
def test_request_classes(method: str, path: str, klass: str | None) -> None:
    assert request_class(method, path) == klass


def test_a_request_with_a_token_is_charged_to_the_token_and_the_address() -> None:
    limits = Limits()
    assert [(p.name, kind) for p, kind in policies_for(limits, "write", True)] == [
        ("writes-per-token", "token"),
        ("writes-per-address", "address"),
    ]
    assert [(p.name, kind) for p, kind in policies_for(limits, "read", False)] == [("reads-per-address", "address")]
    assert [p.quota for p, _ in policies_for(limits, "register", True)] == [limits.registrations_per_address]


def test_headers_follow_the_ietf_draft_tightest_budget_first() -> None:
    token, address = Policy("writes-per-token", 300, 60), Policy("writes-per-address", 1200, 60)
    verdict = Verdict(True, (Budget(address, 1100, 42), Budget(token, 0, 42)))
    assert dict(headers_for(verdict)) == {
        b"ratelimit-policy": b'"writes-per-token";q=300;w=60, "writes-per-address";q=1200;w=60',
        b"ratelimit": b'"writes-per-token";r=0;t=42, "writes-per-address";r=1100;t=42',
    }
    assert verdict.retry_after == 42


def test_limits_come_from_the_environment_with_documented_defaults() -> None:
    settings = Settings.from_env({"CLOWDER_WRITES_PER_TOKEN": "7", "CLOWDER_RATE_LIMITS": "off"})
    assert settings.limits.writes_per_token == 7 and not settings.limits.rate_limits
    assert Settings.from_env({}).limits == Limits()
    assert Limits().open_games_per_player == 20 and Limits().max_body_bytes == 65536
    with pytest.raises(ValueError, match="CLOWDER_RATE_WINDOW_SECONDS"):
        Settings.from_env({"CLOWDER_RATE_WINDOW_SECONDS": "0"})
