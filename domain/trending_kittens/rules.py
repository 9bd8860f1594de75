"""Who owes a decision, and every command they may send."""

from __future__ import annotations

from domain.trending_kittens.commands import Command, PlaceStarter, PlayCard, TurnCard
from domain.trending_kittens.geometry import ROTATIONS, open_positions
from domain.trending_kittens.state import TrendingKittensState


def pending_seats(state: TrendingKittensState) -> frozenset[int]:
    """The one seat to place a starter, play a card or pick a card to turn."""
    if state.phase in ("preparation", "playing", "choosing"):
        return frozenset((state.turn,))
    return frozenset()


def legal_commands(state: TrendingKittensState, seat: int) -> tuple[Command, ...]:
    """Exactly what :func:`decide` accepts from ``seat`` now.

    A play is one hand card x one empty place beside a card x one rotation.
    """
    if seat not in pending_seats(state):
        return ()
    if state.phase == "choosing":
        assert state.choice is not None
        return tuple(TurnCard(x=s.x, y=s.y) for s in state.choice.spots)
    places = open_positions((p.x, p.y) for p in state.board)
    if state.phase == "preparation":
        return tuple(PlaceStarter(x=x, y=y) for x, y in places)
    return tuple(
        PlayCard(card=card, x=x, y=y, rotation=rotation)
        for card in state.hands[seat]
        for x, y in places
        for rotation in ROTATIONS
    )
