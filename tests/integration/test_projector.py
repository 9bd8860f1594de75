"""The read models are derived and disposable: kill the projector, flush Redis, rebuild."""

from __future__ import annotations

import asyncio
import random
import uuid

import msgspec
import pytest

from domain.hosting.record import stream_id_of
from services.game_service import GameService
from services.notifier import NullNotifier
from services.projector import Projector
from tests.integration.conftest import Wiring, started_game

pytestmark = pytest.mark.integration


async def play_some(
    wiring: Wiring, service: GameService, games: list[tuple[str, list]], commands: int, seed: int
) -> None:
    chooser = random.Random(seed)
    game = wiring.games["feed-the-kitten"]
    for _ in range(commands):
        game_id, players = chooser.choice(games)
        record = await service.records.load(game_id)
        if record.status == "finished":
            continue
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        await service.act(players[seat], game_id, msgspec.to_builtins(command))


async def snapshot(wiring: Wiring, prefix: str) -> dict[str, object]:
    """Every read model under ``prefix``, keyed without the prefix (not the
    generation marker, which is a random token per rebuild)."""
    models: dict[str, object] = {}
    async for raw_key in wiring.redis.scan_iter(match=f"{prefix}*"):
        key = raw_key.decode()
        if key.removeprefix(prefix) in ("generation", "ready"):
            continue
        kind = await wiring.redis.type(raw_key)
        if kind == b"string":
            value: object = await wiring.redis.get(raw_key)
        elif kind == b"set":
            value = sorted(await wiring.redis.smembers(raw_key))
        else:
            value = await wiring.redis.zrange(raw_key, 0, -1, withscores=True)
        models[key.removeprefix(prefix)] = value
    return models


async def caught_up(projector: Projector, wiring: Wiring) -> None:
    last = (await wiring.store.read_all(limit=1_000_000))[-1].checkpoint
    for _ in range(500):
        if projector.checkpoint == last:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"projector stuck at {projector.checkpoint}, log at {last}")


async def test_a_killed_projector_and_a_flushed_redis_rebuild_the_same_read_models(wiring: Wiring) -> None:
    games = [await started_game(wiring, seats=seats) for seats in (2, 3, 4)]
    projector = Projector(wiring.store, wiring.games, wiring.redis, wiring.prefix, poll_interval=0.05)
    task = asyncio.create_task(projector.run())
    await play_some(wiring, wiring.service, games, 60, seed=1)
    task.cancel()  # killed mid-run, while games go on
    await asyncio.gather(task, return_exceptions=True)
    await play_some(wiring, wiring.service, games, 60, seed=2)
    async for key in wiring.redis.scan_iter(match=f"{wiring.prefix}*"):  # Redis loses everything
        await wiring.redis.delete(key)

    restarted = Projector(wiring.store, wiring.games, wiring.redis, wiring.prefix, poll_interval=0.05)
    task = asyncio.create_task(restarted.run())
    await play_some(wiring, wiring.service, games, 30, seed=3)
    await caught_up(restarted, wiring)
    rebuilt = await snapshot(wiring, wiring.prefix)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)

    other_prefix = f"it-{uuid.uuid4().hex[:8]}:"
    fresh = Projector(wiring.store, wiring.games, wiring.redis, other_prefix)
    await fresh.catch_up()
    try:
        assert rebuilt == await snapshot(wiring, other_prefix)
    finally:
        async for key in wiring.redis.scan_iter(match=f"{other_prefix}*"):
            await wiring.redis.delete(key)
    for game_id, _ in games:
        summary = msgspec.json.decode(rebuilt[f"game:{game_id}"])
        assert summary["version"] == await wiring.store.stream_version(stream_id_of(game_id))


