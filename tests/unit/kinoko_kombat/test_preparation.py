"""Preparation: all seats at once, in secret: Center, Leader, then an ascending row."""

from itertools import permutations

import pytest

from domain.core import IllegalCommand, NotYourTurn
from domain.kinoko_kombat import GAME, ArrangeRow, ChooseCenter, ChooseLeader, ClaimRecruit
from domain.kinoko_kombat.cards import sort_key
from domain.kinoko_kombat.events import CenterChosen, LeaderChosen, RowArranged, SelectionBegan

from .helpers import act, dealt, prepare, when

pytestmark = pytest.mark.unit

#: The rulebook's three-player example: Player A (seat 0) holds three rank-5 cards.
PLAYER_A = ("green-1", "green-3", "red-5", "yellow-5", "purple-5", "green-6", "purple-7", "yellow-7", "red-7")


def test_preparation_is_simultaneous_every_seat_owes_a_choice():
    state = dealt(4)
    assert GAME.pending_seats(state) == {0, 1, 2, 3}
    state = act(state, 2, GAME.legal_commands(state, 2)[0])
    assert GAME.pending_seats(state) == {0, 1, 2, 3}, "seat 2 still owes its Leader"


def test_center_card_is_chosen_from_your_hand_first():
    state = dealt(3, {0: PLAYER_A})
    assert GAME.legal_commands(state, 0) == [ChooseCenter(card) for card in sorted(PLAYER_A, key=sort_key)]
    assert when(state, 0, ChooseCenter("yellow-7")) == [CenterChosen(seat=0, card="yellow-7")]
    with pytest.raises(IllegalCommand):
        when(state, 0, ChooseCenter("red-8"))
    with pytest.raises(IllegalCommand):
        when(state, 0, ChooseLeader("red-7"))


def test_leader_card_comes_from_the_cards_left_after_the_center():
    state = act(dealt(3, {0: PLAYER_A}), 0, ChooseCenter("yellow-7"))
    assert ChooseLeader("yellow-7") not in GAME.legal_commands(state, 0)
    with pytest.raises(IllegalCommand):
        when(state, 0, ChooseLeader("yellow-7"))
    with pytest.raises(IllegalCommand):
        when(state, 0, ChooseCenter("red-7"))
    assert when(state, 0, ChooseLeader("red-7")) == [LeaderChosen(seat=0, card="red-7")]


def test_rulebook_example_yellow_7_center_red_7_leader_and_the_owner_orders_the_three_5s():
    state = act(act(dealt(3, {0: PLAYER_A}), 0, ChooseCenter("yellow-7")), 0, ChooseLeader("red-7"))
    legal = GAME.legal_commands(state, 0)
    fives = [cmd.row[2:5] for cmd in legal]
    assert len(legal) == 6 and sorted(fives) == sorted(permutations(("red-5", "yellow-5", "purple-5")))
    for command in legal:
        assert command.row[:2] == ("green-1", "green-3") and command.row[5:] == ("green-6", "purple-7")
        assert when(state, 0, command) == [RowArranged(seat=0, row=command.row)]


def test_the_row_must_be_in_ascending_rank_lowest_on_the_left():
    state = act(act(dealt(3, {0: PLAYER_A}), 0, ChooseCenter("yellow-7")), 0, ChooseLeader("red-7"))
    with pytest.raises(IllegalCommand, match="ascending"):
        when(state, 0, ArrangeRow(("green-3", "green-1", "red-5", "yellow-5", "purple-5", "green-6", "purple-7")))


def test_the_row_holds_exactly_the_cards_left_in_hand():
    state = act(act(dealt(3, {0: PLAYER_A}), 0, ChooseCenter("yellow-7")), 0, ChooseLeader("red-7"))
    for row in [
        ("green-1", "green-3", "red-5", "yellow-5", "purple-5", "green-6"),
        ("green-1", "green-3", "red-5", "yellow-5", "purple-5", "green-6", "red-7"),
        ("green-1", "green-3", "red-5", "red-5", "purple-5", "green-6", "purple-7"),
    ]:
        with pytest.raises(IllegalCommand):
            when(state, 0, ArrangeRow(row))


def test_two_players_choose_no_center_only_a_leader_then_a_row_of_seven():
    state = dealt(2)
    assert all(isinstance(cmd, ChooseLeader) for cmd in GAME.legal_commands(state, 0))
    with pytest.raises(IllegalCommand, match="two players"):
        when(state, 0, ChooseCenter(state.players[0].hand[0]))
    state = prepare(state)
    assert [len(player.row) for player in state.players] == [7, 7]


def test_selection_begins_when_the_last_seat_has_arranged_its_row():
    state = prepare(dealt(3))
    assert state.phase == "selection"
    almost = dealt(3)
    for seat in (0, 1):
        for _ in range(3):
            almost = act(almost, seat, GAME.legal_commands(almost, seat)[0])
    for _ in range(2):
        almost = act(almost, 2, GAME.legal_commands(almost, 2)[0])
    events = when(almost, 2, GAME.legal_commands(almost, 2)[0])
    assert isinstance(events[0], RowArranged) and events[1] == SelectionBegan(round=1, first_player=0)


def test_a_prepared_seat_waits_for_the_others():
    state = dealt(3)
    for _ in range(3):
        state = act(state, 1, GAME.legal_commands(state, 1)[0])
    assert GAME.pending_seats(state) == {0, 2}
    assert GAME.legal_commands(state, 1) == []
    with pytest.raises(NotYourTurn):
        when(state, 1, ChooseLeader("red-1"))


def test_no_card_is_claimed_before_every_seat_is_prepared():
    state = dealt(3)
    with pytest.raises(IllegalCommand):
        when(state, 0, ClaimRecruit(owner=1, position=0, token="mushroom"))


def test_preparation_commands_are_refused_once_selection_began():
    state = prepare(dealt(3))
    with pytest.raises(IllegalCommand):
        when(state, 0, ChooseLeader("red-1"))
