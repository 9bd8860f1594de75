"""What happens on its own once a player has acted: reveals, showdowns,
captures cleared away, draws, Dogfights, the end of a deck and of the game.

A :class:`Flow` folds each event as it is emitted, so every automatic step
reads the state as it now is; ``decide`` returns ``flow.events``.
"""

from __future__ import annotations

from domain.core import RandomSource
from domain.kombat_kittens.cards import is_dog
from domain.kombat_kittens.dogs import pile_with_dogs
from domain.kombat_kittens.events import (
    BattleTied,
    BattleWon,
    CardDrawn,
    CardsRevealed,
    DogDiscarded,
    DogDrawn,
    DogfightStarted,
    DogfightWon,
    DogSetAside,
    Event,
    GameEnded,
    LitterBoxReshuffled,
    NewDeckShuffled,
    PlayedCardsDiscarded,
    Reveal,
    TiebreakCalled,
    TiebreakStarted,
    TurnBegan,
)
from domain.kombat_kittens.evolve import evolve
from domain.kombat_kittens.hands import best_hand, describe
from domain.kombat_kittens.rules import (
    clockwise_from,
    draws_up_to_five,
    fight_pending,
    remaining_sides,
    scores,
)
from domain.kombat_kittens.state import Fight, KombatKittensState

NEW_DECK_DOGS = 3


class Flow:
    """The state so far and the events that made it, within one decision."""

    def __init__(self, state: KombatKittensState, random: RandomSource) -> None:
        self.state = state
        self.random = random
        self.events: list[Event] = []

    @property
    def fight(self) -> Fight:
        assert self.state.fight is not None
        return self.state.fight

    def emit(self, *events: Event) -> None:
        for event in events:
            self.state = evolve(self.state, event)
            self.events.append(event)


def draw(flow: Flow, seat: int, count: int) -> None:
    """Draw ``count`` Kitten cards. A Dog goes face up and is replaced.

    An empty draw pile (only possible once a deck's bottom Dog is out) is
    refilled from the shuffled Litter Box; with both empty the draw is skipped.
    """
    drawn = 0
    while drawn < count:
        state = flow.state
        if not state.draw_pile:
            if not state.litter_box:
                return
            flow.emit(LitterBoxReshuffled(flow.random.shuffled(state.litter_box)))
            continue
        top = state.draw_pile[0]
        if is_dog(top):
            flow.emit(DogDrawn(seat, top, last_of_deck=len(state.draw_pile) == 1))
        else:
            flow.emit(CardDrawn(seat, top))
            drawn += 1


def draw_up_to_five(flow: Flow, seat: int) -> None:
    draw(flow, seat, draws_up_to_five(flow.state, seat))


def advance(flow: Flow) -> None:
    """Run the fight on until some seat owes a decision (or the game ends)."""
    while flow.state.phase == "playing" and flow.state.fight is not None:
        fight = flow.fight
        if fight.stage in ("cards", "helpers") and not fight_pending(fight):
            _reveal(flow)
        elif fight.stage == "showdown":
            _showdown(flow)
        elif fight.stage == "cleanup":
            _cleanup(flow)
            end_action(flow)
        else:
            return


def _reveal(flow: Flow) -> None:
    fight = flow.fight
    step = 4 if fight.stage == "helpers" else fight.step
    helpers = {side.helper for side in fight.sides}
    shown = tuple(Reveal(seat, card, helper=seat in helpers) for seat, card in fight.committed)
    flow.emit(CardsRevealed(step, shown))


def _showdown(flow: Flow) -> None:
    fight = flow.fight
    nine = flow.state.options.nine_follows_seven
    if fight.kind == "battle":
        first, second = fight.sides
        if first.forfeited or second.forfeited:
            winner, loser = (second, first) if first.forfeited else (first, second)
            flow.emit(BattleWon(winner.main, loser.main, True, "by forfeit", "forfeited"))
            return
        pair = (best_hand(first.cards, nine), best_hand(second.cards, nine))
        if pair[0].key == pair[1].key:
            flow.emit(BattleTied((first.main, second.main), describe(pair[0])))
            return
        win = 0 if pair[0].key > pair[1].key else 1
        winner, loser = fight.sides[win], fight.sides[1 - win]
        flow.emit(BattleWon(winner.main, loser.main, False, describe(pair[win]), describe(pair[1 - win])))
        return
    standing = [fight.sides[i] for i in remaining_sides(fight)]
    if fight.kind == "dogfight":
        assert fight.dog is not None
        if len(standing) == 1:
            flow.emit(DogfightWon(standing[0].main, fight.dog, "last one standing"))
            return
    hands = {side.main: best_hand(side.cards, nine) for side in standing}
    best = max((hand.key for hand in hands.values()), default=None)
    top = tuple(seat for seat, hand in hands.items() if hand.key == best)
    if fight.kind == "tiebreak":
        flow.emit(PlayedCardsDiscarded(fight.played_cards))
        flow.emit(GameEnded(top, flow.state.scores, by_tiebreak=True))
        return
    assert fight.dog is not None
    if len(top) == 1:
        flow.emit(DogfightWon(top[0], fight.dog, describe(hands[top[0]])))
    elif len(top) > 1 and flow.state.options.tied_dog == "discard":
        flow.emit(DogDiscarded(fight.dog))
    else:
        # Nobody fought (nobody held a card), or a tie under ``set_aside``: a
        # Dog nobody fought for stays out, or it would come straight back.
        flow.emit(DogSetAside(fight.dog))


