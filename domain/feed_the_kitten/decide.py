"""Turning a seat's command into events, or a rejection a player can read.

Rejection messages mention only the acting seat's own cards and public facts.
"""

from __future__ import annotations

from typing import assert_never

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn, RandomSource
from domain.feed_the_kitten.cards import DEAL_SIZE, HAND_LIMIT, may_play, why_not, wins_round
from domain.feed_the_kitten.chance import Recorder, deal_round, draw_cards
from domain.feed_the_kitten.commands import Command, DrawCard, Pass, PlayCard, RenewHand
from domain.feed_the_kitten.events import (
    CardPlayed,
    Event,
    GameWon,
    HandDiscarded,
    RoundWon,
    TurnEnded,
    TurnPassed,
    WinReason,
)
from domain.feed_the_kitten.rules import (
    at_hand_limit,
    cards_to_draw,
    may_pass,
    must_play_after_renewal,
    must_renew,
)
from domain.feed_the_kitten.state import FeedTheKittenState, next_seat


def start(state: FeedTheKittenState, random: RandomSource) -> list[Event]:
    """Deal the first round; seat 0 holds the Kitten token and leads."""
    if state.phase != "waiting":
        raise GameNotRunning("the game has already started")
    log = Recorder(state)
    deal_round(log, round_=1, leader=state.kitten, random=random)
    return log.events


def decide(state: FeedTheKittenState, seat: int, command: Command, random: RandomSource) -> list[Event]:
    if state.phase == "waiting":
        raise GameNotRunning("the game has not started yet")
    if state.phase == "finished":
        raise GameNotRunning("the game is over")
    if seat != state.turn:
        raise NotYourTurn(f"it is seat {state.turn}'s turn")
    log = Recorder(state)
    match command:
        case PlayCard(card=card):
            _play(log, seat, card, random)
        case DrawCard():
            _draw(log, seat, random)
        case RenewHand():
            _renew(log, seat, random)
        case Pass():
            _pass(log, seat)
        case _:
            assert_never(command)
    return log.events


def _play(log: Recorder, seat: int, card: int, random: RandomSource) -> None:
    state = log.state
    if card not in state.hands[seat]:
        raise IllegalCommand(f"you have no {card} in your hand")
    top = state.top_card
    assert top is not None  # a round in play always has a top card
    if not may_play(card, top):
        raise IllegalCommand(why_not(card, top))
    log.record(CardPlayed(seat=seat, card=card))
    if wins_round(card, top):
        _win_round(log, seat, "hundred", random)
    elif not log.state.hands[seat]:
        _win_round(log, seat, "last_card", random)
    else:
        log.record(TurnEnded(seat=seat, next_seat=next_seat(state, seat)))


def _win_round(log: Recorder, seat: int, reason: WinReason, random: RandomSource) -> None:
    """The winner feeds the Kitten; the game ends at ``cans_to_win``, otherwise
    the winner leads a freshly shuffled round."""
    state = log.state
    cans = state.cans[seat] + 1
    log.record(RoundWon(round=state.round, seat=seat, reason=reason, cans=cans))
    if cans >= state.options.cans_to_win:
        log.record(GameWon(seat=seat, cans=cans))
    else:
        deal_round(log, round_=state.round + 1, leader=seat, random=random)


def _draw(log: Recorder, seat: int, random: RandomSource) -> None:
    state = log.state
    if at_hand_limit(state, seat):
        raise IllegalCommand(f"you hold {HAND_LIMIT} cards, the hand limit: you may not draw")
    if not cards_to_draw(state):
        raise IllegalCommand("there is no card left to draw or to reshuffle")
    if must_play_after_renewal(state, seat):
        raise IllegalCommand("you renewed your hand and can play a card: play it (draw only if you still cannot play)")
    draw_cards(log, seat, 1, random)
    log.record(TurnEnded(seat=seat, next_seat=next_seat(state, seat)))


def _renew(log: Recorder, seat: int, random: RandomSource) -> None:
    """Discard the hand beneath the top card, draw five; the turn goes on."""
    state = log.state
    if not at_hand_limit(state, seat):
        raise IllegalCommand(f"you may only discard your hand when you hold {HAND_LIMIT} cards")
    if not must_renew(state, seat):
        raise IllegalCommand("you can play a card, so you may not discard your hand")
    log.record(HandDiscarded(seat=seat, cards=state.hands[seat]))
    draw_cards(log, seat, DEAL_SIZE, random)


def _pass(log: Recorder, seat: int) -> None:
    state = log.state
    if not may_pass(state, seat):
        raise IllegalCommand("you may only pass when you can neither play, draw nor renew")
    log.record(TurnPassed(seat=seat))
    log.record(TurnEnded(seat=seat, next_seat=next_seat(state, seat)))
