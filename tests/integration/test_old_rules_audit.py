"""A game created before a rule changed still passes its audit.

Its stored ``lobby.game_created`` lacks the new option; ``legacy_options``
give it the rule it was played by, so re-deciding its history reproduces it
byte for byte. Kombat Kittens' Dog placement is the sharpest case: the start
batch itself would come out differently under the new default (``window``).
"""

from __future__ import annotations

from types import MappingProxyType

import msgspec
import pytest
from msgspec.structs import replace

from domain.kombat_kittens.game import KombatKittensGame
from services.audit import audit
from services.game_record import stream_id_of
from tests.integration.conftest import Wiring

pytestmark = pytest.mark.integration

OLD_RULES = {"dog_placement": "exact", "tied_dog": "set_aside"}


class WithoutLegacy(KombatKittensGame):
    """The same game, had it forgotten which rules old games were played by."""

    legacy_options = MappingProxyType({})


async def old_kombat_game(wiring: Wiring) -> tuple[str, list]:
    """A two-player game played by the old rules, its game_created stripped of the new options."""
    players = [(await wiring.players.register(f"old{seat}")).player for seat in range(2)]
    record = await wiring.service.create_game(players[0], "kombat-kittens", 2, dict(OLD_RULES))
    for player in players:
        await wiring.service.join(player, record.game_id)
    await wiring.service.start(players[0], record.game_id)
    game = wiring.games["kombat-kittens"]
    for _ in range(6):  # a few turns, so batches after the start are audited too
        record = await wiring.service.log.load(record.game_id)
        seat = min(game.pending_seats(record.state))
        command = game.legal_commands(record.state, seat)[0]
        await wiring.service.act(players[seat], record.game_id, msgspec.to_builtins(command))
    recorded = await wiring.store.read_stream(stream_id_of(record.game_id))
    created = msgspec.json.decode(recorded[0].data)
    created["options"] = {k: v for k, v in created["options"].items() if k not in OLD_RULES}
    return record.game_id, [replace(recorded[0], data=msgspec.json.encode(created)), *recorded[1:]]


async def test_a_game_created_before_the_new_dog_rules_passes_its_audit(wiring: Wiring) -> None:
    game_id, recorded = await old_kombat_game(wiring)
    seed = await wiring.service.seeds.seed_of(game_id)
    report = audit(wiring.games, game_id, seed, recorded)
    assert report.ok and report.verified == 1 + 6  # the start and six commands (lobby batches need none)

    # Without legacy_options the same history is re-decided by the new rules and fails.
    games = {**wiring.games, "kombat-kittens": WithoutLegacy()}
    assert not audit(games, game_id, seed, recorded).ok
