"""Every event that draws chance: dealing, flipping the starter, drawing.

Each helper appends to a :class:`Recorder`, which folds every event as it is
recorded, so the next helper sees the table as it now is (a draw after a
reshuffle draws from the new pile). The outcome of every shuffle is written
into the event; ``evolve`` never shuffles.
"""

from __future__ import annotations

from domain.core import RandomSource
from domain.feed_the_kitten.cards import DEAL_SIZE, DECK, HUNDRED
from domain.feed_the_kitten.events import (
    CardDrawn,
    DrawPileReshuffled,
    Event,
    RoundDealt,
    StarterFlipped,
    StarterReturned,
)
from domain.feed_the_kitten.evolve import evolve
from domain.feed_the_kitten.state import FeedTheKittenState


class Recorder:
    """The events of one decision, and the table they lead to."""

    __slots__ = ("events", "state")

    def __init__(self, state: FeedTheKittenState) -> None:
        self.state = state
        self.events: list[Event] = []

    def record(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)


def deal_round(log: Recorder, round_: int, leader: int, random: RandomSource) -> None:
    """Shuffle all 49 cards, deal five to each seat, flip a starter that is not a 100."""
    deck = random.shuffled(DECK)
    seats = log.state.seats
    hands = tuple(deck[seat * DEAL_SIZE : (seat + 1) * DEAL_SIZE] for seat in range(seats))
    log.record(RoundDealt(round=round_, leader=leader, hands=hands, draw_pile=deck[seats * DEAL_SIZE :]))
    flip_starter(log, random)


def flip_starter(log: Recorder, random: RandomSource) -> None:
    """FAQ: a 100 flipped as the first card goes back, the draw pile is reshuffled,
    and a new card is flipped, as often as it takes."""
    while True:
        card = log.state.draw_pile[0]
        log.record(StarterFlipped(card=card))
        if card != HUNDRED:
            return
        reshuffled = random.shuffled(log.state.draw_pile + (card,))
        log.record(StarterReturned(card=card, draw_pile=reshuffled))


def draw_cards(log: Recorder, seat: int, count: int, random: RandomSource) -> None:
    """Draw ``count`` cards, reshuffling all but the top of the play pile whenever
    the draw pile is empty. The caller has checked that enough cards exist."""
    for _ in range(count):
        if not log.state.draw_pile:
            log.record(DrawPileReshuffled(draw_pile=random.shuffled(log.state.play_pile[:-1])))
        log.record(CardDrawn(seat=seat, card=log.state.draw_pile[0]))
