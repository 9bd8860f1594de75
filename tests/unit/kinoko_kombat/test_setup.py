"""Setup: player counts, the deck by player count, stars, options, the deal."""

from collections import Counter

import msgspec
import pytest

from domain.core import GameNotRunning, InvalidSetup, SeededRandom, Setup
from domain.kinoko_kombat import GAME, KinokoOptions, PointTable, TierPoints
from domain.kinoko_kombat.cards import colour_of, deck_for, rank_of, stars_of
from domain.kinoko_kombat.commands import ChooseCenter
from domain.kinoko_kombat.events import RoundDealt
from domain.kinoko_kombat.points import REFERENCE_CARD, by_tier

from .helpers import FixedRandom, waiting

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("seats", [0, 1, 5])
def test_two_to_four_players(seats):
    with pytest.raises(InvalidSetup):
        GAME.initial_state(Setup(seats=seats, options=KinokoOptions()))


@pytest.mark.parametrize(("seats", "size", "top"), [(4, 32, 8), (3, 28, 7), (2, 20, 5)])
def test_deck_by_player_count(seats, size, top):
    deck = deck_for(seats)
    assert len(deck) == len(set(deck)) == size
    assert max(rank_of(card) for card in deck) == top
    assert Counter(colour_of(card) for card in deck) == {c: top for c in ("red", "green", "yellow", "purple")}


def test_ranks_2_4_and_6_carry_a_star():
    assert [stars_of(f"red-{rank}") for rank in range(1, 9)] == [0, 1, 0, 1, 0, 1, 0, 0]


def test_the_reference_card_table_keeps_the_rulebook_examples():
    table = by_tier(PointTable())
    assert table[1].crown == 3, "a first-place full house scores 3"
    assert table[4].second == 1, "a second-place two pair scores 1"
    assert [row[1] for row in REFERENCE_CARD] == list(PointTable.__struct_fields__)


def test_a_creator_may_override_part_of_the_point_table():
    options = msgspec.json.decode(b'{"points": {"pair": {"crown": 2, "second": 1}}}', type=KinokoOptions)
    state = GAME.initial_state(Setup(seats=3, options=options))
    assert state.options.points.pair == TierPoints(crown=2, second=1)
    assert state.options.points.full_house == PointTable().full_house


@pytest.mark.parametrize(
    "points",
    [
        PointTable(pair=TierPoints(crown=-1, second=0)),
        PointTable(single=TierPoints(crown=1, second=2)),
        PointTable(four_of_a_kind=TierPoints(crown=1, second=1)),  # below full house
        PointTable(straight=TierPoints(crown=3, second=101)),
    ],
)
def test_an_unsensible_point_table_is_refused(points):
    with pytest.raises(InvalidSetup):
        GAME.initial_state(Setup(seats=4, options=KinokoOptions(points=points)))


def test_unknown_options_are_refused_when_decoded():
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"rounds": 9}', type=KinokoOptions)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"two_player_pairing": "diagonal"}', type=KinokoOptions)


def test_nothing_may_be_done_before_the_game_starts():
    state = waiting(4)
    assert GAME.pending_seats(state) == frozenset()
    with pytest.raises(GameNotRunning):
        GAME.decide(state, 0, ChooseCenter(card="red-1"), FixedRandom())


def _deal(seats: int, seed: int = 1) -> RoundDealt:
    (event,) = GAME.start(waiting(seats), SeededRandom(b"deal", seed))
    return event


def test_deal_four_players_eight_cards_each_and_no_neutral_center():
    event = _deal(4)
    assert [len(hand) for hand in event.hands] == [8, 8, 8, 8]
    assert event.neutral_centers == ()


def test_deal_three_players_nine_cards_each_and_the_last_card_is_an_extra_center():
    event = _deal(3)
    assert [len(hand) for hand in event.hands] == [9, 9, 9]
    assert len(event.neutral_centers) == 1


@pytest.mark.parametrize("seed", range(20))
def test_deal_two_players_four_neutral_centers_one_of_each_colour_then_eight_each(seed):
    event = _deal(2, seed)
    assert sorted(colour_of(card) for card in event.neutral_centers) == sorted(("red", "green", "yellow", "purple"))
    assert [len(hand) for hand in event.hands] == [8, 8]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_card_in_play_is_dealt_exactly_once(seats):
    event = _deal(seats)
    cards = [card for hand in event.hands for card in hand] + list(event.neutral_centers)
    assert sorted(cards) == sorted(deck_for(seats))


def test_the_first_round_starts_with_seat_0_as_first_player_in_preparation():
    state = GAME.fold(waiting(3), [_deal(3)])
    assert (state.round, state.first_player, state.phase) == (1, 0, "preparation")


def test_the_game_starts_only_once():
    state = GAME.fold(waiting(3), [_deal(3)])
    with pytest.raises(GameNotRunning):
        GAME.start(state, FixedRandom())
