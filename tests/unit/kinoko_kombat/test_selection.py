"""Select team members: four turns each, clockwise from the First Player."""

import msgspec
import pytest

from domain.core import IllegalCommand, NotYourTurn
from domain.kinoko_kombat import GAME, ClaimCenter, ClaimRecruit, KinokoOptions
from domain.kinoko_kombat.events import (
    CenterClaimed,
    RecruitClaimed,
    StarTileFlipped,
    TeamsCompared,
)
from domain.kinoko_kombat.rules import claimable_recruits
from domain.kinoko_kombat.state import mushrooms_left

from .helpers import act, dealt, prepare, when

pytestmark = pytest.mark.unit

#: Player C (seat 2) of the rulebook's selection example: Yellow 6 is second highest.
PLAYER_C = ("purple-1", "purple-2", "red-1", "red-2", "red-3", "red-4", "red-6", "yellow-6", "yellow-7")
C_ROW = ("red-1", "red-2", "red-3", "red-4", "red-6", "yellow-6", "yellow-7")


def three_players():
    return prepare(dealt(3, {2: PLAYER_C}), {2: ("purple-1", "purple-2", C_ROW)})


def mushroom_turns(state, turns: int):
    """The acting seats claim the first free Recruit card with a Mushroom token
    (the Spotted Mushroom once no Mushroom token is left)."""
    for _ in range(turns):
        seat = next(iter(GAME.pending_seats(state)))
        owner, position = claimable_recruits(state, seat)[0]
        token = "mushroom" if mushrooms_left(state.players[seat]) else "spotted"
        state = act(state, seat, ClaimRecruit(owner, position, token))
    return state


def test_the_first_player_starts_and_turns_pass_clockwise():
    state = prepare(dealt(4, first_player=2))
    order = []
    for _ in range(5):
        (seat,) = GAME.pending_seats(state)
        order.append(seat)
        state = mushroom_turns(state, 1)
    assert order == [2, 3, 0, 1, 2]


def test_only_the_seat_whose_turn_it_is_may_claim():
    state = prepare(dealt(4))
    assert GAME.legal_commands(state, 1) == []
    with pytest.raises(NotYourTurn):
        when(state, 1, ClaimRecruit(owner=2, position=0, token="mushroom"))


def test_each_player_takes_four_turns_then_teams_are_compared():
    state = mushroom_turns(prepare(dealt(4)), 15)
    assert [len(player.claims) for player in state.players] == [4, 4, 4, 3]
    seat = next(iter(GAME.pending_seats(state)))
    events = when(state, seat, GAME.legal_commands(state, seat)[0])
    assert any(isinstance(event, TeamsCompared) for event in events)


def test_you_may_not_claim_your_own_recruit_cards():
    state = three_players()
    assert all(cmd.owner != 0 for cmd in GAME.legal_commands(state, 0) if isinstance(cmd, ClaimRecruit))
    with pytest.raises(IllegalCommand, match="own"):
        when(state, 0, ClaimRecruit(owner=0, position=0, token="mushroom"))


def test_you_may_not_claim_a_card_that_already_carries_a_token():
    state = act(three_players(), 0, ClaimRecruit(owner=2, position=5, token="mushroom"))
    assert ClaimRecruit(owner=2, position=5, token="mushroom") not in GAME.legal_commands(state, 1)
    with pytest.raises(IllegalCommand, match="token"):
        when(state, 1, ClaimRecruit(owner=2, position=5, token="spotted"))


def test_rulebook_example_a_mushroom_turns_player_cs_second_highest_card_face_up_for_everyone():
    state = three_players()
    events = when(state, 0, ClaimRecruit(owner=2, position=5, token="mushroom"))
    assert events == [RecruitClaimed(seat=0, owner=2, position=5, token="mushroom", card="yellow-6")]
    for viewer in (0, 1, 2, None):
        assert GAME.visible_event(events[0], viewer) == events[0]
        row = GAME.view(GAME.fold(state, events), viewer).seats[2].row
        assert (row[5].card, row[5].claimed_by, row[5].token) == ("yellow-6", 0, "mushroom")
        if viewer != 2:
            assert row[6].card is None, "the card to its right stays face down"


