"""Secrets: a hand, a Center, a Leader, a row and a Spotted card stay hidden until revealed."""

import msgspec
import pytest

from domain.core import IllegalCommand
from domain.kinoko_kombat import GAME, ArrangeRow, ChooseCenter, ChooseLeader, ClaimRecruit
from domain.kinoko_kombat.cards import colour_of
from domain.kinoko_kombat.events import CenterChosen, LeaderChosen, RowArranged
from domain.kinoko_kombat.visibility import (
    CenterChosenHidden,
    LeaderChosenHidden,
    RoundDealtHidden,
    RowArrangedHidden,
)

from . import scenario
from .helpers import act, deal_event, dealt, prepare, when
from .leaks import cards_in

pytestmark = pytest.mark.unit
encode = msgspec.json.encode


def test_the_deal_shows_each_seat_only_its_own_hand_and_of_the_neutral_centers_their_backs():
    event = deal_event(3)
    (leftover,) = event.neutral_centers
    for seat in range(3):
        seen = GAME.visible_event(event, seat)
        assert seen == RoundDealtHidden(
            round=1,
            first_player=0,
            hand=event.hands[seat],
            hand_sizes=(9, 9, 9),
            neutral_centers=1,
            neutral_colours=(colour_of(leftover),),
        )
    assert GAME.visible_event(event, None).hand is None


def test_center_leader_and_row_are_seen_by_their_owner_only():
    state = dealt(4)
    center, leader = state.players[1].hand[:2]
    events = when(state, 1, ChooseCenter(center))
    assert GAME.visible_event(events[0], 1) == CenterChosen(seat=1, card=center)
    hidden = CenterChosenHidden(seat=1, colour=colour_of(center))
    assert [GAME.visible_event(events[0], v) for v in (0, 2, None)] == [hidden] * 3
    state = act(state, 1, ChooseCenter(center))
    events = when(state, 1, ChooseLeader(leader))
    assert GAME.visible_event(events[0], 1) == LeaderChosen(seat=1, card=leader)
    assert GAME.visible_event(events[0], 3) == LeaderChosenHidden(seat=1)
    state = act(state, 1, ChooseLeader(leader))
    events = when(state, 1, GAME.legal_commands(state, 1)[0])
    assert isinstance(GAME.visible_event(events[0], 1), RowArranged)
    row = events[0].row
    assert GAME.visible_event(events[0], 0) == RowArrangedHidden(
        seat=1, length=6, colours=tuple(colour_of(card) for card in row)
    )


def test_the_view_shows_your_own_cards_and_of_others_only_a_rows_positions_and_colours():
    state = prepare(dealt(4))
    mine = GAME.view(state, 0)
    assert mine.you.center == state.centers[0].card and mine.you.leader == state.players[0].leader
    assert [card.card for card in mine.seats[0].row] == list(state.players[0].row)
    for seat in (1, 2, 3):
        assert [(card.position, card.card) for card in mine.seats[seat].row] == [(p, None) for p in range(6)]
        assert [card.colour for card in mine.seats[seat].row] == [colour_of(c) for c in state.players[seat].row]
    hidden = {
        card
        for seat in (1, 2, 3)
        for card in (*state.players[seat].row, state.players[seat].leader, state.centers[seat].card)
    }
    assert not cards_in(encode(mine)) & hidden
    assert not cards_in(encode(GAME.view(state, None))), "a spectator sees no card before a claim"


def test_the_rulebooks_hint_works_a_face_down_cards_colour_shows_its_rank_does_not():
    # "HINT: In a 3-player game, Rank 8 cards are not used. Since the revealed card is
    # Yellow 6, the yellow card to its right must be Yellow 7."
    hands = {2: ("red-1", "green-1", "purple-2", "green-3", "red-4", "purple-5", "green-6", "yellow-6", "yellow-7")}
    row = ("purple-2", "green-3", "red-4", "purple-5", "green-6", "yellow-6", "yellow-7")
    state = prepare(dealt(3, hands), {2: ("red-1", "green-1", row)})
    state = act(state, 0, ClaimRecruit(owner=2, position=5, token="mushroom"))
    seen = GAME.view(state, 1).seats[2].row
    assert seen[5].card == "yellow-6"
    # The card to its right: its back is yellow, its face hidden; yellow 8 is not in play.
    assert seen[6].card is None and seen[6].colour == "yellow"
    assert [card.colour for card in seen] == [colour_of(card) for card in row]
    assert not cards_in(encode(GAME.view(state, 1).seats[2])) - {"yellow-6"}


def test_face_down_center_cards_show_their_colour_only():
    state = scenario.prepared()
    centers = GAME.view(state, 0).centers
    assert [c.colour for c in centers] == [colour_of(slot.card) for slot in state.centers]
    assert all(c.card is None for c in centers if c.owner != 0)


def test_the_neutral_center_cards_are_seen_by_nobody():
    state = prepare(dealt(2))
    neutral = {slot.card for slot in state.centers}
    for viewer in (0, 1, None):
        assert not cards_in(encode(GAME.view(state, viewer))) & neutral


def test_a_rows_order_is_checked_against_the_owners_cards_only_and_the_message_names_none():
    state = act(act(dealt(4), 0, ChooseCenter("red-1")), 0, ChooseLeader("green-1"))
    row = tuple(reversed(state.players[0].hand))
    with pytest.raises(IllegalCommand) as rejected:
        when(state, 0, ArrangeRow(row))
    assert not cards_in(str(rejected.value))


def test_claim_events_look_the_same_to_everyone():
    state = scenario.prepared()
    for token in ("mushroom", "spotted"):
        (event,) = when(state, 0, ClaimRecruit(owner=2, position=0, token=token))
        assert {encode(GAME.visible_event(event, v)) for v in (0, 1, 2, None)} == {encode(event)}


def test_after_each_comparison_the_view_shows_every_team_its_combination_stars_and_points():
    state, _ = scenario.play_claims(scenario.prepared())
    (result,) = GAME.view(state, None).results
    shown = [(t.seat, t.cards, t.combination, t.stars, t.points) for t in result.teams]
    assert shown == [
        (0, scenario.TEAMS[0], "full_house", 1, 3),
        (1, scenario.TEAMS[1], "two_pair", 4, 1),
        (2, scenario.TEAMS[2], "mini_straight", 2, 0),
    ]
    assert GAME.view(state, 1).scores == (3, 1, 0)
