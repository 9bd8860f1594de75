"""An abandoned game ends: nothing happening for the idle time aborts it (fake clock)."""

from __future__ import annotations

import msgspec
import pytest

from domain.hosting.record import stream_id_of
from services.clock import FakeClock
from services.history import Cause
from services.idle_games import ABORTED_BY, IdleGameWatcher
from services.players import Player
from tests.integration.conftest import Wiring

pytestmark = pytest.mark.integration

IDLE = 3600.0


async def running_game(wiring: Wiring) -> tuple[str, list[Player]]:
    players = [(await wiring.players.register(f"p{seat}")).player for seat in range(2)]
    record = await wiring.service.create_game(players[0], "feed-the-kitten", 2, {})
    for player in players:
        await wiring.service.join(player, record.game_id)
    await wiring.service.start(players[0], record.game_id)
    return record.game_id, players


async def test_a_game_nobody_plays_for_the_idle_time_is_aborted_with_no_winner(wiring: Wiring) -> None:
    clock = FakeClock()
    watcher = IdleGameWatcher(wiring.service, clock, IDLE)
    game_id, _ = await running_game(wiring)
    await watcher.observe(game_id)
    before = await wiring.service.records.load(game_id)

    clock.advance(IDLE - 1)
    await watcher.tick()
    assert (await wiring.service.records.load(game_id)).status == "running"

    clock.advance(2)
    await watcher.tick()
    after = await wiring.service.records.load(game_id)
    assert after.status == "finished" and after.aborted is not None and after.aborted.startswith("idle")
    (aborted,) = await wiring.store.read_stream(stream_id_of(game_id), before.version + 1)
    assert aborted.type == "lobby.game_aborted"
    assert msgspec.json.decode(aborted.data)["aborted_by"] == ABORTED_BY
    assert msgspec.json.decode(aborted.metadata, type=Cause).by == "idle"
    assert watcher.aborted == 1 and watcher.waiting == {}


async def test_a_move_restarts_the_idle_clock(wiring: Wiring) -> None:
    clock = FakeClock()
    watcher = IdleGameWatcher(wiring.service, clock, IDLE)
    game_id, players = await running_game(wiring)
    await watcher.observe(game_id)
    clock.advance(IDLE - 10)
    record = await wiring.service.records.load(game_id)
    holder = record.seats[record.state.turn]
    assert holder is not None
    mover = next(player for player in players if player.player_id == holder.player_id)
    await wiring.service.act(mover, game_id, {"type": "draw_card"}, expected_version=record.version)
    await watcher.observe(game_id)  # what the reactors hand it after that batch

    clock.advance(20)  # the idle time has passed since the start, not since the move
    await watcher.tick()
    assert (await wiring.service.records.load(game_id)).status == "running"
    assert watcher.aborted == 0


async def test_zero_turns_the_idle_timeout_off(wiring: Wiring) -> None:
    clock = FakeClock()
    watcher = IdleGameWatcher(wiring.service, clock, 0)
    game_id, _ = await running_game(wiring)
    await watcher.observe(game_id)
    clock.advance(10**9)
    await watcher.tick()
    assert (await wiring.service.records.load(game_id)).status == "running"