async def test_a_lost_notification_is_caught_up_by_the_poll(wiring: Wiring) -> None:
    projector = Projector(wiring.store, wiring.games, wiring.redis, wiring.prefix, poll_interval=0.05)
    task = asyncio.create_task(projector.run())
    try:
        silent = GameService(wiring.games, wiring.service.records, wiring.service.seeds, NullNotifier())
        wiring.service = silent
        game_id, _ = await started_game(wiring)
        version = await wiring.store.stream_version(stream_id_of(game_id))
        for _ in range(200):
            raw = await wiring.redis.get(f"{wiring.prefix}game:{game_id}")
            if raw is not None and msgspec.json.decode(raw)["version"] == version:
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError("the projector never saw the silently appended game")
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


async def test_a_batch_computed_before_a_flush_puts_nothing_back(wiring: Wiring) -> None:
    """The race after a flush: the write after a flush must not restore a checkpoint."""
    await started_game(wiring)
    projector = Projector(wiring.store, wiring.games, wiring.redis, wiring.prefix)
    await projector.catch_up()
    base = (projector.generation, projector.checkpoint)
    game_id, _ = await started_game(wiring)
    batch = await wiring.store.read_all(projector.checkpoint, 1000)
    async for key in wiring.redis.scan_iter(match=f"{wiring.prefix}*"):  # the flush, mid-batch
        await wiring.redis.delete(key)
    record = await projector.records.advance(game_id, [e for e in batch if e.stream_id == stream_id_of(game_id)])
    written = await projector.models.write([(wiring.games[record.kind], record)], batch[-1].checkpoint, base)
    assert not written
    assert [key async for key in wiring.redis.scan_iter(match=f"{wiring.prefix}*")] == []
    await projector.catch_up()  # and the next look rebuilds everything
    assert projector.rebuilds == 2
    assert await wiring.redis.get(f"{wiring.prefix}game:{game_id}") is not None
    assert await projector.models.is_ready()


async def test_an_unreadable_game_is_skipped_and_every_other_game_still_projected(wiring: Wiring) -> None:
    """An event edited by hand into something no rule can read must not stop the projector for all."""
    from eventstore import NewEvent

    game_id, _players = await started_game(wiring)
    poisoned = f"poisoned-{uuid.uuid4().hex[:8]}"
    created = (await wiring.store.read_stream(stream_id_of(game_id), 1, 1))[0]
    await wiring.store.append(
        stream_id_of(poisoned), [NewEvent("lobby.game_created", b'{"no": "type"}', created.metadata)], 0
    )
    after, _ = await started_game(wiring)
    prefix = f"poison-{uuid.uuid4().hex[:8]}:"
    projector = Projector(wiring.store, wiring.games, wiring.redis, prefix)
    task = asyncio.create_task(projector.run())
    try:
        await caught_up(projector, wiring)
    finally:
        task.cancel()
    for projected in (game_id, after):
        assert await wiring.redis.get(f"{prefix}game:{projected}") is not None, projected
    assert await wiring.redis.get(f"{prefix}game:{poisoned}") is None


async def test_a_projector_that_remembers_two_games_writes_the_same_models_as_one_that_remembers_all(
    wiring: Wiring,
) -> None:
    """Bounded caches (CLOWDER_CACHED_GAMES): a game dropped from the projector's records or from
    its memory of the lobby is read again and written in full, never written wrong."""
    games = [await started_game(wiring, seats=2) for _ in range(5)]
    small_prefix = f"it-{uuid.uuid4().hex[:8]}:"
    small = Projector(wiring.store, wiring.games, wiring.redis, small_prefix, batch_size=3, cached_games=2)
    full = Projector(wiring.store, wiring.games, wiring.redis, wiring.prefix, batch_size=3)
    try:
        for seed in range(3):
            await play_some(wiring, wiring.service, games, 20, seed=seed)
            await small.catch_up()
            await full.catch_up()
            assert small.records.cached_count <= 2 and len(small.shown) <= 2
        assert await snapshot(wiring, small_prefix) == await snapshot(wiring, wiring.prefix)
    finally:
        async for key in wiring.redis.scan_iter(match=f"{small_prefix}*"):
            await wiring.redis.delete(key)
