"""Checking a command against the rules and turning it into events.

Rejection messages name only what the acting seat may already see.
"""

from __future__ import annotations

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn, RandomSource
from domain.kombat_kittens.cards import DOG_IDS, HAND_LIMIT, HAND_SIZE, KITTEN_IDS
from domain.kombat_kittens.commands import (
    AcceptHelp,
    AskForHelp,
    Battle,
    Command,
    CommitCard,
    DrawCard,
    FightAlone,
    Forfeit,
    GiveToHelper,
    KeepTreasure,
    Recruit,
    RefuseHelp,
    TakeTreasure,
)
from domain.kombat_kittens.dogs import pile_with_dogs
from domain.kombat_kittens.events import (
    BattleDeclared,
    CardCommitted,
    CommitmentReturned,
    Event,
    Forfeited,
    GameStarted,
    HelpAccepted,
    HelpAsked,
    HelpNotAsked,
    HelpRefused,
    Recruited,
    TreasureGiven,
    TreasureKept,
    TreasureTaken,
    TurnBegan,
)
from domain.kombat_kittens.flow import Flow, advance, draw, end_action
from domain.kombat_kittens.rules import (
    BATTLE_MIN_CARDS,
    fight_pending,
    helper_candidates,
    may_recruit,
    treasure_options,
)
from domain.kombat_kittens.state import Fight, KombatKittensState

State = KombatKittensState


def start(state: State, random: RandomSource) -> tuple[Event, ...]:
    """Deal five each, the Recruit card(s), then build the draw pile with its Dogs."""
    seats = state.seats
    kittens = random.shuffled(KITTEN_IDS)
    first = state.options.first_seat
    if first is None:
        first = random.below(seats)
    hands = tuple(kittens[HAND_SIZE * i : HAND_SIZE * (i + 1)] for i in range(seats))
    recruit_count, dog_count = (3, 3) if seats == 2 else (1, 2)
    dealt = HAND_SIZE * seats
    recruits = kittens[dealt : dealt + recruit_count]
    placement = state.options.dog_placement
    pile = pile_with_dogs(placement, kittens[dealt + recruit_count :], DOG_IDS[:dog_count], random)
    return (GameStarted(first, hands, recruits, pile, DOG_IDS[dog_count:]), TurnBegan(first))


def decide(state: State, seat: int, command: Command, random: RandomSource) -> tuple[Event, ...]:
    if state.phase != "playing":
        raise GameNotRunning("The game is not running.")
    if not 0 <= seat < state.seats:
        raise NotYourTurn(f"There is no seat {seat} in this game.")
    flow = Flow(state, random)
    if state.fight is None:
        _turn(flow, seat, command)
    else:
        _fight(flow, state.fight, seat, command)
    return tuple(flow.events)


def _turn(flow: Flow, seat: int, command: Command) -> None:
    state = flow.state
    if seat != state.active:
        raise NotYourTurn(f"It is seat {state.active}'s turn.")
    hand = state.hands[seat]
    match command:
        case DrawCard():
            if len(hand) >= HAND_LIMIT:
                raise IllegalCommand(f"You hold {HAND_LIMIT} cards: you may not draw.")
            draw(flow, seat, 1)
        case Recruit(take=take, give=give):
            if not may_recruit(state, seat):
                raise IllegalCommand("You recruited on your last turn: draw or battle this time.")
            if take not in state.recruits:
                raise IllegalCommand(f"{take} is not a face-up Recruit card.")
            if give not in hand:
                raise IllegalCommand(f"You do not hold {give}.")
            flow.emit(Recruited(seat, take, give))
        case Battle(opponent=opponent):
            if opponent == seat or not 0 <= opponent < state.seats:
                raise IllegalCommand("Battle another player's seat.")
            if len(hand) < BATTLE_MIN_CARDS or len(state.hands[opponent]) < BATTLE_MIN_CARDS:
                raise IllegalCommand(f"Both players need at least {BATTLE_MIN_CARDS} cards in hand to battle.")
            flow.emit(BattleDeclared(seat, opponent))
            advance(flow)
            return
        case _:
            raise IllegalCommand("It is your turn: draw a card, recruit, or battle a player.")
    end_action(flow)
    advance(flow)


