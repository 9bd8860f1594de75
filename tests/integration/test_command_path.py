"""Handling commands against PostgreSQL: conflicts, rejections, idempotency."""

from __future__ import annotations

import asyncio
import random

import msgspec
import pytest

from domain.core.rejection import NotYourTurn, Rejected
from domain.hosting.record import stream_id_of
from services.errors import StaleVersion
from services.game_records import GameRecords
from services.game_service import GameService
from services.notifier import NullNotifier
from services.seeds import PostgresSeeds
from tests.integration.conftest import Wiring, started_game

pytestmark = pytest.mark.integration


async def test_fifty_concurrent_conflicting_commands_leave_one_accepted_per_version(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    record = await wiring.service.records.load(game_id)
    seat = next(iter(wiring.games["feed-the-kitten"].pending_seats(record.state)))
    # Fifty separate handlers (as if fifty API processes) race on one game.
    services = [
        GameService(wiring.games, GameRecords(wiring.store, wiring.games), PostgresSeeds(wiring.pool), NullNotifier())
        for _ in range(50)
    ]
    results = await asyncio.gather(
        *(service.act(players[seat], game_id, {"type": "draw_card"}) for service in services),
        return_exceptions=True,
    )
    accepted = [result for result in results if not isinstance(result, BaseException)]
    refused = [result for result in results if isinstance(result, BaseException)]
    assert len(accepted) == 1
    assert all(isinstance(error, NotYourTurn) for error in refused), refused
    events = await wiring.store.read_stream(stream_id_of(game_id))
    assert [event.version for event in events] == list(range(1, len(events) + 1))
    assert events[-1].version == accepted[0].record.version


async def test_fifty_concurrent_commands_on_a_stale_version_accept_exactly_one(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    record = await wiring.service.records.load(game_id)
    seat = next(iter(wiring.games["feed-the-kitten"].pending_seats(record.state)))
    results = await asyncio.gather(
        *(
            wiring.service.act(players[seat], game_id, {"type": "draw_card"}, expected_version=record.version)
            for _ in range(50)
        ),
        return_exceptions=True,
    )
    accepted = [result for result in results if not isinstance(result, BaseException)]
    assert len(accepted) == 1
    assert all(isinstance(r, (StaleVersion, NotYourTurn)) for r in results if isinstance(r, BaseException))


async def test_a_rejected_command_appends_nothing(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    before = await wiring.store.stream_version(stream_id_of(game_id))
    record = await wiring.service.records.load(game_id)
    waiting = 1 - next(iter(wiring.games["feed-the-kitten"].pending_seats(record.state)))
    with pytest.raises(Rejected):
        await wiring.service.act(players[waiting], game_id, {"type": "draw_card"})
    assert await wiring.store.stream_version(stream_id_of(game_id)) == before


async def test_a_retried_command_is_recorded_once_and_answered_the_same(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    record = await wiring.service.records.load(game_id)
    seat = next(iter(wiring.games["feed-the-kitten"].pending_seats(record.state)))
    first, *retries = await asyncio.gather(
        *(wiring.service.act(players[seat], game_id, {"type": "draw_card"}, idempotency_key="k1") for _ in range(5))
    )
    answers = [first, *retries]
    assert len({answer.record.version for answer in answers}) == 1
    assert sum(not answer.replayed for answer in answers) == 1
    assert all(answer.events == first.events for answer in answers)
    assert await wiring.store.stream_version(stream_id_of(game_id)) == first.record.version


async def test_a_random_game_through_the_service_folds_to_the_same_record(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring, seats=3)
    chooser = random.Random(3)
    game = wiring.games["feed-the-kitten"]
    record = await wiring.service.records.load(game_id)
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await wiring.service.act(players[seat], game_id, msgspec.to_builtins(command))).record
    replayed = await GameRecords(wiring.store, wiring.games).load(game_id)
    assert replayed == record


async def test_a_second_process_with_a_stale_cache_still_accepts_the_right_seat(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    other = GameService(
        wiring.games, GameRecords(wiring.store, wiring.games), PostgresSeeds(wiring.pool), NullNotifier()
    )
    record = await other.records.load(game_id)  # the other process caches the game now
    first = next(iter(wiring.games["feed-the-kitten"].pending_seats(record.state)))
    await wiring.service.act(players[first], game_id, {"type": "draw_card"})  # moves on elsewhere
    # The other process's cache still says it is `first`'s turn; the next seat must not be refused.
    acted = await other.act(players[1 - first], game_id, {"type": "draw_card"})
    assert acted.record.version == (await wiring.store.stream_version(stream_id_of(game_id)))
    with pytest.raises(NotYourTurn):  # and a stale cache never lets the wrong seat act
        await other.act(players[1 - first], game_id, {"type": "draw_card"})
