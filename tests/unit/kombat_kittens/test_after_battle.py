"""After a battle: the Litter Box, drawing back up to five, ties, the next turn."""

from __future__ import annotations

import pytest

from domain.kombat_kittens import GAME
from domain.kombat_kittens.commands import AcceptHelp, AskForHelp, Battle, CommitCard, FightAlone, TakeTreasure
from domain.kombat_kittens.events import (
    BattleTied,
    CardDrawn,
    DogDrawn,
    DogfightStarted,
    PlayedCardsDiscarded,
    TreasureTaken,
    TurnBegan,
)
from tests.unit.kombat_kittens.helpers import HIGH, LOW, MID, battle, of_type, play, table, when

pytestmark = pytest.mark.unit


def seat_1_wins(hands, **kwargs):  # noqa: ANN001, ANN201
    state = battle(table(hands, **kwargs), 0, 1)
    for a, b in zip(("2Sa", "2Sb", "2Ma"), ("4Sa", "4Sb", "4Ma"), strict=True):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    return state


def test_uncaptured_played_cards_go_to_the_litter_box() -> None:
    state = seat_1_wins([LOW, HIGH])
    events = when(state, 1, TakeTreasure(("2Sa",)))
    assert events[:2] == (
        TreasureTaken(1, 0, ("2Sa",)),
        PlayedCardsDiscarded(("2Sb", "2Ma", "4Sa", "4Sb", "4Ma")),
    )
    after = GAME.fold(state, events)
    assert after.litter_box == ("2Sb", "2Ma", "4Sa", "4Sb", "4Ma")
    assert after.fight is None


def test_battle_participants_draw_up_to_five_and_the_turn_passes_clockwise() -> None:
    state = seat_1_wins([LOW, HIGH, MID[:4]])
    events = when(state, 1, TakeTreasure(("2Sa",)))
    # Both played three of five: each draws three, the attacker first.
    assert of_type(events, CardDrawn) == [
        CardDrawn(0, "1Sa"),
        CardDrawn(0, "1Sb"),
        CardDrawn(0, "1Ma"),
        CardDrawn(1, "1Mb"),
        CardDrawn(1, "1Na"),
        CardDrawn(1, "1Nb"),
    ]
    assert events[-1] == TurnBegan(1)
    assert [len(hand) for hand in GAME.fold(state, events).hands] == [5, 5, 4]


def test_a_tie_takes_no_treasure_and_each_tied_player_draws_as_many_cards_as_they_played() -> None:
    # Seat 0 holds six cards: "up to five" would draw two, the tie rule draws three.
    hands = [("2Sa", "2Sb", "3Sa", "9Sa", "9Sb", "9Ma"), ("2Ma", "2Mb", "3Ma", "7Sa", "7Sb")]
    state = battle(table(hands), 0, 1)
    state = play(state, (0, CommitCard("2Sa")), (1, CommitCard("2Ma")))
    state = play(state, (0, CommitCard("2Sb")), (1, CommitCard("2Mb")))
    state = play(state, (0, CommitCard("3Sa")))
    events = when(state, 1, CommitCard("3Ma"))
    assert BattleTied((0, 1), "pair (3-2-2)") in events
    assert PlayedCardsDiscarded(("2Sa", "2Sb", "3Sa", "2Ma", "2Mb", "3Ma")) in events
    assert [e.seat for e in of_type(events, CardDrawn)] == [0, 0, 0, 1, 1, 1]
    after = GAME.fold(state, events)
    assert after.treasure == ((), ()) and [len(h) for h in after.hands] == [6, 5]


def test_a_tied_helper_draws_the_one_card_they_played() -> None:
    # Three 9s each: no fourth card can beat that. The helper holds six cards,
    # so "up to five" would give nothing; the tie rule gives the one played.
    hands = [
        ("9Sa", "9Sb", "9Ma", "2Sa", "2Sb"),
        ("9Mb", "9Na", "9Nb", "2Ma", "2Mb"),
        ("6Sa", "6Sb", "6Ma", "6Mb", "6Na", "6Nb"),
    ]
    state = play(table(hands), (0, Battle(1)), (0, AskForHelp(2)), (2, AcceptHelp()))
    for a, b in (("9Sa", "9Mb"), ("9Sb", "9Na"), ("9Ma", "9Nb")):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    events = when(state, 2, CommitCard("6Sa"))
    assert BattleTied((0, 1), "three of a kind (9-9-9)") in events
    assert [e.seat for e in of_type(events, CardDrawn)] == [0, 0, 0, 1, 1, 1, 2]


def test_a_dog_drawn_while_drawing_up_waits_until_everyone_has_drawn() -> None:
    pile = ("1Sa", "D1", "1Sb", "1Ma", "1Mb", "1Na", "1Nb", "1Pa", "D2")
    state = seat_1_wins([LOW, HIGH, MID], pile=pile)
    events = when(state, 1, TakeTreasure(("2Sa",)))
    assert events[2:] == (
        CardDrawn(0, "1Sa"),
        DogDrawn(0, "D1", last_of_deck=False),
        CardDrawn(0, "1Sb"),
        CardDrawn(0, "1Ma"),
        CardDrawn(1, "1Mb"),
        CardDrawn(1, "1Na"),
        CardDrawn(1, "1Nb"),
        DogfightStarted("D1", (0, 1, 2)),
    )


def test_players_who_did_not_take_part_draw_nothing() -> None:
    state = play(table([LOW, HIGH, MID[:3]]), (0, Battle(1)), (0, FightAlone()), (1, FightAlone()))
    for a, b in zip(("2Sa", "2Sb", "2Ma"), ("4Sa", "4Sb", "4Ma"), strict=True):
        state = play(state, (0, CommitCard(a)), (1, CommitCard(b)))
    events = when(state, 1, TakeTreasure(("2Sa",)))
    assert 2 not in {e.seat for e in of_type(events, CardDrawn)}