_WAITING = {
    "ask": "Waiting for a main combatant to ask for help.",
    "answer": "Waiting for the asked player to answer.",
    "cards": "Waiting for the combatants to commit their cards.",
    "helpers": "Waiting for the helpers to commit their cards.",
    "treasure": "Waiting for the winner to take treasure.",
    "reward": "Waiting for the winner to reward their helper.",
}


def _fight(flow: Flow, fight: Fight, seat: int, command: Command) -> None:
    if seat not in fight_pending(fight):
        if fight.stage in ("cards", "helpers") and fight.committed_card(seat) is not None:
            raise IllegalCommand("You have already committed your card; it cannot be changed.")
        raise NotYourTurn(_WAITING.get(fight.stage, "You owe no decision right now."))
    match fight.stage, command:
        case "ask", AskForHelp(helper=helper):
            if helper not in helper_candidates(flow.state, fight):
                raise IllegalCommand(f"Seat {helper} cannot be asked to help in this battle.")
            flow.emit(HelpAsked(seat, helper))
        case "ask", FightAlone():
            flow.emit(HelpNotAsked(seat))
        case "answer", AcceptHelp():
            flow.emit(HelpAccepted(seat, fight.sides[fight.asking].main))
        case "answer", RefuseHelp():
            flow.emit(HelpRefused(seat, fight.sides[fight.asking].main))
        case (("cards" | "helpers"), CommitCard(card=card)):
            if card not in flow.state.hands[seat]:
                raise IllegalCommand(f"You do not hold {card}.")
            flow.emit(CardCommitted(seat, card))
        case "cards", Forfeit():
            _forfeit(flow, fight, seat)
        case "treasure", TakeTreasure(cards=cards):
            choice = tuple(sorted(cards))
            if choice not in treasure_options(flow.state):
                raise IllegalCommand("Those cards are not a treasure you may take.")
            assert fight.loser is not None
            flow.emit(TreasureTaken(seat, fight.sides[fight.loser].main, choice))
        case "reward", GiveToHelper(card=card):
            if card not in fight.taken:
                raise IllegalCommand(f"{card} is not one of the cards you just took.")
            assert fight.winner is not None
            rewarded = fight.sides[fight.winner].helper
            assert rewarded is not None
            flow.emit(TreasureGiven(seat, rewarded, card))
        case "reward", KeepTreasure():
            flow.emit(TreasureKept(seat))
        case _:
            raise IllegalCommand(_expected(fight))
    advance(flow)


def _forfeit(flow: Flow, fight: Fight, seat: int) -> None:
    if fight.kind == "tiebreak":
        raise IllegalCommand("Nobody may forfeit the final tie-break hand.")
    if fight.step < 2:
        raise IllegalCommand("You may forfeit only after your first or second card.")
    flow.emit(Forfeited(seat, fight.step))
    after = flow.fight
    if after.stage != "cards":
        for who, card in after.committed:
            flow.emit(CommitmentReturned(who, card))


def _expected(fight: Fight) -> str:
    match fight.stage:
        case "ask":
            return "Ask a player for help (ask_for_help) or fight alone (fight_alone)."
        case "answer":
            return "Answer the request for help: accept_help or refuse_help."
        case "cards":
            return "Commit a card face down (commit_card), or forfeit after your first card."
        case "helpers":
            return "Commit the card you play as a helper (commit_card)."
        case "treasure":
            return "Choose the treasure you take (take_treasure)."
        case _:
            return "Give one card to your helper (give_to_helper) or keep both (keep_treasure)."
