"""What one seat (or a spectator) sees of the table.

A seat sees its own hand and its own face-down card; of the others only hand
sizes and *that* they committed. Every face-up card (Recruits, reveals,
treasure, Dogs, the Litter Box) is shown in full, with rank, suit and value.
"""

from __future__ import annotations

import msgspec

from domain.core import Viewer
from domain.kombat_kittens.cards import Card, card, is_dog
from domain.kombat_kittens.rules import pending_seats, score, suit_bonus
from domain.kombat_kittens.state import Fight, FightKind, KombatKittensState, Phase, Stage


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    hand_size: int
    treasure: tuple[Card, ...]
    treasure_score: int
    suit_bonus: int
    #: Recruited on their last turn and has neither drawn nor battled since (public: everyone
    #: saw the recruit). With ``recruit_twice_in_a_row`` off, such a seat must draw or battle.
    recruited_last_turn: bool = False


class SideView(msgspec.Struct, frozen=True):
    main: int
    helper: int | None
    played: tuple[Card, ...]
    helper_card: Card | None
    forfeited: bool


class FightView(msgspec.Struct, frozen=True):
    kind: FightKind
    stage: Stage
    step: int
    sides: tuple[SideView, ...]
    asking_seat: int | None
    asked_seat: int | None
    committed_seats: tuple[int, ...]
    your_committed_card: Card | None
    dog: Card | None
    winner: int | None
    loser: int | None
    taken: tuple[Card, ...]


class KombatKittensView(msgspec.Struct, frozen=True):
    viewer: int | None
    phase: Phase
    turn: int
    pending_seats: tuple[int, ...]
    deck: int
    final_deck: int
    draw_pile_size: int
    dogs_left_in_draw_pile: int
    recruits: tuple[Card, ...]
    litter_box: tuple[Card, ...]
    dogs_waiting: tuple[Card, ...]
    dogs_set_aside: tuple[Card, ...]
    your_hand: tuple[Card, ...] | None
    seats: tuple[SeatView, ...]
    fight: FightView | None
    nine_follows_seven: bool
    winners: tuple[int, ...]
    scores: tuple[int, ...]


def _cards(ids: tuple[str, ...]) -> tuple[Card, ...]:
    return tuple(card(i) for i in ids)


def _fight_view(fight: Fight, viewer: Viewer) -> FightView:
    mine = fight.committed_card(viewer) if viewer is not None else None
    return FightView(
        kind=fight.kind,
        stage=fight.stage,
        step=fight.step,
        sides=tuple(
            SideView(
                main=side.main,
                helper=side.helper,
                played=_cards(side.played),
                helper_card=card(side.helper_card) if side.helper_card else None,
                forfeited=side.forfeited,
            )
            for side in fight.sides
        ),
        asking_seat=fight.sides[fight.asking].main if fight.stage in ("ask", "answer") else None,
        asked_seat=fight.asked if fight.stage == "answer" else None,
        committed_seats=tuple(seat for seat, _ in fight.committed),
        your_committed_card=card(mine) if mine else None,
        dog=card(fight.dog) if fight.dog else None,
        winner=fight.sides[fight.winner].main if fight.winner is not None else None,
        loser=fight.sides[fight.loser].main if fight.loser is not None else None,
        taken=_cards(fight.taken),
    )


def view(state: KombatKittensState, viewer: Viewer) -> KombatKittensView:
    return KombatKittensView(
        viewer=viewer,
        phase=state.phase,
        turn=state.active,
        pending_seats=tuple(sorted(pending_seats(state))),
        deck=state.deck,
        final_deck=state.final_deck,
        draw_pile_size=len(state.draw_pile),
        dogs_left_in_draw_pile=sum(1 for c in state.draw_pile if is_dog(c)),
        recruits=_cards(state.recruits),
        litter_box=_cards(state.litter_box),
        dogs_waiting=_cards(state.dogs_waiting),
        dogs_set_aside=_cards(state.set_aside),
        your_hand=_cards(state.hands[viewer]) if viewer is not None else None,
        seats=tuple(
            SeatView(
                seat=seat,
                hand_size=len(state.hands[seat]),
                treasure=_cards(state.treasure[seat]),
                treasure_score=score(state.treasure[seat]),
                suit_bonus=suit_bonus(state.treasure[seat]),
                recruited_last_turn=seat in state.recruited_last,
            )
            for seat in range(state.seats)
        ),
        fight=_fight_view(state.fight, viewer) if state.fight is not None else None,
        nine_follows_seven=state.options.nine_follows_seven,
        winners=state.winners,
        scores=state.scores,
    )