def test_the_spotted_mushroom_claims_a_card_unseen():
    state = three_players()
    events = when(state, 0, ClaimRecruit(owner=2, position=5, token="spotted"))
    assert events == [RecruitClaimed(seat=0, owner=2, position=5, token="spotted", card=None)]
    after = GAME.fold(state, events)
    assert GAME.view(after, 0).seats[2].row[5].card is None
    assert GAME.view(after, 0).seats[0].team[0].card is None
    assert GAME.view(after, 2).seats[2].row[5].card == "yellow-6", "the owner knows its own card"
    assert b"yellow-6" not in msgspec.json.encode(GAME.view(after, 1))


def test_three_mushroom_tokens_and_one_spotted_mushroom_per_round():
    state = act(three_players(), 0, ClaimRecruit(owner=2, position=0, token="spotted"))
    state = mushroom_turns(state, 2)
    assert {cmd.token for cmd in GAME.legal_commands(state, 0)} == {"mushroom"}
    with pytest.raises(IllegalCommand, match="Spotted"):
        when(state, 0, ClaimRecruit(owner=1, position=0, token="spotted"))
    state = mushroom_turns(three_players(), 9)  # three mushrooms each
    assert {cmd.token for cmd in GAME.legal_commands(state, 0)} == {"spotted"}
    with pytest.raises(IllegalCommand, match="Mushroom token"):
        when(state, 0, ClaimRecruit(owner=1, position=6, token="mushroom"))


def test_a_center_card_may_be_taken_only_on_the_fourth_turn_your_own_included():
    state = three_players()
    assert not any(isinstance(cmd, ClaimCenter) for cmd in GAME.legal_commands(state, 0))
    with pytest.raises(IllegalCommand, match="fourth turn"):
        when(state, 0, ClaimCenter(slot=1, token="mushroom"))
    state = mushroom_turns(state, 9)
    centers = {cmd.slot for cmd in GAME.legal_commands(state, 0) if isinstance(cmd, ClaimCenter)}
    assert centers == {0, 1, 2, 3}, "every seat's Center (seat 0's own included) and the extra card"
    assert state.centers[0].owner == 0 and state.centers[3].owner is None
    assert when(state, 0, ClaimCenter(slot=0, token="spotted"))[0] == CenterClaimed(
        seat=0, slot=0, token="spotted", card=None
    )


def test_a_mushroom_on_a_center_card_turns_it_face_up():
    state = act(three_players(), 0, ClaimRecruit(owner=1, position=0, token="spotted"))
    state = mushroom_turns(state, 8)
    (event,) = when(state, 0, ClaimCenter(slot=3, token="mushroom"))
    assert event == CenterClaimed(seat=0, slot=3, token="mushroom", card=state.centers[3].card)
    assert GAME.view(GAME.fold(state, [event]), 1).centers[3].card == state.centers[3].card


def test_a_spotted_mushroom_used_on_the_fourth_turn_flips_the_star_tile():
    state = mushroom_turns(three_players(), 9)
    events = when(state, 0, ClaimRecruit(owner=1, position=6, token="spotted"))
    assert events[1] == StarTileFlipped(seat=0)
    assert GAME.view(GAME.fold(state, events), 1).seats[0].star_tile_up is False


def test_a_spotted_mushroom_used_earlier_keeps_the_star_tile_up():
    events = when(three_players(), 0, ClaimRecruit(owner=1, position=6, token="spotted"))
    assert not any(isinstance(event, StarTileFlipped) for event in events)


