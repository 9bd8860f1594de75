"""Quick play's two settings come from CLOWDER_* like every other, and refuse nonsense."""

from __future__ import annotations

import pytest

from api.settings import Limits, Settings

pytestmark = pytest.mark.unit


def test_a_seek_waits_five_minutes_and_a_player_has_three_waiting_by_default() -> None:
    settings = Settings.from_env({})
    assert settings.seek_seconds == 300.0 and settings.limits.open_seeks_per_player == 3


def test_both_come_from_the_environment() -> None:
    settings = Settings.from_env({"CLOWDER_SEEK_SECONDS": "45", "CLOWDER_OPEN_SEEKS_PER_PLAYER": "1"})
    assert settings.seek_seconds == 45.0 and settings.limits.open_seeks_per_player == 1


@pytest.mark.parametrize("variable", ["CLOWDER_SEEK_SECONDS", "CLOWDER_OPEN_SEEKS_PER_PLAYER"])
def test_below_one_is_refused_naming_the_variable(variable: str) -> None:
    with pytest.raises(ValueError, match=variable):
        Settings.from_env({variable: "0"})


def test_unlimited_lifts_the_seek_quota_too() -> None:
    assert Limits.unlimited().open_seeks_per_player >= 10**9
