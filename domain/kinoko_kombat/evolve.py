"""Events to state: pure, never draws chance."""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from domain.kinoko_kombat.events import (
    CenterChosen,
    CenterClaimed,
    Event,
    GameEnded,
    LeaderChosen,
    RecruitClaimed,
    RoundDealt,
    RowArranged,
    SelectionBegan,
    StarTileFlipped,
    TeamsCompared,
)
from domain.kinoko_kombat.state import CenterSlot, Claim, KinokoState, SeatRound


def _with_player(state: KinokoState, seat: int, **changes: object) -> KinokoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def _without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    return tuple(c for c in hand if c != card)


def _add_claim(state: KinokoState, seat: int, claim: Claim) -> KinokoState:
    state = _with_player(state, seat, claims=state.players[seat].claims + (claim,))
    return replace(state, turn=state.turn + 1)


def _deal(state: KinokoState, event: RoundDealt) -> KinokoState:
    owned = [CenterSlot(owner=seat, card=None) for seat in range(state.seats)] if state.seats > 2 else []
    neutral = [CenterSlot(owner=None, card=card) for card in event.neutral_centers]
    return replace(
        state,
        phase="preparation",
        round=event.round,
        first_player=event.first_player,
        turn=0,
        players=tuple(SeatRound(hand=hand) for hand in event.hands),
        centers=tuple(owned + neutral),
    )


def evolve(state: KinokoState, event: Event) -> KinokoState:
    match event:
        case RoundDealt():
            return _deal(state, event)
        case CenterChosen(seat=seat, card=card):
            centers = tuple(replace(slot, card=card) if slot.owner == seat else slot for slot in state.centers)
            state = replace(state, centers=centers)
            return _with_player(state, seat, hand=_without(state.players[seat].hand, card))
        case LeaderChosen(seat=seat, card=card):
            hand = _without(state.players[seat].hand, card)
            return _with_player(state, seat, hand=hand, leader=card)
        case RowArranged(seat=seat, row=row):
            return _with_player(state, seat, hand=(), row=row)
        case SelectionBegan():
            return replace(state, phase="selection", turn=0)
        case RecruitClaimed(seat=seat, owner=owner, position=position, token=token):
            return _add_claim(state, seat, Claim("recruit", owner, position, token))
        case CenterClaimed(seat=seat, slot=slot, token=token):
            return _add_claim(state, seat, Claim("center", None, slot, token))
        case StarTileFlipped(seat=seat):
            return _with_player(state, seat, star_tile_up=False)
        case TeamsCompared(teams=teams):
            scores = list(state.scores)
            for team in teams:
                scores[team.seat] += team.points
            return replace(state, scores=tuple(scores), results=state.results + (event,))
        case GameEnded(winner=winner, scores=scores):
            return replace(state, phase="finished", winner=winner, scores=scores)
        case _:
            assert_never(event)
