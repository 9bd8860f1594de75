"""A leak checker: what a viewer sees must not change when its secrets change.

The secrets, written from the rules independently of the game's visibility
code: every deck (order and contents), every hand but the viewer's own, and
which card lies under each face-down card. For a view, those cards are dealt
around differently within each faction (a face-down card's faction is public),
keeping every zone's size: the encoded view must stay byte for byte the same.
For an event, its secret parts are replaced: the encoded visible event must
stay the same, and an event with no secret for that viewer is shown whole.
"""

from __future__ import annotations

from collections import Counter

import msgspec
from msgspec.structs import replace

from domain.trending_kittens import GAME
from domain.trending_kittens.events import CardsDrawn, Event, GameStarted, StarterPlaced
from domain.trending_kittens.state import TrendingKittensState

encode = msgspec.json.encode


def state_twin(state: TrendingKittensState, viewer: int | None) -> TrendingKittensState:
    """``state`` with every card hidden from ``viewer`` swapped within its faction."""
    if not state.decks:
        return state
    hands, decks, board = list(state.hands), list(state.decks), list(state.board)
    for seat, faction in enumerate(state.factions):
        down = [i for i, p in enumerate(board) if not p.face_up and p.faction == faction.id]
        hidden_hand = hands[seat] if seat != viewer else ()
        zones = [decks[seat], hidden_hand, tuple(board[i].card for i in down)]
        pool = [card for zone in zones for card in zone]
        pool = pool[1:] + pool[:1]
        decks[seat], pool = tuple(pool[: len(zones[0])]), pool[len(zones[0]) :]
        if seat != viewer:
            hands[seat], pool = tuple(pool[: len(hidden_hand)]), pool[len(hidden_hand) :]
        for i, card in zip(down, pool, strict=True):
            board[i] = replace(board[i], card=card)
    return replace(state, hands=tuple(hands), decks=tuple(decks), board=tuple(board))


def event_twin(event: Event, viewer: int | None, other: dict[str, str]) -> Event:
    """``event`` with every part ``viewer`` may not know changed (``other`` maps a
    card to a different card of the same faction)."""
    match event:
        case GameStarted(decks=decks):
            return replace(event, decks=tuple(tuple(reversed(deck)) for deck in decks))
        case StarterPlaced(card=card):
            return replace(event, card=other[card])
        case CardsDrawn(seat=seat, cards=cards) if seat != viewer:
            return replace(event, cards=tuple(other[card] for card in cards))
        case _:
            return event


class LeakChecker:
    """Counts how often a secret really changed, so the check is never vacuous."""

    def __init__(self, state: TrendingKittensState) -> None:
        self.other: dict[str, str] = {}
        for faction in state.factions:
            ids = faction.card_ids
            self.other.update(zip(ids, ids[1:] + ids[:1], strict=True))
        self.secret_views = 0
        self.secret_events = 0

    def check_view(self, state: TrendingKittensState, viewer: int | None) -> None:
        seen = GAME.view(state, viewer)
        own = state.hands[viewer] if viewer is not None and state.hands else ()
        assert tuple(card.id for card in seen.hand) == own, "a seat must see its own hand"
        twin = state_twin(state, viewer)
        if twin != state:
            self.secret_views += 1
        assert encode(GAME.view(twin, viewer)) == encode(seen), f"view leaks to {viewer}"

    def check_event(self, event: Event, viewer: int | None) -> None:
        seen = GAME.visible_event(event, viewer)
        twin = event_twin(event, viewer, self.other)
        if twin == event:
            assert seen == event, f"{event} hides nothing from {viewer} yet was redacted"
            return
        self.secret_events += 1
        assert encode(GAME.visible_event(twin, viewer)) == encode(seen), (
            f"{type(event).__name__} leaks to {viewer}: {seen}"
        )


def conserved(state: TrendingKittensState) -> bool:
    """Every card of every seat's faction is in its deck, its hand or on the table."""
    for seat, faction in enumerate(state.factions):
        on_table = [p.card for p in state.board if p.faction == faction.id]
        where = Counter((*state.decks[seat], *state.hands[seat], *on_table))
        if where != Counter(faction.card_ids):
            return False
    return True
