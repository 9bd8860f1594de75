"""Old games keep the rules they were played by: a stored option missing from
``lobby.game_created`` gets the game's legacy value, never the new default."""

from __future__ import annotations

import msgspec
import pytest

from services.bots.arena import game_for
from services.game_record import record_created
from services.lobby import GameCreated

pytestmark = pytest.mark.unit

#: The options every game stored before this change (all its fields, as the service writes them).
OLD_STORED = {
    "kombat-kittens": {"nine_follows_seven": True, "first_seat": None, "recruit_twice_in_a_row": False},
    "feed-the-kitten": {"cans_to_win": 3},
    "trending-kittens": {
        "factions": [],
        "custom_factions": [],
        "best_of": 3,
        "teams": [],
        "over_limit": "choose",
        "empty_places": "count",
    },
}


def created(kind: str, options: dict) -> GameCreated:
    return GameCreated(game_id="g", kind=kind, seats=2, options=options, created_by="p")


@pytest.mark.parametrize("kind", sorted(OLD_STORED))
def test_an_old_game_created_event_is_read_with_the_legacy_rules(kind: str) -> None:
    game = game_for(kind)
    options = record_created(game, created(kind, OLD_STORED[kind])).setup.options
    for name, old in game.legacy_options.items():
        assert getattr(options, name) == old, name


@pytest.mark.parametrize("kind", sorted(OLD_STORED))
def test_a_new_game_stores_every_option_so_it_keeps_the_new_defaults(kind: str) -> None:
    game = game_for(kind)
    stored = msgspec.to_builtins(msgspec.convert({}, game.options_type))  # what GameService.create_game writes
    options = record_created(game, created(kind, stored)).setup.options
    assert options == game.options_type()
    assert any(getattr(options, name) != old for name, old in game.legacy_options.items())
