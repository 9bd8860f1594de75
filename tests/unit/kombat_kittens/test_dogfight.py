"""Dogfights: everyone at once, no helpers, forfeits, the Dog as treasure, ties."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from domain.core import IllegalCommand
from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import AskForHelp, CommitCard, DrawCard, Forfeit
from domain.kombat_kittens.events import (
    CardDrawn,
    CommitmentReturned,
    DogDiscarded,
    DogDrawn,
    DogfightStarted,
    DogfightWon,
    DogSetAside,
    Forfeited,
    NewDeckShuffled,
    PlayedCardsDiscarded,
    TurnBegan,
)
from domain.kombat_kittens.flow import Flow, end_action
from domain.kombat_kittens.legal import legal_commands
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, Fixed, of_type, play, table, when

pytestmark = pytest.mark.unit

PILE = ("D1", "1Sa", "1Sb", "1Ma", "1Mb", "1Na", "1Nb", "1Pa", "1Pb", "1Sc", "1Mc", "D2")


def dogfight(hands=(LOW, HIGH, MID), first: int = 0):  # noqa: ANN001, ANN201
    """Seat ``first`` draws the Dog D1 (and 1Sa in its place): a Dogfight for D1."""
    return play(table(list(hands), pile=PILE, first=first), (first, DrawCard()))


def test_every_player_fights_at_once_and_nobody_may_ask_for_help() -> None:
    state = dogfight()
    assert state.fight.kind == "dogfight" and state.fight.stage == "cards"
    assert state.fight.dog == "D1" and state.dogs_waiting == ()
    assert GAME.pending_seats(state) == {0, 1, 2}
    assert all(not isinstance(c, AskForHelp) for c in legal_commands(state, 0))


def test_a_dogfight_needs_at_least_one_card_before_forfeiting() -> None:
    state = dogfight()
    assert Forfeit() not in legal_commands(state, 1)
    with pytest.raises(IllegalCommand):
        when(state, 1, Forfeit())


def test_the_dogfight_ends_when_all_but_one_have_forfeited() -> None:
    state = dogfight()
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")), (2, CommitCard("6Sa")))
    state = play(state, (0, CommitCard("2Sb")), (1, Forfeit()))
    assert GAME.pending_seats(state) == {2}
    events = when(state, 2, Forfeit())
    assert events[:3] == (
        Forfeited(2, 2),
        CommitmentReturned(0, "2Sb"),
        DogfightWon(0, "D1", "last one standing"),
    )
    after = GAME.fold(state, events)
    assert after.treasure[0] == ("D1",)
    assert "2Sb" in after.hands[0]


def test_forfeiters_draw_up_to_five_then_an_extra_card_and_the_turn_moves_on() -> None:
    state = dogfight()
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")), (2, CommitCard("6Sa")))
    state = play(state, (1, Forfeit()))
    events = when(state, 2, Forfeit())
    assert PlayedCardsDiscarded(("2Sa", "4Sa", "6Sa")) in events
    # Seat 0 holds 5 (4 + its Dog replacement); seats 1 and 2 hold 4: one up, one extra.
    assert [e.seat for e in of_type(events, CardDrawn)] == [1, 1, 2, 2]
    assert events[-1] == TurnBegan(1)


def test_after_three_cards_the_best_hand_takes_the_dog() -> None:
    state = dogfight()
    for cards in (("2Sa", "4Sa", "6Sa"), ("2Sb", "4Sb", "6Sb"), ("3Sa", "4Ma", "7Sa")):
        state = play(state, *((seat, CommitCard(card)) for seat, card in enumerate(cards)))
    assert state.treasure == ((), ("D1",), ())  # 4-4-4 beats 2-2-3 and 7-6-6


TIED_HANDS = (
    ("9Sa", "9Sb", "9Ma", "2Sa", "2Sb", "2Ma"),
    ("9Mb", "9Na", "9Nb", "4Sa", "4Sb", "4Ma"),
    MID,
)


def tie_the_dogfight(**options):  # noqa: ANN003, ANN201
    """Seats 0 and 1 both show three 9s; seat 2 forfeited. (state, last events)."""
    state = play(table(list(TIED_HANDS), pile=PILE, **options), (0, DrawCard()))
    state = play(state, (0, CommitCard("9Sa")), (1, CommitCard("9Mb")), (2, CommitCard("6Sa")))
    state = play(state, (2, Forfeit()), (0, CommitCard("9Sb")), (1, CommitCard("9Na")))
    state = play(state, (0, CommitCard("9Ma")))
    events = when(state, 1, CommitCard("9Nb"))
    return GAME.fold(state, events), events


def test_a_tied_dogfight_discards_the_dog_and_those_who_played_three_draw_three() -> None:
    # "In the case of Ties, the Dog is discarded, and all players who played three cards
    # take three cards from the draw pile."
    after, events = tie_the_dogfight()
    assert DogDiscarded("D1") in events and DogSetAside("D1") not in events
    # Seat 0 holds 4 (7 - 3): three, not one. Seat 1 holds 3: three. Seat 2 (forfeited,
    # 4 cards): up to five and one extra.
    assert [e.seat for e in of_type(events, CardDrawn)] == [0, 0, 0, 1, 1, 1, 2, 2]
    assert "D1" in after.litter_box and after.set_aside == ()
    assert after.treasure == ((), (), ())


def test_a_discarded_dog_is_shuffled_into_the_second_deck() -> None:
    after, _ = tie_the_dogfight()
    # The first deck is over (its bottom Dog fought for): the Litter Box, D1 in it,
    # becomes the second deck with the last three Dogs.
    state = replace(after, draw_pile=(), deck_ended=True, boxed_dogs=("D3", "D4", "D5"))
    flow = Flow(state, Fixed())
    end_action(flow)
    second = of_type(flow.events, NewDeckShuffled)[0]
    assert "D1" in second.draw_pile and second.draw_pile[-1] == "D5"


def test_option_set_aside_takes_a_tied_dogfights_dog_out_of_the_game() -> None:
    after, events = tie_the_dogfight(tied_dog="set_aside")
    assert DogSetAside("D1") in events
    assert after.set_aside == ("D1",) and "D1" not in after.litter_box


def test_games_created_before_the_option_keep_setting_the_tied_dog_aside() -> None:
    assert GAME.stored_options({}).tied_dog == "set_aside"
    assert GAME.options_type().tied_dog == "discard"


def test_a_player_out_of_cards_in_a_dogfight_must_forfeit() -> None:
    state = dogfight([("2Sa",), HIGH, MID], first=1)
    assert state.fight.sides[0].main == 0
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")), (2, CommitCard("6Sa")))
    assert legal_commands(state, 0) == (Forfeit(),)


def test_only_players_holding_cards_take_part_but_everyone_draws_up_to_five_after() -> None:
    state = dogfight([LOW, (), MID])
    assert [side.main for side in state.fight.sides] == [0, 2]
    state = play(state, (0, CommitCard("2Sa")), (2, CommitCard("6Sa")))
    events = when(state, 2, Forfeit())
    # Seat 0 still holds five (its Dog replacement); seat 1 draws five; seat 2 one and one extra.
    assert [e.seat for e in of_type(events, CardDrawn)] == [1, 1, 1, 1, 1, 2, 2]


def test_a_lone_player_with_cards_takes_the_dog_unopposed() -> None:
    state = table([("2Sa",), (), ()], pile=("D1",) + PILE[2:])
    events = when(state, 0, DrawCard())
    assert events[:4] == (
        DogDrawn(0, "D1", last_of_deck=False),
        CardDrawn(0, "1Sb"),
        DogfightStarted("D1", (0,)),
        DogfightWon(0, "D1", "last one standing"),
    )


def test_a_dog_drawn_as_a_replacement_gets_its_own_dogfight_next() -> None:
    state = table([LOW, HIGH, MID], pile=("D1", "D2", "1Sa", "1Sb", "1Ma", "1Mb", "1Na", "D3"))
    events = when(state, 0, DrawCard())
    assert events[:4] == (
        DogDrawn(0, "D1", last_of_deck=False),
        DogDrawn(0, "D2", last_of_deck=False),
        CardDrawn(0, "1Sa"),
        DogfightStarted("D1", (0, 1, 2)),
    )
    state = GAME.fold(state, events)
    assert state.dogs_waiting == ("D2",)
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("4Sa")), (2, CommitCard("6Sa")))
    state = play(state, (0, Forfeit()), (1, Forfeit()))
    assert state.fight.dog == "D2" and state.treasure[2] == ("D1",)


def test_when_nobody_has_a_card_left_after_the_first_the_last_to_forfeit_takes_the_dog() -> None:
    # Seat 0 draws the Dog and one card in its place; each Dogfighter holds one card.
    state = dogfight([(), ("4Sa",), ("6Sa",)])
    state = play(state, (0, CommitCard("1Sa")), (1, CommitCard("4Sa")), (2, CommitCard("6Sa")))
    assert state.hands == ((), (), ())
    assert all(legal_commands(state, seat) == (Forfeit(),) for seat in (0, 1, 2))
    state = play(state, (2, Forfeit()))
    events = when(state, 0, Forfeit())
    # Seat 1 never forfeited: it is the last one standing, whatever it played.
    assert DogfightWon(1, "D1", "last one standing") in events
    assert GAME.fold(state, events).treasure == ((), ("D1",), ())
