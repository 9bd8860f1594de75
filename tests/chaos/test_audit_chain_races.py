"""Fault: two API processes (two services, two caches) race on the same games.

Load: 6 Kinoko Kombat games (simultaneous secret choices: both seats may act
at once), each seat played by its own coroutine on a service of its own, with
stale caches and append conflicts all the time. Invariant counted: every
game's chain is whole afterwards (no fork, no event hashed on a stale head,
no gap), every game re-decides, and every receipt a seat got matches the final
history. A writer that hashed on a stale head would show as a chain fault.
"""

from __future__ import annotations

import asyncio
import random

import msgspec
import pytest

from domain.audit.verify import verify_export
from domain.core.rejection import Rejected
from eventstore import ConcurrencyError
from eventstore.postgres import PostgresEventStore
from services.audit import export_game
from services.errors import ServiceError
from services.game_records import GameRecords
from services.game_service import GameService
from services.notifier import NullNotifier
from services.seeds import PostgresSeeds
from services.signing import PostgresKeys
from tests.integration.conftest import Wiring  # the `wiring` fixture comes from tests/chaos/conftest.py

pytestmark = pytest.mark.chaos

GAMES = 6


class CountingStore(PostgresEventStore):
    """The store, counting the appends refused for a stale version (the race this test is about)."""

    conflicts = 0

    async def append(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        try:
            return await super().append(*args, **kwargs)
        except ConcurrencyError:
            CountingStore.conflicts += 1
            raise


async def test_racing_processes_never_fork_a_chain(wiring: Wiring) -> None:
    keys = PostgresKeys(wiring.pool)
    await keys.ensure()
    services = [
        GameService(
            wiring.games,
            GameRecords(CountingStore(wiring.pool), wiring.games),
            PostgresSeeds(wiring.pool),
            NullNotifier(),
        )
        for _ in range(2)
    ]
    refused = accepted = 0
    receipts: dict[str, list] = {}

    async def seat_loop(game_id: str, seat: int, player, service: GameService, chooser: random.Random) -> None:
        nonlocal refused, accepted
        game = wiring.games["kinoko-kombat"]
        while True:
            record = await service.records.load(game_id)
            if record.status == "finished":
                return
            if seat not in game.pending_seats(record.state):
                await asyncio.sleep(0)
                continue
            command = chooser.choice(list(game.legal_commands(record.state, seat)))
            try:
                acted = await service.act(player, game_id, msgspec.to_builtins(command))
            except (Rejected, ServiceError):
                refused += 1  # the other seat's command got in first and changed what is legal
                continue
            accepted += 1
            receipts.setdefault(game_id, []).append(
                await keys.receipt(game_id, acted.record.version, acted.record.chain_head)
            )

    loops = []
    for index in range(GAMES):
        players = [(await wiring.players.register(f"r{index}-{seat}")).player for seat in range(2)]
        record = await services[0].create_game(players[0], "kinoko-kombat", 2, {})
        for seat, player in enumerate(players):
            await services[seat].join(player, record.game_id, client_seed=f"race-{index}-{seat}")
        await services[1].start(players[1], record.game_id)
        for seat, player in enumerate(players):
            loops.append(seat_loop(record.game_id, seat, player, services[seat], random.Random(index * 2 + seat)))
    await asyncio.wait_for(asyncio.gather(*loops), timeout=50)

    broken = failed_receipts = 0
    published = await keys.public_keys()
    for game_id, given in receipts.items():
        export = await export_game(
            GameRecords(wiring.store, wiring.games), PostgresSeeds(wiring.pool), keys, game_id, None
        )
        result = verify_export(wiring.games, export, given, published)
        broken += not result.ok
        failed_receipts += sum(finding.check == "receipt" for finding in result.findings)
        assert result.ok, [finding.line() for finding in result.findings]
    print(
        f"{GAMES} games raced by 2 services: {accepted} commands accepted, {CountingStore.conflicts} appends lost "
        f"a race and were decided again, {refused} refused, "
        f"{broken} chains broken, {failed_receipts} receipts not matching, {sum(map(len, receipts.values()))} receipts checked"
    )
    assert broken == failed_receipts == 0 and accepted > 0
    assert CountingStore.conflicts > 0, "no race happened: the test proved nothing"
