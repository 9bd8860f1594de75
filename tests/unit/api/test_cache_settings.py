"""The in-process caches' bounds are settings, read from CLOWDER_* (docs/operations.md, "Memory bounds")."""

from __future__ import annotations

import pytest

from api.settings import Settings

pytestmark = pytest.mark.unit

BOUNDS = {
    "CLOWDER_CACHED_GAMES": "cached_games",
    "CLOWDER_CACHED_SEEDS": "cached_seeds",
    "CLOWDER_CACHED_PLAYERS": "cached_players",
    "CLOWDER_ANNOUNCED_PER_STREAM": "announced_per_stream",
    "CLOWDER_STREAM_QUEUE": "stream_queue",
}


def test_the_cache_bounds_come_from_the_environment() -> None:
    settings = Settings.from_env({variable: str(7 + n) for n, variable in enumerate(BOUNDS)})
    assert [getattr(settings, name) for name in BOUNDS.values()] == [7, 8, 9, 10, 11]


def test_the_cache_bounds_default_to_what_issue_13_measured() -> None:
    settings = Settings.from_env({})
    assert (settings.cached_games, settings.cached_seeds, settings.cached_players) == (10_000, 10_000, 10_000)
    assert (settings.announced_per_stream, settings.stream_queue) == (1024, 256)


@pytest.mark.parametrize("variable", list(BOUNDS))
def test_a_cache_bound_below_one_is_refused_naming_its_variable(variable: str) -> None:
    with pytest.raises(ValueError, match=variable):
        Settings.from_env({variable: "0"})
