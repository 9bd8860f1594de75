"""A leak checker for Kombat Kittens, written from the rules, not from visibility.py.

Two independent checks:

* by identity: every card id that appears anywhere in what a viewer is shown
  must be one the viewer may see (its own hand and face-down card, or a
  face-up zone). For an event, cards visible before it are allowed too, unless
  the event put them into the draw pile (a reshuffle must not show its order);
* by twins: dealing the viewer's unknown cards around differently (other
  hands, others' face-down cards, the draw pile's Kittens) must not change a
  single byte of the encoded view.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.kombat_kittens import GAME, KombatKittensState
from domain.kombat_kittens.cards import ALL_IDS, is_dog
from domain.kombat_kittens.events import (
    CardCommitted,
    CardDrawn,
    CommitmentReturned,
    GameStarted,
    LitterBoxReshuffled,
    NewDeckShuffled,
)

State = KombatKittensState
CARD_IDS = frozenset(ALL_IDS)
SECRET_EVENTS = (GameStarted, CardDrawn, LitterBoxReshuffled, NewDeckShuffled, CardCommitted, CommitmentReturned)


#: A JSON string shaped like a card id ("5Sa", "D3"), as a value or a key.
_CARD_STRING = re.compile(rb'"([0-9][A-Z][a-z]|D[0-9])"')


def shown_cards(struct: Any) -> set[str]:
    """Every card id in the JSON a client would receive."""
    found = {match.decode() for match in _CARD_STRING.findall(msgspec.json.encode(struct))}
    assert found <= CARD_IDS, f"unknown card-like strings {sorted(found - CARD_IDS)}"
    return found


def may_see(state: State, viewer: int | None) -> set[str]:
    seen = set(state.recruits) | set(state.litter_box) | set(state.dogs_waiting)
    seen |= set(state.set_aside) | {card for pile in state.treasure for card in pile}
    fight = state.fight
    if fight is not None:
        seen |= set(fight.played_cards) | ({fight.dog} if fight.dog else set())
        if viewer is not None and fight.committed_card(viewer):
            seen.add(fight.committed_card(viewer))
    if viewer is not None:
        seen |= set(state.hands[viewer])
    return seen


def check_view(state: State, viewer: int | None) -> None:
    leaked = shown_cards(GAME.view(state, viewer)) - may_see(state, viewer)
    assert not leaked, f"view for {viewer} shows {sorted(leaked)}"
    twin = state_twin(state, viewer)
    if twin != state:
        encode = msgspec.json.encode
        assert encode(GAME.view(twin, viewer)) == encode(GAME.view(state, viewer)), (
            f"view for {viewer} depends on cards it may not see"
        )


def check_event(before: State, event: Any, after: State, viewer: int | None, game: Any = GAME) -> None:
    shown = game.visible_event(event, viewer)
    allowed = may_see(after, viewer) | (may_see(before, viewer) - set(after.draw_pile))
    leaked = shown_cards(shown) - allowed
    assert not leaked, f"{type(event).__name__} shows {sorted(leaked)} to {viewer}"
    if not isinstance(event, SECRET_EVENTS):
        assert shown == event, f"{type(event).__name__} was redacted but hides nothing"


def _rotate_into(zones: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The same zone sizes, the Kittens among them rotated by one (Dogs stay put)."""
    pool = [card for zone in zones for card in zone if not is_dog(card)]
    pool = pool[1:] + pool[:1]
    out, at = [], 0
    for zone in zones:
        refilled = []
        for card in zone:
            if is_dog(card):
                refilled.append(card)
            else:
                refilled.append(pool[at])
                at += 1
        out.append(tuple(refilled))
    return out


def state_twin(state: State, viewer: int | None) -> State:
    """``state`` with every card the viewer may not see dealt around differently."""
    others = [seat for seat in range(state.seats) if seat != viewer]
    fight = state.fight
    hidden_commits = [(seat, card) for seat, card in (fight.committed if fight else ()) if seat != viewer]
    zones = [state.hands[seat] for seat in others] + [state.draw_pile]
    zones += [(card,) for _, card in hidden_commits]
    refilled = _rotate_into(zones)
    hands = list(state.hands)
    for seat, hand in zip(others, refilled, strict=False):
        hands[seat] = hand
    pile = refilled[len(others)]
    commits = refilled[len(others) + 1 :]
    if fight is not None:
        swapped = dict(zip((seat for seat, _ in hidden_commits), (c[0] for c in commits), strict=False))
        committed = tuple((seat, swapped.get(seat, card)) for seat, card in fight.committed)
        fight = replace(fight, committed=committed)
    return replace(state, hands=tuple(hands), draw_pile=pile, fight=fight)