def _draw_plan(state: KombatKittensState, fight: Fight) -> list[tuple[int, int | None, int]]:
    """(seat, exact count or ``None`` for "up to five", extra cards after)."""
    plan: list[tuple[int, int | None, int]] = []
    tied = fight.winner is None
    for seat in clockwise_from(state, state.active):
        index = fight.side_of(seat)
        if index is None:
            if fight.kind == "dogfight":
                plan.append((seat, None, 0))
            continue
        side = fight.sides[index]
        if seat == side.helper:
            plan.append((seat, 1 if side.helper_card else 0, 0) if tied else (seat, None, 0))
        elif tied and not side.forfeited and (fight.kind == "battle" or len(side.played) == 3):
            plan.append((seat, len(side.played), 0))
        else:
            plan.append((seat, None, 1 if side.forfeited else 0))
    return plan


def _cleanup(flow: Flow) -> None:
    """Uncaptured cards to the Litter Box, then everyone owed cards draws them."""
    fight = flow.fight
    plan = _draw_plan(flow.state, fight)
    flow.emit(PlayedCardsDiscarded(fight.played_cards))
    for seat, exact, extra in plan:
        if exact is None:
            draw_up_to_five(flow, seat)
        else:
            draw(flow, seat, exact)
        draw(flow, seat, extra)


def end_action(flow: Flow) -> None:
    """After a turn's action: Dogfights for face-up Dogs, the deck's end, the next turn."""
    state = flow.state
    if state.phase != "playing" or state.fight is not None:
        return
    if state.dogs_waiting and not final_dogfight_fought(state):
        _start_dogfight(flow)
        return
    if state.deck_ended:
        if state.deck >= state.final_deck:
            _end_game(flow)
            return
        kittens = flow.random.shuffled(state.draw_pile + state.litter_box)
        pile = pile_with_dogs(state.options.dog_placement, kittens, state.boxed_dogs[:NEW_DECK_DOGS], flow.random)
        flow.emit(NewDeckShuffled(state.deck + 1, pile))
    flow.emit(TurnBegan((state.active + 1) % state.seats))


def final_dogfight_fought(state: KombatKittensState) -> bool:
    """The final deck's bottom Dog has been fought over: no Dogfight follows it.

    "At the end of the first deck, there will be a single Dogfight ... and then
    the game is over." A Dog the end-of-deck draws bring up from the Litter Box
    (tied before, or tied in that very Dogfight) stays face up, unfought. Games
    created before ``final_dogfight_ends_game`` fought it (and could change the
    winner): they keep that rule.
    """
    return (
        state.options.final_dogfight_ends_game
        and state.deck_ended
        and state.deck >= state.final_deck
        and state.bottom_dog_fought
    )


def _start_dogfight(flow: Flow) -> None:
    """Everyone holding a card fights; after a deck's end, hands are topped up first."""
    if flow.state.deck_ended:
        for seat in clockwise_from(flow.state, flow.state.active):
            draw_up_to_five(flow, seat)
    state = flow.state
    seats = tuple(seat for seat in range(state.seats) if state.hands[seat])
    flow.emit(DogfightStarted(state.dogs_waiting[0], seats))


def _end_game(flow: Flow) -> None:
    state = flow.state
    final = scores(state)
    tied = tuple(seat for seat, score in enumerate(final) if score == max(final))
    if len(tied) == 1:
        flow.emit(GameEnded(tied, final, by_tiebreak=False))
        return
    flow.emit(TiebreakCalled(tied, final))
    for seat in clockwise_from(state, state.active):
        if seat in tied:
            draw_up_to_five(flow, seat)
    players = tuple(seat for seat in tied if len(flow.state.hands[seat]) >= 3)
    if len(players) >= 2:
        flow.emit(TiebreakStarted(players))
    else:
        flow.emit(GameEnded(players or tied, final, by_tiebreak=True))
