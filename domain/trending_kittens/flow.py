"""The course of a match: starting a game, ending a turn, scoring, the next game.

Helpers append events to a :class:`Log`, which folds each one as it goes so
the next decision sees the state it leads to.
"""

from __future__ import annotations

from domain.core import RandomSource
from domain.trending_kittens import scoring
from domain.trending_kittens.events import (
    CardsDrawn,
    Event,
    GameScored,
    GameStarted,
    MatchEnded,
    StarterPlaced,
    TurnPassed,
)
from domain.trending_kittens.evolve import evolve
from domain.trending_kittens.state import TrendingKittensState

HAND_SIZE = 3


class Log:
    """Events decided so far, and the state they lead to."""

    def __init__(self, state: TrendingKittensState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)


def begin_game(log: Log, number: int, random: RandomSource) -> None:
    """Shuffle every deck; the first seat's top card goes face down at (0, 0).

    The first seat rotates from game to game of a match: game k starts with
    seat (k - 1) mod seats.
    """
    state = log.state
    first = (number - 1) % state.seats
    decks = tuple(random.shuffled(faction.card_ids) for faction in state.factions)
    log.emit(GameStarted(number=number, first_seat=first, decks=decks))
    place_starter(log, first, 0, 0, random)


def place_starter(log: Log, seat: int, x: int, y: int, random: RandomSource) -> None:
    """Put the top card of the seat's (shuffled) deck face down; deal when all are down."""
    state = log.state
    card = state.decks[seat][0]
    log.emit(StarterPlaced(seat=seat, x=x, y=y, card=card, faction=state.factions[seat].id))
    if len(log.state.board) == state.seats:
        for offset in range(state.seats):
            draw_up(log, (state.first_seat + offset) % state.seats)
        pass_turn(log, state.first_seat, random)


def draw_up(log: Log, seat: int) -> None:
    """Draw back up to three cards, as far as the deck allows."""
    state = log.state
    missing = HAND_SIZE - len(state.hands[seat])
    cards = state.decks[seat][: max(missing, 0)]
    if cards:
        log.emit(CardsDrawn(seat=seat, cards=cards))


def pass_turn(log: Log, candidate: int, random: RandomSource) -> None:
    """The first seat from ``candidate`` on, clockwise, still holding a card plays.

    When nobody holds a card, every card is on the table: the game is scored.
    """
    state = log.state
    for offset in range(state.seats):
        seat = (candidate + offset) % state.seats
        if state.hands[seat]:
            log.emit(TurnPassed(seat=seat))
            return
    score_game(log, random)


def score_game(log: Log, random: RandomSource) -> None:
    """Score the game; then end the match, or start its next game."""
    state = log.state
    points = scoring.points(state)
    bonus = scoring.bonus(state)
    winners = scoring.top_seats(state.rules, scoring.with_bonus(points, bonus))
    log.emit(GameScored(number=state.game_number, points=points, winners=winners, bonus=bonus))
    state = log.state
    if scoring.match_decided(state.rules, state.results):
        wins = scoring.wins(state.rules, state.results)
        match_winners = scoring.best_sides(state.rules, scoring.side_wins(state.rules, state.results))
        log.emit(MatchEnded(winners=match_winners, wins=wins))
        return
    begin_game(log, state.game_number + 1, random)
