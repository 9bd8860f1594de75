"""The caps on live streams: per client, per process, and a lease always given back."""

from __future__ import annotations

import gc

import pytest

from services.stream_limits import StreamLimits, TooManyStreams

pytestmark = pytest.mark.unit


def test_a_client_past_its_cap_is_refused_while_others_still_open_streams() -> None:
    limits = StreamLimits(per_client=2, per_process=10)
    held = [limits.acquire("player:a"), limits.acquire("player:a")]
    with pytest.raises(TooManyStreams) as refused:
        limits.acquire("player:a")
    assert refused.value.code == "too-many-streams" and refused.value.retry_after > 0
    assert limits.acquire("player:b").held
    held[0].release()
    assert limits.acquire("player:a").held
    assert limits.refused == 1


def test_the_process_cap_counts_every_client() -> None:
    limits = StreamLimits(per_client=5, per_process=3)
    leases = [limits.acquire(f"address:10.0.0.{n}") for n in range(3)]
    with pytest.raises(TooManyStreams):
        limits.acquire("player:new")
    leases[1].release()
    assert limits.acquire("player:new").held and limits.total == 3


def test_a_lease_released_twice_counts_once_and_a_dropped_lease_is_given_back() -> None:
    limits = StreamLimits(per_client=1, per_process=10)
    lease = limits.acquire("player:a")
    lease.release()
    lease.release()
    assert limits.total == 0 and not lease.held
    limits.acquire("player:a")  # never released: dropped at once
    gc.collect()
    assert limits.total == 0 and limits.open_for("player:a") == 0


def test_the_caps_are_read_from_the_environment_with_documented_defaults() -> None:
    from api.settings import Settings

    assert (Settings.from_env({}).streams_per_token, Settings.from_env({}).streams_per_process) == (16, 10_000)
    env = {"CLOWDER_STREAMS_PER_TOKEN": "3", "CLOWDER_STREAMS_PER_PROCESS": "40"}
    assert (Settings.from_env(env).streams_per_token, Settings.from_env(env).streams_per_process) == (3, 40)