@pytest.mark.parametrize(
    "command",
    [
        ClaimRecruit(owner=3, position=0, token="mushroom"),
        ClaimRecruit(owner=-1, position=0, token="mushroom"),
        ClaimRecruit(owner=1, position=7, token="mushroom"),
        ClaimRecruit(owner=1, position=-1, token="mushroom"),
        ClaimCenter(slot=4, token="mushroom"),
        ClaimCenter(slot=-1, token="mushroom"),
    ],
)
def test_a_claim_must_name_a_real_card(command):
    state = mushroom_turns(three_players(), 9)
    with pytest.raises(IllegalCommand):
        when(state, 0, command)


def test_ruling_with_no_recruit_card_left_a_seat_may_take_a_center_card_on_any_turn():
    state = three_players()
    players = list(state.players)
    players[1] = msgspec.structs.replace(players[1], row=())
    players[2] = msgspec.structs.replace(players[2], row=())
    state = msgspec.structs.replace(state, players=tuple(players))
    assert {cmd.slot for cmd in GAME.legal_commands(state, 0)} == {0, 1, 2, 3}


# --- the two-player variant


def two_players(pairing: str = "facing"):
    return prepare(dealt(2, options=KinokoOptions(two_player_pairing=pairing)))


def test_two_players_a_claim_locks_the_card_facing_it_in_the_other_row():
    state = act(two_players(), 0, ClaimRecruit(owner=1, position=0, token="mushroom"))
    assert GAME.view(state, 1).seats[0].row[6].locked, "across the table, lowest faces highest"
    state = act(state, 1, ClaimRecruit(owner=0, position=5, token="mushroom"))
    assert ClaimRecruit(owner=1, position=1, token="mushroom") not in GAME.legal_commands(state, 0)
    with pytest.raises(IllegalCommand, match="locked"):
        when(state, 0, ClaimRecruit(owner=1, position=1, token="mushroom"))
    assert ClaimRecruit(owner=1, position=2, token="mushroom") in GAME.legal_commands(state, 0)


def test_two_players_aligned_pairing_option_pairs_equal_positions():
    state = act(two_players("aligned"), 0, ClaimRecruit(owner=1, position=0, token="mushroom"))
    view = GAME.view(state, 1)
    assert view.seats[0].row[0].locked and not view.seats[0].row[6].locked
    assert view.seats[0].row[0].faces == 0


def test_two_players_a_neutral_center_card_may_be_taken_on_any_turn():
    state = two_players()
    centers = {cmd.slot for cmd in GAME.legal_commands(state, 0) if isinstance(cmd, ClaimCenter)}
    assert centers == {0, 1, 2, 3}
    events = when(state, 0, ClaimCenter(slot=2, token="mushroom"))
    assert events == [CenterClaimed(seat=0, slot=2, token="mushroom", card=state.centers[2].card)]
    assert state.centers[2].owner is None


def test_two_players_a_center_claim_locks_nothing():
    state = act(two_players(), 0, ClaimCenter(slot=0, token="mushroom"))
    assert not any(card.locked for seat in GAME.view(state, 0).seats for card in seat.row)


def test_two_players_the_pairing_is_shown_before_the_other_row_is_laid_out():
    # Seat 0 has arranged its row; seat 1 has not yet: seat 1 still sees which of its
    # future positions each of seat 0's cards faces (position i faces 6 - i), never
    # a negative position.
    state = dealt(2)
    state = act(state, 0, GAME.legal_commands(state, 0)[0])
    state = act(state, 0, GAME.legal_commands(state, 0)[0])
    assert state.players[0].row is not None and state.players[1].row is None
    for viewer in (0, 1, None):
        faces = [card.faces for card in GAME.view(state, viewer).seats[0].row]
        assert faces == [6, 5, 4, 3, 2, 1, 0]
    aligned = dealt(2, options=KinokoOptions(two_player_pairing="aligned"))
    aligned = act(aligned, 0, GAME.legal_commands(aligned, 0)[0])
    aligned = act(aligned, 0, GAME.legal_commands(aligned, 0)[0])
    assert [card.faces for card in GAME.view(aligned, 1).seats[0].row] == list(range(7))
