"""Folding one event into the state. Pure: every chance outcome is in the event."""

from __future__ import annotations

from typing import TypeVar, assert_never

from msgspec.structs import replace

from domain.kombat_kittens.events import (
    BattleDeclared,
    BattleTied,
    BattleWon,
    CardCommitted,
    CardDrawn,
    CardsRevealed,
    CommitmentReturned,
    DogDiscarded,
    DogDrawn,
    DogfightStarted,
    DogfightWon,
    DogSetAside,
    Event,
    Forfeited,
    GameEnded,
    GameStarted,
    HelpAccepted,
    HelpAsked,
    HelpNotAsked,
    HelpRefused,
    LitterBoxReshuffled,
    NewDeckShuffled,
    PlayedCardsDiscarded,
    Recruited,
    TiebreakCalled,
    TiebreakStarted,
    TreasureGiven,
    TreasureKept,
    TreasureTaken,
    TurnBegan,
)
from domain.kombat_kittens.rules import help_stage_from, remaining_sides, required_helpers
from domain.kombat_kittens.state import Fight, KombatKittensState, Side

State = KombatKittensState


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


_T = TypeVar("_T")


def _set(items: tuple[_T, ...], index: int, item: _T) -> tuple[_T, ...]:
    return items[:index] + (item,) + items[index + 1 :]


def _hand(state: State, seat: int, hand: tuple[str, ...]) -> State:
    return replace(state, hands=_set(state.hands, seat, hand))


def _fight(state: State) -> Fight:
    assert state.fight is not None, "no fight in progress"
    return state.fight


def _side(fight: Fight, index: int, **changes: object) -> Fight:
    return replace(fight, sides=_set(fight.sides, index, replace(fight.sides[index], **changes)))


def _reveal(fight: Fight, event: CardsRevealed) -> Fight:
    for shown in event.cards:
        index = fight.side_of(shown.seat)
        assert index is not None
        side = fight.sides[index]
        if shown.helper:
            fight = _side(fight, index, helper_card=shown.card)
        else:
            fight = _side(fight, index, played=side.played + (shown.card,))
    fight = replace(fight, committed=())
    if fight.stage == "helpers":
        return replace(fight, stage="showdown")
    if fight.step < 3:
        return replace(fight, step=fight.step + 1)
    return replace(fight, stage="helpers" if required_helpers(fight) else "showdown")


def _forfeit(fight: Fight, seat: int) -> Fight:
    index = fight.side_of(seat)
    assert index is not None
    fight = _side(fight, index, forfeited=True)
    if fight.kind == "battle":
        return replace(fight, stage="helpers" if required_helpers(fight) else "showdown")
    if len(remaining_sides(fight)) <= 1:
        return replace(fight, stage="showdown")
    return fight


def _take(state: State, event: TreasureTaken) -> State:
    fight = _fight(state)
    winner, loser = fight.winner, fight.loser
    assert winner is not None and loser is not None
    loser_pile = state.treasure[event.loser]
    for card in event.cards:
        side = fight.sides[loser]
        if card == side.helper_card:
            fight = _side(fight, loser, helper_card=None)
        elif card in side.played:
            fight = _side(fight, loser, played=_without(side.played, card))
        else:
            loser_pile = _without(loser_pile, card)
    treasure = _set(state.treasure, event.loser, loser_pile)
    treasure = _set(treasure, event.seat, treasure[event.seat] + event.cards)
    helped = fight.sides[winner].helper is not None
    fight = replace(fight, taken=event.cards, stage="reward" if helped else "cleanup")
    return replace(state, treasure=treasure, fight=fight)


def _give(state: State, event: TreasureGiven) -> State:
    treasure = _set(state.treasure, event.seat, _without(state.treasure[event.seat], event.card))
    treasure = _set(treasure, event.helper, treasure[event.helper] + (event.card,))
    return replace(state, treasure=treasure, fight=replace(_fight(state), stage="cleanup"))


def _sides_index(fight: Fight, seat: int) -> int:
    index = fight.side_of(seat)
    assert index is not None
    return index


