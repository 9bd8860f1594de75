"""Commands, options and events as JSON: what clients send and the store keeps."""

from __future__ import annotations

import msgspec
import pytest

from domain.core.simulation import simulate
from domain.kombat_kittens import GAME, KombatKittensOptions
from domain.kombat_kittens.commands import CommitCard, TakeTreasure

pytestmark = pytest.mark.unit


def test_commands_decode_from_client_json() -> None:
    assert msgspec.convert({"type": "commit_card", "card": "5Sa"}, GAME.command_type) == CommitCard("5Sa")
    raw = {"type": "take_treasure", "cards": ["3Pa", "6Sa"]}
    assert msgspec.convert(raw, GAME.command_type) == TakeTreasure(("3Pa", "6Sa"))


def test_commands_and_options_refuse_unknown_fields() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"type": "forfeit", "seat": 1}, GAME.command_type)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"nine_follows_eight": True}, KombatKittensOptions)


def test_options_have_defaults_and_decode() -> None:
    assert msgspec.convert({}, KombatKittensOptions) == KombatKittensOptions(True, None)
    assert msgspec.convert({"first_seat": 2}, KombatKittensOptions).first_seat == 2


@pytest.mark.parametrize("seats", [2, 5])
def test_every_event_of_a_game_survives_the_store_and_every_visible_event_encodes(seats: int) -> None:
    game = simulate(GAME, GAME.default_setup(seats), seed=7)
    decoder = msgspec.json.Decoder(GAME.event_type)
    for event in game.events:
        assert decoder.decode(msgspec.json.encode(event)) == event
        for viewer in (None, *range(seats)):
            msgspec.json.encode(GAME.visible_event(event, viewer))
