"""Shuffling and dealing a round: the only chance in the game.

Two deal algorithms, named by the identifier a game records in its options
(``deal``); they differ only with two players, where four neutral Center
cards (one of each colour) are set aside before the deal:

* ``neutrals-apart-v2`` (games created since): each colour's neutral card is
  drawn on its own, uniformly among that colour's cards; the four are laid in
  a shuffled order; the sixteen others are shuffled and dealt. Every deal
  the rulebook allows is equally likely.
* ``first-of-colour-v1`` (games created before): the whole deck is shuffled,
  the first card of each colour in it is neutral, and the rest are dealt in
  the shuffled order. It is not uniform: what is left after each colour's
  first card is ordered by those cards' places, and seat 0 held all four
  cards of a colour in 19.8 % of 100,000 deals instead of 15.34 %. Old games
  keep it so that they replay and verify exactly as they were dealt.

With three or four players both are the same: shuffle the deck, deal it in
order (three players: the one card left over is the neutral Center card).
"""

from __future__ import annotations

from domain.core import RandomSource
from domain.kinoko_kombat.cards import COLOURS, HAND_SIZE_BY_SEATS, colour_of, deck_for, sort_key
from domain.kinoko_kombat.events import RoundDealt
from domain.kinoko_kombat.options import DEALS

FIRST_OF_COLOUR_V1, NEUTRALS_APART_V2 = DEALS


def neutral_of_each_colour(order: tuple[str, ...]) -> tuple[str, ...]:
    """``first-of-colour-v1``: the first card of each colour in the shuffled order."""
    chosen: list[str] = []
    seen: set[str] = set()
    for card in order:
        if colour_of(card) not in seen:
            seen.add(colour_of(card))
            chosen.append(card)
    return tuple(chosen)


def neutrals_apart(deck: tuple[str, ...], random: RandomSource) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``neutrals-apart-v2``: (the neutral cards in slot order, the other cards shuffled).

    The draws, in this order: for each colour in :data:`COLOURS` order,
    ``below(n)`` picks the neutral card among that colour's ``n`` cards in deck
    order (rank ascending); ``shuffled`` of the four picks, in colour order,
    gives the slots; ``shuffled`` of the remaining cards, in deck order, gives
    the order they are dealt in.
    """
    picks = []
    for colour in COLOURS:
        cards = [card for card in deck if colour_of(card) == colour]
        picks.append(cards[random.below(len(cards))])
    neutral = random.shuffled(picks)
    rest = random.shuffled([card for card in deck if card not in picks])
    return neutral, rest


def deal_round(seats: int, round_: int, first_player: int, random: RandomSource, deal: str) -> RoundDealt:
    if deal not in DEALS:
        raise ValueError(f"unknown deal {deal!r}; known: {', '.join(DEALS)}")
    neutral: tuple[str, ...] = ()
    if seats == 2 and deal == NEUTRALS_APART_V2:
        neutral, order = neutrals_apart(deck_for(seats), random)
    else:
        order = random.shuffled(deck_for(seats))
        if seats == 2:
            neutral = neutral_of_each_colour(order)
            order = tuple(card for card in order if card not in neutral)
    size = HAND_SIZE_BY_SEATS[seats]
    hands = tuple(tuple(sorted(order[seat * size : (seat + 1) * size], key=sort_key)) for seat in range(seats))
    if seats == 3:
        neutral = order[seats * size :]
    return RoundDealt(round=round_, first_player=first_player, hands=hands, neutral_centers=neutral)
