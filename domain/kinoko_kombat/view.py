"""The table as one seat (or a spectator) sees it.

A card shows only if the viewer may see it: its own hand, Center, Leader and
row, and cards turned face up by a Mushroom token. Everything else is
``None`` ("face down"). A card lying face down on the table (in a row or the
Center) still shows its ``colour``: the card backs are coloured, and the
rulebook's own deduction ("the yellow card to its right must be Yellow 7")
needs it (ruling 5). ``results`` lists every comparison so far: each team's
five cards, combination, stars, place and points.
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.kinoko_kombat import rules
from domain.kinoko_kombat.cards import colour_of
from domain.kinoko_kombat.commands import Token
from domain.kinoko_kombat.events import TeamsCompared
from domain.kinoko_kombat.points import PointTable
from domain.kinoko_kombat.state import (
    Claim,
    KinokoState,
    Phase,
    current_seat,
    mushrooms_left,
    own_center,
    rounds_in_game,
    spotted_left,
    turn_number,
)


class RowCardView(msgspec.Struct, frozen=True):
    """``faces``: two players only, the position of the paired card in the other row.

    ``colour`` shows face down too (the back); ``card`` (colour and rank) only face up.
    """

    position: int
    colour: str
    card: str | None
    claimed_by: int | None
    token: Token | None
    locked: bool
    faces: int | None


class CenterView(msgspec.Struct, frozen=True):
    """``owner`` is ``None`` for a neutral card (three players' leftover, two players' four)."""

    slot: int
    owner: int | None
    placed: bool
    #: The card's colour once it lies in the Center (face down too), else ``None``.
    colour: str | None
    card: str | None
    claimed_by: int | None
    token: Token | None


class TeamCardView(msgspec.Struct, frozen=True):
    """A claimed card: ``owner``/``index`` is a row position, or ``index`` a Center slot."""

    target: str
    owner: int | None
    index: int
    token: Token
    colour: str
    card: str | None


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    score: int
    first_player: bool
    preparation_step: str | None
    hand_size: int
    leader_placed: bool
    row: tuple[RowCardView, ...]
    mushrooms_left: int
    spotted_left: bool
    star_tile_up: bool
    team: tuple[TeamCardView, ...]


class YouView(msgspec.Struct, frozen=True):
    seat: int
    hand: tuple[str, ...]
    center: str | None
    leader: str | None
    row: tuple[str, ...] | None


class KinokoView(msgspec.Struct, frozen=True):
    viewer: int | None
    phase: Phase
    round: int
    rounds: int
    first_player: int
    turn: int | None
    turn_number: int | None
    seats: tuple[SeatView, ...]
    centers: tuple[CenterView, ...]
    you: YouView | None
    scores: tuple[int, ...]
    results: tuple[TeamsCompared, ...]
    points: PointTable
    winner: int | None


Marks = dict[tuple[int, int], tuple[int, Token]]


def _row_card(
    state: KinokoState,
    viewer: Viewer,
    owner: int,
    position: int,
    card: str,
    marks: Marks,
    claimed: dict[tuple[int, int], int],
) -> RowCardView:
    mark = marks.get((owner, position))
    shown = owner == viewer or (mark is not None and mark[1] == "mushroom")
    return RowCardView(
        position=position,
        colour=colour_of(card),
        card=card if shown else None,
        claimed_by=mark[0] if mark else None,
        token=mark[1] if mark else None,
        locked=mark is None and rules.is_locked(state, owner, position, claimed),
        faces=rules.facing_position(state, owner, position) if state.seats == 2 else None,
    )


def _center(state: KinokoState, viewer: Viewer, slot: int, marks: dict[int, tuple[int, Token]]) -> CenterView:
    center = state.centers[slot]
    mark = marks.get(slot)
    own = viewer is not None and center.owner == viewer
    shown = own or (mark is not None and mark[1] == "mushroom")
    return CenterView(
        slot=slot,
        owner=center.owner,
        placed=center.card is not None,
        colour=colour_of(center.card) if center.card is not None else None,
        card=center.card if shown else None,
        claimed_by=mark[0] if mark else None,
        token=mark[1] if mark else None,
    )


def _team_card(state: KinokoState, viewer: Viewer, claim: Claim) -> TeamCardView:
    owner: int | None
    card: str | None
    if claim.target == "recruit" and claim.owner is not None:
        owner = claim.owner
        card = (state.players[claim.owner].row or ())[claim.index]
    else:
        owner = state.centers[claim.index].owner
        card = state.centers[claim.index].card
    shown = claim.token == "mushroom" or (owner is not None and owner == viewer)
    assert card is not None, "a claimed card lies on the table"
    return TeamCardView(claim.target, claim.owner, claim.index, claim.token, colour_of(card), card if shown else None)


def view(state: KinokoState, viewer: Viewer) -> KinokoView:
    marks = {
        (claim.owner, claim.index): (seat, claim.token)
        for seat, player in enumerate(state.players)
        for claim in player.claims
        if claim.target == "recruit" and claim.owner is not None
    }
    center_marks = {
        claim.index: (seat, claim.token)
        for seat, player in enumerate(state.players)
        for claim in player.claims
        if claim.target == "center"
    }
    claimed = {key: seat for key, (seat, _) in marks.items()}
    seats = tuple(
        SeatView(
            seat=seat,
            score=state.scores[seat],
            first_player=seat == state.first_player,
            preparation_step=rules.preparation_step(state, seat),
            hand_size=len(player.hand),
            leader_placed=player.leader is not None,
            row=tuple(
                _row_card(state, viewer, seat, position, card, marks, claimed)
                for position, card in enumerate(player.row or ())
            ),
            mushrooms_left=mushrooms_left(player),
            spotted_left=spotted_left(player),
            star_tile_up=player.star_tile_up,
            team=tuple(_team_card(state, viewer, claim) for claim in player.claims),
        )
        for seat, player in enumerate(state.players)
    )
    centers = tuple(_center(state, viewer, slot, center_marks) for slot in range(len(state.centers)))
    you = None
    if viewer is not None and 0 <= viewer < state.seats:
        me = state.players[viewer]
        you = YouView(seat=viewer, hand=me.hand, center=own_center(state, viewer), leader=me.leader, row=me.row)
    selecting = state.phase == "selection"
    return KinokoView(
        viewer=viewer,
        phase=state.phase,
        round=state.round,
        rounds=rounds_in_game(state.seats),
        first_player=state.first_player,
        turn=current_seat(state) if selecting else None,
        turn_number=turn_number(state) if selecting else None,
        seats=seats,
        centers=centers,
        you=you,
        scores=state.scores,
        results=state.results,
        points=state.options.points,
        winner=state.winner,
    )
