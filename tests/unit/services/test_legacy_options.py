"""Old games keep the rules they were played by: a stored option missing from
``lobby.game_created`` gets the game's legacy value, never the new default."""

from __future__ import annotations

import msgspec
import pytest

from domain.hosting.events import GameCreated
from domain.hosting.record import record_created
from services.bots.arena import game_for

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
        expected = OLD_STORED[kind].get(name, old)  # an option it stored keeps its stored value
        assert getattr(options, name) == expected, name


def test_a_kombat_game_created_before_the_recruit_limit_may_recruit_twice_in_a_row() -> None:
    game = game_for("kombat-kittens")
    stored = {"nine_follows_seven": True, "first_seat": None}  # what such a game stored
    options = record_created(game, created("kombat-kittens", stored)).setup.options
    assert options.recruit_twice_in_a_row is True
    assert game.options_type().recruit_twice_in_a_row is True  # the rulebook, new games too


@pytest.mark.parametrize("kind", sorted(OLD_STORED))
def test_a_new_game_stores_every_option_so_it_keeps_the_new_defaults(kind: str) -> None:
    game = game_for(kind)
    stored = msgspec.to_builtins(msgspec.convert({}, game.options_type))  # what GameService.create_game writes
    options = record_created(game, created(kind, stored)).setup.options
    assert options == game.options_type()
    assert any(getattr(options, name) != old for name, old in game.legacy_options.items())
