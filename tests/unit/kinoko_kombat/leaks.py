"""Leak checkers, written from the rulebook, independently of view.py and visibility.py.

1. Knowledge: from the raw events, track which cards each viewer may know
   (its dealt hand, cards turned up by a Mushroom token, teams revealed at a
   comparison). No card id outside that set may appear in what the viewer is
   shown: a visible event, its view, its legal commands, a rejection message.
2. Twins: deal every card the viewer may not see around differently (sizes
   kept, and each card's colour: the backs of cards on the table show it,
   ruling 5); the encoded view must stay byte for byte the same.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.kinoko_kombat import GAME, KinokoState
from domain.kinoko_kombat.events import CenterClaimed, RecruitClaimed, RoundDealt, TeamsCompared

encode = msgspec.json.encode
CARD = re.compile(r"(?:red|green|yellow|purple)-[1-8]")


def cards_in(payload: Any) -> set[str]:
    text = payload if isinstance(payload, str) else encode(payload).decode()
    return set(CARD.findall(text))


class Knowledge:
    """Which cards each viewer (every seat and the spectator ``None``) may know now."""

    def __init__(self, seats: int) -> None:
        self.viewers: list[int | None] = [*range(seats), None]
        self.known: dict[int | None, set[str]] = {viewer: set() for viewer in self.viewers}

    def learn(self, before: KinokoState, event: Any) -> None:
        """``before``: the state the event applies to (rows and Centers of its round)."""
        public: set[str] = set()
        match event:
            case RoundDealt(hands=hands):
                self.known = {viewer: set() for viewer in self.viewers}
                for seat, hand in enumerate(hands):
                    self.known[seat] = set(hand)
            case RecruitClaimed(owner=owner, position=position, token="mushroom"):
                public.add(before.players[owner].row[position])
            case CenterClaimed(slot=slot, token="mushroom"):
                public.add(before.centers[slot].card)
            case TeamsCompared(teams=teams):
                public.update(card for team in teams for card in team.cards)
        for viewer in self.viewers:
            self.known[viewer] |= public

    def assert_may_see(self, viewer: int | None, payload: Any, what: str) -> None:
        leaked = cards_in(payload) - self.known[viewer]
        assert not leaked, f"{what} shows {sorted(leaked)} to viewer {viewer}"


def view_without_history(view: Any) -> dict[str, Any]:
    """A view minus ``results`` (past comparisons, public when they happened)."""
    shown = msgspec.to_builtins(view)
    shown.pop("results")
    return shown


def _mushroomed(state: KinokoState) -> tuple[set[tuple[int, int]], set[int]]:
    rows, centers = set(), set()
    for player in state.players:
        for claim in player.claims:
            if claim.token != "mushroom":
                continue
            if claim.target == "recruit":
                rows.add((claim.owner, claim.index))
            else:
                centers.add(claim.index)
    return rows, centers


def _rotate_within_colours(hidden: list[str]) -> dict[str, str]:
    """Each hidden card to the next hidden card of the same colour (ranks move, colours stay)."""
    moved: dict[str, str] = {}
    for colour in ("red", "green", "yellow", "purple"):
        same = [card for card in hidden if card.startswith(colour + "-")]
        moved.update(zip(same, same[1:] + same[:1], strict=True))
    return moved


def state_twin(state: KinokoState, viewer: int | None) -> KinokoState:
    """``state`` with every card hidden from ``viewer`` moved one place along."""
    rows_up, centers_up = _mushroomed(state)
    hidden: list[str] = []
    for seat, player in enumerate(state.players):
        if seat == viewer:
            continue
        hidden += list(player.hand) + ([player.leader] if player.leader else [])
        hidden += [card for pos, card in enumerate(player.row or ()) if (seat, pos) not in rows_up]
    hidden += [
        slot.card
        for index, slot in enumerate(state.centers)
        if slot.card and index not in centers_up and (viewer is None or slot.owner != viewer)
    ]
    moved = _rotate_within_colours(hidden)
    swap = lambda card: moved.get(card, card)  # noqa: E731
    players = []
    for seat, player in enumerate(state.players):
        if seat == viewer:
            players.append(player)
            continue
        row = player.row and tuple(
            card if (seat, pos) in rows_up else swap(card) for pos, card in enumerate(player.row)
        )
        players.append(
            replace(player, hand=tuple(map(swap, player.hand)), leader=player.leader and swap(player.leader), row=row)
        )
    centers = tuple(
        slot
        if index in centers_up or not slot.card or (viewer is not None and slot.owner == viewer)
        else replace(slot, card=swap(slot.card))
        for index, slot in enumerate(state.centers)
    )
    return replace(state, players=tuple(players), centers=centers)


def assert_twin_view_equal(state: KinokoState, viewer: int | None) -> None:
    twin = state_twin(state, viewer)
    assert encode(GAME.view(twin, viewer)) == encode(GAME.view(state, viewer)), (
        f"viewer {viewer}'s view depends on cards it may not see"
    )
