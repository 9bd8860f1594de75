"""An audit replays every decision from the seed: a forged shuffle or a wrong seed shows."""

from __future__ import annotations

import msgspec
import pytest
from msgspec.structs import replace

from services.audit import audit
from services.game_record import stream_id_of
from tests.integration.conftest import Wiring, started_game
from tests.integration.test_ratings import finish

pytestmark = pytest.mark.integration


async def test_an_honest_history_passes_and_a_forged_deal_fails(wiring: Wiring) -> None:
    game_id, players = await started_game(wiring)
    await finish(wiring, game_id, players, seed=4)
    recorded = await wiring.store.read_stream(stream_id_of(game_id))
    seed = await wiring.service.seeds.seed_of(game_id)
    assert audit(wiring.games, game_id, seed, recorded).ok

    dealt = next(index for index, event in enumerate(recorded) if event.type == "round_dealt")
    body = msgspec.json.decode(recorded[dealt].data)
    body["hands"][0], body["hands"][1] = body["hands"][1], body["hands"][0]
    forged = [*recorded[:dealt], replace(recorded[dealt], data=msgspec.json.encode(body)), *recorded[dealt + 1 :]]
    report = audit(wiring.games, game_id, seed, forged)
    assert not report.ok and report.mismatches

    assert not audit(wiring.games, game_id, b"another seed", recorded).ok
