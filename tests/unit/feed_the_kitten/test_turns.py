"""A turn: play or draw (never both), the hand limit, running out of cards."""

import pytest

from domain.core import IllegalCommand, NotYourTurn
from domain.feed_the_kitten import GAME, DrawCard, Pass, PlayCard, RenewHand
from domain.feed_the_kitten.events import (
    CardDrawn,
    CardPlayed,
    DrawPileReshuffled,
    HandDiscarded,
    TurnEnded,
    TurnPassed,
)

from .helpers import ScriptedRandom, given, table, when

pytestmark = pytest.mark.unit

NINE_UNPLAYABLE = [10, 10, 30, 30, 40, 40, 50, 60, 70]  # only 0, 20, 80 or 90 go on an 80
NINE_WITH_A_PLAY = [10, 10, 30, 30, 40, 40, 50, 60, 90]  # the 90 goes on an 80


def test_playing_a_card_ends_your_turn_and_play_passes_to_the_left():
    state = table(hands=[[60, 10], [10], [10]], top=50)
    assert when(state, 0, PlayCard(60)) == [
        CardPlayed(seat=0, card=60),
        TurnEnded(seat=0, next_seat=1),
    ]


def test_after_the_last_seat_play_passes_back_to_seat_0():
    state = table(hands=[[10], [10], [60, 10]], top=50, turn=2)
    assert when(state, 2, PlayCard(60))[-1] == TurnEnded(seat=2, next_seat=0)


def test_drawing_takes_the_top_card_of_the_draw_pile_and_ends_your_turn():
    state = table(hands=[[10, 20], [10]], top=50, draw=(70, 80))
    events = when(state, 0, DrawCard())
    assert events == [CardDrawn(seat=0, card=70), TurnEnded(seat=0, next_seat=1)]
    after = given(state, *events)
    assert after.hands[0] == (10, 20, 70) and after.draw_pile == (80,) and after.turn == 1


def test_you_play_or_draw_but_never_both():
    state = table(hands=[[60, 10], [10]], top=50)
    after_play = given(state, *when(state, 0, PlayCard(60)))
    with pytest.raises(NotYourTurn):
        when(after_play, 0, DrawCard())
    after_draw = given(state, *when(state, 0, DrawCard()))
    with pytest.raises(NotYourTurn):
        when(after_draw, 0, PlayCard(60))


def test_you_may_draw_even_when_you_could_play():
    state = table(hands=[[60, 10], [10]], top=50)
    assert GAME.legal_commands(state, 0) == (PlayCard(60), DrawCard())


def test_legal_commands_list_each_playable_number_once():
    state = table(hands=[[50, 50, 60, 0, 20], [10]], top=50)
    assert GAME.legal_commands(state, 0) == (
        PlayCard(0),
        PlayCard(50),
        PlayCard(60),
        DrawCard(),
    )


def test_you_may_not_play_a_card_you_do_not_hold():
    state = table(hands=[[10, 20], [60]], top=50)
    with pytest.raises(IllegalCommand, match="you have no 60 in your hand"):
        when(state, 0, PlayCard(60))


def test_with_nine_cards_you_may_not_draw():
    state = table(hands=[NINE_WITH_A_PLAY, [10]], top=80)
    with pytest.raises(IllegalCommand, match="hand limit"):
        when(state, 0, DrawCard())
    assert GAME.legal_commands(state, 0) == (PlayCard(90),)


def test_with_nine_cards_and_no_play_you_must_renew_your_hand():
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=80)
    assert GAME.legal_commands(state, 0) == (RenewHand(),)
    with pytest.raises(IllegalCommand, match="hand limit"):
        when(state, 0, DrawCard())
    with pytest.raises(IllegalCommand):
        when(state, 0, PlayCard(70))
    with pytest.raises(IllegalCommand):
        when(state, 0, Pass())


def test_renewing_discards_the_hand_beneath_the_top_card_and_draws_five():
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=(60, 80), draw=(0, 90, 50, 50, 60, 70))
    events = when(state, 0, RenewHand())
    assert events == [
        HandDiscarded(seat=0, cards=tuple(NINE_UNPLAYABLE)),
        *[CardDrawn(seat=0, card=card) for card in (0, 90, 50, 50, 60)],
    ]
    after = given(state, *events)
    assert after.hands[0] == (0, 50, 50, 60, 90)
    assert after.play_pile == (60, *NINE_UNPLAYABLE, 80) and after.top_card == 80
    assert after.draw_pile == (70,)


def test_after_renewing_you_play_if_you_can():
    # "You may then play a card or if you still can not play, draw another card."
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=80, draw=(0, 90, 50, 50, 60, 70))
    after = given(state, *when(state, 0, RenewHand()))
    assert after.turn == 0
    assert GAME.legal_commands(after, 0) == (PlayCard(0), PlayCard(90))
    with pytest.raises(IllegalCommand, match="renewed your hand and can play"):
        when(after, 0, DrawCard())
    assert when(after, 0, PlayCard(90))[-1] == TurnEnded(seat=0, next_seat=1)
    assert GAME.default_command(after, 0) == PlayCard(0)