def evolve(state: State, event: Event) -> State:
    match event:
        case GameStarted():
            return replace(
                state,
                phase="playing",
                active=event.first_seat,
                hands=event.hands,
                recruits=event.recruits,
                draw_pile=event.draw_pile,
                boxed_dogs=event.boxed_dogs,
            )
        case TurnBegan(seat=seat):
            return replace(state, active=seat, fight=None)
        case CardDrawn(seat=seat, card=card):
            state = _hand(state, seat, state.hands[seat] + (card,))
            return replace(
                state, draw_pile=_without(state.draw_pile, card), recruited_last=state.recruited_last - {seat}
            )
        case DogDrawn(dog=dog, last_of_deck=last):
            return replace(
                state,
                draw_pile=_without(state.draw_pile, dog),
                dogs_waiting=state.dogs_waiting + (dog,),
                deck_ended=state.deck_ended or last,
                # A Dog the reshuffled Litter Box brings up last is not the deck's bottom one.
                bottom_dog=dog if last and not state.deck_ended else state.bottom_dog,
            )
        case LitterBoxReshuffled(draw_pile=pile):
            return replace(state, draw_pile=state.draw_pile + pile, litter_box=())
        case NewDeckShuffled(deck=deck, draw_pile=pile):
            boxed = tuple(dog for dog in state.boxed_dogs if dog not in pile)
            return replace(
                state,
                deck=deck,
                draw_pile=pile,
                litter_box=(),
                boxed_dogs=boxed,
                deck_ended=False,
                bottom_dog=None,
                bottom_dog_fought=False,
            )
        case Recruited(seat=seat, taken=taken, given=given):
            state = _hand(state, seat, _without(state.hands[seat], given) + (taken,))
            at = state.recruits.index(taken)
            return replace(
                state, recruits=_set(state.recruits, at, given), recruited_last=state.recruited_last | {seat}
            )
        case BattleDeclared(attacker=attacker, defender=defender):
            fight = Fight(kind="battle", sides=(Side(attacker), Side(defender)), stage="ask")
            return replace(
                state, fight=help_stage_from(state, fight, 0), recruited_last=state.recruited_last - {attacker}
            )
        case HelpAsked(helper=helper):
            return replace(state, fight=replace(_fight(state), stage="answer", asked=helper))
        case HelpNotAsked() | HelpRefused():
            fight = _fight(state)
            return replace(state, fight=help_stage_from(state, fight, fight.asking + 1))
        case HelpAccepted(helper=helper):
            fight = _fight(state)
            fight = _side(fight, fight.asking, helper=helper)
            return replace(state, fight=help_stage_from(state, fight, fight.asking + 1))
        case CardCommitted(seat=seat, card=card):
            fight = _fight(state)
            committed = tuple(sorted(fight.committed + ((seat, card),)))
            state = _hand(state, seat, _without(state.hands[seat], card))
            return replace(state, fight=replace(fight, committed=committed))
        case CardsRevealed():
            return replace(state, fight=_reveal(_fight(state), event))
        case Forfeited(seat=seat):
            return replace(state, fight=_forfeit(_fight(state), seat))
        case CommitmentReturned(seat=seat, card=card):
            fight = _fight(state)
            committed = tuple(item for item in fight.committed if item[0] != seat)
            state = _hand(state, seat, state.hands[seat] + (card,))
            return replace(state, fight=replace(fight, committed=committed))
        case BattleWon(winner=winner, loser=loser):
            fight = _fight(state)
            fight = replace(
                fight,
                stage="treasure",
                winner=_sides_index(fight, winner),
                loser=_sides_index(fight, loser),
            )
            return replace(state, fight=fight)
        case BattleTied():
            return replace(state, fight=replace(_fight(state), stage="cleanup"))
        case TreasureTaken():
            return _take(state, event)
        case TreasureGiven():
            return _give(state, event)
        case TreasureKept():
            return replace(state, fight=replace(_fight(state), stage="cleanup"))
        case PlayedCardsDiscarded(cards=cards):
            return replace(state, litter_box=state.litter_box + cards, fight=None)
        case DogfightStarted(dog=dog, seats=seats):
            fight = Fight(
                kind="dogfight",
                sides=tuple(Side(seat) for seat in seats),
                stage="cards" if len(seats) >= 2 else "showdown",
                dog=dog,
            )
            return replace(state, dogs_waiting=_without(state.dogs_waiting, dog), fight=fight)
        case DogfightWon(seat=seat, dog=dog):
            fight = _fight(state)
            treasure = _set(state.treasure, seat, state.treasure[seat] + (dog,))
            fight = replace(fight, dog=None, stage="cleanup", winner=_sides_index(fight, seat))
            return replace(_fought(state, dog), treasure=treasure, fight=fight)
        case DogSetAside(dog=dog):
            fight = replace(_fight(state), dog=None, stage="cleanup")
            return replace(_fought(state, dog), set_aside=state.set_aside + (dog,), fight=fight)
        case DogDiscarded(dog=dog):
            fight = replace(_fight(state), dog=None, stage="cleanup")
            return replace(_fought(state, dog), litter_box=state.litter_box + (dog,), fight=fight)
        case TiebreakCalled(scores=scores):
            return replace(state, scores=scores)
        case TiebreakStarted(seats=seats):
            sides = tuple(Side(seat) for seat in seats)
            return replace(state, fight=Fight(kind="tiebreak", sides=sides, stage="cards"))
        case GameEnded(winners=winners, scores=scores):
            return replace(state, phase="over", winners=winners, scores=scores, fight=None)
        case _:
            assert_never(event)


def _fought(state: State, dog: str) -> State:
    """The Dogfight over ``dog`` is decided: note it when ``dog`` was the deck's bottom one."""
    return replace(state, bottom_dog_fought=True) if dog == state.bottom_dog else state
