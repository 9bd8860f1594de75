"""Pure questions about a state: who owes a decision, who may help, what to take."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

from msgspec.structs import replace

from domain.kombat_kittens.cards import (
    CARDS,
    HAND_LIMIT,
    HAND_SIZE,
    SUIT_BONUS,
    SUIT_BONUS_CARDS,
    value,
)
from domain.kombat_kittens.state import Fight, KombatKittensState

#: A battle is a three-card hand: both players need three cards to start one.
BATTLE_MIN_CARDS = 3


def battle_targets(state: KombatKittensState, seat: int) -> tuple[int, ...]:
    """Whom ``seat`` may battle: both need at least three cards in hand."""
    if len(state.hands[seat]) < BATTLE_MIN_CARDS:
        return ()
    return tuple(other for other in range(state.seats) if other != seat and len(state.hands[other]) >= BATTLE_MIN_CARDS)


def may_recruit(state: KombatKittensState, seat: int) -> bool:
    """Recruiting twice in a row is off unless the option allows it, or nothing else is left."""
    if not state.recruits or not state.hands[seat]:
        return False
    if state.options.recruit_twice_in_a_row or seat not in state.recruited_last:
        return True
    return len(state.hands[seat]) >= HAND_LIMIT and not battle_targets(state, seat)


def clockwise_from(state: KombatKittensState, seat: int) -> tuple[int, ...]:
    return tuple((seat + i) % state.seats for i in range(state.seats))


def in_fight(fight: Fight, seat: int) -> bool:
    return fight.side_of(seat) is not None


def helper_candidates(state: KombatKittensState, fight: Fight) -> tuple[int, ...]:
    """Seats that may be asked: not fighting, not helping, holding a card."""
    return tuple(seat for seat in range(state.seats) if not in_fight(fight, seat) and state.hands[seat])


def help_stage_from(state: KombatKittensState, fight: Fight, side: int) -> Fight:
    """The next side (from ``side`` on) that can ask for help, or the first card step.

    Asking goes attacker first, then defender; a side with nobody left to ask
    (two players; three players once the attacker has a helper) is skipped.
    """
    if fight.kind == "battle" and side < len(fight.sides) and helper_candidates(state, fight):
        return replace(fight, stage="ask", asking=side, asked=None)
    return replace(fight, stage="cards", step=1, asked=None)


def required_helpers(fight: Fight) -> tuple[int, ...]:
    """Helpers who must play: all of them, or after a forfeit the forfeiting side's."""
    forfeits = any(side.forfeited for side in fight.sides)
    return tuple(side.helper for side in fight.sides if side.helper is not None and (side.forfeited or not forfeits))


def remaining_sides(fight: Fight) -> tuple[int, ...]:
    return tuple(i for i, side in enumerate(fight.sides) if not side.forfeited)


def fight_pending(fight: Fight) -> frozenset[int]:
    committed = {seat for seat, _ in fight.committed}
    match fight.stage:
        case "ask":
            return frozenset((fight.sides[fight.asking].main,))
        case "answer":
            return frozenset((fight.asked,)) if fight.asked is not None else frozenset()
        case "cards":
            mains = (fight.sides[i].main for i in remaining_sides(fight))
            return frozenset(seat for seat in mains if seat not in committed)
        case "helpers":
            return frozenset(s for s in required_helpers(fight) if s not in committed)
        case "treasure" | "reward":
            assert fight.winner is not None
            return frozenset((fight.sides[fight.winner].main,))
        case _:
            return frozenset()


def pending_seats(state: KombatKittensState) -> frozenset[int]:
    if state.phase != "playing":
        return frozenset()
    if state.fight is not None:
        return fight_pending(state.fight)
    return frozenset((state.active,))


def is_helper_battle(fight: Fight) -> bool:
    return fight.kind == "battle" and any(side.helper is not None for side in fight.sides)


def lowest_treasure(state: KombatKittensState, seat: int) -> tuple[str, ...]:
    pile = state.treasure[seat]
    if not pile:
        return ()
    low = min(value(card) for card in pile)
    return tuple(card for card in pile if value(card) == low)


def treasure_options(state: KombatKittensState) -> tuple[tuple[str, ...], ...]:
    """Every capture the winner may choose, each as a sorted tuple of card ids.

    Two players: one of the loser's played cards. Three to five: one played
    card or one lowest-value card of the loser's treasure. Helper battle: one
    played card and one lowest-value treasure card, or two played cards when
    the losing main combatant has no treasure.
    """
    fight = state.fight
    assert fight is not None and fight.loser is not None
    played = fight.sides[fight.loser].cards
    lowest = () if state.seats == 2 else lowest_treasure(state, fight.sides[fight.loser].main)
    if is_helper_battle(fight):
        if lowest:
            options = [tuple(sorted(pair)) for pair in product(played, lowest)]
        elif len(played) >= 2:
            options = [tuple(sorted(pair)) for pair in combinations(played, 2)]
        else:
            options = [tuple(played)]
    else:
        options = [(card,) for card in played + lowest]
    return tuple(sorted(set(options)))


def draws_up_to_five(state: KombatKittensState, seat: int) -> int:
    return max(0, HAND_SIZE - len(state.hands[seat]))


def suit_bonus(treasure: tuple[str, ...]) -> int:
    suits = Counter(CARDS[card].suit for card in treasure if CARDS[card].suit)
    return SUIT_BONUS * sum(1 for count in suits.values() if count >= SUIT_BONUS_CARDS)


def score(treasure: tuple[str, ...]) -> int:
    return sum(value(card) for card in treasure) + suit_bonus(treasure)


def scores(state: KombatKittensState) -> tuple[int, ...]:
    return tuple(score(pile) for pile in state.treasure)
