"""Deciding: the events a seat's command causes, or a rejection.

Rejection messages speak only of what the acting seat can see: its own hand,
the public table and the public choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn, RandomSource
from domain.trending_kittens import flow
from domain.trending_kittens.commands import Command, PlaceStarter, PlayCard, TurnCard
from domain.trending_kittens.events import CardPlayed, CardsTurned, ChoiceOffered, Event, TurnedCard
from domain.trending_kittens.geometry import ROTATIONS, Position, open_positions, reach
from domain.trending_kittens.rules import pending_seats
from domain.trending_kittens.state import Spot, TrendingKittensState


def start(state: TrendingKittensState, random: RandomSource) -> Sequence[Event]:
    if state.phase != "waiting":
        raise GameNotRunning("the game has already started")
    log = flow.Log(state)
    flow.begin_game(log, 1, random)
    return log.events


def decide(state: TrendingKittensState, seat: int, command: Command, random: RandomSource) -> Sequence[Event]:
    if state.phase in ("waiting", "finished"):
        raise GameNotRunning("the game has not started yet" if state.phase == "waiting" else "the match is over")
    if seat not in pending_seats(state):
        raise NotYourTurn(f"it is seat {state.turn}'s turn")
    log = flow.Log(state)
    match command:
        case PlaceStarter(x=x, y=y):
            if state.phase == "choosing":
                raise IllegalCommand(_PICK_FIRST)
            if state.phase != "preparation":
                raise IllegalCommand("the preparation is over: play a card from your hand (play_card)")
            _check_open(state, (x, y))
            flow.place_starter(log, seat, x, y, random)
        case PlayCard():
            _play(log, seat, command, random)
        case TurnCard(x=x, y=y):
            _turn_chosen(log, seat, Spot(x, y), random)
        case _:
            raise IllegalCommand(f"unknown command {command!r}")
    return log.events


#: What a seat owing a pick is told, whatever else it sends.
_PICK_FIRST = "first pick the cards to turn, one at a time (turn_card with x and y of a reached card)"


def _check_open(state: TrendingKittensState, at: Position) -> None:
    if at not in open_positions((p.x, p.y) for p in state.board):
        raise IllegalCommand(f"({at[0]}, {at[1]}) is not an empty place side by side with a card on the table")


def _play(log: flow.Log, seat: int, command: PlayCard, random: RandomSource) -> None:
    state = log.state
    if state.phase == "preparation":
        raise IllegalCommand("first put your starting card face down (place_starter)")
    if state.phase == "choosing":
        raise IllegalCommand(_PICK_FIRST)
    if command.card not in state.hands[seat]:
        raise IllegalCommand(f"you do not hold the card {command.card!r}")
    if command.rotation not in ROTATIONS:
        raise IllegalCommand(f"rotation must be 0, 90, 180 or 270, not {command.rotation}")
    at = (command.x, command.y)
    _check_open(state, at)
    card = state.card(command.card)
    log.emit(
        CardPlayed(
            seat=seat,
            card=card.id,
            faction=card.faction,
            x=command.x,
            y=command.y,
            rotation=command.rotation,
        )
    )
    occupied = [(p.x, p.y) for p in log.state.board if (p.x, p.y) != at]
    reached = reach(card, at, command.rotation, occupied, state.rules.empty_places)
    if len(reached) > card.limit and state.rules.over_limit == "choose":
        spots = tuple(Spot(x, y) for x, y in reached)
        log.emit(ChoiceOffered(seat=seat, spots=spots, count=card.limit))
        return
    # Within the small number every reached card turns; over it (``nearest``)
    # the nearest ones do: ``reach`` lists them nearest first.
    _turn(log, seat, reached[: card.limit])
    _end_turn(log, seat, random)


def _turn_chosen(log: flow.Log, seat: int, spot: Spot, random: RandomSource) -> None:
    choice = log.state.choice
    if log.state.phase != "choosing" or choice is None:
        raise IllegalCommand("there is no card to pick now")
    if spot not in choice.spots:
        raise IllegalCommand(f"({spot.x}, {spot.y}) is not one of the cards your card reached")
    _turn(log, seat, ((spot.x, spot.y),))
    if log.state.choice is None:
        _end_turn(log, seat, random)


def _turn(log: flow.Log, seat: int, positions: Sequence[Position]) -> None:
    """Turn over the cards at ``positions``: face up goes down, face down goes up."""
    turned = []
    for x, y in positions:
        placed = log.state.at(x, y)
        assert placed is not None, "reach only lists places holding a card"
        turned.append(TurnedCard(x=x, y=y, card=placed.card, faction=placed.faction, face_up=not placed.face_up))
    if turned:
        log.emit(CardsTurned(seat=seat, cards=tuple(turned)))


def _end_turn(log: flow.Log, seat: int, random: RandomSource) -> None:
    flow.draw_up(log, seat)
    flow.pass_turn(log, (seat + 1) % log.state.seats, random)
