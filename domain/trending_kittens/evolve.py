"""Applying one event to the state: pure, never draws chance."""

from __future__ import annotations

from collections.abc import Callable
from typing import assert_never

from msgspec.structs import replace

from domain.trending_kittens.events import (
    CardPlayed,
    CardsDrawn,
    CardsTurned,
    ChoiceOffered,
    Event,
    GameScored,
    GameStarted,
    MatchEnded,
    StarterPlaced,
    TurnPassed,
)
from domain.trending_kittens.state import (
    Choice,
    GameResult,
    Placed,
    TrendingKittensState,
)


def evolve(state: TrendingKittensState, event: Event) -> TrendingKittensState:
    match event:
        case GameStarted(number=number, first_seat=first, decks=decks):
            return replace(
                state,
                phase="preparation",
                game_number=number,
                first_seat=first,
                turn=first,
                decks=decks,
                hands=((),) * state.seats,
                board=(),
                choice=None,
            )
        case StarterPlaced(seat=seat, x=x, y=y, card=card, faction=faction):
            return replace(
                state,
                decks=_edit(state.decks, seat, lambda deck: _without(deck, (card,))),
                board=(*state.board, Placed(x, y, card, faction, rotation=0, face_up=False)),
                turn=(seat + 1) % state.seats,
            )
        case CardsDrawn(seat=seat, cards=cards):
            return replace(
                state,
                decks=_edit(state.decks, seat, lambda deck: _without(deck, cards)),
                hands=_edit(state.hands, seat, lambda hand: (*hand, *cards)),
            )
        case CardPlayed(seat=seat, card=card, faction=faction, x=x, y=y, rotation=rotation):
            placed = Placed(x, y, card, faction, rotation=rotation, face_up=True)
            return replace(
                state,
                hands=_edit(state.hands, seat, lambda hand: _without(hand, (card,))),
                board=(*state.board, placed),
            )
        case CardsTurned(cards=turned):
            faces = {(t.x, t.y): t.face_up for t in turned}
            board = tuple(replace(p, face_up=faces[(p.x, p.y)]) if (p.x, p.y) in faces else p for p in state.board)
            return _after_choice(replace(state, board=board), set(faces))
        case ChoiceOffered(seat=seat, spots=spots, count=count):
            return replace(state, phase="choosing", choice=Choice(seat=seat, spots=spots, remaining=count))
        case TurnPassed(seat=seat):
            return replace(state, phase="playing", turn=seat, choice=None)
        case GameScored(number=number, points=points, winners=winners, bonus=bonus):
            result = GameResult(number=number, points=points, winners=winners, bonus=bonus)
            return replace(state, results=(*state.results, result))
        case MatchEnded(winners=winners):
            return replace(state, phase="finished", winners=winners, choice=None)
        case _:
            assert_never(event)


def _after_choice(state: TrendingKittensState, turned: set[tuple[int, int]]) -> TrendingKittensState:
    """Cards turned during a pending choice use it up."""
    choice = state.choice
    if choice is None:
        return state
    remaining = choice.remaining - len(turned)
    if remaining <= 0:
        return replace(state, phase="playing", choice=None)
    spots = tuple(s for s in choice.spots if (s.x, s.y) not in turned)
    return replace(state, choice=Choice(seat=choice.seat, spots=spots, remaining=remaining))


def _edit(
    rows: tuple[tuple[str, ...], ...],
    seat: int,
    change: Callable[[tuple[str, ...]], tuple[str, ...]],
) -> tuple[tuple[str, ...], ...]:
    return tuple(change(row) if index == seat else row for index, row in enumerate(rows))


def _without(cards: tuple[str, ...], removed: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(card for card in cards if card not in removed)
