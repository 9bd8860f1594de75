"""What a seat (or a spectator) sees: the grid as drawable data, no secrets.

Hidden: every hand but the viewer's own, the order and contents of every
deck, and which card lies under a face-down card (its faction shows: every
faction deck has its own back).
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.trending_kittens import scoring
from domain.trending_kittens.cards import Card, Symbol
from domain.trending_kittens.rules import pending_seats
from domain.trending_kittens.state import GameResult, Spot, TrendingKittensState


class CardFace(msgspec.Struct, frozen=True):
    """A card's printed face: symbols per printed side, read outward."""

    id: str
    faction: str
    limit: int
    up: tuple[Symbol, ...]
    right: tuple[Symbol, ...]
    down: tuple[Symbol, ...]
    left: tuple[Symbol, ...]


class CellView(msgspec.Struct, frozen=True):
    """One card on the grid. ``card`` and ``rotation`` are ``None`` when face down."""

    x: int
    y: int
    face: str
    faction: str
    card: CardFace | None
    rotation: int | None


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    faction: str
    faction_name: str
    team: int
    hand_size: int
    deck_size: int
    points: int
    #: The lead bonus this seat adds to its points in this game (0 if none).
    bonus: int


class SideView(msgspec.Struct, frozen=True):
    """A team (or, in a skirmish, one seat): its summed points, score (points plus
    lead bonus: what decides the game) and games won."""

    team: int
    seats: tuple[int, ...]
    points: int
    score: int
    wins: int


class ChoiceView(msgspec.Struct, frozen=True):
    seat: int
    spots: tuple[Spot, ...]
    remaining: int


class TrendingKittensView(msgspec.Struct, frozen=True):
    phase: str
    game_number: int
    best_of: int
    first_seat: int
    turn: int | None
    you: int | None
    team_play: bool
    over_limit: str
    empty_places: str
    match_ties: str
    lead_bonus: int
    #: Wins that take the match (2 of best of 3 with ``match_ties: replay``).
    wins_needed: int | None
    seats: tuple[SeatView, ...]
    sides: tuple[SideView, ...]
    hand: tuple[CardFace, ...]
    board: tuple[CellView, ...]
    choice: ChoiceView | None
    results: tuple[GameResult, ...]
    winners: tuple[int, ...]


def face(card: Card) -> CardFace:
    up, right, down, left = card.sides
    return CardFace(card.id, card.faction, card.limit, up, right, down, left)


def view(state: TrendingKittensState, viewer: Viewer) -> TrendingKittensView:
    cards = {card.id: card for faction in state.factions for card in faction.cards}
    points = scoring.points(state)
    rules = state.rules
    pending = pending_seats(state)
    bonus = scoring.bonus(state) if state.phase != "waiting" else ()
    side_points = scoring.side_totals(rules, points)
    side_score = scoring.side_totals(rules, scoring.with_bonus(points, bonus))
    side_wins = scoring.side_wins(rules, state.results)
    own_hand = state.hands[viewer] if viewer is not None and state.hands else ()
    return TrendingKittensView(
        phase=state.phase,
        game_number=state.game_number,
        best_of=rules.best_of,
        first_seat=state.first_seat,
        turn=next(iter(pending)) if pending else None,
        you=viewer,
        team_play=rules.team_play,
        over_limit=rules.over_limit,
        empty_places=rules.empty_places,
        match_ties=rules.match_ties,
        lead_bonus=rules.lead_bonus,
        wins_needed=scoring.majority(rules) if scoring.replays_ties(rules) else None,
        seats=tuple(
            SeatView(
                seat=seat,
                faction=faction.id,
                faction_name=faction.name,
                team=rules.teams[seat],
                hand_size=len(state.hands[seat]) if state.hands else 0,
                deck_size=len(state.decks[seat]) if state.decks else len(faction.cards),
                points=points[seat],
                bonus=bonus[seat] if bonus else 0,
            )
            for seat, faction in enumerate(state.factions)
        ),
        sides=tuple(
            SideView(
                team=team,
                seats=tuple(s for s in range(state.seats) if rules.teams[s] == team),
                points=side_points[team],
                score=side_score[team],
                wins=side_wins[team],
            )
            for team in sorted(set(rules.teams))
        ),
        hand=tuple(face(cards[card_id]) for card_id in own_hand),
        board=tuple(
            CellView(
                x=p.x,
                y=p.y,
                face="up" if p.face_up else "down",
                faction=p.faction,
                card=face(cards[p.card]) if p.face_up else None,
                rotation=p.rotation if p.face_up else None,
            )
            for p in state.board
        ),
        choice=(ChoiceView(state.choice.seat, state.choice.spots, state.choice.remaining) if state.choice else None),
        results=state.results,
        winners=state.winners,
    )
