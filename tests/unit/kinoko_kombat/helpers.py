"""Given-when-then helpers: a precise deal, preparation by plan, scripted turns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.core import Setup
from domain.kinoko_kombat import GAME, KinokoOptions, KinokoState
from domain.kinoko_kombat.cards import COLOURS, HAND_SIZE_BY_SEATS, colour_of, deck_for, sort_key
from domain.kinoko_kombat.commands import ArrangeRow, ChooseCenter, ChooseLeader
from domain.kinoko_kombat.events import Event, RoundDealt


class FixedRandom:
    """A RandomSource that never shuffles: a deal takes the deck in order."""

    def shuffled(self, items: Sequence[Any]) -> tuple[Any, ...]:
        return tuple(items)

    def below(self, bound: int) -> int:
        return 0


def waiting(seats: int, options: KinokoOptions | None = None) -> KinokoState:
    return GAME.initial_state(Setup(seats=seats, options=options or KinokoOptions()))


def deal_event(
    seats: int,
    hands: dict[int, Sequence[str]] | None = None,
    first_player: int = 0,
    round: int = 1,
    neutral: Sequence[str] | None = None,
) -> RoundDealt:
    """A legal deal with the given hands; other seats get the lowest cards left."""
    hands = hands or {}
    fixed = {card for hand in hands.values() for card in hand}
    rest = [card for card in sorted(deck_for(seats), key=sort_key) if card not in fixed]
    chosen_neutral: list[str] = list(neutral or [])
    if seats == 2 and not chosen_neutral:
        for colour in COLOURS:
            card = next(c for c in reversed(rest) if colour_of(c) == colour)
            chosen_neutral.append(card)
    rest = [card for card in rest if card not in chosen_neutral]
    size = HAND_SIZE_BY_SEATS[seats]
    full: list[tuple[str, ...]] = []
    for seat in range(seats):
        if seat in hands:
            full.append(tuple(sorted(hands[seat], key=sort_key)))
        else:
            full.append(tuple(rest[:size]))
            rest = rest[size:]
    if seats == 3 and not chosen_neutral:
        chosen_neutral = rest
        rest = []
    assert not rest, f"cards left undealt: {rest}"
    return RoundDealt(round=round, first_player=first_player, hands=tuple(full), neutral_centers=tuple(chosen_neutral))


def given(state: KinokoState, *events: Event) -> KinokoState:
    return GAME.fold(state, events)


def when(state: KinokoState, seat: int, command: Any) -> list[Event]:
    return list(GAME.decide(state, seat, command, FixedRandom()))


def act(state: KinokoState, seat: int, command: Any) -> KinokoState:
    return given(state, *when(state, seat, command))


def dealt(
    seats: int,
    hands: dict[int, Sequence[str]] | None = None,
    first_player: int = 0,
    options: KinokoOptions | None = None,
    **kwargs: Any,
) -> KinokoState:
    return given(waiting(seats, options), deal_event(seats, hands, first_player, **kwargs))


def prepare(
    state: KinokoState,
    plan: dict[int, tuple[str | None, str, Sequence[str] | None]] | None = None,
) -> KinokoState:
    """Every seat prepares: ``plan[seat] = (center, leader, row)``; a seat not in
    the plan (or a ``None`` row) takes the first legal choice."""
    plan = plan or {}
    for seat in range(state.seats):
        center, leader, row = plan.get(seat, (None, None, None))
        if state.seats > 2:
            state = act(state, seat, ChooseCenter(center) if center else GAME.legal_commands(state, seat)[0])
        state = act(state, seat, ChooseLeader(leader) if leader else GAME.legal_commands(state, seat)[0])
        state = act(state, seat, ArrangeRow(tuple(row)) if row else GAME.legal_commands(state, seat)[0])
    return state


def play(state: KinokoState, *moves: tuple[int, Any]) -> tuple[KinokoState, list[Event]]:
    """Play ``(seat, command)`` moves in order; return the state and every event."""
    events: list[Event] = []
    for seat, command in moves:
        new = when(state, seat, command)
        events.extend(new)
        state = given(state, *new)
    return state, events
