"""Folding one event into the table. Pure: never draws chance, never rejects."""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from domain.feed_the_kitten.cards import sorted_hand, without_one
from domain.feed_the_kitten.events import (
    CardDrawn,
    CardPlayed,
    DrawPileReshuffled,
    Event,
    GameWon,
    HandDiscarded,
    RoundDealt,
    RoundWon,
    StarterFlipped,
    StarterReturned,
    TurnEnded,
    TurnPassed,
)
from domain.feed_the_kitten.state import FeedTheKittenState, replace_at


def evolve(state: FeedTheKittenState, event: Event) -> FeedTheKittenState:
    match event:
        case RoundDealt(round=round_, leader=leader, hands=hands, draw_pile=draw_pile):
            return replace(
                state,
                phase="playing",
                round=round_,
                hands=tuple(sorted_hand(hand) for hand in hands),
                draw_pile=draw_pile,
                play_pile=(),
                turn=leader,
                kitten=leader,
                renewed=False,
            )
        case StarterFlipped(card=card):
            return replace(state, draw_pile=state.draw_pile[1:], play_pile=state.play_pile + (card,))
        case StarterReturned(draw_pile=draw_pile):
            return replace(state, draw_pile=draw_pile, play_pile=state.play_pile[:-1])
        case CardPlayed(seat=seat, card=card):
            hand = without_one(state.hands[seat], card)
            return replace(
                state,
                hands=replace_at(state.hands, seat, hand),
                play_pile=state.play_pile + (card,),
            )
        case CardDrawn(seat=seat, card=card):
            hand = sorted_hand(state.hands[seat] + (card,))
            return replace(state, hands=replace_at(state.hands, seat, hand), draw_pile=state.draw_pile[1:])
        case DrawPileReshuffled(draw_pile=draw_pile):
            return replace(state, draw_pile=draw_pile, play_pile=state.play_pile[-1:])
        case HandDiscarded(seat=seat, cards=cards):
            # Face down beneath the top card: it stays the card to play on.
            pile = state.play_pile
            return replace(
                state,
                hands=replace_at(state.hands, seat, ()),
                play_pile=pile[:-1] + cards + pile[-1:],
                renewed=True,
            )
        case TurnPassed():
            return state
        case TurnEnded(next_seat=next_seat):
            return replace(state, turn=next_seat, renewed=False)
        case RoundWon(seat=seat, cans=cans):
            return replace(state, cans=replace_at(state.cans, seat, cans), kitten=seat)
        case GameWon(seat=seat):
            return replace(state, phase="finished", winner=seat)
        case _:
            assert_never(event)
