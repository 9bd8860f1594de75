"""Folding one event into the table. Pure: never draws chance, never rejects.

One small function per event, found by the event's exact type in a dict: a
``match`` over eleven class patterns tried them in turn, an ``isinstance`` each,
and that cost more than the copy of the table (the replay's fold).
``tests/unit/feed_the_kitten`` checks that every event of :data:`Event` has one.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from typing import Any

from msgspec.structs import replace

from domain.feed_the_kitten.cards import sorted_hand, with_one, without_one
from domain.feed_the_kitten.events import (
    CardDrawn,
    CardPlayed,
    DrawPileReshuffled,
    Event,
    GameWon,
    HandDiscarded,
    RoundDealt,
    RoundWon,
    StarterFlipped,
    StarterReturned,
    TurnEnded,
    TurnPassed,
)
from domain.feed_the_kitten.state import FeedTheKittenState, replace_at

State = FeedTheKittenState


def evolve(state: FeedTheKittenState, event: Event) -> FeedTheKittenState:
    step = EVOLVERS.get(type(event))
    if step is None:
        raise TypeError(f"feed-the-kitten cannot fold {type(event).__name__}")
    return step(state, event)


def fold(state: FeedTheKittenState, events: Iterable[Event]) -> FeedTheKittenState:
    """:func:`evolve` over ``events``, the table rebuilt once at the end.

    A replay folds hundreds of events; copying the table's tuples for each one cost
    more than reading and decoding them. Here the hands and piles are lists
    local to this call, changed as :func:`evolve` changes the tuples, and the state is
    built once. It must give exactly what folding with :func:`evolve` gives:
    ``tests/unit/feed_the_kitten/test_evolve_table.py`` compares them after every
    event of many random games. ``draw`` holds the draw pile bottom card first.
    """
    phase, round_, turn, kitten, winner, renewed = (
        state.phase,
        state.round,
        state.turn,
        state.kitten,
        state.winner,
        state.renewed,
    )
    hands = [list(hand) for hand in state.hands]
    draw = list(reversed(state.draw_pile))
    play = list(state.play_pile)
    cans = list(state.cans)
    changed = False
    event: Any  # told apart by exact type below, which mypy does not narrow on
    for event in events:
        changed = True
        kind = type(event)
        if kind is TurnEnded:
            turn, renewed = event.next_seat, False
        elif kind is CardDrawn:
            insort(hands[event.seat], event.card)
            del draw[-1:]
        elif kind is CardPlayed:
            hands[event.seat].remove(event.card)
            play.append(event.card)
        elif kind is TurnPassed:
            pass
        elif kind is RoundDealt:
            phase, round_, turn, kitten, renewed = "playing", event.round, event.leader, event.leader, False
            hands = [sorted(hand) for hand in event.hands]
            draw = list(reversed(event.draw_pile))
            play = []
        elif kind is StarterFlipped:
            del draw[-1:]
            play.append(event.card)
        elif kind is StarterReturned:
            draw = list(reversed(event.draw_pile))
            del play[-1:]
        elif kind is DrawPileReshuffled:
            draw = list(reversed(event.draw_pile))
            play = play[-1:]
        elif kind is HandDiscarded:
            hands[event.seat] = []
            play = [*play[:-1], *event.cards, *play[-1:]]
            renewed = True
        elif kind is RoundWon:
            cans[event.seat] = event.cans
            kitten = event.seat
        elif kind is GameWon:
            phase, winner = "finished", event.seat
        else:
            raise TypeError(f"feed-the-kitten cannot fold {kind.__name__}")
    if not changed:
        return state
    return replace(
        state,
        phase=phase,
        round=round_,
        hands=tuple(tuple(hand) for hand in hands),
        draw_pile=tuple(reversed(draw)),
        play_pile=tuple(play),
        turn=turn,
        kitten=kitten,
        cans=tuple(cans),
        winner=winner,
        renewed=renewed,
    )


def _round_dealt(state: State, event: RoundDealt) -> State:
    return replace(
        state,
        phase="playing",
        round=event.round,
        hands=tuple(sorted_hand(hand) for hand in event.hands),
        draw_pile=event.draw_pile,
        play_pile=(),
        turn=event.leader,
        kitten=event.leader,
        renewed=False,
    )


def _starter_flipped(state: State, event: StarterFlipped) -> State:
    return replace(state, draw_pile=state.draw_pile[1:], play_pile=state.play_pile + (event.card,))


def _starter_returned(state: State, event: StarterReturned) -> State:
    return replace(state, draw_pile=event.draw_pile, play_pile=state.play_pile[:-1])


def _card_played(state: State, event: CardPlayed) -> State:
    hand = without_one(state.hands[event.seat], event.card)
    return replace(state, hands=replace_at(state.hands, event.seat, hand), play_pile=state.play_pile + (event.card,))


def _card_drawn(state: State, event: CardDrawn) -> State:
    hand = with_one(state.hands[event.seat], event.card)
    return replace(state, hands=replace_at(state.hands, event.seat, hand), draw_pile=state.draw_pile[1:])


def _draw_pile_reshuffled(state: State, event: DrawPileReshuffled) -> State:
    return replace(state, draw_pile=event.draw_pile, play_pile=state.play_pile[-1:])


def _hand_discarded(state: State, event: HandDiscarded) -> State:
    # Face down beneath the top card: it stays the card to play on.
    pile = state.play_pile
    return replace(
        state,
        hands=replace_at(state.hands, event.seat, ()),
        play_pile=pile[:-1] + event.cards + pile[-1:],
        renewed=True,
    )


def _turn_passed(state: State, event: TurnPassed) -> State:
    return state


def _turn_ended(state: State, event: TurnEnded) -> State:
    return replace(state, turn=event.next_seat, renewed=False)


def _round_won(state: State, event: RoundWon) -> State:
    return replace(state, cans=replace_at(state.cans, event.seat, event.cans), kitten=event.seat)


def _game_won(state: State, event: GameWon) -> State:
    return replace(state, phase="finished", winner=event.seat)


#: Each event type's fold; exactly the members of :data:`Event`.
EVOLVERS: dict[type[Any], Callable[[State, Any], State]] = {
    RoundDealt: _round_dealt,
    StarterFlipped: _starter_flipped,
    StarterReturned: _starter_returned,
    CardPlayed: _card_played,
    CardDrawn: _card_drawn,
    DrawPileReshuffled: _draw_pile_reshuffled,
    HandDiscarded: _hand_discarded,
    TurnPassed: _turn_passed,
    TurnEnded: _turn_ended,
    RoundWon: _round_won,
    GameWon: _game_won,
}
