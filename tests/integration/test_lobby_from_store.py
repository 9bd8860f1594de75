"""The lobby read from PostgreSQL (Redis down, flushed or rebuilding) lists what the read models list."""

from __future__ import annotations

import msgspec
import pytest

from services.lobby_listing import StoreLobby
from services.projector import Projector
from services.read_models import ReadModels
from tests.integration.conftest import Wiring, started_game
from tests.integration.test_projector import play_some

pytestmark = pytest.mark.integration


async def test_every_lobby_list_from_the_store_equals_the_read_models(wiring: Wiring) -> None:
    games = [await started_game(wiring, seats=2) for _ in range(4)]
    creator = (await wiring.players.register("host")).player
    for kind in wiring.games:
        await wiring.service.create_game(creator, kind, 2, {})  # an open game of every kind
    await play_some(wiring, wiring.service, games[:2], 400, seed=7)  # some finish
    await Projector(wiring.store, wiring.games, wiring.redis, wiring.prefix).catch_up()
    models = ReadModels(wiring.redis, wiring.prefix)
    lobby = StoreLobby(wiring.store, wiring.service.records, wiring.games)
    compared = 0
    for status in ("all", "open", "running", "finished"):
        for kind in (None, *wiring.games):
            for offset, limit in ((0, 50), (1, 2)):
                expected = await models.summaries(await models.game_ids(status, kind, offset, limit))
                listed = await lobby.list(status, kind, offset, limit)
                assert msgspec.to_builtins(listed) == msgspec.to_builtins(expected), (status, kind, offset)
                compared += len(listed)
    statuses = {summary.status for summary in await lobby.list("all", None, 0, 50)}
    assert statuses == {"open", "running", "finished"} and compared > 20
