"""A batch is what one decision appended, and the creation is the first.

The replay used to count batches from version 2. A tournament's game is created
with its seats taken in the same batch as lobby.game_created (all decided at 0),
so its seats looked like a batch decided at 0 standing at version 2: every
tournament game failed its audit with an ``order`` finding. An outsider counting
the decisions also counted one more batch than the verifier did.
"""

from __future__ import annotations

import asyncio
import random
from itertools import groupby

import msgspec
import pytest

from domain.audit.verify import verify_export
from domain.hosting.commands import Entrant, TournamentSeating
from domain.hosting.policy import service_acting_for
from eventstore.memory import InMemoryEventStore
from services.audit import export_game
from services.game_records import GameRecords
from services.game_service import GameService
from services.notifier import NullNotifier
from services.players import Player
from services.seeds import InMemorySeeds
from tests.unit.audit.test_random_tampering import GAMES, Signer, finished_export

pytestmark = pytest.mark.unit

TRUSTED = asyncio.run(Signer().public_keys())


async def tournament_export(kind: str, seed: int) -> msgspec.Struct:
    log = GameRecords(InMemoryEventStore(), GAMES)
    seeds = InMemorySeeds()
    service = GameService(GAMES, log, seeds, NullNotifier())
    players = (Player("p0", "player 0"), Player("p1", "player 1"))
    seating = TournamentSeating(tournament_id="t1", entrants=tuple(Entrant(p.player_id, p.name) for p in players))
    manager = service_acting_for(players[0].player_id)  # as the tournament manager does, for the organizer
    record = await service.create_game(players[0], kind, 2, {}, tournament=seating, actor=manager)
    record = await service.start(players[0], record.game_id, actor=manager)
    game, chooser = GAMES[kind], random.Random(seed)
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await service.act(players[seat], record.game_id, msgspec.to_builtins(command))).record
    return await export_game(log, seeds, Signer(), record.game_id, None)


def decisions(export: msgspec.Struct) -> int:
    """The batches as an outsider counts them: runs of consecutive events with one decided_at."""
    return len(list(groupby(export.events, key=lambda event: event.metadata["decided_at"])))  # type: ignore[attr-defined]


def test_a_tournament_game_whose_seats_were_taken_at_its_creation_verifies() -> None:
    export = asyncio.run(tournament_export("kinoko-kombat", 3))
    assert [event.metadata["decided_at"] for event in export.events[:3]] == [0, 0, 0]  # type: ignore[attr-defined]
    checked = verify_export(GAMES, export, trusted_keys=TRUSTED)  # type: ignore[arg-type]
    assert checked.ok, checked.findings
    assert checked.batches == decisions(export)


def test_the_verifier_counts_the_batches_an_outsider_counts() -> None:
    export = asyncio.run(finished_export("feed-the-kitten", 5))
    checked = verify_export(GAMES, export, trusted_keys=TRUSTED)
    assert checked.ok, checked.findings
    assert checked.batches == decisions(export)
    # The creation, each seat taken and the start are batches, and the hosted game's decider
    # re-decides every one of them, the lobby's as well as the rules'.
    assert checked.redecided == checked.batches
