"""A seat that lets its decision time pass gets the game's default command (fake clock)."""

from __future__ import annotations

import msgspec
import pytest

from domain.hosting.record import stream_id_of
from services.clock import FakeClock
from services.deadlines import DeadlineWatcher
from services.history import Cause
from tests.integration.conftest import Wiring

pytestmark = pytest.mark.integration


async def timed_game(wiring: Wiring, seconds: float | None) -> str:
    players = [(await wiring.players.register(f"p{seat}")).player for seat in range(2)]
    record = await wiring.service.create_game(players[0], "feed-the-kitten", 2, {}, decision_seconds=seconds)
    for player in players:
        await wiring.service.join(player, record.game_id)
    await wiring.service.start(players[0], record.game_id)
    return record.game_id


async def test_a_seat_that_misses_its_deadline_draws_a_card(wiring: Wiring) -> None:
    clock = FakeClock()
    watcher = DeadlineWatcher(wiring.service, clock)
    game_id = await timed_game(wiring, seconds=30)
    await watcher.observe(game_id)
    before = await wiring.service.records.load(game_id)
    waiting_seat = before.state.turn

    clock.advance(29)
    await watcher.tick()
    assert (await wiring.service.records.load(game_id)).version == before.version

    clock.advance(2)
    await watcher.tick()
    after = await wiring.service.records.load(game_id)
    assert after.version > before.version
    recorded = await wiring.store.read_stream(stream_id_of(game_id), before.version + 1)
    cause = msgspec.json.decode(recorded[0].metadata, type=Cause)
    assert cause.by == "deadline" and cause.seat == waiting_seat
    assert cause.command == {"type": "draw_card"}
    assert len(after.state.hands[waiting_seat]) == len(before.state.hands[waiting_seat]) + 1


async def test_a_move_in_time_restarts_the_clock(wiring: Wiring) -> None:
    clock = FakeClock()
    watcher = DeadlineWatcher(wiring.service, clock)
    game_id = await timed_game(wiring, seconds=30)
    await watcher.observe(game_id)
    record = await wiring.service.records.load(game_id)
    clock.advance(20)
    seat = record.state.turn
    holder = record.seats[seat]
    assert holder is not None
    player = await wiring.players.get(holder.player_id)
    assert player is not None
    moved = await wiring.service.act(player, game_id, {"type": "draw_card"})
    await watcher.observe(game_id)
    clock.advance(20)
    await watcher.tick()
    assert (await wiring.service.records.load(game_id)).version == moved.record.version


async def test_a_game_without_a_limit_waits_forever(wiring: Wiring) -> None:
    clock = FakeClock()
    watcher = DeadlineWatcher(wiring.service, clock)
    game_id = await timed_game(wiring, seconds=None)
    await watcher.observe(game_id)
    version = (await wiring.service.records.load(game_id)).version
    clock.advance(10_000)
    await watcher.tick()
    assert (await wiring.service.records.load(game_id)).version == version
