"""A leak checker: what a viewer sees must not change when its secrets change.

For a view, every card the viewer may not see (the other hands, the draw pile,
the play pile under its top card) is dealt around differently, keeping every
pile's size; the encoded view must stay byte for byte the same. For an event,
the parts the viewer may not know are replaced (the policy below is written
from the rules, independently of the game's visibility module); the encoded
visible event must stay the same, and an event with no secret for that viewer
must be shown whole.
"""

from __future__ import annotations

from collections import Counter

import msgspec
from msgspec.structs import replace

from domain.feed_the_kitten import GAME, FeedTheKittenState
from domain.feed_the_kitten.events import (
    CardDrawn,
    DrawPileReshuffled,
    Event,
    HandDiscarded,
    RoundDealt,
    StarterReturned,
)

encode = msgspec.json.encode


def _rotated(cards: tuple[int, ...]) -> tuple[int, ...]:
    return cards[1:] + cards[:1]


def _refill(pool: tuple[int, ...], sizes: list[int]) -> list[tuple[int, ...]]:
    out, at = [], 0
    for size in sizes:
        out.append(pool[at : at + size])
        at += size
    return out


def state_twin(state: FeedTheKittenState, viewer: int | None) -> FeedTheKittenState:
    """``state`` with every card hidden from ``viewer`` dealt around differently."""
    others = [seat for seat in range(state.seats) if seat != viewer]
    zones = [state.hands[seat] for seat in others] + [state.draw_pile, state.play_pile[:-1]]
    pool = _rotated(tuple(card for zone in zones for card in zone))
    refilled = _refill(pool, [len(zone) for zone in zones])
    hands = list(state.hands)
    for seat, hand in zip(others, refilled, strict=False):
        hands[seat] = tuple(sorted(hand))
    return replace(
        state,
        hands=tuple(hands),
        draw_pile=refilled[-2],
        play_pile=refilled[-1] + state.play_pile[-1:],
    )


def event_twin(event: Event, viewer: int | None) -> Event:
    """``event`` with every part ``viewer`` may not know changed."""
    match event:
        case RoundDealt(hands=hands, draw_pile=draw_pile):
            others = [seat for seat in range(len(hands)) if seat != viewer]
            zones = [hands[seat] for seat in others] + [draw_pile]
            pool = _rotated(tuple(card for zone in zones for card in zone))
            refilled = _refill(pool, [len(zone) for zone in zones])
            new_hands = list(hands)
            for seat, hand in zip(others, refilled, strict=False):
                new_hands[seat] = hand
            return replace(event, hands=tuple(new_hands), draw_pile=refilled[-1])
        case StarterReturned(draw_pile=pile) | DrawPileReshuffled(draw_pile=pile):
            return replace(event, draw_pile=tuple(reversed(pile)))
        case CardDrawn(seat=seat, card=card) if seat != viewer:
            return replace(event, card=(card + 10) % 110)
        case HandDiscarded(seat=seat, cards=cards) if seat != viewer:
            return replace(event, cards=tuple((card + 10) % 110 for card in cards))
        case _:
            return event


class LeakChecker:
    """Counts how often a secret really changed, so the check is never vacuous."""

    def __init__(self) -> None:
        self.secret_views = 0
        self.secret_events = 0

    def check_view(self, state: FeedTheKittenState, viewer: int | None) -> None:
        seen = GAME.view(state, viewer)
        expected_hand = state.hands[viewer] if viewer is not None else None
        assert seen.hand == expected_hand, "a seat must see its own hand"
        twin = state_twin(state, viewer)
        if twin != state:
            self.secret_views += 1
        assert encode(GAME.view(twin, viewer)) == encode(seen), f"view leaks to {viewer}"

    def check_event(self, event: Event, viewer: int | None) -> None:
        seen = GAME.visible_event(event, viewer)
        twin = event_twin(event, viewer)
        if twin == event:
            assert seen == event, f"{event} hides nothing from {viewer} yet was redacted"
            return
        self.secret_events += 1
        assert encode(GAME.visible_event(twin, viewer)) == encode(seen), (
            f"{type(event).__name__} leaks to {viewer}: {seen}"
        )


def card_counts(state: FeedTheKittenState) -> Counter[int]:
    cards = [card for hand in state.hands for card in hand]
    return Counter(cards + list(state.draw_pile) + list(state.play_pile))
