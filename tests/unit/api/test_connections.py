"""The connection cap an API process starts with fits under its descriptor limit."""

from __future__ import annotations

from api.http.connections import RESERVED_DESCRIPTORS, Connections, fitted


def test_the_connection_cap_is_fitted_under_the_descriptor_limit() -> None:
    asked = Connections(max_connections=12_000)
    assert fitted(asked, 1_024).max_connections == 1_024 - RESERVED_DESCRIPTORS
    assert fitted(asked, 1_048_576) == asked
