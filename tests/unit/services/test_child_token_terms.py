"""A token made by a token: never more scopes, never a later expiry, never an endless chain."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from services.errors import InsufficientScope, InvalidRequest
from services.tokens import MAX_ANCESTORS, Parent, child_terms

pytestmark = pytest.mark.unit

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def parent(*scopes: str, expires_at: datetime | None = None, ancestors: int = 0) -> Parent:
    return Parent("parent", frozenset(scopes), expires_at, ancestors)


def test_the_child_expires_when_asked_or_with_its_parent_whichever_is_first() -> None:
    minute = NOW + timedelta(minutes=1)
    year = NOW + timedelta(days=365)
    assert child_terms(parent("play", expires_at=minute), ["play"], None).expires_at == minute
    assert child_terms(parent("play", expires_at=minute), ["play"], year).expires_at == minute
    assert child_terms(parent("play", expires_at=year), ["play"], minute).expires_at == minute
    assert child_terms(parent("play"), ["play"], minute).expires_at == minute
    assert child_terms(parent("play"), ["play"], None).expires_at is None


def test_the_child_holds_only_what_its_parent_holds_after_implications() -> None:
    assert child_terms(parent("play"), ["read"], None).scopes == ("read",)  # play implies read
    assert child_terms(parent("play", "organize"), ["organize", "play", "play"], None).scopes == ("organize", "play")
    with pytest.raises(InsufficientScope, match="organize"):
        child_terms(parent("play"), ["play", "organize"], None)
    with pytest.raises(InsufficientScope, match="play"):
        child_terms(parent("read"), ["play"], None)


def test_the_child_names_its_parent_and_chains_are_bounded() -> None:
    assert child_terms(parent("read", ancestors=MAX_ANCESTORS - 1), ["read"], None).parent_token_id == "parent"
    with pytest.raises(InvalidRequest, match="ancestors"):
        child_terms(parent("read", ancestors=MAX_ANCESTORS), ["read"], None)
