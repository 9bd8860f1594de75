"""Commands, events, views and options travel as JSON: every one round-trips."""

import msgspec
import pytest

from domain.core.simulation import simulate
from domain.trending_kittens import GAME
from domain.trending_kittens.commands import PlaceStarter, PlayCard, TurnCard

from .helpers import setup

pytestmark = pytest.mark.unit


def test_every_event_of_a_match_round_trips_through_json_by_its_tag():
    game = simulate(GAME, setup(4, best_of=3, teams=(0, 1, 0, 1)), seed=11)
    raw = msgspec.json.encode(game.events)
    assert msgspec.json.decode(raw, type=tuple[GAME.event_type, ...]) == game.events
    for event in game.events:
        for viewer in (0, None):
            msgspec.json.encode(GAME.visible_event(event, viewer))
    assert msgspec.json.decode(msgspec.json.encode(game.setup.options), type=GAME.options_type)
    msgspec.json.encode(GAME.view(game.state, 2))


@pytest.mark.parametrize(
    ("raw", "command"),
    [
        (b'{"type": "place_starter", "x": 0, "y": -1}', PlaceStarter(0, -1)),
        (
            b'{"type": "play_card", "card": "box-01", "x": 1, "y": 0, "rotation": 90}',
            PlayCard("box-01", 1, 0, 90),
        ),
        (b'{"type": "turn_card", "x": 2, "y": 3}', TurnCard(2, 3)),
    ],
)
def test_commands_decode_from_client_json(raw, command):
    assert msgspec.json.decode(raw, type=GAME.command_type) == command


def test_unknown_command_fields_are_refused():
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "turn_card", "x": 2, "y": 3, "seat": 1}', type=GAME.command_type)
