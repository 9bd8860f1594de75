"""The state at a version from a checkpoint is the state a fold of every event gives.

Every game kind, every version of a played game (and of an aborted one), asked in a
random order so that some answers start from a checkpoint and some fill them in.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from domain.core.game import Game
from domain.core.simulation import simulate
from domain.hosting.events import GameAborted, GameCreated, GameStarted, SeatTaken
from domain.hosting.record import GameRecord, evolve_record, fold_record, record_created, stream_id_of
from eventstore.memory import InMemoryEventStore
from services.codec import codec_for, to_new_event
from services.errors import UnknownGame
from services.game_records import GameRecords
from services.game_registry import all_games
from services.record_checkpoints import RecordCheckpoints

pytestmark = pytest.mark.unit

GAMES = all_games()


def history(game: Game[Any, Any, Any, Any], game_id: str, seed: int) -> list[Any]:
    played = simulate(game, game.default_setup(game.min_seats), seed)
    seats = played.setup.seats
    created = GameCreated(
        game_id=game_id,
        kind=game.kind,
        seats=seats,
        options=msgspec.to_builtins(played.setup.options),
        created_by="p0",
    )
    taken = [SeatTaken(seat=seat, player_id=f"p{seat}", player_name=f"n{seat}") for seat in range(seats)]
    events = [created, *taken, GameStarted(started_by="p0"), *played.events]
    decode = codec_for(game).decode_data
    return [decode(to_new_event(event).data) for event in events]  # as a load sees them


def one_by_one(game: Game[Any, Any, Any, Any], events: list[Any]) -> list[GameRecord]:
    """The record at every version, each evolved from the one before: the reference."""
    records = [record_created(game, events[0])]
    for event in events[1:]:
        records.append(evolve_record(game, records[-1], event))
    return records


async def stored(events: list[Any]) -> InMemoryEventStore:
    store = InMemoryEventStore()
    stream = stream_id_of(events[0].game_id)
    for version, event in enumerate(events):
        await store.append(stream, [to_new_event(event)], expected_version=version)
    return store


async def check_every_version(game: Game[Any, Any, Any, Any], events: list[Any], every: int, seed: int) -> None:
    expected = one_by_one(game, events)
    log = GameRecords(await stored(events), GAMES, checkpoint_every=every)
    game_id = events[0].game_id
    versions: list[int | None] = [*range(1, len(events) + 1), None]
    random.Random(seed).shuffle(versions)
    for version in versions:
        assert await log.load_at(game_id, version) == expected[(version or len(events)) - 1], version
    assert len(log.checkpoints) == len(events) // every
    for version in (1, len(events) // 2, len(events)):
        assert fold_record(game, events[:version]) == expected[version - 1]


@pytest.mark.parametrize("kind", sorted(GAMES))
@pytest.mark.parametrize("every", [1, 7, 32])
async def test_a_checkpoint_gives_the_state_a_full_fold_gives(kind: str, every: int) -> None:
    await check_every_version(GAMES[kind], history(GAMES[kind], f"{kind}-{every}", seed=every), every, seed=every)


@pytest.mark.parametrize("kind", sorted(GAMES))
async def test_an_aborted_game_from_checkpoints_too(kind: str) -> None:
    events = history(GAMES[kind], f"{kind}-aborted", seed=3)
    cut = [*events[: len(events) // 2], GameAborted(reason="ops", aborted_by="ops")]
    await check_every_version(GAMES[kind], cut, every=5, seed=4)


async def test_no_checkpoints_means_a_fold_from_the_first_event_every_time() -> None:
    game = GAMES["feed-the-kitten"]
    events = history(game, "plain", seed=1)
    log = GameRecords(await stored(events), GAMES, checkpoint_capacity=0)
    assert await log.load_at("plain", None) == one_by_one(game, events)[-1]
    assert len(log.checkpoints) == 0


async def test_a_game_that_is_not_stored_has_no_state_even_with_others_checkpointed() -> None:
    game = GAMES["feed-the-kitten"]
    log = GameRecords(await stored(history(game, "here", seed=1)), GAMES, checkpoint_every=4)
    await log.load_at("here", None)
    with pytest.raises(UnknownGame):
        await log.load_at("elsewhere", 40)


def test_checkpoints_are_bounded_and_drop_the_least_recently_used_game() -> None:
    game = GAMES["feed-the-kitten"]
    checkpoints = RecordCheckpoints(every=2, capacity=5)
    records = {game_id: one_by_one(game, history(game, game_id, seed=index)[:9]) for index, game_id in enumerate("abc")}
    for record in records["a"] + records["b"]:
        checkpoints.keep(record)
    assert len(checkpoints) == 4 and checkpoints.nearest("a", 9) is None  # a's four went to make room for b's
    assert checkpoints.nearest("b", 7) == records["b"][5] and checkpoints.nearest("b", 1) is None
    assert checkpoints.nearest("b", None) == records["b"][7]
    checkpoints.keep(records["c"][3])  # c's version 4 before its version 2: not contiguous, not kept
    assert checkpoints.nearest("c", None) is None


async def test_the_head_hash_is_the_asked_versions_with_or_without_a_checkpoint() -> None:
    game = GAMES["feed-the-kitten"]
    events = history(game, "chained", seed=2)
    events[0] = msgspec.structs.replace(events[0], chain="sha256-jcs-v1")
    store = InMemoryEventStore()
    for version, event in enumerate(events):
        metadata = msgspec.json.encode({"hash": f"h{version + 1}"})
        await store.append("game-chained", [to_new_event(event, metadata)], expected_version=version)
    log = GameRecords(store, GAMES, checkpoint_every=8)
    for version in [len(events), 8, 9, 16, 3, 24, 23, len(events), 1]:
        record = await log.load_at("chained", version)
        assert record.version == version and record.chain_head == f"h{version}"
