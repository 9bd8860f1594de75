"""Shuffling and dealing a round: the only chance in the game."""

from __future__ import annotations

from domain.core import RandomSource
from domain.kinoko_kombat.cards import HAND_SIZE_BY_SEATS, colour_of, deck_for, sort_key
from domain.kinoko_kombat.events import RoundDealt


def neutral_of_each_colour(order: tuple[str, ...]) -> tuple[str, ...]:
    """Two players: the first card of each colour in the shuffled order.

    That is a uniformly random card of each colour, and the slots come out in
    a random colour order, so a slot's position tells nothing about its colour.
    """
    chosen: list[str] = []
    seen: set[str] = set()
    for card in order:
        if colour_of(card) not in seen:
            seen.add(colour_of(card))
            chosen.append(card)
    return tuple(chosen)


def deal_round(seats: int, round_: int, first_player: int, random: RandomSource) -> RoundDealt:
    order = random.shuffled(deck_for(seats))
    neutral: tuple[str, ...] = ()
    if seats == 2:
        neutral = neutral_of_each_colour(order)
        order = tuple(card for card in order if card not in neutral)
    size = HAND_SIZE_BY_SEATS[seats]
    hands = tuple(tuple(sorted(order[seat * size : (seat + 1) * size], key=sort_key)) for seat in range(seats))
    if seats == 3:
        neutral = order[seats * size :]
    return RoundDealt(round=round_, first_player=first_player, hands=hands, neutral_centers=neutral)
