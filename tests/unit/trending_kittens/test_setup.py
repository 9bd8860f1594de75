"""Setting a game up: 2 to 4 seats, one faction each, the options checked."""

import msgspec
import pytest

from domain.core import InvalidSetup, Setup
from domain.trending_kittens import GAME
from domain.trending_kittens.options import TrendingKittensOptions

from .helpers import setup, waiting

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_two_to_four_seats_take_the_built_in_factions_in_order_by_default(seats):
    state = waiting(seats)
    assert [f.id for f in state.factions] == ["box-squad", "night-prowlers", "curtain-climbers", "laser-chasers"][
        :seats
    ]
    assert state.rules.teams == tuple(range(seats)) and not state.rules.team_play


@pytest.mark.parametrize("seats", [1, 5])
def test_fewer_than_two_or_more_than_four_seats_are_refused(seats):
    with pytest.raises(InvalidSetup, match="2 to 4 players"):
        GAME.initial_state(GAME.default_setup(seats))


def test_each_seat_may_choose_its_faction():
    state = waiting(2, factions=("mirror-mews", "laser-chasers"))
    assert [f.id for f in state.factions] == ["mirror-mews", "laser-chasers"]


@pytest.mark.parametrize(
    ("fields", "fault"),
    [
        ({"factions": ("box-squad",)}, "one faction for each of the 2 seats"),
        ({"factions": ("box-squad", "dog-pack")}, "unknown faction 'dog-pack'"),
        ({"factions": ("box-squad", "box-squad")}, "chosen by two seats"),
        ({"best_of": 2}, "best_of must be 1, 3 or 5"),
        ({"over_limit": "all"}, "over_limit must be 'choose' or 'nearest'"),
        ({"empty_places": "ignore"}, "empty_places must be 'count' or 'skip'"),
        ({"teams": (0, 1, 0)}, "a team to each of the 2 seats"),
        ({"teams": (1, 1)}, "at least two teams"),
        ({"teams": (0, -1)}, "a team label is a number from 0 to 99"),
    ],
)
def test_bad_options_are_refused_naming_the_fault(fields, fault):
    with pytest.raises(InvalidSetup, match=fault):
        GAME.initial_state(setup(2, **fields))


def test_teams_assign_each_seat_a_team():
    state = waiting(4, teams=(3, 7, 3, 7), best_of=5)
    assert state.rules.teams == (3, 7, 3, 7) and state.rules.team_play
    assert state.rules.best_of == 5


def test_options_decode_from_client_json_and_refuse_unknown_fields():
    options = msgspec.json.decode(
        b'{"best_of": 3, "teams": [0, 1, 0, 1], "over_limit": "nearest"}',
        type=TrendingKittensOptions,
    )
    assert GAME.initial_state(Setup(seats=4, options=options)).rules.over_limit == "nearest"
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"bestof": 3}', type=TrendingKittensOptions)


def test_the_empty_table_waits_for_the_start():
    state = waiting(2)
    assert state.phase == "waiting" and GAME.pending_seats(state) == frozenset()
    assert GAME.outcome(state) is None and GAME.legal_commands(state, 0) == ()