def test_after_renewing_you_draw_another_card_if_you_still_cannot_play():
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=80, draw=(10, 30, 40, 50, 60, 70))
    after = given(state, *when(state, 0, RenewHand()))
    assert GAME.legal_commands(after, 0) == (DrawCard(),)
    events = when(after, 0, DrawCard())
    assert events == [CardDrawn(seat=0, card=70), TurnEnded(seat=0, next_seat=1)]


def test_on_the_next_turn_drawing_while_you_could_play_is_allowed_again():
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=80, draw=(0, 90, 50, 50, 60, 70, 10, 20))
    state = given(state, *when(state, 0, RenewHand()))
    state = given(state, *when(state, 0, PlayCard(90)))
    state = given(state, *when(state, 1, DrawCard()))
    assert DrawCard() in GAME.legal_commands(state, 0) and PlayCard(0) in GAME.legal_commands(state, 0)


def test_option_always_lets_a_renewed_hand_draw_even_when_it_could_play():
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=80, draw=(0, 90, 50, 50, 60, 70), draw_after_renewal="always")
    after = given(state, *when(state, 0, RenewHand()))
    assert GAME.legal_commands(after, 0) == (PlayCard(0), PlayCard(90), DrawCard())


def test_games_created_before_the_option_may_still_draw_after_renewing():
    assert GAME.stored_options({"cans_to_win": 3}).draw_after_renewal == "always"
    assert GAME.options_type().draw_after_renewal == "only_if_stuck"


@pytest.mark.parametrize("hand", [[10, 20, 30], [20, 20, 30, 30, 40, 40, 50, 50, 60]])
def test_you_may_not_renew_your_hand_unless_it_is_nine_cards_without_a_play(hand):
    state = table(hands=[hand, [10]], top=50)
    with pytest.raises(IllegalCommand, match="discard your hand"):
        when(state, 0, RenewHand())


def test_renewing_reshuffles_the_play_pile_with_the_discarded_hand_when_the_draw_pile_runs_out():
    state = table(hands=[NINE_UNPLAYABLE, [10]], top=(50, 80), draw=(90, 0))
    reshuffled = (40, 50, 10, 10, 30, 30, 40, 50, 60, 70)
    events = when(state, 0, RenewHand(), ScriptedRandom(reshuffled))
    assert events[1:] == [
        CardDrawn(seat=0, card=90),
        CardDrawn(seat=0, card=0),
        DrawPileReshuffled(draw_pile=reshuffled),
        CardDrawn(seat=0, card=40),
        CardDrawn(seat=0, card=50),
        CardDrawn(seat=0, card=10),
    ]
    after = given(state, *events)
    assert after.play_pile == (80,) and after.draw_pile == reshuffled[3:]


def test_when_the_draw_pile_runs_out_all_but_the_top_card_of_the_play_pile_are_reshuffled():
    state = table(hands=[[10], [10]], top=(20, 30, 40, 50), draw=())
    random = ScriptedRandom((40, 20, 30))
    events = when(state, 0, DrawCard(), random)
    assert random.asked == [(20, 30, 40)]
    assert events == [
        DrawPileReshuffled(draw_pile=(40, 20, 30)),
        CardDrawn(seat=0, card=40),
        TurnEnded(seat=0, next_seat=1),
    ]
    after = given(state, *events)
    assert after.play_pile == (50,) and after.draw_pile == (20, 30)


def test_drawing_the_last_card_does_not_reshuffle_until_a_card_is_needed():
    state = table(hands=[[10], [10]], top=(20, 30, 50), draw=(70,))
    events = when(state, 0, DrawCard())
    assert events == [CardDrawn(seat=0, card=70), TurnEnded(seat=0, next_seat=1)]
    assert given(state, *events).play_pile == (20, 30, 50)


def test_with_nothing_to_play_draw_or_reshuffle_you_pass():
    state = table(hands=[[10, 20], [10]], top=50, draw=())
    assert GAME.legal_commands(state, 0) == (Pass(),)
    with pytest.raises(IllegalCommand, match="no card left"):
        when(state, 0, DrawCard())
    events = when(state, 0, Pass())
    assert events == [TurnPassed(seat=0), TurnEnded(seat=0, next_seat=1)]
    assert given(state, *events).hands == state.hands


@pytest.mark.parametrize(
    ("hand", "top", "draw"),
    [([60], 50, ()), ([10], 50, (70,)), ([10], (30, 50), ())],
    ids=["can play", "can draw", "can reshuffle"],
)
def test_you_may_not_pass_when_you_can_play_or_draw(hand, top, draw):
    state = table(hands=[hand, [10]], top=top, draw=draw)
    with pytest.raises(IllegalCommand, match="only pass"):
        when(state, 0, Pass())
    assert Pass() not in GAME.legal_commands(state, 0)
