"""Which partition a stream belongs to: stable, spread, and a tournament's games with their tournament."""

from __future__ import annotations

from collections import Counter

from services.partitions import WHOLE, Partition, owner_of, partition_of, wakes


def test_a_tournaments_games_go_to_the_tournaments_partition() -> None:
    assert owner_of("tournament-t1") == owner_of("game-t1.m3.2") == "t1"
    assert partition_of("game-t1.m3.2", 16) == partition_of("tournament-t1", 16)
    assert owner_of("game-abc") == "abc" and owner_of("game-a.b") == "a.b"  # not a tournament game id


def test_partitions_are_stable_and_spread() -> None:
    assert partition_of("game-abc", 16) == 2  # CRC-32: the same in every process and release
    counts = Counter(partition_of(f"game-g{n}", 16) for n in range(1600))
    assert len(counts) == 16 and min(counts.values()) > 60


def test_each_stream_is_owned_by_exactly_one_partition() -> None:
    for stream in ("game-x", "game-t.m.1", "tournament-t", "players"):
        assert sum(Partition(i, 8).owns(stream) for i in range(8)) == 1
        assert WHOLE.owns(stream)


def test_a_wake_up_wakes_only_its_partition() -> None:
    index = partition_of("game-abc", 4)
    assert wakes(Partition(index, 4), b"game-abc:7")
    assert not wakes(Partition((index + 1) % 4, 4), b"game-abc:7")
    assert wakes(Partition(0, 4), None) and wakes(Partition(1, 4), b"garbage")  # unknown: everyone looks
